/// The image format a screenshot file name asks for, by its extension.
public enum ScreenshotFormat: String, Sendable {
  /// PNG (`.png`).
  case png
  /// JPEG (`.jpg`, `.jpeg`).
  case jpeg

  /// The format `path` ends in (ignoring case); nil for any other extension.
  public init?(path: String) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    switch name[name.index(after: dot)...].lowercased() {
    case "png": self = .png
    case "jpg", "jpeg": self = .jpeg
    default: return nil
    }
  }
}
