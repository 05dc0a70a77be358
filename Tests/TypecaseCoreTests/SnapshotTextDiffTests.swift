import Testing

@testable import TypecaseCore

/// Diff from the text: only the faces where two long lists differ are read, and the result is
/// that of reading both lists in full.
@Suite struct SnapshotTextDiffTests {
  /// A face's members: PostScript name `P<number>`, its own file unless `file` says, a version.
  static func face(_ number: Int, version: String = "1.000", file: String? = nil, name: String? = nil) -> String {
    "\"family\": \"F\(number % 7)\",\n      \"postscriptName\": \"\(name ?? "P\(number)")\",\n"
      + "      \"file\": \"\(file ?? "/f/\(number).ttf")\",\n      \"index\": 0,\n"
      + "      \"version\": \"\(version)\",\n      \"sha256\": \"s\(number)\""
  }

  /// The diff from the text, after checking that it is the diff of the faces read in full.
  func compared(_ before: [UInt8], _ after: [UInt8]) throws -> SnapshotDiff {
    let first = try SnapshotText(bytes: before)
    let second = try SnapshotText(bytes: after)
    let checked = try first.check(records: true)
    // The second checked only where it differs: as checked in full.
    let shared = try second.check(sharingWith: first, checked: checked)
    let full = try second.check(records: true)
    #expect(shared.records.map(\.range) == full.records.map(\.range))
    #expect(shared.records.map(\.file) == full.records.map(\.file))
    #expect(shared.faceCount == full.faceCount)
    #expect(shared.versionAfterFaces == full.versionAfterFaces)
    let fromText = try SnapshotDiff(before: first, records: checked.records, after: second, records: shared.records)
    let inFull = SnapshotDiff(before: try first.document().faces, after: try second.document().faces)
    #expect(fromText == inFull)
    return fromText
  }

  @Test func aFaceChangedInTheMiddleOfALongList() throws {
    let before = SnapshotTextTests.document(count: 8000) { Self.face($0) }
    let after = SnapshotTextTests.document(count: 8000) { Self.face($0, version: $0 == 4321 ? "2.000" : "1.000") }
    let diff = try compared(before, after)
    #expect(diff.changedCount == 1)
    #expect(diff.families.first?.changed.first?.after.postScriptName == "P4321")
    #expect(diff.families.first?.changed.first?.fields == [.version])
    #expect((diff.unchangedCount, diff.beforeCount, diff.afterCount) == (7999, 8000, 8000))
  }

  /// The first face changed, or gone: nothing shared at the start.
  @Test func theFirstFaceChangedOrGone() throws {
    let before = SnapshotTextTests.document(count: 3000) { Self.face($0) }
    let changed = SnapshotTextTests.document(count: 3000) { Self.face($0, version: $0 == 0 ? "2.000" : "1.000") }
    #expect(try compared(before, changed).changedCount == 1)
    let gone = SnapshotTextTests.document(count: 2999) { Self.face($0 + 1) }
    #expect(try compared(before, gone).removedCount == 1)
    #expect(try compared(gone, before).addedCount == 1)
  }

  /// Faces added and removed: the lists shift, and the faces after the change are still
  /// compared as the same bytes.
  @Test func facesAddedAndRemovedShiftTheLists() throws {
    let numbers = Array(0..<3000)
    let before = SnapshotTextTests.document(count: numbers.count) { Self.face(numbers[$0]) }
    // 100 and 101 gone, 2000.5 (as 5000) added, 2999 changed.
    let afterNumbers = numbers.filter { $0 != 100 && $0 != 101 }.flatMap { $0 == 2000 ? [2000, 5000] : [$0] }
    let after = SnapshotTextTests.document(count: afterNumbers.count) {
      Self.face(afterNumbers[$0], version: afterNumbers[$0] == 2999 ? "3.000" : "1.000")
    }
    let diff = try compared(before, after)
    #expect(diff.removedCount == 2)
    #expect(diff.addedCount == 1)
    #expect(diff.changedCount == 1)
    #expect(diff.unchangedCount == 2997)
    #expect(diff.families.flatMap(\.removed).compactMap(\.postScriptName).sorted() == ["P100", "P101"])
    #expect(diff.families.flatMap(\.added).compactMap(\.postScriptName) == ["P5000"])
  }

  /// A face the same on both sides whose file has a face that differs is read too: with one
  /// name in one file twice, a copy removed pairs as reading in full pairs it.
  @Test func theSameFacesOfAFileThatChangedAreRead() throws {
    let before = SnapshotTextTests.document(count: 50) { number in
      Self.face(
        number, file: number >= 20 && number < 23 ? "/shared.ttf" : nil,
        name: number >= 20 && number < 23 ? "Same" : nil)
    }
    // Face 21 (one of three "Same" in one file) changed: 20 and 22 are the same bytes.
    let after = SnapshotTextTests.document(count: 50) { number in
      Self.face(
        number, version: number == 21 ? "2.000" : "1.000", file: number >= 20 && number < 23 ? "/shared.ttf" : nil,
        name: number >= 20 && number < 23 ? "Same" : nil)
    }
    let diff = try compared(before, after)
    #expect(diff.unchangedCount == 49)
    // Face 20 removed: faces 21 and 22 are the same bytes, but reading in full pairs the first
    // "Same" after (21) with the first before (20) by file and index: a change, and a removal.
    let fewer = SnapshotTextTests.document(count: 49) { position in
      let number = position >= 20 ? position + 1 : position
      return Self.face(
        number, file: number >= 20 && number < 23 ? "/shared.ttf" : nil,
        name: number >= 20 && number < 23 ? "Same" : nil)
    }
    let removed = try compared(before, fewer)
    #expect(removed.removedCount == 1)
    #expect(removed.changedCount == 2)
    #expect(removed.unchangedCount == 47)
  }

  /// The second snapshot broken where it differs from the first, or without a version of its
  /// own: the same error as checking it in full.
  @Test func theSecondsErrorsAreThoseOfAFullCheck() throws {
    let before = SnapshotTextTests.document(count: 3000) { Self.face($0) }
    let first = try SnapshotText(bytes: before)
    let checked = try first.check(records: true)
    var broken = SnapshotTextTests.document(count: 3000) { $0 == 1500 ? "\"file\": \"/f/x.ttf\"" : Self.face($0) }
    #expect(throws: SnapshotReadError.notSnapshot(.missingMember(1501, "family"))) {
      try SnapshotText(bytes: broken).check(sharingWith: first, checked: checked)
    }
    #expect(throws: SnapshotReadError.notSnapshot(.missingMember(1501, "family"))) {
      try SnapshotText(bytes: broken).check(records: true)
    }
    broken = SnapshotTextTests.document(count: 3000) { Self.face($0, version: $0 == 10 ? "2" : "1.000") }
    let unversioned = Array(
      String(decoding: broken, as: UTF8.self).replacingOccurrences(of: "\"snapshotVersion\": 1,", with: "").utf8)
    #expect(throws: SnapshotReadError.notSnapshot(.noVersion)) {
      try SnapshotText(bytes: unversioned).check(sharingWith: first, checked: checked)
    }
  }
}
