import TypecaseCore

/// One command of the command line: its words and options (what the parser reads), a line
/// that sums it up, its help, and what it does.
///
/// `--help`, the manual page and the shell completions are all made from these
/// definitions, so none can drift from the parser.
struct CommandDefinition: Sendable {
  /// The words and options.
  var spec: CommandSpec
  /// How the command is called, for example "faces FAMILY" (for the command list and the manual).
  var synopsis: String
  /// One line on what it does.
  var summary: Message
  /// The full help (`typecase COMMAND --help`).
  var help: @Sendable () -> Message
  /// Whether the command, so called, draws text (and so runs in `typecase-render`).
  var drawsText: @Sendable (ParsedArguments) -> Bool = { _ in false }
  /// Whether the command reads a face in full (HarfBuzz; and so runs in `typecase-render`).
  var readsFaces = false
  /// Whether the command, so called, reads the settings file beyond the interface language (and
  /// so reports what is wrong in it): `completions` sourced at every shell start, or
  /// `--version`, said "Ignored preview-size …" each time.
  var readsSettings: @Sendable (ParsedArguments) -> Bool = { _ in false }
  /// Other ways of calling the same command, listed on lines of their own in the root help
  /// (`match --text T` beside `match PATTERN`).
  var otherForms: [(synopsis: String, summary: Message)] = []
  /// Runs the command.
  var run: @Sendable (ParsedArguments, CommandContext, inout Output) throws(CommandFailure) -> Int32

  /// The command's word ("families").
  var name: String { spec.path.first ?? "" }
}

/// What a command may need besides its arguments: the settings, and (in `typecase-render`)
/// what draws text and what reads a face in full.
struct CommandContext {
  /// The settings file and the language.
  var settings: SettingsContext
  /// Pango's drawing; nil in `typecase`.
  var drawing: (any TextDrawing)?
  /// HarfBuzz's reading of one face (`FaceReader`); nil in `typecase`.
  var readFace: FaceDetailsReader?
}

extension TypecaseCommandLine {
  /// Every command, in the order help lists them.
  ///
  /// A new command is one more line here: the dispatch, `help`, the manual page and the
  /// completions pick it up.
  static let commands: [CommandDefinition] = [
    CommandDefinition(
      spec: FamiliesCommand.spec, synopsis: "families",
      summary: tr("list font families (search, language, monospace, JSON)"), help: { FamiliesCommand.help },
      readsSettings: { $0.has("starred") },
      run: { arguments, context, output throws(CommandFailure) in
        try FamiliesCommand.run(arguments, settings: context.settings, output: &output)
      }),
    CommandDefinition(
      spec: StarCommand.starSpec, synopsis: "star FAMILY", summary: tr("star a family (families --starred lists them)"),
      help: { StarCommand.starHelp }, readsSettings: { _ in true },
      run: { arguments, context, output throws(CommandFailure) in
        try StarCommand.run(arguments, starring: true, settings: context.settings, output: &output)
      }),
    CommandDefinition(
      spec: StarCommand.unstarSpec, synopsis: "unstar FAMILY", summary: tr("take a family's star away"),
      help: { StarCommand.unstarHelp }, readsSettings: { _ in true },
      run: { arguments, context, output throws(CommandFailure) in
        try StarCommand.run(arguments, starring: false, settings: context.settings, output: &output)
      }),
    CommandDefinition(
      spec: FacesCommand.spec, synopsis: "faces FAMILY",
      summary: tr("list the fonts of one family with their PostScript names and files"), help: { FacesCommand.help },
      run: { arguments, _, output throws(CommandFailure) in try FacesCommand.run(arguments, output: &output) }),
    CommandDefinition(
      spec: FaceCommand.spec, synopsis: "face NAME",
      summary: tr("everything about one font: names, axes, features, languages, blocks"), help: { FaceCommand.help },
      readsFaces: true,
      run: { arguments, context, output throws(CommandFailure) in
        try FaceCommand.run(arguments, readFace: context.readFace, output: &output)
      }),
    CommandDefinition(
      spec: SnippetCommand.spec, synopsis: "snippet FACE",
      summary: tr("the code that names one font: CSS, Pango, fontconfig, SwiftUI, LaTeX"),
      help: { SnippetCommand.help },
      // Features given are checked against the face's own, read in the renderer.
      drawsText: { $0.values["features"] != nil },
      run: { arguments, context, output throws(CommandFailure) in
        try SnippetCommand.run(arguments, readFace: context.readFace, output: &output)
      }),
    CommandDefinition(
      spec: MatchCommand.spec, synopsis: "match PATTERN",
      summary: tr("what fontconfig gives for a request such as \"monospace:bold\""), help: { MatchCommand.help },
      drawsText: MatchTextCommand.drawsText,
      otherForms: [("match --text T", tr("what really draws a text: Pango's runs and fallback fonts"))],
      run: { arguments, context, output throws(CommandFailure) in
        try MatchCommand.run(arguments, drawing: context.drawing, output: &output)
      }),
    CommandDefinition(
      spec: CoverCommand.spec, synopsis: "cover TEXT",
      summary: tr("the families that can show every character of a text"), help: { CoverCommand.help },
      run: { arguments, _, output throws(CommandFailure) in try CoverCommand.run(arguments, output: &output) }),
    CommandDefinition(
      spec: SpecimenCommand.spec, synopsis: "specimen NAME",
      summary: tr("draw a specimen sheet of a family or face (PDF, PNG, SVG)"), help: { SpecimenCommand.help },
      drawsText: SpecimenCommand.drawsText, readsSettings: { $0.values["text"] == nil },
      run: { arguments, context, output throws(CommandFailure) in
        try SpecimenCommand.run(
          arguments, drawing: context.drawing, readFace: context.readFace, settings: context.settings, output: &output)
      }),
    CommandDefinition(
      spec: SnapshotCommand.spec, synopsis: "snapshot",
      summary: tr("write this machine's fonts as JSON, with file hashes, to compare later"),
      help: { SnapshotCommand.help },
      run: { arguments, _, output throws(CommandFailure) in try SnapshotCommand.run(arguments, output: &output) }),
    CommandDefinition(
      spec: DiffCommand.spec, synopsis: "diff A [B]",
      summary: tr("the fonts added, removed and changed between two snapshots (or now)"), help: { DiffCommand.help },
      run: { arguments, _, output throws(CommandFailure) in try DiffCommand.run(arguments, output: &output) }),
    CommandDefinition(
      spec: InstallCommand.spec, synopsis: "install FILE...",
      summary: tr("install font files for you (checked first, cache rebuilt)"), help: { InstallCommand.help },
      run: { arguments, _, output throws(CommandFailure) in try InstallCommand.run(arguments, output: &output) }),
    CommandDefinition(
      spec: RemoveCommand.spec, synopsis: "remove NAME",
      summary: tr("move a face's or family's files, installed for you, to the trash"), help: { RemoveCommand.help },
      run: { arguments, _, output throws(CommandFailure) in try RemoveCommand.run(arguments, output: &output) }),
    CommandDefinition(
      spec: SettingsCommand.spec, synopsis: "settings", summary: tr("show and change Typecase's settings"),
      help: { SettingsCommand.help }, readsSettings: { _ in true },
      run: { arguments, context, output throws(CommandFailure) in
        try SettingsCommand.run(arguments, settings: context.settings, output: &output)
      }),
    CommandDefinition(
      spec: CompletionsCommand.spec, synopsis: "completions SHELL",
      summary: tr("print the completion script for bash, zsh or fish"), help: { CompletionsCommand.help },
      run: { arguments, context, output throws(CommandFailure) in
        try CompletionsCommand.run(arguments, settings: context.settings, output: &output)
      }),
    CommandDefinition(
      spec: HelpCommand.spec, synopsis: "help [COMMAND]", summary: tr("show a command's help, or the manual (--man)"),
      help: { HelpCommand.help },
      run: { arguments, _, output throws(CommandFailure) in try HelpCommand.run(arguments, output: &output) }),
  ]

  /// The command named `word`.
  static func command(named word: String) -> CommandDefinition? { commands.first { $0.name == word } }

  /// The command list of the root help: synopsis and summary, aligned.
  static var commandList: Message {
    let forms = commands.flatMap { [($0.synopsis, $0.summary)] + $0.otherForms }
    let width = (forms.map(\.0.count).max() ?? 0) + 2
    var lines: [String] = []
    var arguments: [String: Message.Argument] = [:]
    for (index, (synopsis, summary)) in forms.enumerated() {
      let padding = String(repeating: " ", count: max(1, width - synopsis.count))
      lines.append("  " + synopsis + padding + "{summary\(index)}")
      arguments["summary\(index)"] = .message(summary)
    }
    // The lines' layout is not translated, only the summaries.
    return Message(english: lines.joined(separator: "\n"), arguments: arguments)
  }
}
