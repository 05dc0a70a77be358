import TypecaseCore

/// A search and filters given to a second launch (`typecase --color --search inter` while the
/// window is open), written as text for the running window's "find" action and read back
/// there: one `KEY=VALUE` (or `FLAG`) a line, as `typecase families` takes them.
public struct FindRequest: Sendable, Equatable {
  /// The family search text; nil: none given.
  public var search: String?
  /// The filters.
  public var filters: FamilyFilters

  /// A request for `search` and `filters`.
  public init(search: String?, filters: FamilyFilters) {
    self.search = search
    self.filters = filters
  }

  /// Whether it asks for anything (a launch with neither leaves the window's list as it is).
  public var isEmpty: Bool { (search ?? "").isEmpty && filters.isEmpty }

  /// The request as text (see the type's description).
  ///
  /// The search comes last, so a line break in it stays in it.
  public var text: String {
    var lines: [String] = []
    let faces = filters.faces
    if let language = faces.language { lines.append("lang=" + language) }
    if let weight = faces.weight { lines.append("weight=\(weight.lowerBound)-\(weight.upperBound)") }
    if let width = faces.width { lines.append("width=" + width.rawValue) }
    if let format = faces.format { lines.append("format=" + format.rawValue) }
    if let location = faces.location { lines.append(location.rawValue) }
    let flags: [(String, Bool)] = [
      ("monospace", faces.monospace), ("italic", faces.italic), ("variable", faces.variable),
      ("color", faces.color), ("duplicates", faces.duplicates), ("starred", filters.starred),
    ]
    lines += flags.filter(\.1).map(\.0)
    if let search { lines.append("search=" + search) }
    return lines.joined(separator: "\n")
  }

  /// The request `text` writes; nil for text it does not write.
  public init?(text: String) {
    var values: [String: String] = [:]
    var flags = Set<String>()
    var search: String?
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.popFirst() {
      guard !line.isEmpty else { continue }
      if line.hasPrefix("search=") {
        search = ([String(line.dropFirst("search=".count))] + lines.map(String.init)).joined(separator: "\n")
        break
      }
      if let equals = line.firstIndex(of: "=") {
        values[String(line[..<equals])] = String(line[line.index(after: equals)...])
      } else {
        flags.insert(String(line))
      }
    }
    guard
      let filters = try? FilterArguments.filters(
        values: values, has: { flags.contains($0) }, normalizedLanguage: { $0 })
    else { return nil }
    self.init(search: search, filters: filters)
  }
}
