import Glibc

/// The font files a folder holds, for an install given a folder (a foundry's download,
/// extracted: OTF, TTF and web fonts in nested folders).
public enum FontFolderFiles {
  /// The endings of font files' names, in lowercase: those Install Fonts… shows (URW's .t1
  /// was passed over, and a folder of them had "no font file in it"; a copied Windows Fonts
  /// folder's .fon and .fnt, which FreeType reads, were passed over without a word).
  static let endings = [
    ".ttf", ".otf", ".ttc", ".otc", ".woff", ".woff2", ".pfb", ".pfa", ".t1", ".pcf", ".pcf.gz", ".bdf", ".otb",
    ".bdf.gz", ".pcf.z", ".bdf.z", ".fon", ".fnt",
  ]

  /// `paths`, each folder among them replaced by the font files under it.
  ///
  /// A folder's own files come first, in natural order, then its folders' files (a linked
  /// folder's too, once); hidden entries and a macOS archive's "__MACOSX" folder are passed
  /// over. A folder with no font file stays itself (the installer says what it is).
  public static func expanding(_ paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
      var status = stat()
      guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [path] }
      var found: [String] = []
      var visited = Set<String>()
      collect(in: path, into: &found, visited: &visited, depth: 0)
      return found.isEmpty ? [path] : found
    }
  }

  /// Appends the font files under `folder` to `found`, at most 16 folders deep; `visited`: the
  /// folders walked, by their real paths (a linked folder leading back up is walked once).
  private static func collect(in folder: String, into found: inout [String], visited: inout Set<String>, depth: Int) {
    guard depth < 16, let real = realpath(folder, nil) else { return }
    defer { free(real) }
    guard visited.insert(String(cString: real)).inserted, let stream = opendir(folder) else { return }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      // A name that is no UTF-8 is passed over: made a string, it would name another file.
      let read = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(validating: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let name = read, !name.hasPrefix("."), name != "__MACOSX" else { continue }
      names.append(name)
    }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    var folders: [String] = []
    for name in NaturalOrder.sorted(names, by: { $0 }) {
      let path = base + name
      var status = stat()
      // Through links: a linked folder is walked too (once: see `visited`).
      guard stat(path, &status) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFDIR: folders.append(path)
      case S_IFREG:
        let lowercased = name.lowercased()
        if endings.contains(where: lowercased.hasSuffix) { found.append(path) }
      default: continue
      }
    }
    for path in folders { collect(in: path, into: &found, visited: &visited, depth: depth + 1) }
  }
}
