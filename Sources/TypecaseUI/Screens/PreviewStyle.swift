import TypecaseCore

/// How the font lists draw each row: at what size, and with what text.
public struct PreviewStyle: Sendable, Hashable {
  /// The size in points (17 by default, as in the seed).
  public var points: Int
  /// What each row says.
  public var sample: Sample

  /// What each row of a font list says.
  public enum Sample: Sendable, Hashable {
    /// The font's own name (the seed's behaviour).
    case name
    /// A pangram in the interface language.
    case pangram
    /// Text the user typed.
    case custom(String)
  }

  /// Creates a preview style.
  public init(points: Int = 17, sample: Sample = .name) {
    self.points = points
    self.sample = sample
  }

  /// The preview style the settings ask for.
  public init(settings: SettingsValues) {
    points = settings.previewSize
    switch settings.value(TypecaseSettings.Key.previewText) {
    case "pangram": sample = .pangram
    case "custom": sample = .custom(settings.value(TypecaseSettings.Key.previewCustomText))
    default: sample = .name
    }
  }

  /// The pangram of the interface language, and English's (the same in English).
  static func pangrams(_ localizer: Localizer) -> (own: String, english: String) {
    (localizer.tr("The quick brown fox jumps over the lazy dog"), FaceSample.englishPangram)
  }

  /// The style for a family that can show the interface language's pangram or not
  /// (`showsOwn`), and English's (`showsEnglish`): a pangram it cannot show is drawn by a
  /// fallback font, the same on every such row (in Japanese, every Latin family's row showed
  /// one Japanese sentence in one Japanese font).
  ///
  /// Such a family shows English's pangram instead, else its name.
  func forFamily(showsOwnPangram showsOwn: Bool, showsEnglishPangram showsEnglish: Bool, localizer: Localizer)
    -> PreviewStyle
  {
    guard sample == .pangram, !showsOwn else { return self }
    var style = self
    style.sample = showsEnglish ? .custom(Self.pangrams(localizer).english) : .name
    return style
  }

  /// Whether rows show a text the user chose (not the name, nor a pangram: `forFamily` puts
  /// English's in where the interface language's cannot be shown).
  func showsUsersText(_ localizer: Localizer) -> Bool {
    guard case .custom(let text) = sample else { return false }
    return !text.isEmpty && text != Self.pangrams(localizer).english
  }

  /// The text of a row whose font is called `name`, and the secondary text that keeps the
  /// name visible when the row shows a sample instead.
  func text(forName name: String, localizer: Localizer) -> (text: String, nameDetail: String?) {
    switch sample {
    case .name: (name, nil)
    case .pangram: (Self.pangrams(localizer).own, name)
    case .custom(let text): (text.isEmpty ? name : text, text.isEmpty ? nil : name)
    }
  }
}
