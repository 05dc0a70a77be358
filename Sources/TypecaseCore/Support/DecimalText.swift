/// Numbers written the way people and font tools write design coordinates: no exponent, no
/// trailing zeros, at most a given number of decimals ("700", "-10", "12.5").
public enum DecimalText {
  /// `value` rounded to `maximumDecimals` decimals, without trailing zeros, with `minus` before
  /// a negative value (U+2212 MINUS SIGN in text for people, "-" in names and code).
  public static func string(_ value: Double, maximumDecimals: Int, minus: String = "-") -> String {
    var scale = 1.0
    for _ in 0..<maximumDecimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 1e18 else { return String(value) }
    let units = UInt64(scaled)
    let divisor = UInt64(scale)
    var text = String(units / divisor)
    let fraction = units % divisor
    if fraction != 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: maximumDecimals - digits.count) + digits
      while digits.last == "0" { digits.removeLast() }
      text += "." + digits
    }
    return value < 0 && units != 0 ? minus + text : text
  }
}
