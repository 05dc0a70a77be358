/// OpenType features switched on or off, written as text, "ss01,liga=0": `typecase specimen
/// --features`, as HarfBuzz's tools (`hb-view --features`) and CSS write them.
public enum FeatureSettings {
  /// The features `text` sets, by tag, with their values: each `TAG` (1), or `TAG=N` (0 off,
  /// 1 on, 2 and more an alternate: "cv01=2", as CSS's "cv01" 2), joined by commas, each tag
  /// four printable ASCII characters, none given twice; nil otherwise.
  public static func parseValues(_ text: String) -> [String: Int]? {
    var features: [String: Int] = [:]
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = item.split(separator: "=", omittingEmptySubsequences: false).map { trimmed($0) }
      let value = parts.count == 2 && parts[1].allSatisfy(\.isASCII) ? Int(parts[1]) : nil
      guard parts.count == 1 || (value.map { (0...65_535).contains($0) } ?? false) else { return nil }
      let tag = parts[0]
      guard OpenTypeTag.isTag(tag), features[tag] == nil else { return nil }
      features[tag] = value ?? 1
    }
    return features.isEmpty ? nil : features
  }

  /// `features` as Pango and HarfBuzz read them ("liga=0,ss01=1,cv84=5"), by tag; empty for
  /// none.
  public static func text(_ features: [String: Int]) -> String {
    features.sorted { $0.key < $1.key }.map { $0.key + "=" + String($0.value) }.joined(separator: ",")
  }

  /// What a value in `features` past the alternates of the faces that have its feature picks:
  /// none (HarfBuzz then applies the feature's other substitutions alone, if it has any), said
  /// with how many there are, for the features whose faces all offer fewer (`alternates`:
  /// each face's counts, `LayoutFeature.alternates`).
  ///
  /// `specimen --features cv84=36` of Junicode, whose cv84 has 35, drew cv84 off and wrote
  /// "cv84=36" in the sheet's heading.
  public static func alternatesPassed(_ features: [String: Int], alternates: [[String: Int]]) -> Message? {
    let passed = features.keys.sorted().compactMap { tag -> String? in
      guard let value = features[tag], value >= 2 else { return nil }
      let counts = alternates.compactMap { $0[tag] }
      guard let most = counts.max(), most >= 1, value > most else { return nil }
      return tag + "=" + String(value) + " (" + String(most) + ")"
    }
    guard !passed.isEmpty else { return nil }
    return tr(
      "(the font offers fewer alternates, in parentheses, so these pick none: {features})",
      ["features": passed.joined(separator: ", ")])
  }

  /// What is wrong with switching `features` in faces whose layout features are `faceFeatures`
  /// (one list of tags per face): a feature no face has; nil when nothing is.
  ///
  /// `name` names the family or face in the message.
  public static func problem(_ features: [String: some Any], faceFeatures: [[String]], name: String) -> Message? {
    var tags: [String] = []
    for tag in faceFeatures.joined() where !tags.contains(tag) { tags.append(tag) }
    for tag in features.keys.sorted() where !tags.contains(tag) {
      guard !tags.isEmpty else {
        return tr("\"{name}\" has no OpenType features to switch", ["name": VisibleText.escaped(name)])
      }
      return tr(
        "\"{name}\" has no \"{tag}\" feature (its features: {features})",
        ["name": VisibleText.escaped(name), "tag": VisibleText.escaped(tag), "features": tags.joined(separator: ", ")])
    }
    return nil
  }

  private static func trimmed(_ text: Substring) -> String {
    var text = text
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
