import FoundationEssentials

/// Text folded for searching: case-, width- and diacritic-insensitive.
///
/// "nanum", "NANUM" and "ｎａｎｕｍ" fold to the same text, so a query typed any of those ways
/// finds "NanumGothic"; Hangul is compared as it is, hiragana as katakana (in `key`). The fold is Foundation's
/// `folding(options: [.caseInsensitive, .widthInsensitive, .diacriticInsensitive], locale: nil)`,
/// computed by `SearchFolding` so that searching does not load Foundation and ICU.
public enum SearchText {
  /// Whether `text` holds a mark for symbols (U+20D0–20FF: a vector's arrow, a keycap's
  /// frame): text to show, not a name, which has none; folded away as an accent, "x⃗" found
  /// every family with an x.
  public static func marksSymbols(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x20D0...0x20FF).contains($0.value) }
  }

  /// Folds `text` for comparison.
  public static func fold(_ text: String) -> String {
    SearchFolding.fold(text)
  }

  /// `text` as the family search compares it: folded, then its kana and Hangul composed (see
  /// `SearchComposition`), its hiragana as katakana (see `KanaFolding`) and its Hebrew and
  /// Arabic marks dropped (see `AbjadMarkFolding`), so every spelling of a name compares alike.
  public static func key(_ text: String) -> String {
    KanaFolding.fold(keyKeepingHiragana(text))
  }

  /// `text` as `key` makes it, its hiragana kept: which characters a name has, where "す" is
  /// not in "フィクスチャ明朝" (the window tells a text to show from a name so).
  public static func keyKeepingHiragana(_ text: String) -> String {
    AbjadMarkFolding.fold(SearchComposition.compose(fold(text)))
  }

  /// The UTF-8 bytes of `text`'s `key` without its blanks: what the family search compares.
  ///
  /// Blanks are left out as fontconfig leaves them out of family names: Korean names are
  /// spaced either way (나눔고딕, 은 돋움), a Japanese input method types U+3000, and "나눔 고딕",
  /// "nanum gothic" and "IPA　P" found nothing where `faces` and `fc-list` find the family.
  /// Invisible format characters are left out as blanks are.
  public static func blanklessKey(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    appendBlanklessKey(of: text, to: &bytes)
    return bytes
  }

  /// The UTF-8 bytes of `text`'s `key` without its blanks, appended to `bytes` (see
  /// `blanklessKey`).
  static func appendBlanklessKey(of text: String, to bytes: inout [UInt8]) {
    let key = key(text)
    // By bytes where the key is ASCII (most names): by scalars, leaving the blanks out took
    // as long as the fold itself, over 50,000 families' names at every load.
    if key.utf8.allSatisfy({ $0 < 0x80 }) {
      for byte in key.utf8 where byte != 0x20 && !(0x09...0x0D).contains(byte) { bytes.append(byte) }
      return
    }
    // Invisible format characters too (default ignorable: ZWNJ, which a Persian keyboard types
    // with Shift+Space, and the bidirectional marks and isolates copied with Hebrew or Arabic
    // text): "מרים" with a right-to-left mark after it, or "مینویسم" typed without its ZWNJ,
    // found nothing.
    for scalar in key.unicodeScalars
    where !scalar.properties.isWhitespace && !scalar.properties.isDefaultIgnorableCodePoint {
      bytes.append(contentsOf: scalar.utf8)
    }
  }
}

/// A prepared search over family names, including their localized names.
///
/// Each family's names are folded once and kept as UTF-8 bytes, joined by NUL (so no match
/// spans two names); a query is then a plain byte search per family, fast enough to run on
/// every keystroke over tens of thousands of families.
public struct FamilySearchIndex: Sendable {
  private let foldedNames: [[UInt8]]

  /// Folds every name of every family once, so each query only compares.
  public init(families: [FontFamily]) {
    self.init(names: families.map(\.allNames))
  }

  /// Folds every name of every listed family once (what the window searches).
  public init(families: [FamilySummary]) {
    self.init(names: families.map(\.allNames))
  }

  /// Folds each entry's names once; `matches` then gives positions in `names`.
  ///
  /// A name with control characters is also found as plain output and the window show it
  /// escaped (`Tab\tName`), as the commands that take a family's name find it.
  public init(names: [[String]]) {
    foldedNames = names.map { names in
      let shown = names.filter(VisibleText.needsEscaping).map(VisibleText.escaped)
      var bytes: [UInt8] = []
      for (position, name) in (names + shown).enumerated() {
        if position > 0 { bytes.append(0) }
        SearchText.appendBlanklessKey(of: name, to: &bytes)
      }
      return bytes
    }
  }

  /// The positions (in the families given to `init`) one of whose names holds the words of
  /// `query` in their order, with or without text between them, in the same order; all of
  /// them for an empty query.
  ///
  /// The query with its blanks left out is found as before ("nanum gothic" finds
  /// NanumGothic); words apart find names where they are apart too ("noto jp" finds Noto Sans
  /// CJK JP, which the query as one run of letters did not). In their order, and within one
  /// name: "fixture m" finds Fixture Mono, not NanumFixture, whose m comes before.
  ///
  /// The family named the query exactly comes first, then those a name of which begins with
  /// it, each kept in the families' order: "dejavu sans" listed DejaVu Sans 45th of 46, after
  /// every family whose name held it further on.
  public func matches(_ query: String) -> [Int] {
    let words = query.split(whereSeparator: { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) })
      .map { SearchText.blanklessKey(String($0)) }.filter { !$0.isEmpty }
    guard let first = words.first else { return Array(foldedNames.indices) }
    let found =
      words.count > 1
      ? foldedNames.indices.filter { Self.bytes(foldedNames[$0], containInOrder: words) }
      : foldedNames.indices.filter { Self.bytes(foldedNames[$0], contain: first) }
    let whole = SearchText.blanklessKey(query)
    var ranks: [[Int]] = [[], [], []]
    for position in found { ranks[Self.rank(of: whole, in: foldedNames[position])].append(position) }
    return ranks.flatMap { $0 }
  }

  /// 0 when one NUL-separated name of `names` is `key`, 1 when one begins with it, else 2;
  /// read in place (a keystroke ranks every family found, tens of thousands).
  private static func rank(of key: [UInt8], in names: [UInt8]) -> Int {
    names.withUnsafeBufferPointer { hay in
      key.withUnsafeBufferPointer { pin in
        var best = 2
        var start = 0
        while start <= hay.count {
          var offset = 0
          while offset < pin.count && start + offset < hay.count && hay[start + offset] == pin[offset] { offset += 1 }
          if offset == pin.count {
            if start + offset == hay.count || hay[start + offset] == 0 { return 0 }
            best = 1
          }
          // On to the next name.
          var next = start + offset
          while next < hay.count && hay[next] != 0 { next += 1 }
          start = next + 1
        }
        return best
      }
    }
  }

  /// Whether one NUL-separated name of `names` holds `words` one after another, each found
  /// after the end of the one before (the earliest place each: no later one fits more).
  static func bytes(_ names: [UInt8], containInOrder words: [[UInt8]]) -> Bool {
    // Most names lack the first word: one plain search tells.
    guard bytes(names, contain: words[0]) else { return false }
    var nameStart = 0
    while nameStart <= names.count {
      let nameEnd = names[nameStart...].firstIndex(of: 0) ?? names.count
      var position = nameStart
      var found = true
      for word in words {
        guard let end = end(of: word, in: names, from: position, before: nameEnd) else {
          found = false
          break
        }
        position = end
      }
      if found { return true }
      nameStart = nameEnd + 1
    }
    return false
  }

  /// Where the first occurrence of `needle` in `haystack[start..<limit]` ends; nil for none.
  private static func end(of needle: [UInt8], in haystack: [UInt8], from start: Int, before limit: Int) -> Int? {
    guard needle.count <= limit - start else { return nil }
    var position = start
    while position <= limit - needle.count {
      if haystack[position..<(position + needle.count)].elementsEqual(needle) { return position + needle.count }
      position += 1
    }
    return nil
  }

  /// The positions of the families one of whose names, whole, begins `query` and is shorter,
  /// each with the rest of the query after that name (folded, its blanks left out, as
  /// `SearchText.blanklessKey` makes a text): what a full name typed ("Liberation Sans Bold")
  /// leaves after its family's name ("bold").
  public func namesBeginning(_ query: String) -> [(position: Int, rest: [UInt8])] {
    var folded: [UInt8] = []
    SearchText.appendBlanklessKey(of: query, to: &folded)
    var found: [(position: Int, rest: [UInt8])] = []
    // Name by name, with no array made for each (this runs at each key typed that no family
    // name matches, over every family).
    for (position, names) in foldedNames.enumerated() {
      var start = 0
      while start < names.count {
        let end = names[start...].firstIndex(of: 0) ?? names.count
        let length = end - start
        if length > 0, length < folded.count, folded.starts(with: names[start..<end]) {
          found.append((position, Array(folded[length...])))
          break
        }
        start = end + 1
      }
    }
    return found
  }

  /// Whether `needle` occurs in `haystack` (UTF-8 bytes; an empty needle occurs in any).
  static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count, let first = needle.first else { return needle.isEmpty }
    return haystack.withUnsafeBufferPointer { hay in
      needle.withUnsafeBufferPointer { pin in
        var start = 0
        let last = hay.count - pin.count
        while start <= last {
          if hay[start] == first {
            var offset = 1
            while offset < pin.count && hay[start + offset] == pin[offset] { offset += 1 }
            if offset == pin.count { return true }
          }
          start += 1
        }
        return false
      }
    }
  }
}

/// Levenshtein distance between two strings, by Unicode scalar.
public enum SearchDistance {
  /// The number of single-scalar edits that turn `lhs` into `rhs`: inserting, deleting or
  /// replacing one, or swapping two neighbours ("Blod" is one edit from "Bold", not two, as
  /// typing makes it).
  public static func between(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
