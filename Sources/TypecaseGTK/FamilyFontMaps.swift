import GtkSupport
import TypecaseCore

/// One Pango font map per family drawn, so a row's font is matched among its family's few
/// fonts instead of every font on the machine (see `FontLibrary`).
final class FamilyFontMaps {
  private var library: FontLibrary?
  private var maps: [String: OpaquePointer] = [:]
  /// A font map with the fallback font only: rows off screen are laid out with it, at their
  /// size, until they scroll into view.
  private(set) var placeholder: OpaquePointer?
  private var order: [String] = []
  private let capacity = 600

  deinit { clear() }

  /// Uses the fonts of `library` from now on (after a reload, every map is made anew).
  func use(_ library: FontLibrary) {
    clear()
    self.library = library
    let language = Localizer.current.language.rawValue
    placeholder = library.configuration(forFamily: nil, language: language).flatMap {
      FontMaps.make(config: $0.config)
    }
  }

  /// The font map that draws `family`; nil when the family is not in the library (the label
  /// then uses the default font map).
  func fontMap(for family: String) -> OpaquePointer? {
    if let map = maps[family] { return map }
    let language = Localizer.current.language.rawValue
    guard let configuration = library?.configuration(forFamily: family, language: language),
      let map = FontMaps.make(config: configuration.config)
    else { return nil }
    if order.count >= capacity {
      let oldest = order.removeFirst()
      if let evicted = maps.removeValue(forKey: oldest) { FontMaps.release(evicted) }
    }
    maps[family] = map
    order.append(family)
    return map
  }

  private func clear() {
    if let placeholder { FontMaps.release(placeholder) }
    placeholder = nil
    maps.values.forEach(FontMaps.release)
    maps.removeAll()
    order.removeAll()
  }
}
