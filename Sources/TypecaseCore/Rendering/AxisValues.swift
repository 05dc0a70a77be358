/// Axis positions written as text, "wght=650,wdth=87.5": `typecase specimen --variations`, as
/// HarfBuzz's tools (`hb-view --variations`) and Pango's "@wght=650" write them.
public enum AxisValues {
  /// The positions `text` gives, by tag; nil unless it is `TAG=NUMBER` pairs joined by commas,
  /// each tag four printable ASCII characters (as fvar's are), none given twice.
  public static func parse(_ text: String) -> [String: Double]? {
    var values: [String: Double] = [:]
    for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
      guard parts.count == 2, let value = Double(parts[1].trimmingSpaces), value.isFinite else { return nil }
      let tag = String(parts[0].trimmingSpaces)
      guard OpenTypeTag.isTag(tag), values[tag] == nil else { return nil }
      values[tag] = value
    }
    return values.isEmpty ? nil : values
  }

  /// `value` as Pango reads a coordinate: up to four decimals, no trailing zeros, "-" before
  /// a negative value.
  public static func text(_ value: Double) -> String {
    DecimalText.string(value, maximumDecimals: 4)
  }

  /// What is wrong with drawing the faces whose axes are `faceAxes` (one list per face) at
  /// `values`: an axis no face has, or a value outside the range of a face that has it; nil
  /// when nothing is.
  ///
  /// `name` names the family or face in the message.
  public static func problem(_ values: [String: Double], faceAxes: [[VariationAxis]], name: String) -> Message? {
    let shown = VisibleText.escaped(name)
    let axes = faceAxes.flatMap { $0 }
    guard !axes.isEmpty else {
      return tr("\"{name}\" is not a variable font: it has no axes to set", ["name": shown])
    }
    for tag in values.keys.sorted() {
      guard let value = values[tag] else { continue }
      let having = axes.filter { $0.tag == tag }
      if having.isEmpty {
        var tags: [String] = []
        for axis in axes where !tags.contains(axis.tag) { tags.append(axis.tag) }
        return tr(
          "\"{name}\" has no \"{tag}\" axis (its axes: {axes})",
          ["name": shown, "tag": VisibleText.escaped(tag), "axes": tags.joined(separator: ", ")])
      }
      if let axis = having.first(where: { value < $0.minimum || value > $0.maximum }) {
        return tr(
          "{tag}={value} is outside the axis's range, {minimum} to {maximum}",
          [
            "tag": tag, "value": text(value), "minimum": text(axis.minimum), "maximum": text(axis.maximum),
          ])
      }
    }
    return nil
  }
}

extension Substring {
  /// The text without spaces at either end.
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
