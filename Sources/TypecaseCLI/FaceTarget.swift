import FoundationEssentials
import Glibc
import TypecaseCore

/// What `typecase face NAME` names: a PostScript name to look up, or a font file.
enum FaceTarget: Equatable {
  /// A PostScript name, looked up in the font catalog.
  case postScriptName(String)
  /// A font file (an absolute path) and the face's index in it.
  case file(FontLocation)

  /// Reads NAME: with a slash it is a file (absolute, or relative to `currentDirectory`),
  /// else a PostScript name.
  ///
  /// A file's name may end in `#INDEX` to pick a face of a collection or a named instance
  /// (`Inter.var.ttf#65536`), unless a file has that whole name.
  static func parse(
    _ text: String, currentDirectory: String, fileExists: (String) -> Bool = FileManager.default.fileExists(atPath:)
  ) -> FaceTarget {
    guard text.contains("/") else { return .postScriptName(text) }
    return .file(location(text, currentDirectory: currentDirectory, fileExists: fileExists))
  }

  /// The file `text` names (with an optional `#INDEX`), made absolute against
  /// `currentDirectory`.
  static func location(
    _ text: String, currentDirectory: String, fileExists: (String) -> Bool = FileManager.default.fileExists(atPath:)
  ) -> FontLocation {
    FontLocation(naming: absolute(text, currentDirectory: currentDirectory), fileExists: fileExists)
  }

  /// `path` made absolute against `currentDirectory`, without "." and ".." components.
  ///
  /// A ".." leaves the folder the path so far really is, as the system resolves it: after a
  /// link (`link/../font.ttf`, with `link -> real/sub`), the link's target's parent
  /// (`real/`), not the folder holding the link (which said "no such file" for a file `cat`
  /// reads).
  ///
  /// Where the path as text names the same file, that path is kept: fontconfig lists files by
  /// the paths of its folders, and a user folder reached through a link must still match.
  static func absolute(_ path: String, currentDirectory: String) -> String {
    let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    var components: [Substring] = []
    var textual: [Substring] = []
    for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..":
        if let resolved = realpath("/" + components.joined(separator: "/"), nil) {
          components = String(cString: resolved).split(separator: "/")
          free(resolved)
        }
        if !components.isEmpty { components.removeLast() }
        if !textual.isEmpty { textual.removeLast() }
      default:
        components.append(component)
        textual.append(component)
      }
    }
    let resolved = "/" + components.joined(separator: "/")
    let asText = "/" + textual.joined(separator: "/")
    return asText == resolved || SameFile.check(asText, resolved) ? asText : resolved
  }
}
