/// The name table of one face read as HarfBuzz reads it (`hb_ot_name_list_names`,
/// `hb_ot_name_get_utf8`): the records HarfBuzz can decode (Unicode, Windows and Mac Roman),
/// each name ID and language once (the best encoding's record), languages as HarfBuzz tags them.
///
/// The catalog names variable fonts' instances from here; `NameTableTests` check it against
/// HarfBuzz, which the face page reads with.
package struct NameTable {
  /// One name ID in one language, and where its best record's string is.
  private struct Entry {
    var id: UInt16
    var language: String
    var score: Int
    var index: Int
    var text: UnsafeRawBufferPointer
  }

  /// The entries in HarfBuzz's order: name ID, then language (byte order).
  private let entries: [Entry]
  /// The face, kept open: the entries' texts point into its file.
  private let face: SfntFace

  /// The name table of `face`; empty when it has none or it is malformed.
  package init(_ face: SfntFace) {
    self.face = face
    guard let table = face.table("name"), let format = table.uint16(at: 0), format == 0 || format == 1,
      let count = table.uint16(at: 2).map(Int.init), let stringOffset = table.uint16(at: 4).map(Int.init),
      table.has(6, 12 * count), stringOffset <= table.count
    else {
      entries = []
      return
    }
    // A record whose string lies outside the table makes HarfBuzz's sanitizer drop them all.
    let records = (0..<count).map { 6 + 12 * $0 }
    let allInside = records.allSatisfy { record in
      guard let length = table.uint16(at: record + 8), let offset = table.uint16(at: record + 10) else { return false }
      return table.has(stringOffset + Int(offset), Int(length))
    }
    guard allInside else {
      entries = []
      return
    }
    let languageTags = face.table("ltag").map(Self.languageTags) ?? []
    var best: [String: Entry] = [:]
    for (index, record) in records.enumerated() {
      guard let platform = table.uint16(at: record), let encoding = table.uint16(at: record + 2),
        let languageID = table.uint16(at: record + 4), let id = table.uint16(at: record + 6),
        let length = table.uint16(at: record + 8).map(Int.init),
        let offset = table.uint16(at: record + 10).map(Int.init),
        let score = Self.score(platform: platform, encoding: encoding),
        let language = Self.language(platform: platform, id: languageID, tags: languageTags)
      else { continue }
      let entry = Entry(
        id: id, language: language, score: score, index: index, text: table.slice(stringOffset + offset, length))
      let key = String(id) + " " + language
      if let known = best[key], (known.score, known.index) <= (score, index) { continue }
      best[key] = entry
    }
    entries = best.values.sorted { a, b in
      a.id != b.id ? a.id < b.id : a.language.utf8.lexicographicallyPrecedes(b.language.utf8)
    }
  }

  /// Each entry's name ID and language, in HarfBuzz's order.
  package var languages: [(id: UInt16, language: String)] { entries.map { ($0.id, $0.language) } }

  /// Name `id` as `FaceNames.english` picks it (see `preferredLanguage`); nil when the face has
  /// no such name or it is empty.
  package func english(_ id: UInt32) -> String? {
    guard let id = UInt16(exactly: id) else { return nil }
    // In name table order, as fontconfig reads them: HarfBuzz's sorts "zh-cn" before "zh-tw".
    let named = entries.filter { $0.id == id }.sorted { $0.index < $1.index }
    guard let language = Self.preferredLanguage(among: named.map(\.language)),
      let entry = named.first(where: { $0.language == language })
    else { return nil }
    let text = Self.decode(entry.text, score: entry.score)
    return text.isEmpty ? nil : text
  }

  /// The languages HarfBuzz reads name `id` in, in the order of their first records in the
  /// name table `table` (the table's bytes): the order fontconfig reads them in, which names a
  /// font without an English name by its first (HarfBuzz lists them by tag).
  package static func languagesInTableOrder(of id: UInt32, table bytes: [UInt8]) -> [String] {
    bytes.withUnsafeBytes { raw in
      let table = ByteReader(raw)
      guard let count = table.uint16(at: 2).map(Int.init), table.has(6, 12 * count) else { return [] }
      var languages: [String] = []
      for record in (0..<count).map({ 6 + 12 * $0 }) {
        guard table.uint16(at: record + 6).map(UInt32.init) == id, let platform = table.uint16(at: record),
          let encoding = table.uint16(at: record + 2), let languageID = table.uint16(at: record + 4),
          score(platform: platform, encoding: encoding) != nil,
          let language = language(platform: platform, id: languageID, tags: []), !languages.contains(language)
        else { continue }
        languages.append(language)
      }
      return languages
    }
  }

  /// The language a name is shown in: English ("en", then "en-us", then any other English),
  /// else the first of `languages` (in name table order).
  package static func preferredLanguage(among languages: [String]) -> String? {
    languages.first { $0 == "en" } ?? languages.first { $0 == "en-us" }
      ?? languages.first(where: LanguageTag.isEnglish) ?? languages.first
  }

  /// HarfBuzz's rank of a record's encoding (lower is better), or nil when it cannot decode it.
  static func score(platform: UInt16, encoding: UInt16) -> Int? {
    switch (platform, encoding) {
    case (3, 10): 0
    case (0, 6): 1
    case (0, 4): 2
    case (3, 1): 3
    case (0, 3): 4
    case (0, 2): 5
    case (0, 1): 6
    case (0, 0): 7
    case (3, 0): 8
    // Mac Roman, read as ASCII.
    case (1, 0): 10
    default: nil
    }
  }

  /// The language HarfBuzz gives a record: Windows and Macintosh IDs from its tables, Unicode
  /// records' from the ltag table (`tags`); nil when it gives none (HarfBuzz drops the record).
  static func language(platform: UInt16, id: UInt16, tags: [String?]) -> String? {
    switch platform {
    case 3: NameLanguageTable.windows[id]
    case 1: NameLanguageTable.macintosh[id]
    case 0: Int(id) < tags.count ? tags[Int(id)] : nil
    default: nil
    }
  }

  /// The tags of an ltag table, as `hb_language_from_string` makes them (lowercase, "_" as
  /// "-", cut at the first other character; nil for an empty one).
  static func languageTags(_ table: ByteReader) -> [String?] {
    guard let count = table.uint32(at: 8).map(Int.init), table.has(12, 4 * count) else { return [] }
    return (0..<count).map { index -> String? in
      guard let offset = table.uint16(at: 12 + 4 * index), let length = table.uint16(at: 14 + 4 * index) else {
        return nil
      }
      let raw = table.slice(Int(offset), min(Int(length), 63))
      guard let first = raw.first, first != 0 else { return nil }
      var tag = ""
      for byte in raw {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
          tag.unicodeScalars.append(Unicode.Scalar(byte))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): tag.unicodeScalars.append(Unicode.Scalar(byte + 0x20))
        case UInt8(ascii: "_"): tag.append("-")
        default: return tag
        }
      }
      return tag
    }
  }

  /// A record's text: UTF-16BE, or (Mac Roman, `score` 10) ASCII; what cannot be decoded
  /// becomes U+FFFD, as HarfBuzz does.
  static func decode(_ bytes: UnsafeRawBufferPointer, score: Int) -> String {
    if score == 10 {
      return String(String.UnicodeScalarView(bytes.map { $0 < 0x80 ? Unicode.Scalar($0) : "\u{FFFD}" }))
    }
    let units = (0..<bytes.count / 2).map { UInt16(bytes[2 * $0]) << 8 | UInt16(bytes[2 * $0 + 1]) }
    var scalars = String.UnicodeScalarView()
    var position = 0
    while position < units.count {
      let unit = units[position]
      position += 1
      if (0xD800..<0xDC00).contains(unit), position < units.count, (0xDC00..<0xE000).contains(units[position]) {
        let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[position] - 0xDC00)
        position += 1
        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      } else {
        scalars.append(Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}")
      }
    }
    return String(scalars)
  }
}
