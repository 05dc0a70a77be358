import TypecaseCore
import TypecaseUI

/// The command line as the completion scripts see it: each command's options and what
/// completes its arguments, with the fixed word lists (settings, languages) filled in.
struct CompletionGrammar {
  /// One command, or the root (name "").
  struct Command {
    var name: String
    /// One line on what it does (English: scripts are installed once for every user).
    var summary: String
    /// Options that take no value, "--json"; "--help" included.
    var flags: [String]
    /// Options that take a value, with what completes it: long ones ("--output"), then their
    /// one-letter spellings ("-o").
    var valueOptions: [(option: String, completion: ArgumentCompletion)]
    /// What completes each positional argument.
    var positionals: [ArgumentCompletion]
    /// What completes every positional argument after those, when the command takes any number
    /// of them (`install FILE...`); nil when it takes no more.
    var furtherPositionals: ArgumentCompletion?
  }

  /// The root (options of `typecase` alone), then every command.
  var root: Command
  var commands: [Command]
  /// The settings keys a user sets, with each one's values (empty for free text).
  var settings: [(key: String, values: [String])]
  /// The language tags fontconfig knows.
  var languages: [String]

  init(commands: [CommandDefinition], root: CommandSpec) {
    func command(_ spec: CommandSpec, summary: String) -> Command {
      var valueOptions = spec.valueOptions.map { ("--" + $0.name, spec.valueCompletions[$0.name] ?? .none) }
      for (letter, long) in spec.shortOptions.sorted(by: { $0.key < $1.key })
      where spec.valueOptions.contains(where: { $0.name == long }) {
        valueOptions.append(("-" + letter, spec.valueCompletions[long] ?? .none))
      }
      return Command(
        name: spec.path.first ?? "", summary: summary, flags: (spec.flags + ["help"]).map { "--" + $0 },
        valueOptions: valueOptions, positionals: spec.positionalCompletions,
        furtherPositionals: spec.maximumPositionals == Int.max ? spec.positionalCompletions.last : nil)
    }
    self.root = command(root, summary: "")
    self.commands = commands.map { command($0.spec, summary: $0.summary.description) }
    settings = TypecaseSettings.schema.visibleSettings.map { ($0.key, $0.choices.map(\.value)) }
    languages = FontSource.knownLanguages()
  }

  /// The words `completion` stands for when they are fixed; nil for what is asked at Tab time
  /// (families, faces, pages, files) or depends on an earlier argument.
  func fixedWords(_ completion: ArgumentCompletion) -> [String]? {
    switch completion {
    case .none: []
    case .words(let words): words
    case .languages: languages
    case .commands: commands.map(\.name)
    case .settingsKeys: settings.map(\.key)
    case .files, .families, .starredFamilies, .faceNames, .fonts, .pages, .settingValues: nil
    }
  }
}
