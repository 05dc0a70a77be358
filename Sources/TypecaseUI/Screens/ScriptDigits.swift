/// The digits of scripts other than Latin a face has (Thai ๐–๙, Devanagari ०–९, …), for its
/// figures line: a Thai, Khmer or Myanmar face showed only boxes there, for the ASCII digits it
/// lacks, and never its own.
enum ScriptDigits {
  /// The zero of each script's decimal digits (general category Nd, ten in a row): those
  /// beyond the Basic Multilingual Plane first (a Chakma face has Bengali and Myanmar digits
  /// too, and showed those as its own), fullwidth ones last (a CJK face's).
  static let zeros: [UInt32] = [
    0x104A0, 0x10D30, 0x11066, 0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x11730,
    0x118E0, 0x11950, 0x11C50, 0x11D50, 0x11DA0, 0x16A60, 0x16AC0, 0x16B50, 0x1E140, 0x1E2F0, 0x1E950,
    0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66, 0x0DE6,
    0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0,
    0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10,
  ]

  /// How many scripts' digits a figures line shows at most (a pan-script font has twenty).
  static let shownAtMost = 2

  /// The ten digits of each script whose every digit is among `characters` (ascending), at
  /// most `shownAtMost`, in the order of `zeros`.
  static func digits(among characters: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
    var found: [[Unicode.Scalar]] = []
    for zero in zeros where found.count < shownAtMost {
      let digits = (zero..<zero + 10).compactMap(Unicode.Scalar.init)
      if digits.count == 10, digits.allSatisfy({ SampleGap.contains(characters, $0) }) { found.append(digits) }
    }
    return found
  }

  /// `number` written with `digits` (ten, from zero) in place of the ASCII ones.
  static func written(_ number: Int, with digits: [Unicode.Scalar]) -> String {
    String(
      String.UnicodeScalarView(
        String(number).unicodeScalars.map { scalar in
          guard let value = Int(String(scalar)), value < digits.count else { return scalar }
          return digits[value]
        }))
  }
}
