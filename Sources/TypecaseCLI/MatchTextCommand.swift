import TypecaseCore
import TypecaseUI

/// `typecase match --text TEXT [--font DESCRIPTION]`: the runs Pango really draws a text with,
/// each with the face that draws it, and the characters no installed font has.
enum MatchTextCommand {
  /// `match`'s options (`--text TEXT`, `-` for standard input; `--font DESCRIPTION`; `--json`).
  static var spec: CommandSpec { MatchCommand.spec }

  /// The font asked for when `--font` is not given: what an application gets by default.
  static let defaultFont = "Sans"

  /// Whether the command line asks for runs (which Pango draws): `--text` is given.
  static func drawsText(_ arguments: ParsedArguments) -> Bool { arguments.values["text"] != nil }

  /// The help of `match --text`.
  static var help: Message {
    trParagraphs(
      """
      Usage: typecase match --text TEXT [--font DESCRIPTION] [--lang LANG]
                            [--json]

      Shows what really draws TEXT: the runs Pango lays it out in (its itemization and font
      fallback, as in any GTK or Pango application), each with the face that draws it, and
      whether that is the face DESCRIPTION asks for or a fallback. Characters that no
      installed font has are listed as missing: they draw as boxes.

      One line per run, separated by tabs: "run:", the text, the PostScript name (for a
      variable font drawn whole, which has none, its name as 'typecase faces' gives it:
      "Inter (Variable)"), the family, the style, the file (FILE#INDEX in a collection)
      and "requested" or "fallback"; then, for a face drawn other than it is,
      "synthetic=bold,oblique" (made up by slanting or emboldening, for a style the family
      lacks) and "variations=wght=650" (the axes DESCRIPTION sets, each once, at the
      value drawn), and for a run of private-use characters, which a terminal shows as
      nothing, "codes=U+E000,U+E001". "requested:" names the face DESCRIPTION alone gives,
      "language:" the language the text is laid out for, "missing:" each character no font
      has. When DESCRIPTION's family is not installed, standard error says so (the face
      "requested" is then another family's), and --json's "substitution" says why, as
      'typecase match' does (not-installed, alias, generic).

      The language picks fonts: 直 is drawn by a Japanese face for ja and a Chinese one for
      zh-tw, and under ko "Sans" is a Korean face. Without --lang, the text is drawn as the
      user's programs draw it, for the languages of the locale (LC_ALL, LC_CTYPE, LANG) and
      of LANGUAGE, so two machines may answer differently; --lang LANG draws it as a program
      running in LANG does. "language:" names the locale's language (or LANG); a script it
      does not write is laid out for the first language of LANGUAGE (or PANGO_LANGUAGE) that
      writes it: 直 under LANG=en_US.UTF-8 and LANGUAGE=zh_TW, for zh-tw.

      Options:
        --text TEXT             the text; - reads it from standard input (for long texts)
        --font DESCRIPTION      a Pango font description, e.g. "Inter Bold 12" (default:
                                Sans)
        --lang LANG             the language, a fontconfig tag (ja, ko, zh-cn, zh-tw,
                                …; default: the locale's)
        --json                  the same as JSON: {"font", "requested": FACE,
                                "language", "substitution", "runs":
                                [{"text", "start", "length", "face": FACE, "requested",
                                "missing": [...]}], "missing": [{"character",
                                "codePoint"}]}; FACE is {"postscriptName", "family",
                                "style", "file", "index", "variableFont",
                                "synthetic", "variations"} (the last three only when
                                set, variableFont in place of postscriptName); start
                                and length count Unicode code points
        -h, --help              show this help

      Exit status: 0 when every character is drawn, 1 when some are missing (all of them when
      no font is installed), 2 for a usage error, a text or fontconfig configuration that
      cannot be read, or output that cannot be written.

      Examples:
        typecase match --text "Größe 大きさ 😀" --font "DejaVu Sans"
        typecase match --text "→ ≠ ∞" --font monospace --json |
          jq '.runs[].face.family'
        typecase match --text "直骨" --font "Noto Sans" --lang zh-tw
        cat page.txt | typecase match --text - --font Inter
      """)
  }

  /// Lays the text out with `drawing` and writes its runs.
  static func run(
    _ arguments: ParsedArguments, drawing: (any TextDrawing)?, output: inout Output
  ) throws(CommandFailure) -> Int32 {
    // 1 says something of the fonts: output that cannot be written is 2, as for diff.
    output.writeFailureStatus = 2
    guard let drawing else { throw .failure(tr("this program cannot draw text; run it as 'typecase'")) }
    let text = try TextArgument.read(arguments.values["text"], spec: spec, oneIsAnAnswer: true)
    let font = arguments.values["font"] ?? defaultFont
    if font.trimmingSpaces().isEmpty {
      throw .usage(UsageError(message: tr("the font description is empty"), hint: spec.helpHint))
    }
    try FontMatch.requireReadableConfiguration(oneIsAnAnswer: true)
    // A weight as CSS writes it ("Inter 600") is a size to Pango: 600 points, at weight 400.
    if let last = font.split(separator: " ").last, let number = Int(last), (100...900).contains(number),
      number % 100 == 0, font.split(separator: " ").count > 1
    {
      let rest = font.dropLast(last.count).trimmingSpaces()
      output.note(
        tr(
          "(Pango reads {number} as a size in points, not a weight: \"{rest} weight={number}\" asks for the weight)",
          ["number": String(number), "rest": VisibleText.escaped(String(rest))]))
    }
    var language: String?
    if let tag = arguments.values["lang"] {
      let normalized: String
      do {
        normalized = try FilterArguments.language(tag, normalizedLanguage: FontSource.normalizedLanguage)
      } catch {
        throw .usage(UsageError(message: error.message, hint: error.hint))
      }
      language = normalized
      // As a program running in that language: fontconfig prefers the language's fonts too
      // (under ko, "Sans" is Noto Sans CJK KR, which draws Korean pages' Han characters).
      DrawingLanguage.prefer(normalized)
    }
    let runs = drawing.runs(of: text, font: font, language: language)
    // "requested" is what the description gets; a family that is not installed gets another,
    // and the runs alone would not say so. Compared as spelled: another family whose name
    // differs only in case ("CaseFam" for "Casefam") is fontconfig's to explain (same-name).
    let asked = Set(runs.requestedFamilies)
    // Why the face "requested" is another family's, for scripts as well (a gate checking the
    // runs alone passed with the family not installed at all).
    var substitution: FontMatch.Substitution?
    /// Says that Pango read the end of the description as a style, and how to ask for the
    /// whole name as a family.
    func noteStyleWords(_ phrase: String, _ words: String) {
      output.note(
        tr(
          "Pango reads \"{words}\" as a style, not as part of the family's name: \"{phrase},\" (with a comma) asks for the family \"{phrase}\"",
          ["words": VisibleText.escaped(words), "phrase": VisibleText.escaped(phrase)]))
    }
    // The whole list asked: a later family's font is its second choice, not a substitute.
    if let family = runs.requestedFamilies.first, let face = runs.requested,
      !asked.contains(face.family), let match = try? FontMatch.find(families: runs.requestedFamilies)
    {
      substitution = match.substitution
      if let substitution = match.substitution,
        [.alias, .aliasBetterMatch, .notInstalled, .leftOut, .sameName].contains(substitution)
      {
        output.note(substitution.explanation(family: VisibleText.escaped(family)))
        if let (phrase, words) = styleWords(readFrom: font, family: family) { noteStyleWords(phrase, words) }
      }
      if !match.face.isDrawable, let format = match.face.drawingFormat {
        // Installed, in a format Pango cannot draw (a web font, Type 1): it drew another
        // family, called "requested" without a word. A generic name ("Sans") is named with
        // the family fontconfig gives for it (it was said to be installed as a web font), as is
        // a family not installed that fontconfig answers with one (nothing said so).
        let isAsked = match.face.family.lowercased() == family.lowercased()
        output.note(
          isAsked
            ? tr(
              "\"{family}\" is installed, but as {format}, which Pango cannot draw: it draws this family instead",
              ["family": VisibleText.escaped(family), "format": format])
            : tr(
              "fontconfig gives \"{family}\" as {face}, which is {format} and which Pango cannot draw: it draws this family instead",
              [
                "family": VisibleText.escaped(family), "face": VisibleText.escaped(match.face.family), "format": format,
              ]))
      }
    } else if let family = runs.requestedFamilies.first, runs.requestedFamilies.count == 1,
      let (phrase, words) = styleWords(readFrom: font, family: family),
      (try? FontMatch.find(family: phrase))?.substitution == nil
    {
      // A family the whole description names is installed too ("Latin Modern Mono Light"
      // beside "Latin Modern Mono"): Pango drew the shorter family's face without a word.
      noteStyleWords(phrase, words)
    }
    // A face whose file this user cannot read (a font copied into a system folder at 0600):
    // Pango draws its characters as boxes, and they were said missing from every font.
    var unreadable: [String] = []
    for face in [runs.requested].compactMap({ $0 }) + runs.runs.map(\.face)
    where !unreadable.contains(face.location.file) && !ReadableFontFile.isReadable(face.location.file) {
      let reason = SystemError.last.reason
      unreadable.append(face.location.file)
      output.note(
        tr(
          "{face} is in a file you cannot read ({file}: {reason}): Pango draws what it is to draw as boxes",
          [
            "face": VisibleText.escaped(face.postScriptName ?? face.family),
            "file": VisibleText.escaped(face.location.file), "reason": reason,
          ]))
    }
    // Emoji the font asked for maps, drawn from the emoji font all the same: said once, with
    // the characters (it was a "fallback" with nothing missing, which read as a font lacking
    // them).
    if let requested = runs.requested,
      let run = runs.runs.first(where: {
        !runs.isRequested($0) && EmojiRuns.hasEmojiPresentation($0.text)
          && EmojiRuns.faceMaps($0.text, location: requested.location)
      })
    {
      output.note(
        tr(
          "({requested} maps {text}, but Pango draws it in {face}: it draws emoji in the font fontconfig gives for \"emoji\", whatever font is asked for)",
          [
            "requested": VisibleText.escaped(requested.postScriptName ?? requested.family),
            "text": VisibleText.escapedControls(run.text), "face": VisibleText.escaped(run.face.family),
          ]))
    }
    // A mark drawn by another font than the letter it goes on: it is drawn apart, on a
    // dotted circle (Lohit Devanagari's क with U+1CD0 from Noto Serif Kannada), and nothing
    // said so.
    for (before, run) in zip(runs.runs, runs.runs.dropFirst())
    where before.face != run.face && before.start + before.text.unicodeScalars.count == run.start {
      // After a space, a mark stands alone as written (an accent shown by itself).
      guard let mark = run.text.unicodeScalars.first, isMark(mark), let base = before.text.unicodeScalars.last,
        !base.properties.isWhitespace
      else { continue }
      output.note(
        tr(
          "({mark} is drawn by {face}, apart from the {base} before it, drawn by {baseFace}: the mark does not sit on it)",
          [
            "mark": CharacterSearch.codeText(mark), "face": VisibleText.escaped(run.face.family),
            "base": VisibleText.escapedControls(String(base)), "baseFace": VisibleText.escaped(before.face.family),
          ]))
    }
    if arguments.has("json") {
      output.line(document(runs, substitution: substitution).rendered())
    } else {
      for line in plainLines(runs) { output.line(line) }
    }
    return runs.missing.isEmpty ? 0 : 1
  }

  /// Whether `scalar` is a combining mark, drawn on the character before it.
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
  }

  /// The words Pango took for a style from the end of a description of one family ("Times
  /// New Roman 12" asks for "Times New" in the Roman style), and the whole name they ended;
  /// nil when it took none, or the description lists families (each ends at its comma).
  static func styleWords(readFrom font: String, family: String) -> (phrase: String, words: String)? {
    guard !font.contains(",") else { return nil }
    var words = font.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    // Variations ("@wght=700") and the size end a description.
    if let at = words.firstIndex(where: { $0.hasPrefix("@") }) { words.removeSubrange(at...) }
    if let last = words.last, Double(last.replacing("px", with: "")) != nil { words.removeLast() }
    let phrase = words.joined(separator: " ")
    guard phrase.count > family.count, phrase.lowercased().hasPrefix(family.lowercased() + " ") else { return nil }
    return (phrase, String(phrase.dropFirst(family.count + 1)))
  }

  /// The plain lines: the requested face, one line per run, one per missing character.
  static func plainLines(_ runs: TextRuns) -> [String] {
    var lines: [String] = []
    if let requested = runs.requested {
      lines.append((["requested:"] + fields(requested) + drawnFields(requested)).joined(separator: "\t"))
    }
    if let language = runs.language { lines.append("language:\t" + VisibleText.escaped(language)) }
    for run in runs.runs {
      let kind = runs.isRequested(run) ? "requested" : "fallback"
      // The user's own text: its backslashes stay as typed (a face's names and file escape theirs).
      lines.append(
        (["run:", VisibleText.escapedControls(run.text)] + fields(run.face) + [kind] + drawnFields(run.face)
          + codesField(run.text))
          .joined(separator: "\t"))
    }
    for scalar in runs.missing {
      lines.append("missing:\t" + CharacterSearch.codeText(scalar) + "\t" + VisibleText.escaped(String(scalar)))
    }
    return lines
  }

  /// The field that gives a run's private-use and unassigned code points, which a terminal
  /// draws as nothing ("codes=U+E000,U+E001"); none for a run without any.
  ///
  /// An icon font's icons went into three runs that all looked empty: which code point went to
  /// which font could not be told. In a field of its own, after the run's text, which stays as
  /// typed (written in the text, `\u{e000}` read as the same text typed).
  static func codesField(_ text: String) -> [String] {
    let codes = text.unicodeScalars.filter { [.privateUse, .unassigned].contains($0.properties.generalCategory) }
    guard !codes.isEmpty else { return [] }
    return ["codes=" + codes.map(CharacterSearch.codeText).joined(separator: ",")]
  }

  /// A face's PostScript name (a variable font's name, which has none), family, style and
  /// file, each escaped for one line; then, when
  /// the face is drawn other than it is, "synthetic=bold,oblique" and "variations=wght=650".
  static func fields(_ face: DrawingFace) -> [String] {
    let file = face.location.index == 0 ? face.location.file : "\(face.location.file)#\(face.location.index)"
    return [face.postScriptName ?? face.variableFontName ?? "", face.family, face.style, file].map(VisibleText.escaped)
  }

  /// The trailing fields of a face drawn other than it is (see `fields`); none for most.
  static func drawnFields(_ face: DrawingFace) -> [String] {
    var fields: [String] = []
    if !face.synthetic.isEmpty { fields.append("synthetic=" + face.synthetic.joined(separator: ",")) }
    if let variations = face.variations { fields.append("variations=" + VisibleText.escaped(variations)) }
    return fields
  }

  /// The JSON document of `runs`; `substitution` says why the face requested is another
  /// family's than the description's.
  static func document(_ runs: TextRuns, substitution: FontMatch.Substitution? = nil) -> JSONValue {
    .object(omittingNil: [
      ("font", .string(runs.font)),
      ("requested", runs.requested.map(face)),
      ("language", runs.language.map(JSONValue.string)),
      ("substitution", substitution.map { .string($0.rawValue) }),
      (
        "runs",
        .array(
          runs.runs.map { run in
            .object(omittingNil: [
              ("text", .string(run.text)),
              ("start", .number(run.start)),
              ("length", .number(run.text.unicodeScalars.count)),
              ("face", face(run.face)),
              ("requested", .bool(runs.isRequested(run))),
              ("missing", .array(run.missing.map { .string(CharacterSearch.codeText($0)) })),
            ])
          })
      ),
      (
        "missing",
        .array(
          runs.missing.map { scalar in
            .object(omittingNil: [
              ("character", .string(String(scalar))), ("codePoint", .string(CharacterSearch.codeText(scalar))),
            ])
          })
      ),
    ])
  }

  /// A face as JSON.
  static func face(_ face: DrawingFace) -> JSONValue {
    .object(omittingNil: [
      ("postscriptName", face.postScriptName.map(JSONValue.string)),
      ("family", .string(face.family)),
      ("style", .string(face.style)),
      ("file", .string(face.location.file)),
      ("index", .number(face.location.index)),
      ("variableFont", face.variableFontName.map(JSONValue.string)),
      ("synthetic", face.synthetic.isEmpty ? nil : .array(face.synthetic.map(JSONValue.string))),
      ("variations", face.variations.map(JSONValue.string)),
    ])
  }
}
