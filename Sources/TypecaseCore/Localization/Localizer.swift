import Foundation

/// Translates interface text: English source strings looked up in `<language>.strings` files.
///
/// The English text is the key (as a gettext msgid is), so English needs no file and an
/// untranslated string shows in English. Placeholders are written `{name}` and filled by name.
public final class Localizer: Sendable {
  /// The language whose table this localizer holds.
  public let language: InterfaceLanguage
  private let table: [String: String]

  /// Loads the translation table of `language` from `directory` (the shipped one by default);
  /// a missing or unreadable file leaves the English text.
  public init(language: InterfaceLanguage, directory: URL? = Localizer.translationsDirectory) {
    self.language = language
    guard language != .english, let directory else {
      table = [:]
      return
    }
    table = Localizer.readStrings(directory.appendingPathComponent(language.rawValue + ".strings"))
  }

  /// The translation of `english` with `{placeholders}` replaced by `arguments`.
  public func string(_ english: String, _ arguments: [String: String] = [:]) -> String {
    var text = table[english] ?? english
    for (name, value) in arguments {
      text = text.replacingOccurrences(of: "{" + name + "}", with: value)
    }
    return text
  }

  /// Whether `english` has a translation in this localizer's table.
  public func hasTranslation(_ english: String) -> Bool { table[english] != nil }

  /// Every English key of this localizer's table.
  public var translatedKeys: Set<String> { Set(table.keys) }

  /// Where the shipped `.strings` files are: the resource folder SwiftPM puts beside the binary.
  public static let translationsDirectory: URL? = {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidates = [
      executable.deletingLastPathComponent(),
      executable.deletingLastPathComponent().deletingLastPathComponent(),
    ].map { $0.appendingPathComponent("Typecase_TypecaseCore.resources/Translations") }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }()

  static func readStrings(_ url: URL) -> [String: String] {
    guard let data = try? Data(contentsOf: url) else { return [:] }
    return StringsFile.parse(String(decoding: data, as: UTF8.self))
  }

  /// The localizer of English, the source language (no table to read).
  public static let english = Localizer(language: .english)

  /// The translation of `english` with `{placeholders}` replaced by `arguments`: the call the
  /// translation check finds in the sources.
  public func tr(_ english: String, _ arguments: [String: String] = [:]) -> String {
    string(english, arguments)
  }

  /// `message` in this localizer's language.
  public func callAsFunction(_ message: Message) -> String { message.text(in: self) }
}
