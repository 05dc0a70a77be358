import TypecaseCore

/// `typecase help [COMMAND]`: the root help, a command's help, or the manual page (`--man`).
enum HelpCommand {
  static let spec = CommandSpec(
    path: ["help"], flags: ["man"], maximumPositionals: 1, positionalCompletions: [.commands])

  static var help: Message {
    trParagraphs(
      """
      Usage: typecase help [COMMAND]
             typecase help --man

      Shows Typecase's help, or one command's (the same as 'typecase COMMAND --help').
      With --man, writes the manual page (roff, for man(1)) made from the same help texts.

      Options:
        --man           write the manual page
        -h, --help      show this help

      Examples:
        typecase help faces
        typecase help --man | man -l -
      """)
  }

  static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandFailure) -> Int32 {
    if arguments.has("man") {
      // The manual is one page for every command: a command named with it was ignored.
      if let extra = arguments.positionals.first {
        throw .usage(
          UsageError(
            message: tr("--man writes the whole manual; it takes no command ('{command}')", ["command": extra]),
            hint: spec.helpHint))
      }
      output.write(ManPage.render(localizer: output.localizer))
      return 0
    }
    guard let topic = arguments.positionals.first else {
      output.help(TypecaseCommandLine.rootHelp)
      return 0
    }
    guard let command = TypecaseCommandLine.command(named: topic) else {
      throw .usage(TypecaseCommandLine.unknownCommand(topic))
    }
    output.help(command.help())
    return 0
  }
}
