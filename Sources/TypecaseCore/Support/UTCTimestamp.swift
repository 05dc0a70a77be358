import Glibc

/// Times written as ISO 8601 in UTC to the second ("2025-03-14T09:26:53Z"), without a calendar
/// library: the civil date is computed from the day count (proleptic Gregorian calendar).
public enum UTCTimestamp {
  /// `seconds` since 1970 as "YYYY-MM-DDTHH:MM:SSZ".
  public static func iso8601(seconds: Int64) -> String {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    // Howard Hinnant's days-to-civil algorithm.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    // Written digit by digit: a snapshot writes one for every face.
    guard (0...9999).contains(year) else {
      func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
      }
      return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + "T" + padded(secondOfDay / 3600, 2)
        + ":" + padded(secondOfDay / 60 % 60, 2) + ":" + padded(secondOfDay % 60, 2) + "Z"
    }
    var bytes = [UInt8](repeating: 0, count: 20)
    func put(_ value: Int64, at start: Int, width: Int) {
      var rest = value
      for position in stride(from: start + width - 1, through: start, by: -1) {
        bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
    }
    put(year, at: 0, width: 4)
    put(month, at: 5, width: 2)
    put(day, at: 8, width: 2)
    put(secondOfDay / 3600, at: 11, width: 2)
    put(secondOfDay / 60 % 60, at: 14, width: 2)
    put(secondOfDay % 60, at: 17, width: 2)
    for (position, separator) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "Z")]
      as [(Int, Unicode.Scalar)]
    {
      bytes[position] = UInt8(separator.value)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// SOURCE_DATE_EPOCH, the date reproducible builds ask outputs to carry, in seconds since
  /// 1970: digits alone, up to the end of year 9999 (anything else is no date, as reproducible
  /// builds define it); nil when it is not set or is no date.
  public static var sourceDateEpoch: Int64? {
    guard let text = getenv("SOURCE_DATE_EPOCH").map({ String(cString: $0) }),
      !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int64(text),
      seconds <= 253_402_300_799
    else { return nil }
    return seconds
  }

  /// SOURCE_DATE_EPOCH's value when it is set but is no date; nil when it is a date or unset.
  ///
  /// `abc`, `1.5`, `-1`, a date past year 9999: reproducible builds ask a build to fail then,
  /// where it was ignored without a word and the output dated now. An empty value is none.
  public static var malformedSourceDateEpoch: String? {
    guard let text = getenv("SOURCE_DATE_EPOCH").map({ String(cString: $0) }), !text.isEmpty,
      sourceDateEpoch == nil
    else { return nil }
    return text
  }

  /// The current time, in seconds since 1970.
  public static var nowSeconds: Int64 {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int64(now.tv_sec)
  }
}
