/// The text of a PostScript string as a Type 1 font's FontInfo writes it, its escapes read.
///
/// FreeType gives the string as the file has it: URW's and Culmus' notices read
/// "Copyright \.51 2002 by Maxim Iorsh \050iorsh@…\051. \012Latin glyphs…" where fontTools and
/// a PostScript interpreter read "(", ")" and a line break.
package enum PostScriptString {
  /// `bytes` with PostScript's escapes read: `\n`, `\r`, `\t`, `\b`, `\f`, `\\`, `\(`, `\)`,
  /// up to three octal digits for a byte, a backslash before a line break continuing the line,
  /// and a backslash before anything else left out; the bytes then read as UTF-8 when they
  /// are, else as Latin-1 (what notices beyond ASCII are written in: \251 for ©).
  package static func text(_ bytes: [UInt8]) -> String {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < bytes.count else {
        decoded.append(byte)
        continue
      }
      let next = bytes[index]
      index += 1
      switch next {
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = Int(next - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
          value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
          index += 1
          digits += 1
        }
        decoded.append(UInt8(truncatingIfNeeded: value))
      case 0x0A:
        continue
      case 0x0D:
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
      default:
        // "\\", "\(", "\)", and a backslash before anything else, which is dropped.
        decoded.append(next)
      }
    }
    if let text = String(validating: decoded, as: UTF8.self) { return text }
    return String(decoded.map { Character(Unicode.Scalar($0)) })
  }
}
