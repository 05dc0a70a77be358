/// Help text made to fit a terminal narrower than its lines (they run to about 100 columns).
///
/// The help is laid out by hand: option lines with their description in a column, prose,
/// examples. A block (a line and the lines after it at its description's column, or a
/// paragraph of prose) that has a line too wide is filled again within the width, continuing at
/// that column; blocks that fit stay exactly as written. Widths are counted as terminals show
/// them: a CJK character takes two columns (Japanese and Korean help ran to 108), and Japanese
/// may be broken after any of them, as it is written without spaces.
enum HelpWrapping {
  /// `text` with every line at most `columns` wide where words allow it.
  static func wrap(_ text: String, columns: Int) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard columns > 20, lines.contains(where: { width($0) > columns }) else { return text }
    var result: [String] = []
    var index = 0
    while index < lines.count {
      let first = lines[index]
      let hanging = hangingIndent(of: first)
      var block = [first]
      index += 1
      // The lines after it at its description's column (an option's description going on), or
      // prose at the same indent (a paragraph); not an option or a blank line. A blank line is a
      // block of its own (it took in the paragraph after it, and filling dropped it).
      while index < lines.count, !first.allSatisfy({ $0 == " " }), continues(lines[index], at: hanging, after: first) {
        block.append(lines[index])
        index += 1
      }
      if block.allSatisfy({ width($0) <= columns }) || (block.count == 1 && isExample(first)) {
        result += block
      } else {
        result += fill(block, hanging: hanging, columns: columns)
      }
    }
    return result.joined(separator: "\n")
  }

  /// Whether `line` is an example command ("  typecase install fonts/*.otf --json | jq …"),
  /// kept whole however wide: broken, its second part read as a command of its own.
  static func isExample(_ line: String) -> Bool {
    let indent = line.prefix { $0 == " " }.count
    return indent > 0 && line.dropFirst(indent).hasPrefix("typecase ") && hangingIndent(of: line) == indent
  }

  /// The column a line's text goes on at: where its description starts (after two spaces or
  /// more following an option or a command); on a usage line ("Usage: typecase remove …"),
  /// under the word after "typecase" (it went on at the left edge, under "Usage:", as if it
  /// were prose); else its own indent.
  static func hangingIndent(of line: String) -> Int {
    let characters = Array(line)
    let indent = characters.prefix { $0 == " " }.count
    if let usage = usageIndent(of: line) { return usage }
    var column = indent
    var position = indent
    var spaces = 0
    while position < characters.count {
      let character = characters[position]
      if character == " " {
        spaces += 1
      } else {
        if spaces >= 2 && position > indent { return column }
        spaces = 0
      }
      column += width(character)
      position += 1
    }
    return indent
  }

  /// Where the arguments of a usage line start ("Usage: typecase " or its translation, a label
  /// of one word and a colon before the program's name); nil for another line.
  private static func usageIndent(of line: String) -> Int? {
    let marker = ": typecase "
    guard let colon = line.firstIndex(of: ":"), line[colon...].hasPrefix(marker) else { return nil }
    let label = line[..<colon]
    guard !label.isEmpty, !label.contains(" ") else { return nil }
    return width(String(label)) + marker.count
  }

  /// Whether `line` goes on the block that `first` starts, whose text continues at `hanging`.
  private static func continues(_ line: String, at hanging: Int, after first: String) -> Bool {
    let indent = line.prefix { $0 == " " }.count
    guard indent < line.count, !line.dropFirst(indent).hasPrefix("-") else { return false }
    let firstIndent = first.prefix { $0 == " " }.count
    // A paragraph of prose: the same indent, no column of its own.
    if hanging == firstIndent { return indent == hanging && hangingIndent(of: line) == indent && hanging == 0 }
    return indent == hanging
  }

  /// The block's words filled into lines of at most `columns`, the first line keeping its
  /// start (the option and the spaces before its description), the others at `hanging`.
  static func fill(_ block: [String], hanging: Int, columns: Int) -> [String] {
    let first = Array(block[0])
    var prefixLength = 0
    var column = 0
    // The first line's start, kept as it is: everything up to the hanging column.
    while prefixLength < first.count, column < hanging {
      column += width(first[prefixLength])
      prefixLength += 1
    }
    // Lines joined with a space, but where Japanese text broke without one: between two
    // characters a line may break between ("、" then "フルネーム"). Between Japanese and a Latin
    // word the break stood for the space the text puts there ("とは" then "fontconfig" ran
    // together as "とはfontconfig"), unless after wide punctuation. Korean breaks at spaces, as
    // English.
    var text = String(first[prefixLength...])
    for next in block.dropFirst().map({ String($0.drop { $0 == " " }) }) {
      let joinsWithoutSpace =
        text.last.map { last in
          breaksAnywhere(last) && (next.first.map(breaksAnywhere) ?? true || isClosing(last))
        } ?? true
      text += (joinsWithoutSpace ? "" : " ") + next
    }
    var lines: [String] = []
    var line = String(first[..<prefixLength])
    var lineWidth = column
    var lineHasWord = false
    let indent = String(repeating: " ", count: hanging)
    for word in pieces(of: text) {
      let wordWidth = width(word.text)
      let gap = lineHasWord && word.spaced ? 1 : 0
      if lineHasWord && lineWidth + gap + wordWidth > columns {
        lines.append(line)
        line = indent
        lineWidth = hanging
        lineHasWord = false
      }
      if lineHasWord && word.spaced {
        line += " "
        lineWidth += 1
      }
      line += word.text
      lineWidth += wordWidth
      lineHasWord = true
    }
    lines.append(line)
    return lines
  }

  /// The text's words, each Chinese or Japanese character on its own (a line may break before
  /// one, see `breaksAnywhere`); `spaced`: a space stood before it.
  private static func pieces(of text: String) -> [(text: String, spaced: Bool)] {
    var pieces: [(text: String, spaced: Bool)] = []
    for (wordIndex, word) in text.split(separator: " ").enumerated() {
      var current = ""
      var spaced = wordIndex > 0
      for character in word {
        if breaksAnywhere(character) {
          if !current.isEmpty {
            pieces.append((current, spaced))
            spaced = false
          }
          current = String(character)
          // Closing punctuation stays with the character before it (、。）」 after the text).
        } else if !current.isEmpty, let last = current.last, breaksAnywhere(last), !isClosing(character) {
          pieces.append((current, spaced))
          spaced = false
          current = String(character)
        } else {
          current.append(character)
        }
      }
      if !current.isEmpty { pieces.append((current, spaced)) }
    }
    // Closing punctuation that is wide goes with what stands before it, not on a line's start;
    // opening punctuation with what follows it, not at a line's end ("表示します（" was left at
    // the end of five lines of Japanese help, against its line-breaking rules).
    var merged: [(text: String, spaced: Bool)] = []
    var opening: (text: String, spaced: Bool)?
    for var piece in pieces {
      if let held = opening {
        piece = (held.text + (piece.spaced ? " " : "") + piece.text, held.spaced)
        opening = nil
      }
      if let first = piece.text.first, isClosing(first), !piece.spaced, !merged.isEmpty {
        merged[merged.count - 1].text += piece.text
      } else if let last = piece.text.last, isOpening(last) {
        opening = piece
      } else {
        merged.append(piece)
      }
    }
    if let opening { merged.append(opening) }
    return merged
  }

  /// Punctuation no line should end with.
  private static func isOpening(_ character: Character) -> Bool { "（「『【〈《".contains(character) }

  /// Whether a line may break before or after `character` with no space: a wide character of
  /// Chinese or Japanese text (ideographs, kana, full-width forms), not Hangul, whose words are
  /// separated by spaces.
  static func breaksAnywhere(_ character: Character) -> Bool {
    guard width(character) == 2, let value = character.unicodeScalars.first?.value else { return false }
    let hangul: [ClosedRange<UInt32>] = [0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7A3]
    return !hangul.contains { $0.contains(value) }
  }

  /// What no line should start with: closing punctuation, and (Japanese line breaking,
  /// kinsoku) small kana, the long-vowel mark and iteration marks ("ォント", "ーターフォール"
  /// began lines).
  private static func isClosing(_ character: Character) -> Bool {
    "、。，．）」』】〉》！？：；,.)]:;!?ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶー・々ゝゞヽヾ".contains(character)
  }

  /// How many columns a terminal gives `text`.
  static func width(_ text: String) -> Int { text.reduce(0) { $0 + width($1) } }

  /// How many columns a terminal gives `character`: two for East Asian wide and full-width
  /// characters, none for a combining mark, else one.
  static func width(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if scalar.properties.generalCategory == .nonspacingMark { return 0 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
  }
}
