/// A language a face can be copied as: what `typecase snippet --as` and the window's
/// "Copy as…" menu offer, in the order they list them.
public enum SnippetFormat: String, Sendable, Hashable, CaseIterable {
  /// CSS declarations with a generic fallback, and an `@font-face` rule.
  case css
  /// The CSS GTK 4 accepts (no `@font-face`).
  case gtkCSS = "gtk-css"
  /// A Pango font description (`pango_font_description_from_string`).
  case pango
  /// A fontconfig pattern (`FcNameParse`, `fc-match`).
  case fontconfig
  /// SwiftUI's `Font.custom(_:size:)`.
  case swiftUI = "swiftui"
  /// UIKit's `UIFont(name:size:)`.
  case uiKit = "uikit"
  /// LaTeX's fontspec (XeLaTeX, LuaLaTeX).
  case fontspec

  /// Whether the format can switch OpenType features (the face page's switches): CSS, GTK CSS,
  /// fontconfig patterns and fontspec (`RawFeature`) can; Pango's descriptions, SwiftUI and
  /// UIKit snippets as written cannot.
  public var carriesFeatures: Bool { [.css, .gtkCSS, .fontconfig, .fontspec].contains(self) }

  /// The format's name as menus and headings show it ("GTK CSS").
  public var title: Message {
    switch self {
    case .css: tr("CSS")
    case .gtkCSS: tr("GTK CSS")
    case .pango: tr("Pango font description")
    case .fontconfig: tr("fontconfig pattern")
    case .swiftUI: tr("SwiftUI")
    case .uiKit: tr("UIKit")
    case .fontspec: tr("LaTeX (fontspec)")
    }
  }

  /// Whether the language has no way to write a control character (Pango's descriptions and
  /// fontconfig's patterns have no escapes for them): a name holding one cannot be written
  /// exactly in it.
  public var cannotWriteControlCharacters: Bool { self == .pango || self == .fontconfig }

  /// The `--as` values, as help and usage errors list them.
  public static var names: [String] { allCases.map(\.rawValue) }
}
