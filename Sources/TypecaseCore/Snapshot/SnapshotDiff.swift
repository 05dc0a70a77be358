/// The differences between two snapshots' faces: added, removed and changed, by family.
///
/// Faces are matched by PostScript name (else family and style). Among faces of one name (the
/// same font installed twice), those at the same file and index are paired first, then those
/// of the same contents, then of the same family; a face left over on one side was added or
/// removed. A pair differs when its family or style, version, file, contents (SHA-256),
/// coverage or languages differ; a file only touched (new mtime, same contents) is the same
/// face.
public struct SnapshotDiff: Sendable, Equatable {
  /// What differs between a face before and after.
  public enum Field: String, Sendable, CaseIterable {
    /// The family or style (a configuration's rule renaming a family, a new version's names).
    case names
    case version
    case file
    case sha256
    case coverage
    /// The languages fontconfig finds it covers (a build that lost its Cyrillic no longer
    /// covers Russian, Ukrainian, …).
    case languages
    /// Weight, width or slant (a new build of Regular made Medium, Condensed or Italic).
    case traits
    /// A variable font's axes (a build whose weights went from 300–700 to 100–900), or a named
    /// instance's coordinates: they were said only as "contents", as a new hinting is.
    case variation
  }

  /// One face present on both sides that differs.
  public struct Change: Sendable, Equatable {
    /// The face in the first snapshot.
    public var before: SnapshotFace
    /// The face in the second.
    public var after: SnapshotFace
    /// What differs, in `Field.allCases` order.
    public var fields: [Field]
  }

  /// One family's differences.
  public struct FamilyChanges: Sendable, Equatable {
    /// The family's name (the second snapshot's, for a face that is on both sides).
    public var name: String
    /// Faces only in the second snapshot.
    public var added: [SnapshotFace] = []
    /// Faces only in the first.
    public var removed: [SnapshotFace] = []
    /// Faces in both that differ.
    public var changed: [Change] = []
  }

  /// The families with differences, in natural order.
  public let families: [FamilyChanges]
  /// How many faces are the same on both sides.
  public let unchangedCount: Int
  /// The faces of each side.
  public let beforeCount: Int
  public let afterCount: Int

  /// Whether both sides have the same fonts.
  public var isEmpty: Bool { families.isEmpty }

  /// Faces added, removed and changed in all families.
  public var addedCount: Int { families.reduce(0) { $0 + $1.added.count } }
  public var removedCount: Int { families.reduce(0) { $0 + $1.removed.count } }
  public var changedCount: Int { families.reduce(0) { $0 + $1.changed.count } }

  /// The comparison of two lists of the same `count` faces in the same order: no differences.
  public init(sameFaces count: Int) {
    families = []
    unchangedCount = count
    beforeCount = count
    afterCount = count
  }

  /// Compares the faces of `before` with those of `after`.
  public init(before: [SnapshotFace], after: [SnapshotFace]) {
    self.init(before: before, after: after, sameElsewhere: 0)
  }

  /// Compares the faces of `before` with those of `after`, both sides also having
  /// `sameElsewhere` faces that are the same on both and pair with each other (none of them with
  /// a face of `before` or `after`).
  package init(before: [SnapshotFace], after: [SnapshotFace], sameElsewhere: Int) {
    beforeCount = before.count + sameElsewhere
    afterCount = after.count + sameElsewhere
    // The same faces in the same order (nothing changed, the usual case) pair one to one,
    // each with its equal: the general pairing below would find exactly that.
    if before == after {
      families = []
      unchangedCount = before.count + sameElsewhere
      return
    }
    // Faces by name, as positions (most names have one face: no list made for them).
    var beforeByName: [String: FacePositions] = [:]
    beforeByName.reserveCapacity(before.count)
    for (position, face) in before.enumerated() { beforeByName[face.identity, default: FacePositions()].add(position) }
    var afterByName: [String: FacePositions] = [:]
    afterByName.reserveCapacity(after.count)
    var afterNames: [String] = []
    for (position, face) in after.enumerated() {
      let name = face.identity
      if afterByName[name] == nil { afterNames.append(name) }
      afterByName[name, default: FacePositions()].add(position)
    }

    var byFamily: [String: FamilyChanges] = [:]
    func record(_ family: String, _ update: (inout FamilyChanges) -> Void) {
      update(&byFamily[family, default: FamilyChanges(name: family)])
    }
    var unchanged = 0
    func compare(_ old: SnapshotFace, _ new: SnapshotFace) {
      let fields = Self.differences(old, new)
      if fields.isEmpty {
        unchanged += 1
      } else {
        record(new.family) { $0.changed.append(Change(before: old, after: new, fields: fields)) }
      }
    }
    // Names in the order the second snapshot first lists them, then those only in the first.
    for name in afterNames {
      guard let afterPositions = afterByName[name] else { continue }
      let beforePositions = beforeByName.removeValue(forKey: name) ?? FacePositions()
      if let old = beforePositions.single, let new = afterPositions.single {
        compare(before[old], after[new])
        continue
      }
      let (pairs, added, removed) = Self.pair(beforePositions.map { before[$0] }, afterPositions.map { after[$0] })
      for face in added { record(face.family) { $0.added.append(face) } }
      for face in removed { record(face.family) { $0.removed.append(face) } }
      for (old, new) in pairs { compare(old, new) }
    }
    for face in before where beforeByName[face.identity] != nil { record(face.family) { $0.removed.append(face) } }
    unchangedCount = unchanged + sameElsewhere
    let order: (SnapshotFace, SnapshotFace) -> Bool = {
      ($0.identity, $0.file, $0.index) < ($1.identity, $1.file, $1.index)
    }
    families = NaturalOrder.sorted(
      byFamily.values.map { family in
        var family = family
        family.added.sort(by: order)
        family.removed.sort(by: order)
        family.changed.sort { order($0.after, $1.after) }
        return family
      }, by: \.name)
  }

  /// The positions of the faces of one name: the first, then any others (kept apart so the
  /// usual single face makes no list).
  private struct FacePositions {
    /// The first position added.
    private var first: Int?
    /// The positions added after it.
    private var others: [Int] = []

    /// The one position, when there is exactly one.
    var single: Int? { others.isEmpty ? first : nil }

    /// Adds a position after those there.
    mutating func add(_ position: Int) {
      if first == nil { first = position } else { others.append(position) }
    }

    /// `transform` of each position, in the order they were added.
    func map<Result>(_ transform: (Int) -> Result) -> [Result] {
      guard let first else { return [] }
      return [transform(first)] + others.map(transform)
    }
  }

  /// Pairs faces of one name: same file and index first, then the same contents at the same
  /// index (a file renamed), then the same family (a new build beside another family's font of
  /// that name); the rest are added or removed.
  ///
  /// Paired by file order alone, two builds only renamed read as each other's new versions, and
  /// a family's removed build as another family's font renamed to it.
  private static func pair(_ before: [SnapshotFace], _ after: [SnapshotFace]) -> (
    pairs: [(SnapshotFace, SnapshotFace)], added: [SnapshotFace], removed: [SnapshotFace]
  ) {
    if before.count == 1 && after.count == 1 { return ([(before[0], after[0])], [], []) }
    var remainingBefore = before.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
    var remainingAfter = after.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
    var pairs: [(SnapshotFace, SnapshotFace)] = []
    let rules: [(SnapshotFace, SnapshotFace) -> Bool] = [
      { $0.file == $1.file && $0.index == $1.index },
      { $0.sha256 != nil && $0.sha256 == $1.sha256 && $0.index == $1.index },
      { $0.family == $1.family },
    ]
    for matches in rules {
      var unpaired: [SnapshotFace] = []
      for face in remainingAfter {
        if let match = remainingBefore.firstIndex(where: { matches($0, face) }) {
          pairs.append((remainingBefore.remove(at: match), face))
        } else {
          unpaired.append(face)
        }
      }
      remainingAfter = unpaired
    }
    // What is left differs in file, contents and family: another font of the name, added or
    // removed (paired in file order, a family's build that went read as another family's
    // font renamed).
    return (pairs, remainingAfter, remainingBefore)
  }

  /// Whether two indices in one file stand for the same face: equal, or both a named instance
  /// of the same face of the file (an instance's number, in the upper bits, moves when an
  /// instance before it is dropped; the instance is known by its name).
  static func sameFace(_ old: Int, _ new: Int) -> Bool {
    old == new || (old >> 16 != 0 && new >> 16 != 0 && old & 0xFFFF == new & 0xFFFF)
  }

  /// What differs between two faces of one name.
  ///
  /// Coverage one side does not have (a snapshot without it) is not compared; contents are,
  /// when one side could not read its file (that file going unreadable was "the same").
  static func differences(_ old: SnapshotFace, _ new: SnapshotFace) -> [Field] {
    var fields: [Field] = []
    // Renamed (a fontconfig rule giving Fixture Mono another family): "the same", where every
    // program now asked for it by the new name.
    if old.family != new.family || old.style != new.style { fields.append(.names) }
    if old.version != new.version { fields.append(.version) }
    if old.file != new.file || !sameFace(old.index, new.index) { fields.append(.file) }
    // Only where both snapshots say (older snapshots did not compare them).
    if [(old.weight, new.weight), (old.width, new.width), (old.slant, new.slant)].contains(where: { pair in
      pair.0 != nil && pair.1 != nil && pair.0 != pair.1
    }) {
      fields.append(.traits)
    }
    // By tag: the same axes in another order are the same font.
    if let a = old.axes, let b = new.axes, SnapshotVariation.axesDiffer(a, b) {
      fields.append(.variation)
    } else if let a = old.coordinates, let b = new.coordinates, SnapshotVariation.coordinatesDiffer(a, b) {
      fields.append(.variation)
    }
    if old.sha256 != new.sha256 { fields.append(.sha256) }
    if let a = old.characterCount, let b = new.characterCount, a != b {
      fields.append(.coverage)
    } else if let a = old.charsetSHA256, let b = new.charsetSHA256, a != b {
      fields.append(.coverage)
    }
    if let a = old.languages, let b = new.languages, Set(a) != Set(b) { fields.append(.languages) }
    return fields
  }
}
