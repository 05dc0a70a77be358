import TypecaseCore
import TypecaseUI

/// The `typecase` command line: reads the arguments, runs a command or asks for the window.
public enum TypecaseCommandLine {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  static let rootSpec = CommandSpec(
    path: [], flags: ["version", "report-startup"] + FilterArguments.flags,
    valueOptions: [("page", "PAGE"), ("screenshot", "FILE.png")] + FilterArguments.valueOptions)

  static var rootHelp: Message {
    tr(
      """
      Usage: typecase [--page PAGE] [--screenshot FILE] [--report-startup]
             typecase COMMAND [OPTIONS]

      Typecase shows the fonts of this machine and their exact names. Without a command it
      opens the window (or, with no display, lists the font families).

      Commands:
        families        list font families (search, language, monospace, JSON)
        faces FAMILY    list the fonts of one family with their PostScript names and files
        face NAME       everything about one font: names, axes, features, languages, blocks
        snippet FACE    the code that names one font: CSS, Pango, fontconfig, SwiftUI, LaTeX
        match PATTERN   what fontconfig gives for a request such as "monospace:bold"
        match --text T  what really draws a text: Pango's runs and fallback fonts
        cover TEXT      the families that can show every character of a text
        specimen NAME   draw a specimen sheet of a family or face (PDF, PNG, SVG)
        snapshot        write this machine's fonts as JSON, with file hashes, to compare later
        diff A [B]      the fonts added, removed and changed between two snapshots (or now)
        settings        show and change Typecase's settings
        help COMMAND    show a command's help

      Window options:
        --page PAGE             open at a page (one of the pages below)
        --screenshot FILE       draw the page's first complete frame into FILE (.png or
                                .jpg) and exit
        --report-startup        print milliseconds to the first frame with rows, and exit
        --version               print the version
        -h, --help              show this help

      Pages:
      {pages}

      Examples:
        typecase
        typecase families --search sans
        typecase faces "DejaVu Sans" --json
        typecase face DejaVuSans-Bold
        typecase --page "family/DejaVu Sans" --screenshot dejavu.png
      """, ["pages": pageList])
  }

  /// The pages `--page` accepts, two spaces in, as help and usage errors list them.
  static var pageList: String { PagePath.names().map { "  " + $0 }.joined(separator: "\n") }

  /// Runs `arguments` (without the program name); output is collected in `output`.
  ///
  /// A command that draws text needs `drawing`; without one (in `typecase`, which does not
  /// load Pango) the answer is `.drawInRenderer`, after the command line has been checked.
  public static func run(
    _ arguments: [String], settings: SettingsContext, hasDisplay: Bool, drawing: (any TextDrawing)? = nil,
    output: inout Output
  ) -> CommandResult {
    output.localizer = settings.localizer
    do {
      return try dispatch(arguments, settings: settings, hasDisplay: hasDisplay, drawing: drawing, output: &output)
    } catch {
      switch error {
      case .usage(let usage):
        output.error(output.localizer(usage.message) + " (" + output.localizer(usage.hint) + ")")
        return .exit(2)
      case .failure(let message, let details):
        output.error(message)
        for detail in details { output.errors += "  " + output.localizer(detail) + "\n" }
        return .exit(1)
      case .badInput(let message):
        output.error(message)
        return .exit(2)
      }
    }
  }

  private static func dispatch(
    _ arguments: [String], settings: SettingsContext, hasDisplay: Bool, drawing: (any TextDrawing)?,
    output: inout Output
  ) throws(CommandFailure) -> CommandResult {
    let commands: [Command] = [
      Command(
        FamiliesCommand.spec, FamiliesCommand.help,
        run: { (arguments, output) throws(CommandFailure) in
          try FamiliesCommand.run(arguments, settings: settings, output: &output)
        }),
      Command(
        StarCommand.starSpec, StarCommand.starHelp,
        run: { (arguments, output) throws(CommandFailure) in
          try StarCommand.run(arguments, starring: true, settings: settings, output: &output)
        }),
      Command(
        StarCommand.unstarSpec, StarCommand.unstarHelp,
        run: { (arguments, output) throws(CommandFailure) in
          try StarCommand.run(arguments, starring: false, settings: settings, output: &output)
        }),
      Command(FacesCommand.spec, FacesCommand.help, run: FacesCommand.run),
      Command(FaceCommand.spec, FaceCommand.help, run: FaceCommand.run),
      Command(SnippetCommand.spec, SnippetCommand.help, run: SnippetCommand.run),
      Command(
        MatchCommand.spec, MatchCommand.help, drawsText: MatchTextCommand.drawsText,
        run: { (arguments, output) throws(CommandFailure) in
          try MatchCommand.run(arguments, drawing: drawing, output: &output)
        }),
      Command(CoverCommand.spec, CoverCommand.help, run: CoverCommand.run),
      Command(SnapshotCommand.spec, SnapshotCommand.help, run: SnapshotCommand.run),
      Command(DiffCommand.spec, DiffCommand.help, run: DiffCommand.run),
      Command(
        SpecimenCommand.spec, SpecimenCommand.help, drawsText: SpecimenCommand.drawsText,
        run: { (arguments, output) throws(CommandFailure) in
          try SpecimenCommand.run(arguments, drawing: drawing, settings: settings, output: &output)
        }),
      Command(
        SettingsCommand.spec, SettingsCommand.help,
        run: { (arguments, output) throws(CommandFailure) in
          try SettingsCommand.run(arguments, settings: settings, output: &output)
        }),
    ]
    if let word = arguments.first, !word.hasPrefix("-") {
      if word == "help" {
        let topic = arguments.dropFirst().first
        guard let topic else {
          output.line(rootHelp)
          return .exit(0)
        }
        guard let command = commands.first(where: { $0.spec.path.first == topic }) else {
          throw .usage(UsageError(message: tr("no command '{command}'", ["command": topic]), hint: rootSpec.helpHint))
        }
        output.line(command.help)
        return .exit(0)
      }
      guard let command = commands.first(where: { $0.spec.path.first == word }) else {
        let known = commands.compactMap(\.spec.path.first)
        let close = known.filter { EditDistanceHint.isClose(word, $0) }
        let hint = close.isEmpty ? rootSpec.helpHint : tr("did you mean '{command}'?", ["command": close[0]])
        throw .usage(UsageError(message: tr("no command '{command}'", ["command": word]), hint: hint))
      }
      let parsed = try parse(command.spec, Array(arguments.dropFirst()))
      if parsed.wantsHelp {
        output.line(command.help)
        return .exit(0)
      }
      if drawing == nil && command.drawsText(parsed) { return .drawInRenderer }
      return .exit(try command.run(parsed, &output))
    }

    let parsed = try parse(rootSpec, arguments)
    if parsed.wantsHelp {
      output.line(rootHelp)
      return .exit(0)
    }
    if parsed.has("version") {
      output.line("typecase " + version)
      return .exit(0)
    }
    let filters: FamilyFilters
    do throws(FilterArguments.Problem) {
      filters = try FilterArguments.filters(
        values: parsed.values, has: parsed.has, normalizedLanguage: FontSource.normalizedLanguage)
    } catch {
      throw .usage(UsageError(message: error.message, hint: error.hint))
    }
    let options = WindowOptions(
      page: parsed.values["page"] ?? "families", screenshotPath: parsed.values["screenshot"],
      reportsStartup: parsed.has("report-startup"), filters: filters)
    do {
      _ = try PagePath.routes(for: options.page)
    } catch {
      throw .usage(
        UsageError(
          message: error.message,
          hint: tr("pages: {pages}", ["pages": PagePath.names().joined(separator: ", ")])))
    }
    if let path = options.screenshotPath, ScreenshotFormat(path: path) == nil {
      throw .usage(
        UsageError(
          message: tr("cannot write a screenshot to \"{path}\": the name must end in .png or .jpg", ["path": path]),
          hint: rootSpec.helpHint))
    }
    if hasDisplay { return .openWindow(options) }
    if options != WindowOptions(filters: filters) {
      throw .failure(tr("no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set)"))
    }
    var listing = ParsedArguments()
    listing.values = parsed.values.filter { key, _ in FilterArguments.valueOptions.contains { $0.0 == key } }
    listing.flags = parsed.flags.filter { FilterArguments.flags.contains($0) }
    let status = try FamiliesCommand.run(listing, settings: settings, output: &output)
    output.note(tr("(no display: listed the families; run 'typecase' in a graphical session for the window)"))
    return .exit(status)
  }

  private static func parse(_ spec: CommandSpec, _ arguments: [String]) throws(CommandFailure) -> ParsedArguments {
    do {
      return try spec.parse(arguments)
    } catch {
      throw .usage(error)
    }
  }
}

/// One command: its options, its help, and what runs it.
struct Command {
  var spec: CommandSpec
  var help: Message
  /// Whether the command, so called, draws text (and so runs in `typecase-render`).
  var drawsText: (ParsedArguments) -> Bool
  var run: (ParsedArguments, inout Output) throws(CommandFailure) -> Int32

  init(
    _ spec: CommandSpec, _ help: Message, drawsText: @escaping (ParsedArguments) -> Bool = { _ in false },
    run: @escaping (ParsedArguments, inout Output) throws(CommandFailure) -> Int32
  ) {
    self.spec = spec
    self.help = help
    self.drawsText = drawsText
    self.run = run
  }
}

/// Whether a mistyped command word is close enough to a known one to suggest it.
enum EditDistanceHint {
  static func isClose(_ typed: String, _ known: String) -> Bool {
    known.hasPrefix(typed) || SearchDistance.between(typed, known) <= 2
  }
}
