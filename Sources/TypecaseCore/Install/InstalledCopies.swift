import FoundationEssentials

/// What installing said of fonts that other files hold too: the command line's notes after
/// `install`, and the window's after Install Fonts… (it said "Installed" alone, and a font
/// installed for everyone was shadowed, or not, without a word).
public enum InstalledCopies {
  /// For each font just installed that other files also hold (a font installed for everyone,
  /// an earlier copy under another name), a line saying where, and which copy programs get:
  /// installing it again changed nothing, or changed which copy is used. Copies are faces of the
  /// same name and slant (see `FontLibrary.duplicateCopies(ofPostScriptName:)`); the library is
  /// listed once, and only names found in two files or more are looked at closer.
  public static func notes(
    _ results: [(file: String, result: Result<FontInstaller.Outcome, InstallProblem>)]
  ) -> [Message] {
    let installed = results.compactMap { result -> (destination: String, faces: [CheckedFontFile.Face])? in
      guard case .success(.installed(let destination, let faces)) = result.result else { return nil }
      return (destination, faces)
    }
    guard !installed.isEmpty, let library = try? FontLibrary(fresh: true) else { return [] }
    let names = Set(installed.flatMap { $0.faces.compactMap(\.postScriptName) })
    var files: [String: Set<String>] = [:]
    for face in library.faces(detail: .listing) {
      guard let name = face.postScriptName, names.contains(name) else { continue }
      files[name, default: []].insert(face.location.file)
    }
    var notes: [Message] = []
    for (destination, faces) in installed {
      // The faces of one file that have the same other copies and the same preferred copy (a
      // collection installed twice) are said on one line, not one line each.
      var groups: [(others: [String], preferred: String, names: [String])] = []
      var seen = Set<String>()
      for name in faces.compactMap(\.postScriptName) where seen.insert(name).inserted {
        guard (files[name]?.count ?? 0) > 1, let duplicates = library.duplicateCopies(ofPostScriptName: name),
          duplicates.copies.contains(where: { $0.location.file == destination })
        else { continue }
        let others = Set(duplicates.copies.map(\.location.file)).subtracting([destination]).sorted()
        let preferred = duplicates.preferred.location.file
        if let index = groups.firstIndex(where: { $0.others == others && $0.preferred == preferred }) {
          groups[index].names.append(name)
        } else {
          groups.append((others, preferred, [name]))
        }
      }
      for group in groups {
        let files = group.others.map(VisibleText.escaped).joined(separator: ", ")
        let preferred = VisibleText.escaped(group.preferred)
        let shown = group.names.prefix(group.names.count > 3 ? 2 : 3).map(VisibleText.escaped)
        if group.names.count == 1 {
          notes.append(
            tr(
              "({name} is also installed: {files}; programs get {preferred})",
              ["name": shown.joined(), "files": files, "preferred": preferred]))
        } else if group.names.count <= 3 {
          notes.append(
            tr(
              "({names} are also installed: {files}; programs get {preferred})",
              ["names": shown.joined(separator: ", "), "files": files, "preferred": preferred]))
        } else {
          notes.append(
            trn(
              "({names} and {count} more are also installed: {files}; programs get {preferred})",
              "({names} and {count} more are also installed: {files}; programs get {preferred})",
              group.names.count - shown.count,
              ["names": shown.joined(separator: ", "), "files": files, "preferred": preferred]))
        }
      }
    }
    return notes
  }
}
