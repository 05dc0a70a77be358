import Glibc
import TypecaseCore

/// A command's options, and the parser that reads a command line against them.
///
/// Small on purpose: long options (`--name`, `--name=value`, `--name value`), `-h`, `--` to end
/// options, and positional arguments. Anything unknown is a usage error that names the help to read.
struct CommandSpec: Sendable {
  /// The command's words after `typecase`, for example ["settings", "set"]; empty for the root.
  var path: [String]
  /// Options that take no value.
  var flags: [String] = []
  /// Options that take one value, with the value's placeholder, for example ("search", "TEXT").
  var valueOptions: [(name: String, placeholder: String)] = []
  /// The most positional arguments accepted.
  var maximumPositionals = 0
  /// One-letter spellings of value options, for example "o" for "output" (`-o FILE`).
  ///
  /// Keyed by String, not Character: hashing a Character costs every command's start-up the
  /// setting up of Unicode normalization (a quarter of a million instructions).
  var shortOptions: [String: String] = [:]
  /// What completes each positional argument, in order (shell completions); the last one
  /// completes every further argument when the command takes any number (`install FILE...`).
  var positionalCompletions: [ArgumentCompletion] = []
  /// What completes the value of each value option, by option name (none when absent).
  var valueCompletions: [String: ArgumentCompletion] = [:]

  /// How to read about this command, for error hints.
  var helpHint: Message {
    tr("see '{command}'", ["command": (["typecase"] + path + ["--help"]).joined(separator: " ")])
  }
}

/// A command line read against a `CommandSpec`.
struct ParsedArguments: Sendable, Equatable {
  var flags: Set<String> = []
  var values: [String: String] = [:]
  var positionals: [String] = []
  var wantsHelp: Bool { flags.contains("help") }

  func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A mistake in how the command was called: exit status 2, one line, with a hint.
struct UsageError: Error, Equatable {
  var message: Message
  var hint: Message
}

extension CommandSpec {
  /// Reads `arguments` (without the command's own words); `--help`/`-h` is always allowed.
  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var remaining = arguments[...]
    var optionsEnded = false
    // How many positionals came before "--" (an option after it is read as a name).
    var positionalsBeforeEnd = Int.max
    // Where each positional and each option's separate value was on the command line: the
    // words of an unquoted name are told apart from other extra arguments by them.
    var positionalPlaces: [Int] = []
    var valuePlaces: [Int: String] = [:]
    while let argument = remaining.popFirst() {
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        positionalPlaces.append(remaining.startIndex - 1)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        positionalsBeforeEnd = parsed.positionals.count
        continue
      }
      if argument == "-h" || argument == "--help" {
        parsed.flags.insert("help")
        continue
      }
      var body = argument.dropFirst(2)
      if !argument.hasPrefix("--") {
        // "-o FILE" or "-oFILE": the long option, as "--output FILE" or "--output=FILE".
        guard let letter = argument.dropFirst().first, let long = shortOptions[String(letter)] else {
          throw UsageError(message: unknownOption(argument, namesGiven: parsed.positionals.count), hint: helpHint)
        }
        let rest = argument.dropFirst(2)
        body = Substring(rest.isEmpty ? long : long + "=" + rest)
      }
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      // "--help=x" is a flag given a value too (it was "unknown option '--help' (did you mean
      // '--help'?)").
      if flags.contains(name) || name == "help" {
        if inlineValue != nil {
          throw UsageError(message: tr("option '--{option}' takes no value", ["option": name]), hint: helpHint)
        }
        parsed.flags.insert(name)
      } else if let option = valueOptions.first(where: { $0.name == name }) {
        let needsAValue = tr(
          "option '--{option}' needs a value ({placeholder})", ["option": name, "placeholder": option.placeholder])
        guard let value = inlineValue ?? remaining.popFirst() else {
          throw UsageError(message: needsAValue, hint: helpHint)
        }
        if inlineValue == nil { valuePlaces[remaining.startIndex - 1] = name }
        // `families --search --json`: the value forgotten, the next option is not taken for it
        // (it searched for "--json", printed nothing and exited 0), as swift-argument-parser
        // answers; such a value goes after "=".
        if inlineValue == nil, isOption(value) {
          throw UsageError(
            message: needsAValue,
            hint: tr(
              "for the value '{value}', write '--{option}={value}'; see '{help}'",
              ["option": name, "value": value, "help": (["typecase"] + path + ["--help"]).joined(separator: " ")]))
        }
        guard parsed.values[name] == nil else {
          throw UsageError(message: tr("option '--{option}' is given twice", ["option": name]), hint: helpHint)
        }
        parsed.values[name] = value
      } else {
        // A misspelled option of three letters or more gets the one meant ("--jsn": "--json").
        let known = (flags.sorted() + valueOptions.map(\.name) + ["help"]).map { "--" + $0 }
        if name.count >= 3, let meant = known.first(where: { EditDistanceHint.isClose("--" + name, $0) }) {
          throw UsageError(
            message: tr("unknown option '{option}'", ["option": "--" + name]),
            hint: tr("did you mean '{option}'?", ["option": meant]))
        }
        throw UsageError(message: unknownOption("--" + name, namesGiven: parsed.positionals.count), hint: helpHint)
      }
    }
    if parsed.positionals.count > maximumPositionals && !parsed.wantsHelp {
      let extra = parsed.positionals[maximumPositionals]
      // `faces -- -Dash --json`: everything after "--" is a name, so the option was not read.
      if maximumPositionals >= positionalsBeforeEnd,
        let option = parsed.positionals[positionalsBeforeEnd...].first(where: isOption)
      {
        throw UsageError(
          message: tr("unexpected argument '{argument}' (options go before '--')", ["argument": option]),
          hint: helpHint)
      }
      throw UsageError(
        message: tr("unexpected argument '{argument}'", ["argument": extra]),
        hint: unquotedNameHint(
          arguments, extraAt: positionalPlaces[maximumPositionals], positionalPlaces: positionalPlaces,
          valuePlaces: valuePlaces) ?? helpHint)
    }
    return parsed
  }

  /// For an extra argument right after a name or an option's value (`star Noto Sans`, `--font
  /// Noto Serif`, `--search=Noto Sans`): that the words of a name with spaces go in quotes,
  /// with the words quoted (it said only "unexpected argument 'Sans'", the first mistake a
  /// user new to shells makes).
  ///
  /// Where the words may be an option's value spilled into the name (`--text Hello World
  /// DejaVu Sans`), which words go together is not known: the rule is said without them.
  private func unquotedNameHint(
    _ arguments: [String], extraAt place: Int, positionalPlaces: [Int], valuePlaces: [Int: String]
  ) -> Message? {
    let before = place - 1
    guard before >= 0 else { return nil }
    // `--search=Noto Sans`: the option's inline value is the name's first word.
    let inline =
      arguments[before].hasPrefix("--") ? arguments[before].dropFirst(2).split(separator: "=", maxSplits: 1) : []
    let inlineOption =
      inline.count == 2 && valueOptions.contains { $0.name == String(inline[0]) } ? String(inline[0]) : nil
    let option = valuePlaces[before] ?? inlineOption
    // Of a name or text, not a file, a command or a word from a list (`diff OLD NEW extra`).
    let kinds: [ArgumentCompletion] = [.none, .families, .starredFamilies, .faceNames, .fonts, .settingValues]
    if let option {
      guard kinds.contains(valueCompletions[option] ?? .none) else { return nil }
    } else {
      guard let name = positionalPlaces.prefix(maximumPositionals).firstIndex(of: before),
        kinds.contains(
          positionalCompletions.isEmpty ? .none : positionalCompletions[min(name, positionalCompletions.count - 1)])
      else { return nil }
      // The name right after an option's value: the value's words, or the name's?
      if before > 0, valuePlaces[before - 1] != nil {
        return tr("a name or text with spaces goes in quotes, as one argument")
      }
    }
    // The words from the name's first to the last extra one given after it, in a row.
    var last = place
    while positionalPlaces.contains(last + 1) { last += 1 }
    let first = inlineOption != nil ? String(inline[1]) : arguments[before]
    // Files (`remove fonts/*.ttf`, a glob's paths): no name with spaces, and joined in quotes
    // they named no file at all.
    if ([first] + arguments[place...last]).contains(where: Self.isPath) { return nil }
    let words = ([first] + arguments[place...last]).joined(separator: " ")
    let quoted = Self.doubleQuoted(words)
    let example =
      if let inlineOption { "--\(inlineOption)=" + quoted } else if let option { "--\(option) " + quoted }
      // A name that begins with "-" goes after "--".
      else { words.hasPrefix("-") ? "-- " + quoted : quoted }
    return tr("a name or text with spaces goes in quotes, as one argument: {example}", ["example": example])
  }

  /// `words` as one argument in a POSIX shell's double quotes (`"`, `\\`, `$` and `` ` ``
  /// escaped).
  static func doubleQuoted(_ words: String) -> String {
    "\""
      + words.reduce(into: "") { quoted, character in
        if "\"\\$`".contains(character) { quoted.append("\\") }
        quoted.append(character)
      } + "\""
  }

  /// Whether `argument` is a file's path: it has a "/" or names a file that exists.
  private static func isPath(_ argument: String) -> Bool {
    argument.contains("/") || access(argument, F_OK) == 0
  }

  /// Whether `argument` is one of this command's options (`--json`, `--as=css`, `-o`).
  private func isOption(_ argument: String) -> Bool {
    if argument == "-h" || argument == "--help" { return true }
    if argument.hasPrefix("--") {
      let name = String(argument.dropFirst(2).prefix { $0 != "=" })
      return flags.contains(name) || valueOptions.contains { $0.name == name }
    }
    return argument.count >= 2 && argument.hasPrefix("-") && shortOptions[String(argument.dropFirst().prefix(1))] != nil
  }

  /// "unknown option '-x'", and for a command that takes font names (faces, families) or other
  /// values (cover's text, a setting's value), how to give one that begins with "-" (a
  /// PostScript name such as "-dash-Regular", the text "-> arrows"): while one is still to
  /// come (`namesGiven`) and the word could be one.
  ///
  /// Options are "--" and lowercase words: "--bogus" after a family is a mistyped option, and
  /// the hint led away from it.
  private func unknownOption(_ option: String, namesGiven: Int) -> Message {
    let takesNames = positionalCompletions.contains { [.faceNames, .families, .starredFamilies, .fonts].contains($0) }
    let namesWanted = namesGiven < maximumPositionals
    let optionLike =
      option.hasPrefix("--")
      && option.dropFirst(2).allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-" || $0 == "=") }
    guard namesWanted, !optionLike else { return tr("unknown option '{option}'", ["option": option]) }
    guard takesNames else {
      return tr("unknown option '{option}' (a value that begins with '-' goes after '--')", ["option": option])
    }
    return tr("unknown option '{option}' (a name that begins with '-' goes after '--')", ["option": option])
  }
}
