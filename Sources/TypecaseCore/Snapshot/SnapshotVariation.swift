/// What a snapshot says of a variable face, as `diff` shows it: the variable font's axes
/// ("wght 300–700 (default 400)"), a named instance's coordinates ("wght=700").
///
/// Read from the `axes` and `coordinates` members `families --json` writes; numbers as written.
enum SnapshotVariation {
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
