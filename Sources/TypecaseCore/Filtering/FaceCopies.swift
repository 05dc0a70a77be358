import CFontconfig

/// The other copies of a face: files that provide the same PostScript name, and the one
/// fontconfig picks when a program asks for that name.
public struct FaceCopies: Sendable, Hashable {
  /// The other files' faces with the same PostScript name, by file.
  public var others: [FontLocation]
  /// The copy fontconfig prefers among them all (this face's own location, or one of `others`).
  public var preferred: FontLocation

  /// Creates the copies of a face.
  public init(others: [FontLocation], preferred: FontLocation) {
    self.others = others
    self.preferred = preferred
  }
}

extension FontLibrary {
  /// The copies of each face of the family `name` that has some (see `FaceCopies`), by the
  /// face's location; empty when none has. Builds the filter index if need be.
  public func copies(ofFamily name: String) -> [FontLocation: FaceCopies] {
    let index = filterIndex()
    guard let family = families.firstIndex(where: { $0.name == name }),
      let patterns = filterIndexCache.withLock({ $0?.patterns })
    else { return [:] }
    var result: [FontLocation: FaceCopies] = [:]
    var preferredByName: [String: FontLocation] = [:]
    for (position, face) in index.faces.enumerated() where face.family == family && index.isDuplicate[position] {
      guard let postScriptName = face.postScriptName, let group = index.duplicateGroups[postScriptName] else {
        continue
      }
      let preferred =
        preferredByName[postScriptName]
        ?? preferredCopy(named: postScriptName, among: group, patterns: patterns, index: index)
        ?? face.location
      preferredByName[postScriptName] = preferred
      let others = index.otherCopies(of: position).map { index.faces[$0].location }.sorted()
      result[face.location] = FaceCopies(others: others, preferred: preferred)
    }
    return result
  }

  /// The copy (of the faces `group`, one PostScript name in several files) that a program
  /// asking for that face gets: the same answer as `typecase remove --duplicates` keeps
  /// (`preferredLocation`, FcFontMatch over the whole configuration); nil when fontconfig
  /// gives a file outside the group.
  private func preferredCopy(
    named name: String, among group: [Int], patterns: [OpaquePointer], index: FontFilterIndex
  ) -> FontLocation? {
    guard let first = group.first else { return nil }
    let reader = FontPatternReader(pattern: patterns[first])
    let location = preferredLocation(
      family: families[index.faces[first].family].name, style: reader.string(FC_STYLE) ?? "",
      postScriptName: name)
    return group.map { index.faces[$0].location }.first { $0 == location }
  }
}
