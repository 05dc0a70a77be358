/// A font's revision: the `head` table's fontRevision, which fontconfig reads as the face's
/// version and compares copies of one font by, beside the version string (name ID 5) people
/// read.
public enum FontRevision {
  /// The 16.16 fixed-point revision `fixed` as "2.037".
  public static func text(_ fixed: Int) -> String {
    let thousandths = Int((Double(fixed) / 65536 * 1000).rounded())
    let sign = thousandths < 0 ? "-" : ""
    let magnitude = abs(thousandths)
    let fraction = String(magnitude % 1000)
    return sign + "\(magnitude / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// Whether `revision` (as `text` writes it) says another number than the version string
  /// `version` ("Version 1.000; ttfautohint (v1.8.3)": its first number); true when `version`
  /// holds no number, or is nil.
  ///
  /// A build whose name table said 2.000 and whose `head` said 1.000 was the copy fontconfig
  /// passed over, its page saying only "Version 2.000".
  public static func differs(_ revision: String, fromVersion version: String?) -> Bool {
    guard let number = Double(revision) else { return false }
    guard let version, let stated = firstNumber(in: version) else { return true }
    return (stated * 1000).rounded() != (number * 1000).rounded()
  }

  /// The first decimal number in `text` ("1.000" of "Version 1.000; …"), or nil.
  static func firstNumber(in text: String) -> Double? {
    let scalars = Array(text.unicodeScalars)
    guard let start = scalars.firstIndex(where: { ("0"..."9").contains($0) }) else { return nil }
    var end = start
    var seenPoint = false
    while end < scalars.count {
      let scalar = scalars[end]
      if ("0"..."9").contains(scalar) {
        end += 1
      } else if scalar == ".", !seenPoint, end + 1 < scalars.count, ("0"..."9").contains(scalars[end + 1]) {
        seenPoint = true
        end += 1
      } else {
        break
      }
    }
    return Double(String(String.UnicodeScalarView(scalars[start..<end])))
  }
}
