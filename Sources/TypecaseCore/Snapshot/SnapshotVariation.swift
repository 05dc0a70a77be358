/// What a snapshot says of a variable face, as `diff` shows it: the variable font's axes
/// ("wght 300–700 (default 400)"), a named instance's coordinates ("wght=700").
///
/// Read from the `axes` and `coordinates` members `families --json` writes; numbers as written.
package enum SnapshotVariation {
  /// The axes of the `axes` array at the scanner: "wght 100–900 (default 400), slnt −10–0
  /// (default 0)"; nil when an element is not an axis object.
  static func axes(_ scanner: inout JSONScanner) throws -> String? {
    try scanner.beginArray()
    var axes: [String]? = []
    var first = true
    while try scanner.nextElement(first: first) {
      first = false
      guard scanner.peek() == UInt8(ascii: "{") else {
        try scanner.skipValue()
        axes = nil
        continue
      }
      try scanner.beginObject()
      var tag = "?"
      var numbers: [String: String] = [:]
      var isHidden = false
      var firstMember = true
      while let name = try scanner.nextMember(first: firstMember) {
        firstMember = false
        switch name {
        case "tag" where scanner.peek() == UInt8(ascii: "\""): tag = try scanner.string()
        case "min", "default", "max": numbers[name] = try scanner.numberText()
        case "hidden":
          isHidden = scanner.peek() == UInt8(ascii: "t")
          try scanner.skipValue()
        default: try scanner.skipValue()
        }
      }
      let range = "\(numbers["min"] ?? "?")–\(numbers["max"] ?? "?") (default \(numbers["default"] ?? "?"))"
      axes?.append(tag + " " + range + (isHidden ? " hidden" : ""))
    }
    return axes?.joined(separator: ", ")
  }

  /// The axes of an `axes` summary by tag, in order ("wght" → "wght 100–900 (default 400)").
  package static func axesByTag(_ axes: String) -> [(tag: String, axis: String)] {
    axes.split(separator: ", ").map { axis in (String(axis.prefix { $0 != " " }), String(axis)) }
  }

  /// The coordinates of a `coordinates` summary by tag, in order ("wght" → "700").
  package static func coordinatesByTag(_ coordinates: String) -> [(tag: String, value: String)] {
    coordinates.split(separator: " ").map { part in
      // A tag written empty ("=700") keeps its place: its value is not taken for a tag.
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(pieces[0]), pieces.count > 1 ? String(pieces[1]) : "")
    }
  }

  /// Whether two `axes` summaries differ in what an axis is, whatever their order.
  package static func axesDiffer(_ old: String, _ new: String) -> Bool {
    Set(axesByTag(old).map(\.axis)) != Set(axesByTag(new).map(\.axis))
  }

  /// Whether two `coordinates` summaries put an axis elsewhere, whatever their order.
  package static func coordinatesDiffer(_ old: String, _ new: String) -> Bool {
    Set(coordinatesByTag(old).map { $0.tag + "=" + $0.value })
      != Set(coordinatesByTag(new).map { $0.tag + "=" + $0.value })
  }

  /// The coordinates of the `coordinates` object at the scanner: "wght=700 wdth=100".
  static func coordinates(_ scanner: inout JSONScanner) throws -> String {
    try scanner.beginObject()
    var coordinates: [String] = []
    var first = true
    while let tag = try scanner.nextMember(first: first) {
      first = false
      coordinates.append(tag + "=" + (try scanner.numberText() ?? "?"))
    }
    return coordinates.joined(separator: " ")
  }
}
