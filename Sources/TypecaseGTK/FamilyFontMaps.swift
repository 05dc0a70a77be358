import GtkSupport
import TypecaseCore
import TypecaseUI

/// One Pango font map per family drawn, so a row's font is matched among its family's few
/// fonts instead of every font on the machine (see `FontLibrary`).
///
/// The cache is bounded by what its maps may hold in memory, counted in fonts (each font a map
/// has drawn with keeps its FreeType face and glyph caches, tens of kilobytes): least recently
/// used maps go first. Rows on screen keep their map alive through GTK's own reference, so a
/// small cache costs nothing but re-creating a map when a row scrolls back into view.
///
/// The window's list has one cache, and the pages pushed over it share another
/// (`init(following:budget:)`). A family page draws all of its family's faces; with a map
/// shared with the list, the list row GTK keeps bound for that family (up to about 200 rows
/// stay bound around the visible ones) would keep every one of those faces loaded after the
/// page is gone.
final class FamilyFontMaps {
  /// The fonts the list's maps may hold together: about 4 MB of faces and glyph caches, enough
  /// for every row on a tall screen.
  static let listBudget = 160
  /// The fonts the pushed pages' maps may hold together: the open family page and the few
  /// before it.
  static let pagesBudget = 32

  /// The fonts the cached maps may hold together (a map in use by a row stays alive anyway).
  private let fontBudget: Int

  /// The list's cache, which the pages' cache takes its library, language and placeholder
  /// from; nil for the list's own.
  private let shared: FamilyFontMaps?
  private var ownLibrary: FontLibrary?
  private var ownLanguage = InterfaceLanguage.english.rawValue
  private var ownPlaceholder: FontMap?
  /// How many times `use` changed the fonts (the pages' cache starts anew when the list's did).
  private var generation = 0
  /// The list's generation the pages' maps were made in.
  private var followedGeneration = 0
  private var maps: [String: (map: FontMap, fonts: Int)] = [:]
  /// The cached families, least recently used first.
  private var order: [String] = []
  private var cachedFonts = 0

  /// The list's cache.
  init() {
    shared = nil
    fontBudget = Self.listBudget
  }

  /// A cache holding up to `budget` fonts that draws from the fonts `shared` uses, now and
  /// after each reload.
  init(following shared: FamilyFontMaps, budget: Int) {
    self.shared = shared
    fontBudget = budget
    followedGeneration = shared.generation
  }

  private var library: FontLibrary? { shared?.library ?? ownLibrary }

  /// Counts the fonts read anew (`use`): rows bound before another count draw from maps of
  /// fonts since replaced.
  var fontsGeneration: Int { shared?.generation ?? generation }

  /// The language whose fallback font draws what a family lacks (the interface language).
  var language: String { shared?.language ?? ownLanguage }

  /// A font map with the fallback font only: rows off screen are laid out with it, at their
  /// size, until they scroll into view.
  var placeholder: FontMap? { shared?.placeholder ?? ownPlaceholder }

  /// Uses the fonts of `library` from now on (after a reload, every map is made anew).
  func use(_ library: FontLibrary, language: InterfaceLanguage) {
    clear()
    generation += 1
    ownLibrary = library
    ownLanguage = language.rawValue
    ownPlaceholder = library.configuration(forFamily: nil, language: ownLanguage).flatMap {
      FontMap(fonts: $0)
    }
  }

  /// The font map that draws a row's `font`: its face's, with the fallback font, when it names
  /// its file (a named instance, a face other files also provide), else its family's.
  func fontMap(for font: RowFont) -> FontMap? {
    guard let location = font.location else { return fontMap(for: font.family) }
    let language = language
    return fontMap(key: font.family + "\u{0}" + location.file + "#" + String(location.index)) {
      $0.configuration(forFace: location, family: font.family, language: language)
    }
  }

  /// The font map that draws `family`; nil when the family is not in the library (the label
  /// then uses the default font map).
  func fontMap(for family: String) -> FontMap? {
    fontMap(key: family) { $0.configuration(forFamily: family, language: language) }
  }

  /// The cached map under `key`, else one made from the configuration `make` reads from the
  /// library.
  private func fontMap(key: String, _ make: (FontLibrary) -> FamilyFontConfiguration?) -> FontMap? {
    if let shared, shared.generation != followedGeneration {
      clear()
      followedGeneration = shared.generation
    }
    if let cached = maps[key] {
      if order.last != key, let index = order.lastIndex(of: key) {
        order.remove(at: index)
        order.append(key)
      }
      return cached.map
    }
    guard let library, let configuration = make(library), let map = FontMap(fonts: configuration) else { return nil }
    while cachedFonts + configuration.fontCount > fontBudget, !order.isEmpty {
      let oldest = order.removeFirst()
      if let evicted = maps.removeValue(forKey: oldest) { cachedFonts -= evicted.fonts }
    }
    maps[key] = (map, configuration.fontCount)
    order.append(key)
    cachedFonts += configuration.fontCount
    return map
  }

  private func clear() {
    ownPlaceholder = nil
    maps.removeAll()
    order.removeAll()
    cachedFonts = 0
  }
}

/// Core's per-family configurations are what the font maps draw from.
extension FamilyFontConfiguration: FontconfigConfigurationHandle {}

/// The machine's fonts, as loaded, are what Pango's default font map draws from after a change
/// (see `FontMap.useForDefault`).
extension FontLibrary: FontconfigConfigurationHandle {}
