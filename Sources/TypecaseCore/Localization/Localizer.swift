import FoundationEssentials

/// Translates interface text: English msgids looked up in the compiled gettext catalog
/// (`<language>.mo`) of one language.
///
/// The English text is the key (gettext's custom), so English needs no file and an
/// untranslated string shows in English. Placeholders are written `{name}` and filled by name.
/// Only the catalog of the localizer's language is read, once, when the localizer is made.
public final class Localizer: Sendable {
  /// The language whose catalog this localizer holds.
  public let language: InterfaceLanguage
  /// Whether text in a right-to-left script filled into a message is isolated, the message
  /// then set left to right (see `RightToLeftIsolation`): for the window, whose labels Pango
  /// draws by the bidirectional algorithm; not for a terminal, where the marks are noise.
  public let isolatesRightToLeft: Bool
  private let catalog: MessageCatalog?

  /// Loads the catalog of `language` from the shipped translations; English, which has none,
  /// does not look for them (finding them resolves the program's path: a command's start-up
  /// need not pay for it).
  public convenience init(language: InterfaceLanguage, isolatesRightToLeft: Bool = false) {
    self.init(
      language: language, directory: language == .english ? nil : Localizer.translationsDirectory,
      isolatesRightToLeft: isolatesRightToLeft)
  }

  /// Loads the catalog of `language` from `directory`; a missing or unreadable file leaves the
  /// English text.
  public init(language: InterfaceLanguage, directory: URL?, isolatesRightToLeft: Bool = false) {
    self.language = language
    self.isolatesRightToLeft = isolatesRightToLeft
    guard language != .english, let directory,
      let data = try? Data(contentsOf: directory.appendingPathComponent(language.rawValue + ".mo"))
    else {
      catalog = nil
      return
    }
    catalog = MessageCatalog(bytes: [UInt8](data))
  }

  /// The translation of `english` with `{placeholders}` replaced by `arguments`.
  public func string(_ english: String, _ arguments: [String: String] = [:]) -> String {
    guard let translation = catalog?.translation(of: english) else { return fill(english, arguments) }
    return translated(fill(translation, arguments))
  }

  /// How a list's items are joined: the text between the placeholders of this translation.
  private static let listPattern = translatable("{list}, {item}")

  /// `items` as a list in this language: "A, B, C" in English, "A、B、C" in Japanese.
  public func list(_ items: [String]) -> String {
    let pattern = catalog?.translation(of: Self.listPattern) ?? Self.listPattern
    guard let list = pattern.firstRange(of: "{list}"), let item = pattern.firstRange(of: "{item}"),
      list.upperBound <= item.lowerBound
    else { return items.joined(separator: ", ") }
    return items.joined(separator: String(pattern[list.upperBound..<item.lowerBound]))
  }

  /// `text` isolated when it has right-to-left characters and this localizer isolates them (a
  /// name among others in one argument: "“A”, “B”"); else `text` itself.
  public func isolated(_ text: String) -> String {
    isolatesRightToLeft ? RightToLeftIsolation.isolated(text) : text
  }

  /// `text` filled with `arguments`, those in a right-to-left script isolated and the whole
  /// set left to right, when this localizer isolates them.
  private func fill(_ text: String, _ arguments: [String: String]) -> String {
    guard isolatesRightToLeft, arguments.values.contains(where: RightToLeftIsolation.hasRightToLeft) else {
      return Self.fill(text, arguments)
    }
    let filled = Self.fill(text, arguments.mapValues(RightToLeftIsolation.isolated))
    // A message filled already, at the start, is set left to right already.
    return filled.hasPrefix(RightToLeftIsolation.leftToRightMark)
      ? filled : RightToLeftIsolation.leftToRightMark + filled
  }

  /// A translation once filled: in Korean, its particles written both ways ("을(를)") in the
  /// form the word before them takes (see `KoreanParticles`).
  private func translated(_ text: String) -> String {
    language == .korean ? KoreanParticles.chosen(in: text) : text
  }

  /// The form of `singular` / `plural` that `count` takes in this language (ngettext), with
  /// `{placeholders}` replaced by `arguments`.
  public func plural(_ singular: String, _ plural: String, count: Int, _ arguments: [String: String] = [:]) -> String {
    if let catalog, let forms = catalog.forms(of: singular) {
      let index = catalog.pluralRule.form(for: count)
      if index < forms.count, !forms[index].isEmpty { return translated(fill(forms[index], arguments)) }
    }
    return fill(PluralRule.germanic.form(for: count) == 0 ? singular : plural, arguments)
  }

  /// `english` translated paragraph by paragraph (the parts between blank lines), joined with
  /// blank lines again, with `{placeholders}` replaced by `arguments`.
  public func paragraphs(_ english: String, _ arguments: [String: String] = [:]) -> String {
    let parts = english.split(separator: "\n\n", omittingEmptySubsequences: false)
    return parts.map { string(String($0), arguments) }.joined(separator: "\n\n")
  }

  /// Whether `english` has a translation in this localizer's catalog.
  public func hasTranslation(_ english: String) -> Bool { catalog?.translation(of: english) != nil }

  /// Where the shipped `.mo` files are: the resource folder of the TypecaseTranslations target
  /// that SwiftPM puts beside the binary (which `scripts/install` copies beside the installed one).
  public static let translationsDirectory: URL? = ProgramResources.path(
    bundle: "Typecase_TypecaseTranslations.resources", folder: "Translations"
  ).map { URL(fileURLWithPath: $0) }

  /// The localizer of English, the source language (no catalog to read).
  public static let english = Localizer(language: .english)

  /// The translation of `english` with `{placeholders}` replaced by `arguments`: the call
  /// `scripts/update-po` finds in the sources.
  public func tr(_ english: String, _ arguments: [String: String] = [:]) -> String {
    string(english, arguments)
  }

  /// The form of `singular` / `plural` for `count`, `{count}` filled unless `arguments` fill
  /// it: the plural call `scripts/update-po` finds.
  public func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: [String: String] = [:]) -> String {
    var filled = arguments
    if filled["count"] == nil { filled["count"] = Self.number(count) }
    return self.plural(singular, plural, count: count, filled)
  }

  /// `value` written with its thousands grouped ("5,898"), as English, Japanese and Korean
  /// write counts: "5898 characters" and "文字 11462" read as codes more than counts.
  public static func number(_ value: Int) -> String {
    let digits = String(value.magnitude)
    guard digits.count > 3 else {
      return value < 0 ? "-" + digits : digits
    }
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return value < 0 ? "-" + grouped : grouped
  }

  /// `message` in this localizer's language.
  public func callAsFunction(_ message: Message) -> String { message.text(in: self) }

  /// `text` with each `{name}` of `arguments` replaced by its value (`MessageTemplate`): a value
  /// that itself holds `{…}` (a family named "{count} Sans") is not filled again, and a `{…}`
  /// that names no argument stays.
  static func fill(_ text: String, _ arguments: [String: String]) -> String {
    guard !arguments.isEmpty, text.utf8.contains(UInt8(ascii: "{")) else { return text }
    return MessageTemplate(text).filled(arguments)
  }
}
