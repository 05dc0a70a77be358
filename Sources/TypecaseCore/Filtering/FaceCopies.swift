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
        ?? preferredCopy(named: postScriptName, among: group.map { patterns[$0] })
        ?? face.location
      preferredByName[postScriptName] = preferred
      let others = index.otherCopies(of: position).map { index.faces[$0].location }.sorted()
      result[face.location] = FaceCopies(others: others, preferred: preferred)
    }
    return result
  }

  /// The face of `patterns` (copies of one PostScript name) that fontconfig matches for a
  /// request by that name, as `fc-match :postscriptname=NAME` would among just them.
  private func preferredCopy(named name: String, among patterns: [OpaquePointer]) -> FontLocation? {
    guard let match = configuration.match(FC_POSTSCRIPT_NAME, name, among: patterns) else { return nil }
    defer { FcPatternDestroy(match) }
    let reader = FontPatternReader(pattern: match)
    guard let file = reader.string(FC_FILE) else { return nil }
    return FontLocation(file: file, index: reader.integer(FC_INDEX) ?? 0)
  }
}
