import TypecaseCore

/// What "Remove Duplicates" on a family or face page takes: the copies of the page's faces
/// (the same PostScript name in other files) that are in a user font folder and that programs
/// do not draw (`FaceCopies.preferred`: fontconfig's choice, or its first that Pango can draw).
///
/// The preferred copy of each face stays, and so does every file that holds one (a collection
/// may hold a preferred copy beside a duplicate), and every file that also holds a font
/// installed nowhere else (files go to the trash whole); fonts installed for everyone are never
/// taken.
public struct DuplicateRemoval: Sendable, Equatable {
  /// The copies to move to the trash, one per location, ordered by location.
  public var faces: [FontFace]
  /// The copies that stay because programs draw them, ordered by location.
  public var kept: [FontLocation]

  /// The removal of the duplicates of `pageFaces` (a family page's faces, or a face page's
  /// face), given each face's copies by location (see `FontLibrary.copies(ofFamily:)`); nil
  /// when none of them can go: no copies, or only copies installed for everyone or preferred.
  public static func plan(
    _ pageFaces: [FontFace], copies: [FontLocation: FaceCopies], userFolder: UserFontFolder = UserFontFolder()
  ) -> DuplicateRemoval? {
    var candidates: [FontLocation: FontFace] = [:]
    var preferred: Set<FontLocation> = []
    var wholeFiles: Set<String> = []
    for face in pageFaces {
      guard let faceCopies = copies[face.location] else { continue }
      preferred.insert(faceCopies.preferred)
      wholeFiles.formUnion(faceCopies.removableFiles)
      for location in [face.location] + faceCopies.others where candidates[location] == nil {
        var copy = face
        copy.location = location
        candidates[location] = copy
      }
    }
    let preferredFiles = Set(preferred.map(\.file))
    // Not the preferred copy's file under another path either (a link to it, or it behind a
    // link fontconfig prefers): removing it would take the font that stays.
    let removable = candidates.values.filter { candidate in
      !preferred.contains(candidate.location) && !preferredFiles.contains(candidate.location.file)
        && wholeFiles.contains(candidate.location.file) && userFolder.contains(candidate.location.file)
        && !preferredFiles.contains { SameFile.check($0, candidate.location.file) }
    }
    guard !removable.isEmpty else { return nil }
    // A file reached through a linked folder is one copy to remove (it was counted twice: "2
    // copies"), as the removal trashes it once; a link to a file is an entry of its own, which
    // goes with the file (see `FontRemoval.entry`). Each path resolved once: a variable font's
    // instances share a file, and this runs at each update of the header.
    var keys = FileKeys(.folderEntry)
    var seen: Set<String> = []
    let faces = removable.sorted { $0.location < $1.location }.filter {
      seen.insert(keys.key($0.location.file) + "#\($0.location.index)").inserted
    }
    return DuplicateRemoval(faces: faces, kept: preferred.sorted())
  }
}

extension TypecaseModel {
  /// Whether the faces' facts (`setFilterIndex`) of the fonts last read are still being read:
  /// what depends on them (duplicates, filters) is not known yet, or known only as it was.
  public var isReadingFaceFacts: Bool { allFamilies != nil && filterIndex == nil }

  /// What "Remove Duplicates" takes on `route`'s page (a family page, or a face page), or nil
  /// when there is nothing to offer: no duplicates, only copies installed for everyone, or the
  /// faces' facts not read yet (the rows say "also in FILE" only once they are).
  ///
  /// While the facts of fonts read again are being read, what the earlier facts said of the
  /// page (see `isReadingFaceFacts`).
  ///
  /// `userFolder` nil: the user's own, read from the environment only on a page that has
  /// duplicates (the header asks on every search key and filter).
  public func duplicateRemoval(on route: Route, userFolder: UserFontFolder? = nil) -> DuplicateRemoval? {
    guard let facts = filterIndex != nil ? duplicateFacts(on: route) : removalFactsBeingRead[route]?.duplicates,
      !facts.faces.isEmpty
    else { return nil }
    return DuplicateRemoval.plan(facts.faces, copies: facts.copies, userFolder: userFolder ?? UserFontFolder())
  }

  /// What `duplicateRemoval(on:)` decides from: the page's faces and their family's copies
  /// (nil on a page of no family).
  func duplicateFacts(on route: Route) -> (faces: [FontFace], copies: [FontLocation: FaceCopies])? {
    let family: String
    switch route {
    case .family(let name): family = name
    case .face(let reference):
      guard let name = reference.family else { return nil }
      family = name
    default: return nil
    }
    let faces = facesToRemove(on: route)
    return (faces, faces.isEmpty ? [:] : familyCopies(family))
  }
}
