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
    // Bidi overrides and isolates would reorder the rest of the line; marks (U+200E) stay.
    #expect(VisibleText.escaped("Evil\u{202E}txt.exe") == "Evil\\u{202e}txt.exe")
    #expect(VisibleText.escaped("\u{202A}a\u{202C}\u{2066}b\u{2069}") == "\\u{202a}a\\u{202c}\\u{2066}b\\u{2069}")
    #expect(VisibleText.hasControlCharacters("x\u{2067}"))
    #expect(VisibleText.escaped("a\u{200E}b\u{2065}\u{206A}") == "a\u{200E}b\u{2065}\u{206A}")
    #expect(!VisibleText.hasControlCharacters("plain"))
  }

  /// A backslash is escaped too, so that what is shown reads back one way: a real backslash
  /// then "n" is not a line break. Code, with escapes of its own, keeps its backslashes.
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
