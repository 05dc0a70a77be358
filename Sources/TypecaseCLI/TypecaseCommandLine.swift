import FoundationEssentials
import TypecaseCore
import TypecaseUI

/// The `typecase` command line: reads the arguments, runs a command or asks for the window.
public enum TypecaseCommandLine {
  /// The version `--version` prints.
  public static let version = ApplicationIdentity.version

  static let rootSpec = CommandSpec(
    path: [], flags: ["version", "report-startup", errorsInWindowFlag] + FilterArguments.flags,
    valueOptions: [("page", "PAGE"), ("screenshot", "FILE.png"), ("search", "TEXT")] + FilterArguments.valueOptions,
    positionalCompletions: [.commands],
    valueCompletions: FamiliesCommand.filterValueCompletions.merging(["page": .pages, "screenshot": .files]) { $1 })

  static var rootHelp: Message {
    trParagraphs(
      """
      Usage: typecase [--page PAGE] [--screenshot FILE] [--report-startup]
             typecase FONT-FILE [--screenshot FILE]
             typecase COMMAND [OPTIONS]

      Typecase shows the fonts of this machine and their exact names. Without a command it
      opens the window (or, with no display, lists the font families). With a font file
      (FONT-FILE#INDEX for a face of a collection) it opens that font's page, installed or
      not: a file not installed is drawn from where it is, and its page installs it.

      Commands:
      {commands}

      Window options:
        --page PAGE             open at a page (one of the pages below)
        --screenshot FILE       draw the page's first complete frame into FILE (.png or
                                .jpg) and exit
        --report-startup        print milliseconds to the first frame with rows, and exit
        --errors-in-window      given first: say why a font file cannot be opened in the
                                window too (for launches without a terminal, as the
                                desktop file's)
        --search TEXT, --lang LANG, --monospace, …
                                open with the family list searched and filtered, as
                                'typecase families' takes them (see its --help)

      Options:
        --version               print the versions of Typecase, fontconfig, Pango, GTK
                                and libadwaita
        -h, --help              show this help

      Pages:
      {pages}

      Examples:
        typecase
        typecase families --search sans
        typecase faces "DejaVu Sans" --json
        typecase face DejaVuSans-Bold
        typecase ~/Downloads/Inter.ttf
        typecase --page "family/DejaVu Sans" --screenshot dejavu.png
      """, nesting: ["pages": .text(pageList), "commands": .message(commandList)])
  }

  /// The pages `--page` accepts, two spaces in, as help and usage errors list them.
  static var pageList: String { PagePath.names().map { "  " + $0 }.joined(separator: "\n") }

  /// Runs `arguments` (without the program name); output is collected in `output`.
  ///
  /// A command that draws text needs `drawing`, one that reads a face in full `readFace`;
  /// without them (in `typecase`, which links neither Pango nor HarfBuzz) the answer is
  /// `.runInRenderer`, after the command line has been checked.
  public static func run(
    _ arguments: [String], settings: SettingsContext, hasDisplay: Bool, drawing: (any TextDrawing)? = nil,
    readFace: FaceDetailsReader? = nil, output: inout Output
  ) -> CommandResult {
    output.localizer = settings.localizer
    let context = CommandContext(settings: settings, drawing: drawing, readFace: readFace)
    do {
      return try dispatch(arguments, context: context, hasDisplay: hasDisplay, output: &output)
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
    _ arguments: [String], context: CommandContext, hasDisplay: Bool, output: inout Output
  ) throws(CommandFailure) -> CommandResult {
    let settings = context.settings
    var arguments = arguments
    // The desktop file's launch (`typecase --errors-in-window %f`): nobody reads its standard
    // error. A file Files opened with Typecase that it refused showed nothing at all.
    let errorsInWindowGiven = arguments.first == "--" + errorsInWindowFlag
    if errorsInWindowGiven { arguments.removeFirst() }
    let errorsInWindow = errorsInWindowGiven && hasDisplay
    var fileOpened: String?
    var refusal: String?
    // `typecase -- -name.ttf`: a file whose name starts with a dash, named as every command
    // takes one (a path then, though it has no slash: "unexpected argument" said otherwise).
    let afterDashes = arguments.count == 2 && arguments[0] == "--" && !arguments[1].isEmpty
    if afterDashes { arguments.removeFirst() }
    if let word = arguments.first, afterDashes || (!word.hasPrefix("-") && command(named: word) == nil) {
      do {
        if let file = try fontFile(afterDashes && !word.contains("/") ? "./" + word : word) {
          fileOpened = file
          arguments.removeFirst()
        }
      } catch {
        guard errorsInWindow, case .failure(let message, let details) = error else { throw error }
        output.error(message)
        for detail in details { output.errors += "  " + output.localizer(detail) + "\n" }
        refusal = ([output.localizer(message)] + details.map { output.localizer($0) }).joined(separator: "\n")
        arguments.removeFirst()
      }
    }
    if let word = arguments.first, !word.hasPrefix("-"), fileOpened == nil {
      guard let command = command(named: word) else { throw .usage(unknownCommand(word)) }
      let parsed = try parse(command.spec, Array(arguments.dropFirst()))
      if parsed.wantsHelp {
        output.help(command.help())
        return .exit(0)
      }
      if (context.drawing == nil && command.drawsText(parsed)) || (context.readFace == nil && command.readsFaces) {
        return .runInRenderer
      }
      output.reportsSettingsProblems = command.readsSettings(parsed)
      return .exit(try command.run(parsed, context, &output))
    }

    // `typecase --help families` asks for that command's help, as `git --help log` does (it
    // printed this help).
    if arguments.count >= 2, ["-h", "--help"].contains(arguments[0]), !arguments[1].hasPrefix("-") {
      guard let command = command(named: arguments[1]) else { throw .usage(unknownCommand(arguments[1])) }
      output.help(command.help())
      return .exit(0)
    }
    let parsed = try parse(rootSpec, arguments)
    if parsed.wantsHelp {
      output.help(rootHelp)
      return .exit(0)
    }
    if parsed.has("version") {
      output.line("typecase " + version)
      output.line("fontconfig " + FontconfigVersion.text)
      if let toolkit = ToolkitVersionQuery.versions() {
        for (library, version) in toolkit { output.line(library + " " + version) }
      } else {
        output.note(
          tr(
            "(the window program {path} did not answer: Pango, GTK and libadwaita versions unknown)",
            ["path": WindowLauncher.programPath]))
      }
      return .exit(0)
    }
    let filters: FamilyFilters
    do throws(FilterArguments.Problem) {
      filters = try FilterArguments.filters(
        values: parsed.values, has: parsed.has, normalizedLanguage: FontSource.normalizedLanguage)
    } catch {
      throw .usage(UsageError(message: error.message, hint: error.hint))
    }
    var options = WindowOptions(
      page: parsed.values["page"] ?? "families", screenshotPath: parsed.values["screenshot"],
      reportsStartup: parsed.has("report-startup"), filters: filters)
    options.search = parsed.values["search"]
    options.isPageGiven = parsed.values["page"] != nil
    options.refusal = refusal
    if let fileOpened {
      guard !options.isPageGiven else {
        throw .usage(UsageError(message: tr("give a font file or --page, not both"), hint: rootSpec.helpHint))
      }
      options.page = "face/" + fileOpened
      options.isPageGiven = true
    }
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
    if options.page != "families" || options.screenshotPath != nil || options.reportsStartup {
      throw .failure(
        tr("no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set)"),
        details: fileOpened == nil ? [] : [tr("'typecase face FILE' prints what the font file holds")])
    }
    var listing = ParsedArguments()
    listing.values = parsed.values.filter { key, _ in
      key == "search" || FilterArguments.valueOptions.contains { $0.0 == key }
    }
    listing.flags = parsed.flags.filter { FilterArguments.flags.contains($0) }
    let status = try FamiliesCommand.run(listing, settings: settings, output: &output)
    output.note(tr("(no display: listed the families; run 'typecase' in a graphical session for the window)"))
    return .exit(status)
  }

  /// The font file `word` names, to open in the window (`typecase Font.ttf`), as the page
  /// path names it (absolute, `#INDEX` when not the first face); nil when `word` names no
  /// file and has no slash (a mistyped command).
  ///
  /// The file is checked as `typecase face FILE` checks it: a file that is no font fails
  /// here, with the reason, rather than in a window.
  private static func fontFile(_ word: String) throws(CommandFailure) -> String? {
    let currentDirectory = FileManager.default.currentDirectoryPath
    let location = FaceTarget.location(word, currentDirectory: currentDirectory)
    guard word.contains("/") || FileManager.default.fileExists(atPath: location.file) else { return nil }
    _ = try FaceCommand.file(location, typed: word)
    if let problem = FaceInFile.problem(location) { throw .failure(Message.cannotRead(word, because: problem)) }
    // The file named alone stays so (a variable font as a whole), and FILE#0 so (its default
    // instance).
    let namedAlone = location.file == FaceTarget.absolute(word, currentDirectory: currentDirectory)
    return namedAlone ? location.file : location.file + "#" + String(location.index)
  }

  /// The option that asks for a font file's refusal in the window as well as on standard
  /// error; given first, as the desktop file gives it.
  static let errorsInWindowFlag = "errors-in-window"

  private static func parse(_ spec: CommandSpec, _ arguments: [String]) throws(CommandFailure) -> ParsedArguments {
    do {
      return try spec.parse(arguments)
    } catch {
      throw .usage(error)
    }
  }
}

/// Whether a mistyped command word is close enough to a known one to suggest it.
enum EditDistanceHint {
  static func isClose(_ typed: String, _ known: String) -> Bool {
    known.hasPrefix(typed) || SearchDistance.between(typed, known) <= 2
  }

}

extension TypecaseCommandLine {
  /// "no command 'famlies'", with the command meant when one is close (for 'typecase famlies'
  /// and 'typecase help famlies' alike).
  static func unknownCommand(_ word: String) -> UsageError {
    let meant = commands.map(\.name).first { EditDistanceHint.isClose(word, $0) }
    return UsageError(
      message: tr("no command '{command}'", ["command": word]),
      hint: meant.map { tr("did you mean '{command}'?", ["command": $0]) } ?? rootSpec.helpHint)
  }
}
