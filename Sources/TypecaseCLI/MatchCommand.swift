import TypecaseCore

/// `typecase match PATTERN`: the face fontconfig gives for a request, as `fc-match` finds it,
/// and whether it is the family asked for; `typecase match --text TEXT` (MatchTextCommand):
/// the runs Pango draws a text with.
enum MatchCommand {
  /// One PATTERN, or `--text TEXT` with `--font DESCRIPTION`; and `--json`.
  static let spec = CommandSpec(
    path: ["match"], flags: ["json"], valueOptions: [("text", "TEXT"), ("font", "DESCRIPTION"), ("lang", "LANG")],
    maximumPositionals: 1, valueCompletions: ["lang": .languages])

  /// The command's `--help`: both of its forms, each translated by its own paragraphs (the
  /// blank line between them is layout, not text to translate).
  static var help: Message {
    Message(
      english: "{pattern}\n\n{text}",
      arguments: ["pattern": .message(patternHelp), "text": .message(MatchTextCommand.help)])
  }

  /// The help of `match PATTERN`.
  static var patternHelp: Message {
    trParagraphs(
      """
      Usage: typecase match PATTERN [--json]

      Shows the font fontconfig gives for a request, as every fontconfig program gets it (the
      same answer as 'fc-match PATTERN'): the face (family, style, PostScript name), its file
      and index, and whether it is of another family than the one asked for, or lacks the
      PostScript name, full name, style or file asked for (substituted), and why: the family
      asked for is a generic name (sans-serif, serif, monospace, …), the configuration names a
      substitute for it (an alias), it is not installed, its files are in a font folder but
      the configuration leaves them out (a <rejectfont> rule), another font matched the rest of
      the request better, another family's name differs from it only in case or spaces (which
      fontconfig ignores), or no font has that name (fontconfig gives its closest match).

      PATTERN is a fontconfig pattern: FAMILY[,FAMILY…][-SIZE][:KEY=VALUE…], e.g.
      "DejaVu Sans:bold", ":lang=ja" or "monospace:weight=200".

      Output: one "key: value" per line: pattern, requestedFamily, family, style,
      postscriptName, fontconfigPostscriptName (only when fontconfig names the face
      otherwise, as it does named instances of a variable font without names of their own:
      the name ":postscriptname=" compares), file, index, pixelSize (only of a bitmap font
      that cannot be scaled: the one size it is drawn at), substituted (yes or no),
      substitution (generic, generic-better-match, alias, alias-better-match, not-installed,
      left-out, better-match, rule, next-family, same-name, face-not-found), reason, and lacks:
      what the pattern asks of the face that it lacks (lang=ja, charset=5927, spacing=mono, as
      a proportional font given for monospace lacks, pixelsize=13 of a 12-pixel bitmap font),
      which fontconfig answers all the same.

      A hyphen in the family starts a size: "sans-serif" asks for "sans" and "Inter-Bold"
      for "Inter" (a size that is not a number is dropped, which a note says). Write
      "sans\\-serif" for a family with a hyphen, and ":postscriptname=DejaVuSans-Bold" for a
      face (fontconfigPostscriptName gives the name to use for a named instance).

      Options:
        --json          {"match": {"pattern", "requestedFamily", "family", "style",
                        "postscriptName", "fontconfigPostscriptName", "file", "index",
                        "pixelSize", "substituted", "substitution", "reason", "lacks":
                        [...]}}
        -h, --help      show this help

      Exit status: 0 when fontconfig gives a font, another family's or one lacking what the
      pattern asks included (substituted, substitution and lacks say so); 1 when it gives
      none, or its configuration or the output cannot be read or written; 2 for a usage
      error (a malformed or empty pattern).

      Examples:
        typecase match Helvetica
        typecase match monospace:bold
        typecase match "monospace:lang=ja" --json
      """)
  }

  /// Matches the pattern and writes the face, or, with `--text`, hands over to
  /// `MatchTextCommand` (which needs `drawing`).
  static func run(
    _ arguments: ParsedArguments, drawing: (any TextDrawing)?, output: inout Output
  ) throws(CommandFailure) -> Int32 {
    if arguments.values["text"] != nil {
      if let pattern = arguments.positionals.first {
        throw .usage(
          UsageError(
            message: tr("give a PATTERN or --text, not both ('{pattern}')", ["pattern": pattern]),
            // Most often the text's or the font's words, unquoted (`--text Hello world`).
            hint: tr("a name or text with spaces goes in quotes, as one argument")))
      }
      return try MatchTextCommand.run(arguments, drawing: drawing, output: &output)
    }
    if arguments.values["font"] != nil {
      throw .usage(UsageError(message: tr("--font goes with --text"), hint: spec.helpHint))
    }
    if let language = arguments.values["lang"] {
      // A pattern says its language itself: the option was dropped without a word.
      throw .usage(
        UsageError(
          message: tr("--lang goes with --text"),
          hint: tr(
            "a pattern asks for a language as \"{pattern}:lang={language}\"",
            ["pattern": arguments.positionals.first ?? "sans-serif", "language": language])))
    }
    guard let pattern = arguments.positionals.first else {
      throw .usage(UsageError(message: tr("missing pattern"), hint: spec.helpHint))
    }
    // An empty pattern is most often a variable left unset ("$REQUIRED_FONT"): refused, as
    // `faces ""` is (fontconfig's default font, said to be no substitution, passed the check).
    guard !pattern.trimmingSpaces().isEmpty else {
      throw .usage(
        UsageError(message: tr("the pattern is empty (\":\" asks for the default font)"), hint: spec.helpHint))
    }
    try FontMatch.requireReadableConfiguration()
    let match: FontMatch
    do {
      match = try FontMatch.find(pattern)
    } catch {
      if case .malformed = error { throw .usage(UsageError(message: error.message, hint: spec.helpHint)) }
      throw .failure(error.message)
    }
    let face = match.face
    // The catalog is read only for a PostScript name the face given lacks.
    if match.unmatched.contains(where: { $0.isPostScriptName }),
      let note = (try? FontLibrary.forCommand())?.instanceNameAdvice(for: match)
    {
      output.note(note)
    }
    // A weight of CSS's scale gets the note below, not this one too.
    let lackedUnexplained = match.lacking.filter { match.cssWeight == nil || !$0.hasPrefix("weight=") }
    if !lackedUnexplained.isEmpty {
      // Fontconfig answers whatever the face lacks: "substituted: no" said nothing of it.
      output.note(
        tr(
          "{family} lacks what the pattern asks for ({properties}): fontconfig gives its closest match all the same",
          [
            "family": VisibleText.escaped(face.family),
            "properties": lackedUnexplained.joined(separator: ", "),
          ]))
      // The family has it, in faces fontconfig passed over: "EB Garamond:bold" gave 08
      // Regular, and "lacks weight=bold" read as a family without a bold.
      if let first = match.familyFacesWithLacked.first {
        output.note(
          tr(
            "(\"{family}\" has {properties} in {faces}: fontconfig ranks other properties, the language among them, before weight, width and slant; ask for one by its name: \"{family}:postscriptname={name}\")",
            [
              "family": VisibleText.escaped(face.family),
              "properties": match.lackedStyle.joined(separator: ", "),
              "faces": match.familyFacesWithLacked.map(VisibleText.escaped).joined(separator: ", "),
              "name": VisibleText.escaped(first),
            ]))
      }
    }
    if !match.leftOutFiles.isEmpty, let family = match.requestedFamily {
      output.note(
        tr(
          "(the files of \"{family}\" the configuration leaves out: {files})",
          ["family": VisibleText.escaped(family), "files": FileListText.shown(match.leftOutFiles)]))
    }
    if let weight = match.cssWeight {
      output.note(
        tr(
          "(fontconfig's weights run from 0 to 215 (regular 80, semibold 180, bold 200), not CSS's 100 to 900: weight={asked} asks for its heaviest; CSS's {asked} is weight={weight})",
          [
            "asked": DecimalText.string(weight.asked, maximumDecimals: 2),
            "weight": DecimalText.string(weight.fontconfig, maximumDecimals: 2),
          ]))
    }
    if let unquoted = match.unquotedPattern {
      output.note(
        tr(
          "(fontconfig reads quotes as part of a family's name, as CSS does not: write \"{pattern}\")",
          ["pattern": VisibleText.escapedControls(unquoted)]))
    } else if let dropped = match.droppedSize, let escaped = match.hyphenEscapedPattern {
      output.note(
        tr(
          "(fontconfig reads \"-{size}\" as a size and drops it, not being a number: write \"{escaped}\" for a family with a hyphen, or :postscriptname= for a face)",
          ["size": VisibleText.escapedControls(dropped), "escaped": VisibleText.escapedControls(escaped)]))
    }
    if arguments.has("json") {
      var json = JSONBytes()
      json.beginObject()
      json.member("match", level: 0)
      json.beginObject()
      func string(_ name: String, _ value: String?) {
        guard let value else { return }
        json.member(name, level: 1)
        json.string(value)
      }
      string("pattern", match.pattern)
      string("requestedFamily", match.requestedFamily)
      string("family", face.family)
      string("style", face.style.isEmpty ? nil : face.style)
      string("postscriptName", face.postScriptName)
      string("fontconfigPostscriptName", match.fontconfigPostScriptName)
      string("file", face.location.file)
      json.member("index", level: 1)
      json.integer(face.location.index)
      if let pixels = match.pixelSize {
        json.member("pixelSize", level: 1)
        json.text(FaceJSON.number(pixels))
      }
      json.member("substituted", level: 1)
      json.text(match.isSubstituted ? "true" : "false")
      string("substitution", match.substitution?.rawValue)
      // Why, as the plain output says it (in the interface language): scripts lost it.
      string("reason", match.reason.map { output.localizer($0) })
      if !match.lacking.isEmpty {
        json.member("lacks", level: 1)
        json.raw("[")
        for (position, property) in match.lacking.enumerated() {
          if position > 0 { json.raw(", ") }
          json.string(property)
        }
        json.raw("]")
      }
      json.endObject(level: 1)
      json.endObject(level: 0)
      output.write(json.text)
      output.write("\n")
      return 0
    }
    func add(_ key: String, _ value: String?) {
      guard let value else { return }
      output.line(key + ": " + VisibleText.escaped(value))
    }
    // The request as typed: a pattern's backslashes are fontconfig's escapes, kept as they are.
    output.line("pattern: " + VisibleText.escapedControls(match.pattern))
    add("requestedFamily", match.requestedFamily)
    add("family", face.family)
    add("style", face.style.isEmpty ? nil : face.style)
    add("postscriptName", face.postScriptName)
    add("fontconfigPostscriptName", match.fontconfigPostScriptName)
    add("file", face.location.file)
    add("index", String(face.location.index))
    add("pixelSize", match.pixelSize.map(FaceJSON.number))
    add("substituted", match.isSubstituted ? "yes" : "no")
    add("substitution", match.substitution?.rawValue)
    if let reason = match.reason { add("reason", output.localizer(reason)) }
    add("lacks", match.lacking.isEmpty ? nil : match.lacking.joined(separator: ", "))
    return 0
  }
}
