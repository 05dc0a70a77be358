import CFontconfig

/// The other copies of a face: files that provide the same PostScript name, and the one
/// fontconfig picks when a program asks for that name.
public struct FaceCopies: Sendable, Hashable {
  /// The other files' faces with the same PostScript name, by file.
  public var others: [FontLocation]
  /// The copy fontconfig prefers among them all (this face's own location, or one of `others`):
  /// its match, or its first choice among the copies Pango can draw when the match is a
  /// Type 1 or bitmap copy, as Pango takes it.
  public var preferred: FontLocation
  /// The files among this face's copies (its own and the others') that may go to the trash
  /// whole: every font in them has a copy in another file that fontconfig prefers.
  ///
  /// A file also holding a font installed nowhere else (another instance of a variable font, a
  /// collection's other face) is not among them.
  public var removableFiles: Set<String>
  /// Fontconfig's own match among the copies when it is not `preferred`: a copy Pango cannot
  /// draw (Type 1), passed over for the one it draws; nil when they agree.
  public var undrawableMatch: FontLocation?

  /// Creates the copies of a face.
  public init(
    others: [FontLocation], preferred: FontLocation, removableFiles: Set<String>, undrawableMatch: FontLocation? = nil
  ) {
    self.others = others
    self.preferred = preferred
    self.removableFiles = removableFiles
    self.undrawableMatch = undrawableMatch
  }
}

extension FontLibrary {
  /// The copies of each face of the family `name` that has some (see `FaceCopies`), by the
  /// face's location; empty when none has.
  ///
  /// Builds the filter index if need be.
  public func copies(ofFamily name: String) -> [FontLocation: FaceCopies] {
    if let known = familyCopiesCache.withLock({ $0[name] }) { return known }
    let result = findCopies(ofFamily: name)
    familyCopiesCache.withLock { $0[name] = result }
    return result
  }

  /// The copies of each face of the family `name`, found (see `copies(ofFamily:)`).
  private func findCopies(ofFamily name: String) -> [FontLocation: FaceCopies] {
    let index = filterIndex()
    guard let family = families.firstIndex(where: { $0.name == name }),
      let patterns = filterIndexCache.withLock({ $0?.patterns })
    else { return [:] }
    var preferredCopies = PreferredCopies(library: self, index: index, patterns: patterns)
    var result: [FontLocation: FaceCopies] = [:]
    for (position, face) in index.faces.enumerated() where face.family == family {
      guard let key = index.duplicateKey(of: position) else { continue }
      // When fontconfig gives none of them, the first, as `typecase remove --duplicates`
      // keeps (each claimed to be the preferred one).
      let preferred =
        preferredCopies.location(forKey: key)
        ?? index.duplicateGroups[key]?.first.map { index.faces[$0].location } ?? face.location
      let others = index.otherCopies(of: position).map { index.faces[$0].location }.sorted()
      let files = Set([face.location.file] + others.map(\.file))
      let match = preferredCopies.fontconfigMatch(forKey: key)
      result[face.location] = FaceCopies(
        others: others, preferred: preferred,
        removableFiles: files.filter { preferredCopies.holdsOnlyCopies($0) },
        undrawableMatch: match == preferred ? nil : match)
    }
    return result
  }

  /// `faces` (of the family `family`) with each face once: of copies of one face in several
  /// files, the one fontconfig prefers (see `FaceCopies`), or the first of them when it is not
  /// among `faces`; `leftOut` holds the other copies.
  ///
  /// A family specimen drew every copy (616 pages for Inter installed three ways). Builds the
  /// filter index only when two faces share a PostScript name (or two variable fonts have
  /// none).
  public func oneCopyOfEachFace(_ faces: [FontFace], family: String) -> (kept: [FontFace], leftOut: [FontFace]) {
    let named = faces.compactMap(\.postScriptName)
    guard Set(named).count < named.count || faces.count - named.count > 1 else { return (faces, []) }
    let copies = copies(ofFamily: family)
    let locations = Set(faces.map(\.location))
    var keptCopies: Set<FontLocation> = []
    var kept: [FontFace] = []
    var leftOut: [FontFace] = []
    for face in faces {
      guard let copy = copies[face.location] else {
        kept.append(face)
        continue
      }
      let isChosen =
        copy.preferred == face.location || (!locations.contains(copy.preferred) && !keptCopies.contains(copy.preferred))
      if isChosen {
        keptCopies.insert(copy.preferred)
        kept.append(face)
      } else {
        leftOut.append(face)
      }
    }
    return (kept, leftOut)
  }

  /// The files among `files` that may go to the trash whole (see `FaceCopies.removableFiles`).
  ///
  /// Builds the filter index if need be.
  public func filesHoldingOnlyCopies(among files: Set<String>) -> Set<String> {
    let index = filterIndex()
    guard let patterns = filterIndexCache.withLock({ $0?.patterns }) else { return [] }
    var preferredCopies = PreferredCopies(library: self, index: index, patterns: patterns)
    return files.filter { preferredCopies.holdsOnlyCopies($0) }
  }
}

/// The copy fontconfig prefers of each group of copies asked about, found once per group.
private struct PreferredCopies {
  let library: FontLibrary
  let index: FontFilterIndex
  let patterns: [OpaquePointer]
  private var known: [String: FontLocation?] = [:]
  /// Fontconfig's own match of each group asked about (before Pango's choice), by key.
  private var matched: [String: FontLocation?] = [:]

  init(library: FontLibrary, index: FontFilterIndex, patterns: [OpaquePointer]) {
    self.library = library
    self.index = index
    self.patterns = patterns
  }

  /// The copy (of the faces of one group, see `FontFilterIndex.duplicateKey(of:)`) that a
  /// program asking for that face gets: the same answer as `typecase remove --duplicates`
  /// keeps (`preferredLocation`, FcFontMatch over the whole configuration); nil when
  /// fontconfig gives a file outside the group.
  mutating func location(forKey key: String) -> FontLocation? {
    if let found = known[key] { return found }
    // Found once per library, whoever asks (each face of a family asked for its group's).
    if let found = library.preferredCopyCache.withLock({ $0[key] }) {
      known[key] = found.drawn
      matched[key] = found.matched
      return found.drawn
    }
    var location: FontLocation?
    if let group = index.duplicateGroups[key], let first = group.first {
      let family = library.families[index.faces[first].family].name
      let fontconfigs = library.preferredLocation(ofFaceAt: index.faces[first].location, family: family)
      matched[key] = group.map { index.faces[$0].location }.first { $0 == fontconfigs }
      // Pango's choice when it cannot draw fontconfig's (a Type 1 copy), as `DuplicateCopies`.
      let match = library.drawableCopy(
        of: fontconfigs, family: family,
        postScriptName: index.faces[first].postScriptName,
        among: group.map { position -> (location: FontLocation, format: String?) in
          let format = index.faces[position].format
          return (index.faces[position].location, format.isEmpty ? nil : format)
        })
      location = group.map { index.faces[$0].location }.first { $0 == match }
    }
    known[key] = location
    let fontconfigs = matched[key] ?? nil
    library.preferredCopyCache.withLock { $0[key] = (location, fontconfigs) }
    return location
  }

  /// Fontconfig's own match among the copies of group `key` (`fc-match`'s answer), whether
  /// or not Pango can draw it; nil when it gives a file outside the group.
  mutating func fontconfigMatch(forKey key: String) -> FontLocation? {
    if matched[key] == nil { _ = location(forKey: key) }
    return matched[key] ?? nil
  }

  /// Whether every font in `file` has a copy in another file that fontconfig prefers.
  mutating func holdsOnlyCopies(_ file: String) -> Bool {
    let positions = index.faces(inFile: file)
    guard !positions.isEmpty else { return false }
    for position in positions {
      guard let key = index.duplicateKey(of: position), let preferred = location(forKey: key),
        preferred.file != file
      else { return false }
    }
    return true
  }
}
