import TypecaseCore

/// `typecase match PATTERN`: the face fontconfig gives for a request, as `fc-match` finds it,
/// and whether it is the family asked for; `typecase match --text TEXT` (MatchTextCommand):
/// the runs Pango draws a text with.
enum MatchCommand {
  /// One PATTERN, or `--text TEXT` with `--font DESCRIPTION`; and `--json`.
  static let spec = CommandSpec(
    path: ["match"], flags: ["json"], valueOptions: [("text", "TEXT"), ("font", "DESCRIPTION")],
    maximumPositionals: 1)

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
      and index, and whether it is of another family than the one asked for (substituted),
      and why: the family asked for is a generic name (sans-serif, serif, monospace, …), the
      configuration names a substitute for it (an alias), it is not installed, or another font
      matched the rest of the request better.

      PATTERN is a fontconfig pattern: FAMILY[,FAMILY…][-SIZE][:KEY=VALUE…], e.g.
      "DejaVu Sans:bold", ":lang=ja" or "monospace:weight=200".

      Output: one "key: value" per line: pattern, requestedFamily, family, style,
      postscriptName, file, index, substituted (yes or no), substitution (generic, alias,
      not-installed, better-match, next-family) and reason.

      Options:
        --json          {"match": {"pattern", "requestedFamily", "family", "style",
                        "postscriptName", "file", "index", "substituted", "substitution"}}
        -h, --help      show this help

      Examples:
        typecase match Helvetica
        typecase match monospace:bold
        typecase match "sans-serif:lang=ja" --json
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
            hint: spec.helpHint))
      }
      return try MatchTextCommand.run(arguments, drawing: drawing, output: &output)
    }
    if arguments.values["font"] != nil {
      throw .usage(UsageError(message: tr("--font goes with --text"), hint: spec.helpHint))
    }
    guard let pattern = arguments.positionals.first else {
      throw .usage(UsageError(message: tr("missing pattern"), hint: spec.helpHint))
    }
    let match: FontMatch
    do {
      match = try FontMatch.find(pattern)
    } catch {
      if case .malformed = error { throw .usage(UsageError(message: error.message, hint: spec.helpHint)) }
      throw .failure(error.message)
    }
    let face = match.face
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
      string("file", face.location.file)
      json.member("index", level: 1)
      json.integer(face.location.index)
      json.member("substituted", level: 1)
      json.text(match.isSubstituted ? "true" : "false")
      string("substitution", match.substitution?.rawValue)
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
    add("pattern", match.pattern)
    add("requestedFamily", match.requestedFamily)
    add("family", face.family)
    add("style", face.style.isEmpty ? nil : face.style)
    add("postscriptName", face.postScriptName)
    add("file", face.location.file)
    add("index", String(face.location.index))
    add("substituted", match.isSubstituted ? "yes" : "no")
    add("substitution", match.substitution?.rawValue)
    if let substitution = match.substitution, let family = match.requestedFamily {
      add("reason", output.localizer(substitution.explanation(family: family)))
    }
    return 0
  }
}
