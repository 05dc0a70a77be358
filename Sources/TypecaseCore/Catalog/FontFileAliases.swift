import CFontconfig
import FoundationEssentials

/// The paths drawing configurations give for font files, so that a file replaced under the
/// same name is drawn from the new file.
///
/// cairo keeps the FreeType face of each font file it drew with, by path, for as long as the
/// process runs (its own caches hold it), and hands it out again for the same path. A font
/// replaced in place (`typecase install` of a new version after `remove`, a build writing its
/// output over the old one) was then drawn with the old file's outlines at the new file's
/// glyph numbers, which HarfBuzz read from the new file: "°" drawn as "ɑ", until Typecase was
/// started again. A file whose device, inode, size or modification time changed since this
/// process first drew it is given under a path cairo has not seen: the same path with one more
/// slash before its name for each change ("fonts//Iter.ttf"), which opens the same file.
public enum FontFileAliases {
  /// Each path drawn, with the file found there and how many times it changed since.
  private static let known = LockedValue<[String: (file: FileFingerprint, changes: Int)]>([:])

  /// The path under which to draw the font file at `path` now.
  public static func drawingPath(for path: String) -> String {
    guard let file = FileFingerprint(path: path) else { return path }
    let changes = known.withLock { known -> Int in
      guard let seen = known[path] else {
        known[path] = (file, 0)
        return 0
      }
      guard seen.file != file else { return seen.changes }
      known[path] = (file, seen.changes + 1)
      return seen.changes + 1
    }
    guard changes > 0, let slash = path.lastIndex(of: "/") else { return path }
    return path[..<slash] + String(repeating: "/", count: changes) + path[slash...]
  }

  /// `path` as the catalog names it: a drawing path's added slashes taken out.
  public static func catalogPath(_ path: String) -> String {
    guard path.contains("//") else { return path }
    var result = ""
    for character in path where !(character == "/" && result.last == "/") { result.append(character) }
    return result
  }

  /// `pattern` itself when its file is drawn under its own path, else a copy naming the file by
  /// its drawing path (the caller destroys what it gets, as a reference taken on `pattern`).
  static func drawingPattern(_ pattern: OpaquePointer) -> OpaquePointer {
    guard let file = FontPatternReader(pattern: pattern).string(FC_FILE) else {
      FcPatternReference(pattern)
      return pattern
    }
    let drawn = drawingPath(for: file)
    guard drawn != file, let copy = FcPatternDuplicate(pattern) else {
      FcPatternReference(pattern)
      return pattern
    }
    FcPatternDel(copy, FC_FILE)
    FcPatternAddString(copy, FC_FILE, drawn)
    return copy
  }
}
