import FoundationEssentials

/// What installing said of fonts that other files hold too: the command line's notes after
/// `install`, and the window's after Install Fonts… (it said "Installed" alone, and a font
/// installed for everyone was shadowed, or not, without a word).
public enum InstalledCopies {
  /// For each font just installed that other files also hold (a font installed for everyone,
  /// an earlier copy under another name), a line saying where, and which copy programs get:
  /// installing it again changed nothing, or changed which copy is used.
  ///
  /// Copies are faces of the same name and slant (see
  /// `FontLibrary.duplicateCopies(ofPostScriptName:)`); the library is listed once, and only
  /// names found in two files or more are looked at closer.
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
    var holders: [String: [(family: String, file: String)]] = [:]
    for face in library.faces(detail: .listing) {
      guard let name = face.postScriptName, names.contains(name) else { continue }
      files[name, default: []].insert(face.location.file)
      holders[name, default: []].append((face.family, face.location.file))
    }
    // The names that have the same copies and the same preferred copy (a collection installed
    // twice, or two files holding one font installed together) are said on one line, once.
    let destinations = Set(installed.map(\.destination))
    var groups: [(earlier: [String], now: [String], preferred: String, names: [String])] = []
    var seen = Set<String>()
    for name in installed.flatMap({ $0.faces.compactMap(\.postScriptName) }) where seen.insert(name).inserted {
      guard (files[name]?.count ?? 0) > 1, let duplicates = library.duplicateCopies(ofPostScriptName: name) else {
        continue
      }
      let copies = Set(duplicates.copies.map(\.location.file))
      let now = copies.intersection(destinations).sorted()
      guard !now.isEmpty, copies.count > 1 else { continue }
      let earlier = copies.subtracting(destinations).sorted()
      let preferred = duplicates.preferred.location.file
      if let index = groups.firstIndex(where: { $0.earlier == earlier && $0.now == now && $0.preferred == preferred }) {
        groups[index].names.append(name)
      } else {
        groups.append((earlier, now, preferred, [name]))
      }
    }
    var notes: [Message] = []
    for group in groups {
      let preferred = VisibleText.escaped(group.preferred)
      let shown = group.names.prefix(group.names.count > 3 ? 2 : 3).map(VisibleText.escaped)
      let names = shown.joined(separator: ", ")
      let more = group.names.count - shown.count
      if group.earlier.isEmpty {
        // Every copy came in this install: none of them is "also installed" before it.
        let files = group.now.map(VisibleText.escaped).joined(separator: ", ")
        let values = ["names": names, "files": files, "preferred": preferred]
        notes.append(
          more > 0
            ? trn(
              "({names} and {count} more are in each of {files}, installed now; programs get {preferred})",
              "({names} and {count} more are in each of {files}, installed now; programs get {preferred})",
              more, values)
            : trn(
              "({names} is in each of {files}, installed now; programs get {preferred})",
              "({names} are in each of {files}, installed now; programs get {preferred})",
              group.names.count, values))
        continue
      }
      // Two or more copies installed now beside an earlier one: each named (the second new
      // copy, as shadowed as the first, went unnamed).
      let files = (group.earlier + (group.now.count > 1 ? group.now : [])).map(VisibleText.escaped)
        .joined(separator: ", ")
      let values = ["name": names, "names": names, "files": files, "preferred": preferred]
      if group.names.count == 1, group.now.count == 1, group.earlier.count == 1 {
        // One copy before, one now: the same file was named twice ("is also installed: X;
        // programs get X"), and not which of the two that is.
        let earlier = ["name": names, "earlier": VisibleText.escaped(group.earlier[0])]
        notes.append(
          group.preferred == group.earlier[0]
            ? tr(
              "({name} is installed already, in {earlier}: programs get that copy, not the one installed now)", earlier)
            : tr("({name} is installed already, in {earlier}: programs get the one installed now)", earlier))
      } else if group.names.count == 1 {
        notes.append(tr("({name} is also installed: {files}; programs get {preferred})", values))
      } else if more == 0 {
        notes.append(tr("({names} are also installed: {files}; programs get {preferred})", values))
      } else {
        notes.append(
          trn(
            "({names} and {count} more are also installed: {files}; programs get {preferred})",
            "({names} and {count} more are also installed: {files}; programs get {preferred})",
            more, values))
      }
    }
    // A font of another family giving a name just installed (a clone beside the licensed font,
    // a build given another's PostScript name): which of them programs asking for the name get
    // (said of a copy in the same family only).
    var clashSeen = Set<String>()
    for (destination, faces) in installed {
      for face in faces {
        guard let name = face.postScriptName, clashSeen.insert(name).inserted,
          let other = holders[name]?.first(where: { $0.family != face.family && $0.file != destination })
        else { continue }
        let given = library.fileGiven(forPostScriptName: name)
        let values = [
          "name": VisibleText.escaped(name), "family": VisibleText.escaped(other.family),
          "file": VisibleText.escaped(other.file), "given": VisibleText.escaped(given ?? "?"),
        ]
        notes.append(
          given == destination
            ? tr(
              "(“{family}” ({file}) gives the PostScript name {name} too: programs asking for the name get this font)",
              values)
            : tr(
              "(“{family}” ({file}) gives the PostScript name {name} too: programs asking for the name get {given}, not this font)",
              values))
      }
    }
    return notes
  }
}
