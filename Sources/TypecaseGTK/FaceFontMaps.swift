import GtkSupport
import TypecaseCore

/// The font maps face pages draw with: each holds only its face, so a preview shows what that
/// one file draws (a duplicate in another file, or a fallback font, cannot stand in for it).
///
/// Only the few faces whose pages were opened last keep their maps.
final class FaceFontMaps {
  /// How many faces keep their maps: the pages a stack holds at once, and a few more.
  static let kept = 4

  private var library: FontLibrary?
  private var maps: [(location: FontLocation, map: FontMap)] = []

  /// Uses the fonts of `library` from now on (after a reload, every map is made anew).
  func use(_ library: FontLibrary) {
    self.library = library
    maps.removeAll()
  }

  /// The font map holding only the face at `location` of `family`; nil when the library does
  /// not have it (the page then draws with the interface's fonts and says so), unless the face
  /// is a font file's that is not installed (`isInstalled` false), read from the file.
  func fontMap(for location: FontLocation, family: String, isInstalled: Bool = true) -> FontMap? {
    if let index = maps.firstIndex(where: { $0.location == location }) {
      let cached = maps.remove(at: index)
      maps.append(cached)
      return cached.map
    }
    let configuration =
      isInstalled
      ? library?.configuration(forFace: location, family: family) : library?.configuration(forFile: location)
    guard let configuration,
      let map = FontMap(fonts: configuration)
    else { return nil }
    maps.append((location, map))
    if maps.count > Self.kept { maps.removeFirst() }
    return map
  }
}
