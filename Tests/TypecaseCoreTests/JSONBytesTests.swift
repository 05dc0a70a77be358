import Testing

@testable import TypecaseCore

/// JSONBytes escapes what JSON escapes wherever it is in a string (looked for eight bytes at a
/// time), and the snapshot reader steps over the same strings wherever their escapes are.
@Suite struct JSONBytesTests {
  /// `text` as a JSON string literal, escaped byte by byte.
  static func expected(_ text: [UInt8]) -> String {
    var literal = "\""
    for byte in text {
      switch byte {
      case UInt8(ascii: "\""): literal += "\\\""
      case UInt8(ascii: "\\"): literal += "\\\\"
      case 0x0A: literal += "\\n"
      case 0x0D: literal += "\\r"
      case 0x09: literal += "\\t"
      case 0x08: literal += "\\b"
      case 0x0C: literal += "\\f"
      case 0..<0x20: literal += "\\u00" + (byte < 0x10 ? "0" : "1") + String(byte & 0xF, radix: 16, uppercase: true)
      default: literal += String(UnicodeScalar(byte))
      }
    }
    return literal + "\""
  }

  /// Every special byte (and bytes just outside those ranges) at every place of strings of
  /// every length up to 40.
  @Test func everySpecialByteIsEscapedWhereverItIs() throws {
    let specials: [UInt8] = [0x00, 0x01, 0x08, 0x09, 0x0A, 0x1F, 0x22, 0x5C]
    let plain: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E, 0x41]
    for length in 1...40 {
      for position in 0..<length {
        for special in specials + plain {
          var text = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
          text[position] = special
          var json = JSONBytes()
          json.string(String(decoding: text, as: UTF8.self))
          #expect(json.text == Self.expected(text), "length \(length), byte \(special) at \(position)")
          // Read back as a face's family.
          let document = "{\"snapshotVersion\": 1, \"faces\": [{\"family\": \(json.text), \"file\": \"/f\"}]}"
          let face = try SnapshotDocument.parse(Array(document.utf8)).faces.first
          #expect(face?.family == String(decoding: text, as: UTF8.self))
        }
      }
    }
  }

  /// Characters a terminal acts on, or that turn a line round, are escaped wherever they are.
  ///
  /// DEL, the C1 controls (U+009B is a CSI to xterm and VTE), direction overrides, isolates
  /// and marks: a font named with them recoloured or reordered what `face --json` showed.
  /// They read back as they were; other characters of the same first bytes stay as they are.
  @Test func terminalControlsAreEscapedWhereverTheyAre() throws {
    let escaped: [(String, String)] = [
      ("\u{7F}", "\\u007F"), ("\u{80}", "\\u0080"), ("\u{9B}", "\\u009B"), ("\u{9F}", "\\u009F"),
      ("\u{200E}", "\\u200E"), ("\u{200F}", "\\u200F"), ("\u{202A}", "\\u202A"), ("\u{202E}", "\\u202E"),
      ("\u{2066}", "\\u2066"), ("\u{2069}", "\\u2069"), ("\u{61C}", "\\u061C"), ("\u{2028}", "\\u2028"),
      ("\u{2029}", "\\u2029"),
    ]
    let kept = ["\u{A0}", "é", "\u{C2}", "“", "…", "\u{2010}", "\u{2030}", "\u{206A}", "日", "\u{600}", "\u{61B}"]
    for length in [1, 7, 8, 9, 17] {
      for position in 0..<length {
        for (character, escape) in escaped + kept.map { ($0, $0) } {
          var text = (0..<length).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) }
          text[position] = character
          var json = JSONBytes()
          json.string(text.joined())
          var expected = text
          expected[position] = escape
          #expect(json.text == "\"" + expected.joined() + "\"", "\(character) at \(position) of \(length)")
          #expect(JSONValue.quoted(text.joined()) == json.text)
          let document = "{\"snapshotVersion\": 1, \"faces\": [{\"family\": \(json.text), \"file\": \"/f\"}]}"
          #expect(try SnapshotDocument.parse(Array(document.utf8)).faces.first?.family == text.joined())
        }
      }
    }
  }

  @Test func membersNumbersAndIndentation() {
    var json = JSONBytes()
    json.beginObject()
    json.member(key: "a", level: 0)
    json.integer(-1234567)
    json.member("b\"c", level: 0)
    json.integer(0)
    json.member(key: "deep", level: 7)
    json.integer(Int.max)
    json.endObject(level: 0)
    #expect(
      json.text == "{\n  \"a\": -1234567,\n  \"b\\\"c\": 0,\n" + String(repeating: " ", count: 16)
        + "\"deep\": 9223372036854775807\n}")
  }

  /// A copy of the value writes on without changing the original.
  @Test func copiesAreValues() {
    var first = JSONBytes()
    first.raw("abc")
    var second = first
    second.raw("def")
    first.raw("!")
    #expect(first.text == "abc!")
    #expect(second.text == "abcdef")
  }
}
