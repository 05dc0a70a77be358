import Testing

@testable import TypecaseRendering

/// UTF-8 byte offsets (Pango's) turned into Unicode scalar positions (the runs').
@Suite struct ScalarOffsetsTests {
  @Test func bytesOfEveryLengthMapToTheirScalar() {
    let text = "aé日😀b"
    let offsets = ScalarOffsets(Array(text.utf8))
    // a: byte 0; é: 1–2; 日: 3–5; 😀: 6–9; b: 10.
    #expect([0, 1, 3, 6, 10, 11].map(offsets.scalarIndex(ofByte:)) == [0, 1, 2, 3, 4, 5])
    #expect(offsets.scalarIndex(ofByte: 2) == 1)
    #expect(offsets.scalarIndex(ofByte: 8) == 3)
  }
}
