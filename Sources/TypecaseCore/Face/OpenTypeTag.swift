/// Four-character OpenType tags ("wght", "GSUB", "ss01") as the 32-bit numbers HarfBuzz uses.
package enum OpenTypeTag {
  /// The number of a four-character tag: its bytes, big-endian (HarfBuzz's HB_TAG).
  package static func number(_ text: String) -> UInt32 {
    var value: UInt32 = 0
    var count = 0
    for byte in text.utf8.prefix(4) {
      value = value << 8 | UInt32(byte)
      count += 1
    }
    // Short tags are padded with spaces, as the OpenType spec pads them ("CFF ").
    while count < 4 {
      value = value << 8 | 0x20
      count += 1
    }
    return value
  }

  /// The four characters of a tag number; bytes outside printable ASCII become "?".
  package static func text(_ number: UInt32) -> String {
    var scalars = String.UnicodeScalarView()
    for shift in stride(from: 24, through: 0, by: -8) {
      let byte = UInt8(truncatingIfNeeded: number >> UInt32(shift))
      scalars.append(Unicode.Scalar((0x20...0x7E).contains(byte) ? byte : UInt8(ascii: "?")))
    }
    return String(scalars)
  }

  /// Whether `tag` is an OpenType tag as written: four printable ASCII characters, not
  /// starting with a space (as fvar's axes and GSUB's and GPOS's features are named).
  package static func isTag(_ tag: String) -> Bool {
    tag.unicodeScalars.count == 4 && tag.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
      && tag.first != " "
  }
}
