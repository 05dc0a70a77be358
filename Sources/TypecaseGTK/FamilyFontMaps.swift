import GtkSupport
import TypecaseCore

/// One Pango font map per family drawn, so a row's font is matched among its family's few
/// fonts instead of every font on the machine (see `FontLibrary`).
///
/// The cache is bounded by what its maps may hold in memory, counted in fonts (each font a map
/// has drawn with keeps its FreeType face and glyph caches, tens of kilobytes): least recently
/// used maps go first. Rows on screen keep their map alive through GTK's own reference, so a
/// small cache costs nothing but re-creating a map when a row scrolls back into view.
final class FamilyFontMaps {
  /// The fonts the cached maps may hold together: about 4 MB of faces and glyph caches, enough
  /// for every row on a tall screen and the last few family pages.
  static let fontBudget = 160

  private var library: FontLibrary?
  /// The language whose fallback font draws what a family lacks (the interface language).
  private(set) var language = InterfaceLanguage.english.rawValue
  private var maps: [String: (map: FontMap, fonts: Int)] = [:]
  /// A font map with the fallback font only: rows off screen are laid out with it, at their
  /// size, until they scroll into view.
  private(set) var placeholder: FontMap?
  /// The cached families, least recently used first.
  private var order: [String] = []
  private var cachedFonts = 0

  /// Uses the fonts of `library` from now on (after a reload, every map is made anew).
  func use(_ library: FontLibrary, language: InterfaceLanguage) {
    clear()
    self.library = library
    self.language = language.rawValue
    placeholder = library.configuration(forFamily: nil, language: self.language).flatMap {
      FontMap(fonts: $0)
    }
  }

  /// The font map that draws `family`; nil when the family is not in the library (the label
  /// then uses the default font map).
  func fontMap(for family: String) -> FontMap? {
    if let cached = maps[family] {
      if order.last != family, let index = order.lastIndex(of: family) {
        order.remove(at: index)
        order.append(family)
      }
      return cached.map
    }
    guard let configuration = library?.configuration(forFamily: family, language: language),
      let map = FontMap(fonts: configuration)
    else { return nil }
    while cachedFonts + configuration.fontCount > Self.fontBudget, !order.isEmpty {
      let oldest = order.removeFirst()
      if let evicted = maps.removeValue(forKey: oldest) { cachedFonts -= evicted.fonts }
    }
    maps[family] = (map, configuration.fontCount)
    order.append(family)
    cachedFonts += configuration.fontCount
    return map
  }

  private func clear() {
    placeholder = nil
    maps.removeAll()
    order.removeAll()
    cachedFonts = 0
  }
}

/// Core's per-family configurations are what the font maps draw from.
extension FamilyFontConfiguration: FontconfigConfigurationHandle {}
