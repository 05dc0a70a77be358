import TypecaseCore
import TypecaseUI

/// `typecase completions bash|zsh|fish`: the shell completion script, made from the commands'
/// definitions; `--words KIND` prints what a script offers at the moment Tab is pressed.
enum CompletionsCommand {
  static let shells = ["bash", "zsh", "fish"]

  static let spec = CommandSpec(
    path: ["completions"], valueOptions: [("words", "KIND")], maximumPositionals: 1,
    positionalCompletions: [.words(shells)],
    valueCompletions: ["words": .words(["families", "faces", "starred", "pages"])])

  static var help: Message {
    trParagraphs(
      """
      Usage: typecase completions bash|zsh|fish
             typecase completions --words families|faces|starred|pages

      Writes the completion script for a shell: commands, options, settings keys and values,
      and font family and PostScript names (asked of Typecase when Tab is pressed).
      'scripts/install' installs the three scripts where the shells look for them.

      Options:
        --words KIND    print the family names, PostScript names, starred families
                        (installed or not) or --page paths (family/NAME and
                        face/POSTSCRIPTNAME too), one per line (what the scripts offer)
        -h, --help      show this help

      Examples:
        source <(typecase completions bash)
        typecase completions zsh > ~/.zfunc/_typecase
        typecase completions fish > ~/.config/fish/completions/typecase.fish
      """)
  }

  static func run(
    _ arguments: ParsedArguments, settings: SettingsContext, output: inout Output
  ) throws(CommandFailure) -> Int32 {
    if let kind = arguments.values["words"] {
      if let extra = arguments.positionals.first {
        throw .usage(
          UsageError(
            message: tr("--words lists names for every shell; it takes no shell name ('{shell}')", ["shell": extra]),
            hint: spec.helpHint))
      }
      try writeWords(kind, starred: settings.values.starredFamilies, output: &output)
      return 0
    }
    guard let shell = arguments.positionals.first else {
      throw .usage(UsageError(message: tr("missing shell name (bash, zsh or fish)"), hint: spec.helpHint))
    }
    let grammar = CompletionGrammar(commands: TypecaseCommandLine.commands, root: TypecaseCommandLine.rootSpec)
    switch shell {
    case "bash": output.write(CompletionScripts.bash(grammar))
    case "zsh": output.write(CompletionScripts.zsh(grammar))
    case "fish": output.write(CompletionScripts.fish(grammar))
    default:
      throw .usage(
        UsageError(
          message: tr("no completions for '{shell}' (bash, zsh or fish)", ["shell": shell]), hint: spec.helpHint))
    }
    return 0
  }

  /// Family names, PostScript names, the starred families (`starred`, installed or not) or
  /// the `--page` paths (`pages`: the fixed ones, then one per family and per face), one per
  /// line, sorted, each once.
  private static func writeWords(_ kind: String, starred: [String], output: inout Output) throws(CommandFailure) {
    if kind == "starred" {
      for word in starred.sorted() { if let offered = offered(word) { output.line(offered) } }
      return
    }
    let library: FontLibrary
    do {
      library = try FontLibrary(fresh: true, language: nil)
    } catch {
      throw .failure(error.message)
    }
    let words: [String]
    switch kind {
    case "families":
      // Then the names in other languages, which every command takes ("フィクスチャ明朝"): Tab
      // after a Japanese name's first letters offered nothing.
      var seen = Set<String>()
      words = (library.families.map(\.name) + library.families.flatMap { $0.allNames.dropFirst() }).filter {
        seen.insert($0).inserted
      }
    case "faces": words = postScriptNames(library)
    case "pages":
      words =
        PagePath.names().filter { !$0.contains("NAME") } + library.families.map { "family/" + $0.name }
        + postScriptNames(library).map { "face/" + $0 }
    default:
      throw .usage(
        UsageError(
          message: tr("no words '{kind}' (families, faces, starred, pages)", ["kind": kind]), hint: spec.helpHint))
    }
    for word in words { if let offered = offered(word) { output.line(offered) } }
  }

  /// What is offered for `word`: the word, or as plain output shows it when it holds control
  /// characters (`Line\nBreak Sans`, which the commands take for the name); nil for an empty
  /// one (a hand-edited settings file), which completed nothing.
  ///
  /// One word per line: a name with a line break could not be completed raw; one with a tab
  /// or an ESC went to the shell raw (an escape sequence from a font file reached the
  /// terminal), and left out, such a starred family could not be offered to unstar.
  static func offered(_ word: String) -> String? {
    guard !word.isEmpty else { return nil }
    return VisibleText.hasControlCharacters(word) ? VisibleText.escaped(word) : word
  }

  /// Every PostScript name of the library's faces, sorted, each once.
  private static func postScriptNames(_ library: FontLibrary) -> [String] {
    Array(Set(library.faces().compactMap(\.postScriptName))).sorted()
  }
}
