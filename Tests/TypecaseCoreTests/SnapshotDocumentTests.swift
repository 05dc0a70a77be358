import Testing

@testable import TypecaseCore

/// Reading snapshot files: the fields diff needs, unknown members stepped over, and every kind
/// of bad input named in one line.
@Suite struct SnapshotDocumentTests {
  static let face = """
    {"family": "A", "style": "Bold", "postscriptName": "A-Bold", "file": "/f/a.ttf", "index": 0,
     "version": "1.000", "languages": ["en", "fr"], "sha256": "ab", "characterCount": 95, "charsetSHA256": "cd"}
    """

  func parse(_ text: String) throws(SnapshotReadError) -> SnapshotDocument {
    try SnapshotDocument.parse(Array(text.utf8))
  }

  @Test func readsTheFieldsDiffCompares() throws {
    let document = try parse(
      #"{"snapshotVersion": 1, "header": {"createdAt": "2025-01-01T00:00:00Z"}, "fontconfig": {"version": "2.14.1"}, "faces": [\#(Self.face)]}"#
    )
    #expect(document.version == 1 && !document.isNewer)
    #expect(document.createdAt == "2025-01-01T00:00:00Z")
    #expect(document.fontconfigVersion == "2.14.1")
    #expect(
      document.faces == [
        SnapshotFace(
          family: "A", style: "Bold", postScriptName: "A-Bold", file: "/f/a.ttf", index: 0, version: "1.000",
          sha256: "ab", characterCount: 95, charsetSHA256: "cd", languages: ["en", "fr"])
      ])
  }

  /// Languages that are not a list of strings (a newer version's other shape) are not compared,
  /// and no error, as a face only checked steps over them.
  @Test func languagesOfAnotherShapeAreNotRead() throws {
    for languages in [#"["en", 3]"#, #""en""#, #"{"en": true}"#] {
      let face = Self.face.replacingOccurrences(of: #"["en", "fr"]"#, with: languages)
      let document = try parse(#"{"snapshotVersion": 1, "faces": [\#(face)]}"#)
      #expect(document.faces.count == 1 && document.faces.first?.languages == nil, "\(languages)")
    }
  }

  /// A newer version's members, at any place and of any shape, are stepped over.
  @Test func aNewerSnapshotIsRead() throws {
    let document = try parse(
      """
      {"future": {"deep": [1, 2.5e3, null, true, {"x": "\\u00e9\\n"}]}, "faces": [
        {"family": "A\\u00e9", "newKey": [[{}]], "file": "/f/a.ttf", "index": 65536, "alsoNew": false}
      ], "snapshotVersion": 7, "trailer": "x"}
      """)
    #expect(document.isNewer && document.version == 7)
    #expect(document.faces.map(\.family) == ["Aé"])
    #expect(document.faces.first?.index == 65536)
    #expect(document.faces.first?.postScriptName == nil)
  }

  /// Whole numbers written as a script's floats print them (`1.0`, `2e0`) are those numbers;
  /// a count that is not whole is not a count, and is passed over like a string.
  @Test func wholeNumbersWithAFractionOrExponentAreRead() throws {
    let float = Self.face.replacingOccurrences(of: #""index": 0"#, with: #""index": 2e0"#)
    let document = try parse(#"{"snapshotVersion": 1.0, "faceCount": 1.0, "faces": [\#(float)]}"#)
    #expect(document.version == 1 && document.faces.first?.index == 2)
    #expect(try parse(#"{"snapshotVersion": 1, "faceCount": 1.5, "faces": [\#(Self.face)]}"#).faces.count == 1)
    #expect(throws: SnapshotReadError.notSnapshot(.faceCountMismatch(declared: 2, listed: 1))) {
      try parse(#"{"snapshotVersion": 1, "faceCount": 2.0, "faces": [\#(Self.face)]}"#)
    }
    #expect(throws: SnapshotReadError.notSnapshot(.wrongType(1, "index"))) {
      try parse(#"{"snapshotVersion": 1, "faces": [{"family": "A", "file": "/a", "index": 0.5}]}"#)
    }
  }

  @Test(arguments: [
    ("", SnapshotReadError.empty),
    ("  \n", .empty),
    (#"{"snapshotVersion": 1, "faces": [{"family": "A", "fi"#, .truncated),
    (#"{"snapshotVersion": 1, "faces": [\#(face)"#, .truncated),
    (#"{"snapshotVersion": 1, "faces": []"#, .truncated),
    // Cut right after a member's colon: cut short, not "a "family" of the wrong type".
    (#"{"snapshotVersion": 1, "faces": [{"family":"#, .truncated),
    (#"{"snapshotVersion": 1, "faces": [{"family": "A", "postscriptName": "#, .truncated),
    (#"{"snapshotVersion": 1, "faces": [{"family": "A", "file": "/a", "index":"#, .truncated),
    (#"{"snapshotVersion": 1, "faces": []} x"#, .notJSON(line: 1)),
    ("{\n\"snapshotVersion\": 1,\n\"faces\": [{\"x\": 01}]}", .notJSON(line: 3)),
    ("[1, 2]", .notSnapshot(.notAnObject)),
    (#""text""#, .notSnapshot(.notAnObject)),
    (#"{"families": []}"#, .notSnapshot(.noVersion)),
    (#"{"snapshotVersion": "1", "faces": []}"#, .notSnapshot(.badVersion)),
    (#"{"snapshotVersion": 0, "faces": []}"#, .notSnapshot(.badVersion)),
    (#"{"snapshotVersion": 1}"#, .notSnapshot(.noFaces)),
    (#"{"snapshotVersion": 1, "faces": {}}"#, .notSnapshot(.noFaces)),
    (#"{"snapshotVersion": 1, "faces": [3]}"#, .notSnapshot(.faceNotObject(1))),
    (#"{"snapshotVersion": 1, "faces": [{"family": "A"}]}"#, .notSnapshot(.missingMember(1, "file"))),
    (
      #"{"snapshotVersion": 1, "faces": [{"family": "A", "file": "/a", "index": "0"}]}"#,
      .notSnapshot(.wrongType(1, "index"))
    ),
    // A list cut short that is still JSON: its faceCount tells.
    (
      #"{"snapshotVersion": 1, "faceCount": 2, "faces": [\#(face)]}"#,
      .notSnapshot(.faceCountMismatch(declared: 2, listed: 1))
    ),
    (
      #"{"snapshotVersion": 1, "faceCount": 0, "faces": [\#(face)]}"#,
      .notSnapshot(.faceCountMismatch(declared: 0, listed: 1))
    ),
  ])
  func badInput(text: String, error: SnapshotReadError) {
    #expect(throws: error) { try parse(text) }
  }

  /// Nesting deeper than the reader steps into is refused, not a stack overflow.
  @Test func deepNestingIsRefused() {
    let deep = #"{"snapshotVersion": 1, "x": "# + String(repeating: "[", count: 100_000)
    #expect(throws: SnapshotReadError.self) { try parse(deep) }
  }

  @Test func filesThatAreNoSnapshot() {
    #expect(throws: SnapshotReadError.missing) { try SnapshotDocument.read(path: "/nonexistent/a.json") }
    #expect(throws: SnapshotReadError.isDirectory) { try SnapshotDocument.read(path: "/tmp") }
    #expect(
      SnapshotReadError.truncated.message(path: "a.json").description
        == "\"a.json\" ends in the middle of its JSON (a truncated snapshot?)")
  }
}
