import Testing
import TypecaseCore

@Suite struct VisibleTextTests {
  @Test func escapesControlCharactersOnly() {
    #expect(VisibleText.escaped("DejaVu Sans") == "DejaVu Sans")
    #expect(VisibleText.escaped("나눔고딕 ☃") == "나눔고딕 ☃")
    #expect(VisibleText.escaped("Line\nBreak Sans") == "Line\\nBreak Sans")
    #expect(VisibleText.escaped("a\tb\rc") == "a\\tb\\rc")
    #expect(VisibleText.escaped("\u{1B}[31mRed") == "\\x1b[31mRed")
    #expect(VisibleText.escaped("del\u{7F} c1\u{9B}") == "del\\x7f c1\\x9b")
    #expect(VisibleText.escaped("para\u{2029}line\u{2028}") == "para\\u{2029}line\\u{2028}")
    #expect(VisibleText.hasControlCharacters("a\u{0}b"))
    // Bidi overrides and isolates would reorder the rest of the line.
    #expect(VisibleText.escaped("Evil\u{202E}txt.exe") == "Evil\\u{202e}txt.exe")
    #expect(VisibleText.escaped("\u{202A}a\u{202C}\u{2066}b\u{2069}") == "\\u{202a}a\\u{202c}\\u{2066}b\\u{2069}")
    #expect(VisibleText.hasControlCharacters("x\u{2067}"))
    #expect(VisibleText.escaped("a\u{2065}") == "a\u{2065}")  // unassigned
    #expect(!VisibleText.hasControlCharacters("plain"))
  }

  /// Characters that draw nothing are shown, so that two names that differ by one do not look
  /// the same; the joiners that shape the letters beside them stay.
  @Test func escapesInvisibleFormatCharacters() {
    #expect(VisibleText.escaped("Zero\u{200B}Width") == "Zero\\u{200b}Width")
    #expect(VisibleText.escaped("soft\u{AD}hyphen") == "soft\\xadhyphen")
    #expect(VisibleText.escaped("a\u{200E}b\u{200F}c") == "a\\u{200e}b\\u{200f}c")
    #expect(VisibleText.escaped("\u{FEFF}Bom\u{2060}") == "\\u{feff}Bom\\u{2060}")
    #expect(VisibleText.escapedControls("A\u{200B}\\B") == "A\\u{200b}\\B")
    #expect(VisibleText.hasControlCharacters("\u{61C}"))
    #expect(VisibleText.escaped("Noto Nastaliq\u{200C}\u{200D} ❤\u{FE0F}") == "Noto Nastaliq\u{200C}\u{200D} ❤\u{FE0F}")
    #expect(VisibleText.escaped("나눔\u{AC00}é") == "나눔\u{AC00}é")
    // In code without escapes of its own, the pasted name must be exact: only controls change.
    #expect(
      VisibleText.escapedControlsKeepingInvisibleCharacters("Zero\u{200B}Width\n") == "Zero\u{200B}Width\\n")
  }

  /// A backslash is escaped too, so that what is shown reads back one way: a real backslash
  /// then "n" is not a line break.
  ///
  /// Code, with escapes of its own, keeps its backslashes.
  @Test func escapesBackslashesInNamesNotInCode() {
    #expect(VisibleText.escaped(#"Line\nBreak"#) == #"Line\\nBreak"#)
    #expect(VisibleText.escaped("Line\nBreak") != VisibleText.escaped(#"Line\nBreak"#))
    #expect(VisibleText.escaped(#"C:\Fonts"# + "\t") == #"C:\\Fonts\t"#)
    #expect(VisibleText.needsEscaping(#"a\b"#))
    #expect(!VisibleText.hasControlCharacters(#"a\b"#))
    #expect(VisibleText.escapedControls(#"font-family: "A\a B""# + "\n") == #"font-family: "A\a B"\n"#)
    #expect(VisibleText.escapedControls(#"a\b"#) == #"a\b"#)
  }
}
