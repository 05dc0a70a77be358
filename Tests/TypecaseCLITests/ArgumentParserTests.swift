import FixtureSupport
import Foundation
import Testing
import TypecaseCore

@testable import TypecaseCLI

@Suite struct ArgumentParserTests {
  let spec = CommandSpec(path: ["demo"], flags: ["json"], valueOptions: [("search", "TEXT")], maximumPositionals: 1)

  @Test func readsFlagsValuesAndPositionals() throws {
    let parsed = try spec.parse(["--json", "--search=a b", "name"])
    #expect(parsed.flags == ["json"])
    #expect(parsed.values == ["search": "a b"])
    #expect(parsed.positionals == ["name"])
    #expect(try spec.parse(["--search=--json"]).values == ["search": "--json"])
    #expect(try spec.parse(["--search", "-x"]).values == ["search": "-x"])
    #expect(try spec.parse(["--search", "--other"]).values == ["search": "--other"])
    #expect(try spec.parse(["--", "--json"]).positionals == ["--json"])
    #expect(try spec.parse(["-h"]).wantsHelp)
  }

  @Test func rejectsWhatItDoesNotKnow() {
    #expect(throws: UsageError.self) { try spec.parse(["--nope"]) }
    #expect(throws: UsageError.self) { try spec.parse(["-x"]) }
    #expect(throws: UsageError.self) { try spec.parse(["--json=yes"]) }
    #expect(throws: UsageError.self) { try spec.parse(["--search"]) }
    // A forgotten value: the next option is not taken for it.
    #expect(throws: UsageError.self) { try spec.parse(["--search", "--json"]) }
    #expect(throws: UsageError.self) { try spec.parse(["--search", "-h"]) }
    #expect(throws: UsageError.self) { try spec.parse(["--search", "--search=x"]) }
    #expect(throws: UsageError.self) { try spec.parse(["a", "b"]) }
  }

  /// A misspelled option of three letters or more is answered with the one meant, as a
  /// misspelled command is; a short one or one like none gets the pointer to the help.
  @Test func aMisspelledOptionGetsTheOneMeant() {
    func hint(_ arguments: [String]) -> String? {
      do {
        _ = try spec.parse(arguments)
        return nil
      } catch {
        return Localizer.english(error.hint)
      }
    }
    #expect(hint(["--jsn"]) == "did you mean '--json'?")
    #expect(hint(["--serch", "x"]) == "did you mean '--search'?")
    #expect(hint(["--sea=x"]) == "did you mean '--search'?")
    #expect(hint(["--x"]) == Localizer.english(spec.helpHint))
    #expect(hint(["--zzzzzz"]) == Localizer.english(spec.helpHint))
  }

  /// 'typecase help famlies' says which command was meant, as 'typecase famlies' does.
  @Test func helpOfAMisspelledCommandGetsTheOneMeant() throws {
    for arguments in [["famlies"], ["help", "famlies"]] {
      let result = try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: FixtureFonts.environment())
      #expect(result.status == 2)
      #expect(result.standardError == "typecase: no command 'famlies' (did you mean 'families'?)\n", "\(arguments)")
    }
  }

  @Test func shortOptionsAreTheirLongOnes() throws {
    let spec = CommandSpec(path: ["demo"], valueOptions: [("output", "FILE")], shortOptions: ["o": "output"])
    #expect(try spec.parse(["-o", "a.pdf"]).values == ["output": "a.pdf"])
    #expect(try spec.parse(["-oa.pdf"]).values == ["output": "a.pdf"])
    #expect(throws: UsageError.self) { try spec.parse(["-o"]) }
    #expect(throws: UsageError.self) { try spec.parse(["-o", "a", "--output", "b"]) }
    #expect(throws: UsageError.self) { try spec.parse(["-x", "a"]) }
  }

  @Test func colourOnlyOnATerminalWithoutNoColor() {
    #expect(Output.colorAllowed(environment: [:], isTerminal: true))
    #expect(!Output.colorAllowed(environment: [:], isTerminal: false))
    #expect(!Output.colorAllowed(environment: ["NO_COLOR": "1"], isTerminal: true))
    // no-color.org: set to the empty string, it asks for nothing.
    #expect(Output.colorAllowed(environment: ["NO_COLOR": ""], isTerminal: true))
    #expect(!Output.colorAllowed(environment: ["TERM": "dumb"], isTerminal: true))
  }

  /// The message (in English) of the usage error `spec` gives `arguments`; empty when it takes them.
  func usageMessage(_ spec: CommandSpec, _ arguments: [String]) -> String {
    usageError(spec, arguments).map { Localizer(language: .english)($0.message) } ?? ""
  }

  /// The hint (in English) of the usage error `spec` gives `arguments`; empty when it takes them.
  func usageHint(_ spec: CommandSpec, _ arguments: [String]) -> String {
    usageError(spec, arguments).map { Localizer(language: .english)($0.hint) } ?? ""
  }

  /// The usage error `spec` gives `arguments`; nil when it takes them.
  func usageError(_ spec: CommandSpec, _ arguments: [String]) -> UsageError? {
    do {
      _ = try spec.parse(arguments)
      return nil
    } catch {
      return error
    }
  }

  /// An unknown option says how to give a name beginning with "-" to commands that take font
  /// names, and only to them (diff takes snapshot files, settings keys).
  @Test func theDashNameHintIsForCommandsThatTakeFontNames() {
    func message(_ spec: CommandSpec) -> String { usageMessage(spec, ["-dash-Regular"]) }
    let hint = "a name that begins with '-' goes after '--'"
    #expect(message(FaceCommand.spec).contains(hint))
    #expect(message(RemoveCommand.spec).contains(hint))
    #expect(!message(DiffCommand.spec).contains(hint))
    #expect(!message(SettingsCommand.spec).contains(hint))
    #expect(message(DiffCommand.spec).contains("unknown option '-dash-Regular'"))
  }

  /// The hint is for a word that could be a name still to come: a mistyped option ("--bogus")
  /// or any option after the one name a command takes was led to "--" (helper's report).
  @Test func theDashNameHintIsLeftOutWhereNoNameCanBeMeant() {
    let hint = "a name that begins with '-' goes after '--'"
    #expect(usageMessage(FacesCommand.spec, ["DejaVu Sans", "--bogus"]) == "unknown option '--bogus'")
    #expect(usageMessage(FacesCommand.spec, ["--bogus"]) == "unknown option '--bogus'")
    #expect(usageMessage(StarCommand.starSpec, ["DejaVu Sans", "--monospace"]) == "unknown option '--monospace'")
    #expect(usageMessage(FacesCommand.spec, ["-Dash Start"]).contains(hint))
    #expect(usageMessage(FacesCommand.spec, ["--Dash Start"]).contains(hint))
    #expect(usageMessage(StarCommand.unstarSpec, ["-Gone"]).contains(hint))
  }

  /// Text or a value that begins with "-" gets the same hint as a name (it got none), and an
  /// option after "--", read as a name, is said to go before it (it was an "unexpected
  /// argument" only).
  @Test func aValueBeginningWithADashAndAnOptionAfterTheEndOfOptionsAreExplained() throws {
    let hint = "a value that begins with '-' goes after '--'"
    #expect(usageMessage(SettingsCommand.spec, ["set", "preview-custom-text", "-> arrows <-"]).hasSuffix("(\(hint))"))
    #expect(usageMessage(CoverCommand.spec, ["-x"]) == "unknown option '-x' (\(hint))")
    #expect(usageMessage(CoverCommand.spec, ["--bogus"]) == "unknown option '--bogus'")
    #expect(
      usageMessage(FacesCommand.spec, ["--", "-Dash Sans", "--json"])
        == "unexpected argument '--json' (options go before '--')")
    #expect(
      usageMessage(SnippetCommand.spec, ["--", "-DashSans", "--as=css"])
        == "unexpected argument '--as=css' (options go before '--')")
    #expect(usageMessage(FacesCommand.spec, ["--", "-Dash Sans", "more"]) == "unexpected argument 'more'")
    #expect(try FacesCommand.spec.parse(["--json", "--", "-Dash Sans"]).positionals == ["-Dash Sans"])
  }

  /// The words of a name given without quotes (`star Noto Sans`, `--font Noto Serif`) are
  /// said to go in quotes, quoted as a shell takes them (it said only "unexpected argument
  /// 'Sans'"); extra words after a file or a command's word get the help as before.
  @Test func anUnquotedNameIsShownQuoted() {
    let hint = usageHint
    let quotes = "a name or text with spaces goes in quotes, as one argument: "
    #expect(hint(StarCommand.starSpec, ["Noto", "Sans"]) == quotes + "\"Noto Sans\"")
    #expect(hint(FacesCommand.spec, ["--json", "Noto", "Sans", "Mono"]) == quotes + "\"Noto Sans Mono\"")
    #expect(hint(CoverCommand.spec, ["say", "\"hi\"", "$5"]) == quotes + "\"say \\\"hi\\\" \\$5\"")
    #expect(
      hint(MatchCommand.spec, ["--text", "Hello", "world", "--font", "Noto", "Serif"]) == quotes
        + "--font \"Noto Serif\"")
    #expect(hint(FamiliesCommand.spec, ["--search=Noto", "Sans"]) == quotes + "--search=\"Noto Sans\"")
    #expect(hint(FacesCommand.spec, ["--", "-Dash", "Sans"]) == quotes + "-- \"-Dash Sans\"")
    // Words after an option's value taken for the name: which go together is not known (the
    // example quoted the spilled words with the name, "World DejaVu Sans").
    let unknown = "a name or text with spaces goes in quotes, as one argument"
    #expect(hint(SpecimenCommand.spec, ["--text", "Hello", "World", "DejaVu", "Sans"]) == unknown)
    #expect(hint(DiffCommand.spec, ["old.json", "new.json", "extra"]) == "see 'typecase diff --help'")
    #expect(hint(FacesCommand.spec, ["Noto", "--json", "Sans"]) == "see 'typecase faces --help'")
    // Files (a glob's paths) are no name with spaces: joined in quotes they named no file.
    #expect(hint(FaceCommand.spec, ["fonts/A.ttf", "fonts/B.ttf"]) == "see 'typecase face --help'")
    // Files in the folder the tests run in (the package's), named without a "/".
    let here = ["Package.swift", "README.md"]
    if here.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) {
      #expect(hint(FaceCommand.spec, here) == "see 'typecase face --help'")
    }
  }

  @Test func escapesJSONStrings() {
    let value = JSONValue.object(omittingNil: [("a\"b", .string("line\nnext\u{1}")), ("n", .number(3)), ("x", nil)])
    #expect(value.rendered() == "{\n  \"a\\\"b\": \"line\\nnext\\u0001\",\n  \"n\": 3\n}")
  }
}
