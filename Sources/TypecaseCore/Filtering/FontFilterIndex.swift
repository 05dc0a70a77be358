/// Every face's filter facts, to answer the family list's filters without asking fontconfig
/// again: one pass over tens of thousands of small records per change of filter.
///
/// Built once, off the main thread (`FontLibrary.filterIndex()`); language answers are kept
/// per language asked for.
public final class FontFilterIndex: @unchecked Sendable {
  /// The faces, family by family in the library's order.
  public let faces: [FaceFacts]
  /// How many families there are (family positions run from 0 to this).
  public let familyCount: Int
  /// The tags of each distinct language set the faces have.
  public let languageSets: [[String]]
  /// For each face, whether another file provides its PostScript name (with the same slant).
  public let isDuplicate: [Bool]
  /// The faces that share a PostScript name and slant with another file's face, by
  /// `duplicateKey(of:)`.
  public let duplicateGroups: [String: [Int]]
  /// Whether face `position` has every one of the characters (from its character set).
  private let hasCharacters: @Sendable (_ position: Int, _ characters: [Unicode.Scalar]) -> Bool
  /// Each face's traits, as `faces` has them, for the passes that test every face.
  private let traits: [FaceTraits]
  /// Which language sets cover each language asked for so far.
  private let languageAnswers = LockedValue<[String: [Bool]]>([:])
  /// `languageFamilyCounts()`, counted the first time it is asked for (the filter popover asks
  /// on every change of filter; the index never changes).
  private let familyCountsByLanguage = LockedValue<[(language: String, families: Int)]?>(nil)
  /// The faces of each file, by path, made the first time a file is asked about.
  private let facesByFile = LockedValue<[String: [Int]]?>(nil)

  /// An index over `faces` (whose `languageSet`s are positions in `languageSets`).
  public init(
    faces: [FaceFacts], familyCount: Int, languageSets: [[String]],
    hasCharacters: @escaping @Sendable (Int, [Unicode.Scalar]) -> Bool
  ) {
    self.faces = faces
    self.familyCount = familyCount
    self.languageSets = languageSets
    self.hasCharacters = hasCharacters
    traits = faces.map(FaceTraits.init)
    var byName: [String: [Int]] = [:]
    for (position, face) in faces.enumerated() {
      guard let key = Self.duplicateKey(of: face) else { continue }
      byName[key, default: []].append(position)
    }
    var duplicate = [Bool](repeating: false, count: faces.count)
    var groups: [String: [Int]] = [:]
    // Each file examined once: a variable font installed twice is a group per instance.
    var keys = FileKeys(.file)
    for (name, positions) in byName where positions.count > 1 {
      // Paths that reach one file (a linked folder fontconfig reads twice, a hard link) are
      // no copies: Remove Duplicates had nothing to take, and the badge could never go.
      let files = Set(positions.map { faces[$0].location.file })
      guard files.count > 1, Set(files.map { keys.key($0) }).count > 1 else { continue }
      for position in positions { duplicate[position] = true }
      groups[name] = positions
    }
    isDuplicate = duplicate
    duplicateGroups = groups
  }

  /// How many faces of each family (by position) meet `criteria`; 0 for a family none of whose
  /// faces does.
  public func faceCounts(matching criteria: FaceCriteria) -> [Int] {
    var counts = [Int](repeating: 0, count: familyCount)
    forEachFace(matching: criteria) { _, family in counts[family] += 1 }
    return counts
  }

  /// The positions of the faces that meet `criteria`, in order.
  public func faces(matching criteria: FaceCriteria) -> [Int] {
    var positions: [Int] = []
    forEachFace(matching: criteria) { position, _ in positions.append(position) }
    return positions
  }

  /// Calls `body` with the position and family of each face that meets `criteria`, in order.
  private func forEachFace(matching criteria: FaceCriteria, _ body: (_ position: Int, _ family: Int) -> Void) {
    let languageCovered = criteria.language.map(coveringSets)
    for position in traits.indices {
      let face = traits[position]
      guard criteria.matchesTraits(face) else { continue }
      if criteria.duplicates && !isDuplicate[position] { continue }
      if let languageCovered, !languageCovered[Int(face.languageSet)] { continue }
      if !criteria.characters.isEmpty {
        guard hasCharacters(position, criteria.characters) else { continue }
        let facts = faces[position]
        guard DrawableFormat.isDrawable(facts.format, file: facts.location.file) else { continue }
      }
      body(position, Int(face.family))
    }
  }

  /// Whether each language set covers `language` (kept for the next time).
  private func coveringSets(_ language: String) -> [Bool] {
    if let known = languageAnswers.withLock({ $0[language] }) { return known }
    let answer = languageSets.map { set in set.contains { LanguageCovering.covers($0, language) } }
    languageAnswers.withLock { $0[language] = answer }
    return answer
  }

  /// Every language some face covers, with how many families have a face covering it, by tag:
  /// covering it as the filter takes it (`LanguageCovering`), so that the count beside a
  /// language is what choosing it shows ("Punjabi (2)" showed 9: "pa-pk" covers "pa").
  public func languageFamilyCounts() -> [(language: String, families: Int)] {
    if let known = familyCountsByLanguage.withLock({ $0 }) { return known }
    let counts = countFamiliesByLanguage()
    familyCountsByLanguage.withLock { $0 = counts }
    return counts
  }

  private func countFamiliesByLanguage() -> [(language: String, families: Int)] {
    var familiesBySet = [Set<Int>](repeating: [], count: languageSets.count)
    for face in faces where face.languageSet < familiesBySet.count {
      familiesBySet[face.languageSet].insert(face.family)
    }
    var setsByTag: [String: [Int]] = [:]
    for (position, tags) in languageSets.enumerated() {
      for tag in tags { setsByTag[tag, default: []].append(position) }
    }
    // The sets covering each tag: its own, and, for a language without a territory ("pa"),
    // those of each territory's ("pa-pk"); for one with a territory, those of the bare
    // language's.
    var tagsByLanguage: [Substring: [String]] = [:]
    for tag in setsByTag.keys {
      tagsByLanguage[tag.split(separator: "-", maxSplits: 1).first ?? "", default: []].append(tag)
    }
    var setsByLanguage: [String: [Int]] = [:]
    for (tag, sets) in setsByTag {
      let language = tag.split(separator: "-", maxSplits: 1).first ?? ""
      let others = (tagsByLanguage[language] ?? []).filter { $0 != tag && LanguageCovering.covers($0, tag) }
      setsByLanguage[tag] = others.isEmpty ? sets : Array(Set(sets + others.flatMap { setsByTag[$0] ?? [] }))
    }
    return setsByLanguage.map { tag, sets in
      let families =
        sets.count == 1
        ? familiesBySet[sets[0]].count
        : sets.reduce(into: Set<Int>()) {
          $0.formUnion(familiesBySet[$1])
        }.count
      return (tag, families)
    }.sorted { $0.language < $1.language }
  }

  /// The positions of the faces that live in `file`, in order (none for a file no face is in).
  public func faces(inFile file: String) -> [Int] {
    if let known = facesByFile.withLock({ $0 }) { return known[file] ?? [] }
    var byFile: [String: [Int]] = [:]
    for (position, face) in faces.enumerated() { byFile[face.location.file, default: []].append(position) }
    facesByFile.withLock { $0 = byFile }
    return byFile[file] ?? []
  }

  /// What copies of one face share: the PostScript name, the family, and whether the face is
  /// italic.
  ///
  /// A font's name table can give an upright and an italic file one name (Inter Display's
  /// variable fonts both say "Inter-Display"); those are two faces, not copies. Two families
  /// giving one PostScript name (a clone beside the licensed font) are two fonts in conflict:
  /// one was called the other's copy, "programs get this font from another file". A variable font
  /// listed as a whole has no PostScript name: its copies share its family, weight and width
  /// ranges. Nil for any other face without a PostScript name.
  static func duplicateKey(of face: FaceFacts) -> String? {
    let italic = face.isItalic ? "\u{0}italic" : ""
    if let name = face.postScriptName, !name.isEmpty { return name + "\u{0}\(face.family)" + italic }
    guard face.isVariable else { return nil }
    return "\u{0}variable \(face.family) \(face.weight) \(face.width)" + italic
  }

  /// The key of face `position`'s group of copies in `duplicateGroups` (nil when it has none).
  public func duplicateKey(of position: Int) -> String? {
    isDuplicate[position] ? Self.duplicateKey(of: faces[position]) : nil
  }

  /// The faces of other files with the same PostScript name (and slant) as face `position`.
  public func otherCopies(of position: Int) -> [Int] {
    guard let key = duplicateKey(of: position), let group = duplicateGroups[key] else { return [] }
    let file = faces[position].location.file
    // Each other file once, by what it is: two paths to one file (a linked folder) are one copy.
    var keys = FileKeys(.file)
    let own = keys.key(file)
    var seen: Set<String> = []
    return group.filter { other in
      let location = faces[other].location
      let key = keys.key(location.file)
      return location.file != file && key != own && seen.insert(key + "#\(location.index)").inserted
    }
  }
}
