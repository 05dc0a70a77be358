import Testing

@testable import TypecaseCore

/// Reading a snapshot's text: a long list of faces read in parts on all cores exactly as in one
/// go (the same faces, the same errors), and the text from the faces on compared.
@Suite struct SnapshotTextTests {
  /// A snapshot of `count` faces laid out as `typecase snapshot` lays it out, `face` giving the
  /// members of each (one a line); long enough, with the padding of a languages list, to be
  /// read in parts.
  static func document(count: Int, header: String = "x", face: (Int) -> String) -> [UInt8] {
    let languages = "[" + (0..<120).map { "\"l\($0)\"" }.joined(separator: ", ") + "]"
    var text = "{\n  \"snapshotVersion\": 1,\n  \"header\": {\n    \"createdAt\": \"\(header)\"\n  },\n  \"faces\": [\n"
    text += (0..<count).map { number in
      "    {\n      \(face(number)),\n      \"languages\": \(languages)\n    }"
    }.joined(separator: ",\n")
    text += "\n  ]\n}\n"
    return Array(text.utf8)
  }

  static func plainFace(_ number: Int) -> String {
    "\"family\": \"F\(number)\",\n      \"file\": \"/f/\(number).ttf\",\n      \"index\": \(number % 3)"
  }

  @Test func aLongListIsReadInPartsAsInOneGo() throws {
    let bytes = Self.document(count: 8000, face: Self.plainFace)
    #expect(bytes.count > SnapshotText.partedLength)
    let document = try SnapshotText(bytes: bytes).document()
    #expect(document.faces.count == 8000)
    #expect(document.faces.map(\.family) == (0..<8000).map { "F\($0)" })
    #expect(document.faces.map(\.index) == (0..<8000).map { $0 % 3 })
    #expect(try SnapshotText(bytes: bytes).check().faceCount == 8000)
  }

  /// An error in a face read by another part than the first names that face by its number in
  /// the whole list.
  @Test(arguments: [10, 4321, 7999])
  func anErrorNamesItsFaceWhicheverPartReadsIt(wrong: Int) throws {
    let bytes = Self.document(count: 8000) { number in
      number == wrong ? "\"family\": \"F\", \"file\": \"/f\", \"index\": \"x\"" : Self.plainFace(number)
    }
    let expected = SnapshotReadError.notSnapshot(.wrongType(wrong + 1, "index"))
    #expect(throws: expected) { try SnapshotText(bytes: bytes).document() }
    #expect(throws: expected) { try SnapshotText(bytes: bytes).check() }
  }

  /// Objects at the start of lines inside faces (where a part might be guessed to start) do
  /// not split a face.
  @Test func objectsStartingLinesInsideFacesAreNoPlaceToStart() throws {
    let bytes = Self.document(count: 8000) { number in
      Self.plainFace(number) + ",\n      \"extra\": [\n{\"family\": \"inner\", \"file\": \"/inner\"}\n      ]"
    }
    let document = try SnapshotText(bytes: bytes).document()
    #expect(document.faces.count == 8000)
    #expect(!document.faces.contains { $0.family == "inner" })
  }

  /// A text that stops in a later part is truncated, however it is read.
  @Test func aTruncatedLongList() {
    let bytes = Array(Self.document(count: 8000, face: Self.plainFace).dropLast(5000))
    #expect(throws: SnapshotReadError.truncated) { try SnapshotText(bytes: bytes).document() }
    #expect(throws: SnapshotReadError.truncated) { try SnapshotText(bytes: bytes).check() }
  }

  @Test func theTextFromTheFacesOnIsCompared() throws {
    let first = try SnapshotText(bytes: Self.document(count: 3, header: "one", face: Self.plainFace))
    let second = try SnapshotText(bytes: Self.document(count: 3, header: "another", face: Self.plainFace))
    let other = try SnapshotText(bytes: Self.document(count: 4, header: "one", face: Self.plainFace))
    #expect(first.hasSameFaces(as: second))
    #expect(!first.hasSameFaces(as: other))
    let tail = Array(second.faces)
    #expect(first.hasFaces { write in tail.withUnsafeBufferPointer { write($0) } })
    #expect(!first.hasFaces { write in tail.dropLast().withUnsafeBufferPointer { write($0) } })
    #expect(first.openingVersion == 1)
  }
}
