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
    #expect(!VisibleText.hasControlCharacters("plain"))
  }
}
