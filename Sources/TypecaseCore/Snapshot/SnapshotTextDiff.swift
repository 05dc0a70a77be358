/// The differences between two snapshot files found from their text: faces are in a stable
/// order, so the faces at the start and at the end of both lists are compared as bytes, and
/// only those in between (where the lists differ) are read and paired by PostScript name.
///
/// A face left out this way is the same on both sides, and `SnapshotDiff(before:after:)` would
/// pair it with its copy first (faces of one name with the same file and index pair before any
/// others) unless a face read has the same file: the faces of such a file are read too. The
/// result is that of reading both lists in full.
extension SnapshotDiff {
  /// Compares the faces of `before` with those of `after`, found by `check(records: true)`.
  package init(
    before: SnapshotText, records beforeRecords: [SnapshotText.FaceRecord], after: SnapshotText,
    records afterRecords: [SnapshotText.FaceRecord]
  ) throws(SnapshotReadError) {
    let shorter = min(beforeRecords.count, afterRecords.count)
    var prefix = 0
    while prefix < shorter && before.hasSameBytes(beforeRecords[prefix], as: afterRecords[prefix], in: after) {
      prefix += 1
    }
    var suffix = 0
    while suffix < shorter - prefix
      && before.hasSameBytes(
        beforeRecords[beforeRecords.count - 1 - suffix], as: afterRecords[afterRecords.count - 1 - suffix], in: after)
    {
      suffix += 1
    }
    let beforeMiddle = try beforeRecords[prefix..<(beforeRecords.count - suffix)].map {
      record throws(SnapshotReadError) in
      try before.face(at: record)
    }
    let afterMiddle = try afterRecords[prefix..<(afterRecords.count - suffix)].map { record throws(SnapshotReadError) in
      try after.face(at: record)
    }
    // The same faces at the start and the end whose file has a face in between are read too,
    // in their places on both sides.
    let files = Set(beforeMiddle.map(\.file) + afterMiddle.map(\.file))
    var leading: [SnapshotFace] = []
    var trailing: [SnapshotFace] = []
    if !files.isEmpty {
      for position in 0..<prefix where files.contains(before.file(of: beforeRecords[position])) {
        leading.append(try before.face(at: beforeRecords[position]))
      }
      for position in (beforeRecords.count - suffix)..<beforeRecords.count
      where files.contains(before.file(of: beforeRecords[position])) {
        trailing.append(try before.face(at: beforeRecords[position]))
      }
    }
    self.init(
      before: leading + beforeMiddle + trailing, after: leading + afterMiddle + trailing,
      sameElsewhere: prefix + suffix - leading.count - trailing.count)
  }
}
