import TypecaseCore

/// The filters as command-line options, the same for `typecase families` and the window
/// (`typecase --lang ja --monospace`).
public enum FilterArguments {
  /// The flags that turn a filter on.
  public static let flags = ["monospace", "italic", "variable", "color", "user", "system", "duplicates", "starred"]
  /// The options that take a value, with what the help calls the value.
  public static let valueOptions = [("lang", "LANG"), ("weight", "MIN-MAX"), ("width", "WIDTH"), ("format", "FORMAT")]

  /// Why an option's value was refused: the message and a hint.
  public struct Problem: Error, Sendable, Equatable {
    public var message: Message
    public var hint: Message
  }

  /// The language `tag` names, as `normalizedLanguage` checks and normalizes it ("ja_JP" →
  /// "ja-jp"), for `--lang` wherever it is taken.
  public static func language(
    _ tag: String, normalizedLanguage: (String) -> String?
  ) throws(Problem) -> String {
    guard let language = normalizedLanguage(tag) else {
      throw Problem(
        message: tr("unknown language '{language}'", ["language": tag]),
        hint: tr("languages are fontconfig tags such as ja, ko, zh-cn"))
    }
    return language
  }

  /// The filters that `values` and `flags` (as parsed) ask for; `normalizedLanguage` checks and
  /// normalizes a language tag (nil: unknown).
  public static func filters(
    values: [String: String], has: (String) -> Bool, normalizedLanguage: (String) -> String?
  ) throws(Problem) -> FamilyFilters {
    var filters = FamilyFilters()
    if let tag = values["lang"] { filters.faces.language = try language(tag, normalizedLanguage: normalizedLanguage) }
    if let text = values["weight"] {
      guard let range = weightRange(text) else {
        throw Problem(
          message: tr("'{weight}' is not a weight range", ["weight": text]),
          hint: tr("give MIN-MAX in OpenType units, such as 300-700, or one weight, such as 400"))
      }
      filters.faces.weight = range
    }
    if let word = values["width"] {
      guard let width = FaceCriteria.WidthClass(rawValue: word.lowercased()) else {
        throw Problem(
          message: tr("'{width}' is not a width", ["width": word]), hint: tr("widths: condensed, normal, expanded"))
      }
      filters.faces.width = width
    }
    if let word = values["format"] {
      guard let format = FaceCriteria.FormatFilter(word: word) else {
        throw Problem(
          message: tr("'{format}' is not a font format", ["format": word]),
          hint: tr("formats: TrueType, CFF, \"Type 1\", bitmap"))
      }
      filters.faces.format = format
    }
    if has("user") && has("system") {
      throw Problem(
        message: tr("--user and --system cannot be used together"),
        hint: tr("leave both out for fonts installed anywhere"))
    }
    filters.faces.location = has("user") ? .user : has("system") ? .system : nil
    filters.faces.monospace = has("monospace")
    filters.faces.italic = has("italic")
    filters.faces.variable = has("variable")
    filters.faces.color = has("color")
    filters.faces.duplicates = has("duplicates")
    filters.starred = has("starred")
    return filters
  }

  /// "300-700" (or "400", one weight) as a range of OpenType weights, 1 to 1000.
  static func weightRange(_ text: String) -> ClosedRange<Int>? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { $0.filter { $0 != " " } }
    guard parts.count == 1 || parts.count == 2 else { return nil }
    let numbers = parts.compactMap { Int($0) }
    guard numbers.count == parts.count, let low = numbers.first, let high = numbers.last, low <= high,
      low >= 1, high <= 1000
    else { return nil }
    return low...high
  }

  /// The options that ask for `filters`, as the window is started with them.
  public static func arguments(for filters: FamilyFilters) -> [String] {
    var arguments: [String] = []
    let faces = filters.faces
    if let language = faces.language { arguments += ["--lang", language] }
    if faces.monospace { arguments.append("--monospace") }
    if faces.italic { arguments.append("--italic") }
    if let weight = faces.weight { arguments += ["--weight", "\(weight.lowerBound)-\(weight.upperBound)"] }
    if let width = faces.width { arguments += ["--width", width.rawValue] }
    if faces.variable { arguments.append("--variable") }
    if faces.color { arguments.append("--color") }
    if let format = faces.format { arguments += ["--format", format.rawValue] }
    if let location = faces.location { arguments.append(location == .user ? "--user" : "--system") }
    if faces.duplicates { arguments.append("--duplicates") }
    if filters.starred { arguments.append("--starred") }
    return arguments
  }
}
