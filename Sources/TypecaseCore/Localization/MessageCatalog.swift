/// A compiled gettext catalog (a `.mo` file, as msgfmt writes it), read without Glibc's gettext.
///
/// The file is kept as bytes and searched in place: the header gives the number of strings and
/// where the tables of originals and translations and the hash table are; a lookup hashes the
/// msgid (gettext's hashpjw) and follows the hash table, or, in a file without one, searches
/// the sorted originals. So opening a catalog costs one read, and nothing is decoded but the
/// strings asked for.
public struct MessageCatalog: Sendable {
  private let bytes: [UInt8]
  private let bigEndian: Bool
  private let count: Int
  private let originalsOffset: Int
  private let translationsOffset: Int
  private let hashSize: Int
  private let hashOffset: Int
  /// The catalog's plural rule (its header's `Plural-Forms`; English's when there is none).
  public private(set) var pluralRule = PluralRule.germanic

  /// Reads a catalog from the bytes of a `.mo` file; nil when they are not one (a wrong magic
  /// number, a major revision other than 0, tables outside the file).
  public init?(bytes: [UInt8]) {
    guard bytes.count >= 28 else { return nil }
    let magic = Self.word(bytes, 0, bigEndian: false)
    switch magic {
    case 0x9504_12de: bigEndian = false
    case 0xde12_0495: bigEndian = true
    default: return nil
    }
    self.bytes = bytes
    let revision = Self.word(bytes, 4, bigEndian: bigEndian)
    count = Int(Self.word(bytes, 8, bigEndian: bigEndian))
    originalsOffset = Int(Self.word(bytes, 12, bigEndian: bigEndian))
    translationsOffset = Int(Self.word(bytes, 16, bigEndian: bigEndian))
    hashSize = Int(Self.word(bytes, 20, bigEndian: bigEndian))
    hashOffset = Int(Self.word(bytes, 24, bigEndian: bigEndian))
    guard revision >> 16 == 0,
      originalsOffset + count * 8 <= bytes.count, translationsOffset + count * 8 <= bytes.count,
      hashSize == 0 || (hashSize > 2 && hashOffset + hashSize * 4 <= bytes.count)
    else { return nil }
    pluralRule = headerField("Plural-Forms").flatMap { PluralRule(header: $0) } ?? .germanic
  }

  /// The number of entries, the header included.
  public var entryCount: Int { count }

  /// The translation of `msgid`, or nil when the catalog has none (or only an empty one).
  ///
  /// For a plural entry this is its first form.
  public func translation(of msgid: String) -> String? {
    forms(of: msgid)?.first
  }

  /// The plural forms translating `msgid` (its singular), in the catalog's order.
  public func forms(of msgid: String) -> [String]? {
    guard !msgid.isEmpty, let index = index(of: Array(msgid.utf8)) else { return nil }
    let translation = string(at: translationsOffset, index)
    guard !translation.isEmpty else { return nil }
    return translation.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Every entry but the header: its msgid (the singular), English plural and translations.
  public var entries: [(msgid: String, plural: String?, forms: [String])] {
    (0..<count).compactMap { index in
      let original = string(at: originalsOffset, index).split(separator: 0, omittingEmptySubsequences: false)
      guard let singular = original.first, !singular.isEmpty else { return nil }
      let plural = original.count > 1 ? String(decoding: original[1], as: UTF8.self) : nil
      let forms = string(at: translationsOffset, index).split(separator: 0, omittingEmptySubsequences: false)
      return (String(decoding: singular, as: UTF8.self), plural, forms.map { String(decoding: $0, as: UTF8.self) })
    }
  }

  /// The value of a header field ("Language", "Plural-Forms"): the translation of "" holds one
  /// `Name: value` per line.
  public func headerField(_ name: String) -> Substring? {
    guard let index = index(of: []) else { return nil }
    let header = String(decoding: string(at: translationsOffset, index), as: UTF8.self)
    for line in header.split(separator: "\n") where line.hasPrefix(name + ":") {
      return line.dropFirst(name.count + 1).drop { $0 == " " }
    }
    return nil
  }

  /// The index of the original whose msgid (before any NUL and plural) is `key`.
  private func index(of key: [UInt8]) -> Int? {
    if hashSize > 0 {
      let hash = Self.hash(key)
      var slot = Int(hash % UInt32(hashSize))
      let step = 1 + Int(hash % UInt32(hashSize - 2))
      for _ in 0..<hashSize {
        let stored = Int(Self.word(bytes, hashOffset + slot * 4, bigEndian: bigEndian))
        guard stored != 0 else { return nil }
        if stored - 1 < count, compare(key, original: stored - 1) == 0 { return stored - 1 }
        slot = slot >= hashSize - step ? slot - (hashSize - step) : slot + step
      }
      return nil
    }
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let order = compare(key, original: middle)
      if order == 0 { return middle }
      if order < 0 { high = middle } else { low = middle + 1 }
    }
    return nil
  }

  /// Compares `key` with original `index` up to its first NUL, bytewise (strcmp's order).
  private func compare(_ key: [UInt8], original index: Int) -> Int {
    let (length, offset) = location(at: originalsOffset, index)
    var position = 0
    while true {
      let stored: UInt8 = position < length ? bytes[offset + position] : 0
      let wanted: UInt8 = position < key.count ? key[position] : 0
      if stored != wanted { return Int(wanted) - Int(stored) }
      if stored == 0 { return 0 }
      position += 1
    }
  }

  /// The bytes of string `index` of the table at `table` (empty when it lies outside the file).
  private func string(at table: Int, _ index: Int) -> ArraySlice<UInt8> {
    let (length, offset) = location(at: table, index)
    return bytes[offset..<offset + length]
  }

  private func location(at table: Int, _ index: Int) -> (length: Int, offset: Int) {
    let length = Int(Self.word(bytes, table + index * 8, bigEndian: bigEndian))
    let offset = Int(Self.word(bytes, table + index * 8 + 4, bigEndian: bigEndian))
    guard offset <= bytes.count, length <= bytes.count - offset else { return (0, 0) }
    return (length, offset)
  }

  private static func word(_ bytes: [UInt8], _ offset: Int, bigEndian: Bool) -> UInt32 {
    let value = bytes[offset..<offset + 4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    return bigEndian ? value.byteSwapped : value
  }

  /// gettext's hash of a msgid (hashpjw, as `hash_string` in gettext's hash-string.c computes
  /// it with a 64-bit `unsigned long`: a carry into bit 32 takes part before it is cleared).
  static func hash(_ key: [UInt8]) -> UInt32 {
    var value: UInt64 = 0
    for byte in key {
      value = (value << 4) + UInt64(byte)
      let high = value & ~UInt64(0x0FFF_FFFF)
      if high != 0 {
        value ^= high >> 24
        value ^= high
      }
    }
    return UInt32(truncatingIfNeeded: value)
  }
}
