import TypecaseCore

/// `typecase cover TEXT`: the families (or faces) that can show every character of TEXT, then
/// those that can show most of it, with what each lacks.
enum CoverCommand {
  /// TEXT (or `-`), `--faces`, `--limit N`, `--json`.
  static let spec = CommandSpec(
    path: ["cover"], flags: ["json", "faces"], valueOptions: [("limit", "N")], maximumPositionals: 1)

  /// How many partly covering families are shown unless `--limit` says otherwise.
  static let defaultLimit = 10

  /// The command's `--help`.
  static var help: Message {
    trParagraphs(
      """
      Usage: typecase cover TEXT [--faces] [--limit N] [--json]

      Lists the font families that can show every character of TEXT: first those whose
      every face can, then those with fewer such faces, one per line with the number of
      faces that can ("3/4"). Then, after "partly:", the families that have most of TEXT in
      one face, each with the characters its most complete face lacks (a text is drawn in
      one face: two faces that together have every character do not cover it). Every code
      point counts: "é" written as e + U+0301 needs both, an emoji sequence needs its joiners
      and selectors (U+FE0F, the emoji selector, counts after an emoji only: "A" + U+FE0F is
      drawn as "A"; U+200D, the joiner, between emoji only: between letters it asks for a
      joining or half form, drawn by the text's font); tabs, line breaks and other invisible characters (U+200B, a soft
      hyphen), which Pango draws as nothing, do not count, nor do spaces (U+202F, U+3000),
      which any font draws as its own space; other control characters (U+0001, escape) count,
      as Pango draws them as boxes unless the font has them. Read from fontconfig's
      character sets, as 'fc-list :charset=…' filters, but for U+FE0F after an emoji: only a
      color font counts as having it, as Pango draws such an emoji in one ('fc-list' counts
      any font that maps U+FE0F, and not a color font that maps it in its sequences). Faces
      Pango cannot draw (Type 1, web fonts) do not count, as in the window's "Shows this
      text" and in 'match --text', and a face in a file you cannot read covers nothing.

      Options:
        --faces         list the faces that cover TEXT (PostScript name, style, family,
                        file), not the families
        --limit N       show at most N partly covering families (default 10; 0: none)
        --json          the same as JSON: {"characters": ["U+…"], "covering": [{"name",
                        "faces", "coveringFaces": [{"postscriptName", "style", "file",
                        "index"}]}], "partial": [{"name", "faces", "covered",
                        "missing": ["U+…"]}], "unreadable": [FILE…]}; "unreadable"
                        (font files with characters of TEXT that you cannot read)
                        only when there are some
        -h, --help      show this help

      TEXT made only of code points and ranges of them stands for their characters:
      "U+E0B0", "U+2500-U+259F U+E0A0..E0A3" (a range without the code points no font has:
      unassigned ones, noncharacters, controls). TEXT - reads the text from standard input.
      Exit status: 0 when some family covers TEXT, 1 when none does, 2 for a usage error, a
      text or fontconfig configuration that cannot be read, or output that cannot be written.

      Examples:
        typecase cover "日本語のテキスト"
        typecase cover "ΕΛΛΗΝΙΚΑ" --faces
        typecase cover "U+2500-U+257F U+E0B0"
        typecase cover "👩‍💻" --json | jq -r '.covering[].name'
      """)
  }

  /// Finds the families and writes them.
  static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandFailure) -> Int32 {
    // 1 says something of the fonts: output that cannot be written is 2, as for diff.
    output.writeFailureStatus = 2
    var text = try TextArgument.read(arguments.positionals.first, spec: spec, oneIsAnAnswer: true)
    // Code points stand for their characters ("U+E0B0" checked the letters U, E, 0 and B).
    do throws(CodePointList.Problem) {
      if let characters = try CodePointList.characters(of: text) { text = characters }
    } catch {
      switch error {
      case .badRange(let range):
        throw .usage(
          UsageError(
            message: trn(
              "the range {range} runs backwards or holds more than {count} character",
              "the range {range} runs backwards or holds more than {count} characters", CodePointList.maximumCount,
              ["range": VisibleText.escaped(range)]),
            hint: spec.helpHint))
      case .notCodePoint(let word):
        throw .usage(
          UsageError(
            message: tr(
              "\"{word}\" is no code point: give code points alone (U+41, U+2500-U+257F; U+0 to U+10FFFF), or text without them",
              ["word": VisibleText.escaped(word)]),
            hint: spec.helpHint))
      }
    }
    let characters = TextCoverage.characters(of: text)
    if characters.isEmpty {
      throw .usage(UsageError(message: tr("the text has no characters that are drawn"), hint: spec.helpHint))
    }
    var limit = defaultLimit
    if let value = arguments.values["limit"] {
      guard let number = Int(value), number >= 0 else {
        throw .usage(
          UsageError(
            message: tr("--limit needs a number of 0 or more, not '{value}'", ["value": value]), hint: spec.helpHint))
      }
      limit = number
    }
    let library = try FontLibrary.forCommand(oneIsAnAnswer: true)
    var coverage = library.coverage(of: characters)
    coverage.partial = Array(coverage.partial.prefix(limit))
    if arguments.has("json") {
      output.line(document(coverage).rendered())
    } else {
      for line in plainLines(coverage, faces: arguments.has("faces"), localizer: output.localizer) { output.line(line) }
      // Exit status 1 alone left an empty answer unexplained.
      if coverage.covering.isEmpty {
        output.error(
          coverage.partial.isEmpty && limit > 0
            ? coverage.unreadableFiles.isEmpty
              ? tr("no font has any of these characters") : tr("no font you can read has any of these characters")
            : tr("no font family has every one of these characters"))
      }
    }
    // Fonts that have them, left out: "no font has any of these characters" sent a user
    // looking for fonts the machine has, in files this user cannot read.
    let unreadable = coverage.unreadableFiles
    if !unreadable.isEmpty {
      output.note(
        trn(
          "({count} font file has characters of the text, but you cannot read it: Pango draws them as boxes, and it counts for no family: {files})",
          "({count} font files have characters of the text, but you cannot read them: Pango draws them as boxes, and they count for no family: {files})",
          unreadable.count, ["count": String(unreadable.count), "files": FileListText.shown(unreadable)]))
    }
    return coverage.covering.isEmpty ? 1 : 0
  }

  /// The plain lines: covering families (or faces), then "partly:" and the partial families.
  static func plainLines(_ coverage: TextCoverage, faces: Bool, localizer: Localizer) -> [String] {
    var lines: [String] = []
    for family in coverage.covering {
      if faces {
        for face in family.coveringFaces {
          let file = face.location.index == 0 ? face.location.file : "\(face.location.file)#\(face.location.index)"
          lines.append(
            [face.postScriptName ?? face.displayName, face.style, face.family, file].map(VisibleText.escaped)
              .joined(separator: "\t"))
        }
      } else {
        lines.append(VisibleText.escaped(family.family) + "\t\(family.coveringFaces.count)/\(family.faceCount)")
      }
    }
    if !coverage.partial.isEmpty {
      // A marker scripts look for, as match's "run:" is: the same in every language.
      lines.append("partly:")
      for family in coverage.partial {
        // An invisible one (a variation selector) by its code alone: shown, it looks like none.
        // A combining mark on a dotted circle, as the character grid shows it: alone, it sat
        // on the space before it ("U+0301 ́").
        let missing = family.missing.map {
          // The emoji selector is said for what it is: the family may well map U+FE0F (DejaVu
          // Sans does, as fc-list says), but not draw the emoji's color form Pango asks for.
          $0 == "\u{FE0F}"
            ? localizer(tr("{code} (the emoji form, drawn by color fonts)", ["code": CharacterSearch.codeText($0)]))
            : CharacterSearch.codeText($0)
              + ($0.properties.isDefaultIgnorableCodePoint
                ? "" : " " + VisibleText.escaped(CharacterShownAlone.text($0)))
        }
        lines.append(
          VisibleText.escaped(family.family) + "\t"
            + localizer(
              trn(
                "lacks {missing} of {total}: {characters}", "lacks {missing} of {total}: {characters}",
                family.missing.count,
                [
                  "missing": Localizer.number(family.missing.count),
                  "total": Localizer.number(coverage.characters.count),
                  "characters": missing.joined(separator: ", "),
                ])))
      }
    }
    return lines
  }

  /// The JSON document of `coverage`.
  static func document(_ coverage: TextCoverage) -> JSONValue {
    .object(omittingNil: [
      ("characters", .array(coverage.characters.map { .string(CharacterSearch.codeText($0)) })),
      (
        "covering",
        .array(
          coverage.covering.map { family in
            .object(omittingNil: [
              ("name", .string(family.family)),
              ("faces", .number(family.faceCount)),
              (
                "coveringFaces",
                .array(
                  family.coveringFaces.map { face in
                    .object(omittingNil: [
                      ("postscriptName", face.postScriptName.map(JSONValue.string)),
                      ("style", .string(face.style)),
                      ("file", .string(face.location.file)),
                      ("index", .number(face.location.index)),
                    ])
                  })
              ),
            ])
          })
      ),
      (
        "partial",
        .array(
          coverage.partial.map { family in
            .object(omittingNil: [
              ("name", .string(family.family)),
              ("faces", .number(family.faceCount)),
              ("covered", .number(family.coveredCount)),
              ("missing", .array(family.missing.map { .string(CharacterSearch.codeText($0)) })),
            ])
          })
      ),
      // Scripts could not tell "no font here has them" from "fonts you cannot read have them".
      ("unreadable", coverage.unreadableFiles.isEmpty ? nil : .array(coverage.unreadableFiles.map(JSONValue.string))),
    ])
  }
}
