import FixtureSupport
import Foundation
import Testing
import TypecaseCore

@testable import TypecaseCLI

/// The shell completions and the manual page are made from the command table, so they list
/// every command and option the parser reads, and the shells accept them.
@Suite struct CompletionTests {
  /// Every spec the parser reads: the root's and each command's.
  static let specs = [TypecaseCommandLine.rootSpec] + TypecaseCommandLine.commands.map(\.spec)

  func script(_ shell: String) throws -> String {
    let result = try ProcessRunner.run(
      ProcessRunner.typecase, ["completions", shell], environment: FixtureFonts.environment())
    try #require(result.status == 0, "completions \(shell): \(result.standardError)")
    return result.standardOutput
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func everyCommandAndOptionIsCompleted(shell: String) throws {
    let text = try script(shell)
    #expect(TypecaseCommandLine.commands.count >= 6)
    for command in TypecaseCommandLine.commands {
      #expect(text.contains(command.name), "\(shell) lacks the command \(command.name)")
    }
    for spec in Self.specs {
      for option in spec.flags + spec.valueOptions.map(\.name) + ["help"] {
        let written = shell == "fish" ? "-l \(option)" : "--\(option)"
        #expect(text.contains(written), "\(shell) lacks \(written) of '\(spec.path.joined(separator: " "))'")
      }
    }
    for setting in TypecaseSettings.schema.visibleSettings {
      #expect(text.contains(setting.key), "\(shell) lacks the setting \(setting.key)")
      for value in setting.choices.map(\.value) { #expect(text.contains(value)) }
    }
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func theShellAcceptsTheScript(shell: String) throws {
    let program = "/usr/bin/" + shell
    guard FileManager.default.isExecutableFile(atPath: program) else {
      print("CompletionTests: \(shell) is not installed; its syntax check was skipped")
      return
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-completion-\(UUID())")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(try script(shell).utf8).write(to: file)
    let check = try ProcessRunner.run(URL(fileURLWithPath: program), ["-n", file.path], environment: [:])
    #expect(check.status == 0, "\(shell) -n: \(check.standardError)")
  }

  /// Tab pressed in bash, for real: the script is sourced and its function called as bash's
  /// completion calls it.
  @Test func bashCompletesCommandsSettingsAndFamilies() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-completion-\(UUID()).bash")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(try script("bash").utf8).write(to: file)
    func complete(_ words: String...) throws -> [String] {
      let line = words.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }.joined(separator: " ")
      let program = """
        source '\(file.path)'
        # As in a shell with `set -u` (nounset): a word the script reads unset ended it.
        set -u
        COMP_WORDS=(\(line)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _typecase
        printf '%s\\n' "${COMPREPLY[@]}"
        """
      let result = try ProcessRunner.run(
        URL(fileURLWithPath: "/bin/bash"), ["-c", program], environment: FixtureFonts.environment())
      return result.standardOutput.split(separator: "\n").map(String.init)
    }
    let typecase = ProcessRunner.typecase.path
    #expect(try complete(typecase, "") == TypecaseCommandLine.commands.map(\.name))
    #expect(try complete(typecase, "settings", "set", "language", "") == ["system", "en", "ja", "ko"])
    #expect(try complete(typecase, "families", "--mo") == ["--monospace"])
    #expect(try complete(typecase, "faces", "Fixture S") == [#"Fixture\ Serif"#])
    // As bash hands the word over: with the space escaped, or after an opening quote (readline
    // then closes the quote itself).
    #expect(try complete(typecase, "faces", #"Fixture\ S"#) == [#"Fixture\ Serif"#])
    #expect(try complete(typecase, "star", #"Typecase\ Fixture\ "#) == [#"Typecase\ Fixture\ Sans"#])
    #expect(try complete(typecase, "faces", #""Fixture M"#) == ["Fixture Mincho", "Fixture Mono"])
    #expect(try complete(typecase, "faces", "'Typecase F") == ["Typecase Fixture Sans"])
    // -o is an option that takes a value, as --output is: a file after it, and its value is
    // not the first positional argument.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-o-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: folder.path + "/snap.json", contents: Data())
    #expect(try complete(typecase, "snapshot", "-o", folder.path + "/sn") == [folder.path + "/snap.json"])
    #expect(try complete(typecase, "specimen", "-o", "x.png", "Fixture S") == [#"Fixture\ Serif"#])
    // install takes files, as many as given; remove and specimen a family, a face or a file.
    #expect(try complete(typecase, "install", folder.path + "/sn") == [folder.path + "/snap.json"])
    #expect(try complete(typecase, "install", "a.ttf", "b.ttf", folder.path + "/sn") == [folder.path + "/snap.json"])
    #expect(try complete(typecase, "remove", "Fixture Mono") == [#"Fixture\ Mono"#])
    #expect(try complete(typecase, "remove", "FixtureMono-") == ["FixtureMono-Bold", "FixtureMono-Regular"])
    #expect(try complete(typecase, "specimen", "FixtureSerif-R") == ["FixtureSerif-Regular"])
    #expect(try complete(typecase, "remove", folder.path + "/sn") == [folder.path + "/snap.json"])
    // A font file for the window, first, and the window's options after it (a path was taken
    // for a command, and nothing was offered).
    #expect(try complete(typecase, folder.path + "/sn") == [folder.path + "/snap.json"])
    #expect(try complete(typecase, folder.path + "/snap.json", "--scr") == ["--screenshot"])
    #expect(
      try complete(typecase, folder.path + "/snap.json", "--screenshot", folder.path + "/sn") == [
        folder.path + "/snap.json"
      ])
    // The filters' words, for families and for the window.
    #expect(try complete(typecase, "families", "--width", "") == ["condensed", "normal", "expanded"])
    #expect(try complete(typecase, "--format", "t") == ["truetype", "type1"])
    // --page: the fixed pages, and a family's or a face's page by its name.
    #expect(try complete(typecase, "--page", "settings/t") == ["settings/temperature-unit"])
    #expect(try complete(typecase, "--page", "family/Fixture S") == [#"family/Fixture\ Serif"#])
    #expect(
      try complete(typecase, "--page", "face/FixtureMono-") == ["face/FixtureMono-Bold", "face/FixtureMono-Regular"])
    // A setting's values follow "set" only: "get" takes the key alone.
    #expect(try complete(typecase, "settings", "get", "language", "").isEmpty)
  }

  /// `unstar` completes the starred families, those no longer installed too (the case its help
  /// names): it offered every installed family, and not the one that was gone.
  @Test func unstarCompletesTheStarredFamilies() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-unstar-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let settings = work.appendingPathComponent("typecase/settings.json")
    try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"starred-families": ["Gone Family", "Fixture Mono"]}"#.utf8).write(to: settings)
    let file = work.appendingPathComponent("typecase.bash")
    try Data(try script("bash").utf8).write(to: file)
    let program = """
      source '\(file.path)'
      COMP_WORDS=('\(ProcessRunner.typecase.path)' unstar ''); COMP_CWORD=2; _typecase
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/bash"), ["-c", program],
      environment: FixtureFonts.environment(["XDG_CONFIG_HOME": work.path]))
    #expect(result.standardOutput.split(separator: "\n") == [#"Fixture\ Mono"#, #"Gone\ Family"#])
    let words = try ProcessRunner.run(
      ProcessRunner.typecase, ["completions", "--words", "starred"],
      environment: FixtureFonts.environment(["XDG_CONFIG_HOME": work.path]))
    #expect(words.standardOutput == "Fixture Mono\nGone Family\n")
  }

  /// The words offered hold no control characters and none is empty: a starred name with an
  /// ESC (from a font file) went to the shell raw, a tab too, and an empty one was offered.
  ///
  /// Such a name is offered as plain output shows it, which unstar takes (it was left out).
  @Test func wordsWithControlCharactersAreOfferedEscapedAndEmptyOnesNot() throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-words-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let settings = work.appendingPathComponent("typecase/settings.json")
    try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(
      #"{"starred-families": ["Red\u001b[31m Sans", "Tab\tSans", "", "Line\nBreak", "Fixture Mono"]}"#.utf8
    ).write(to: settings)
    let words = try ProcessRunner.run(
      ProcessRunner.typecase, ["completions", "--words", "starred"],
      environment: FixtureFonts.environment(["XDG_CONFIG_HOME": work.path]))
    #expect(words.status == 0, "\(words.standardError)")
    #expect(words.standardOutput == #"Fixture Mono\#nLine\nBreak\#nRed\x1b[31m Sans\#nTab\tSans\#n"#)
    let unstarred = try ProcessRunner.run(
      ProcessRunner.typecase, ["unstar", #"Red\x1b[31m Sans"#],
      environment: FixtureFonts.environment(["XDG_CONFIG_HOME": work.path]))
    #expect(unstarred.status == 0, "\(unstarred.standardError)")
    let left = try ProcessRunner.run(
      ProcessRunner.typecase, ["completions", "--words", "starred"],
      environment: FixtureFonts.environment(["XDG_CONFIG_HOME": work.path]))
    #expect(left.standardOutput == #"Fixture Mono\#nLine\nBreak\#nTab\tSans\#n"#)
  }

  /// fish offers a name starting with "-" only after "--", as bash and zsh do: before it,
  /// typecase reads such a word as an option ("unknown option '-Dash Gone'").
  @Test func fishOffersADashNameOnlyAfterTheEndOfOptions() throws {
    let fish = "/usr/bin/fish"
    guard FileManager.default.isExecutableFile(atPath: fish) else {
      print("CompletionTests: fish is not installed; its completion check was skipped")
      return
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-fish-dash-\(UUID())")
    defer { try? FileManager.default.removeItem(at: work) }
    let settings = work.appendingPathComponent("typecase/settings.json")
    try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"starred-families": ["-Dash Gone", "Fixture Mono"]}"#.utf8).write(to: settings)
    let file = work.appendingPathComponent("typecase.fish")
    try Data(try script("fish").utf8).write(to: file)
    var environment = FixtureFonts.environment(["XDG_CONFIG_HOME": work.path])
    environment["PATH"] = ProcessRunner.typecase.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    func offered(_ line: String) throws -> [String] {
      let result = try ProcessRunner.run(
        URL(fileURLWithPath: fish), ["-c", "source \(file.path); complete -C '\(line)'"], environment: environment)
      return result.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted()
    }
    #expect(try offered("typecase unstar ") == ["Fixture Mono"])
    #expect(try offered("typecase unstar -- ") == ["-Dash Gone", "Fixture Mono"])
  }

  /// zsh offers each value of a setting as a word of its own (it offered "system en ja ko" as
  /// one), and fish offers only the words an option takes, not file names beside them.
  @Test func zshAndFishOfferTheWordsAlone() throws {
    #expect(try script("zsh").contains("language) compadd -- 'system' 'en' 'ja' 'ko' ;;"))
    let fish = "/usr/bin/fish"
    guard FileManager.default.isExecutableFile(atPath: fish) else {
      print("CompletionTests: fish is not installed; its completion check was skipped")
      return
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-completion-\(UUID()).fish")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(try script("fish").utf8).write(to: file)
    let offered = try ProcessRunner.run(
      URL(fileURLWithPath: fish), ["-c", "source \(file.path); complete -C 'typecase snippet X --as '"],
      environment: FixtureFonts.environment())
    let words = offered.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    #expect(words.sorted() == ["css", "fontconfig", "fontspec", "gtk-css", "pango", "swiftui", "uikit"])
    // install's second file is a file too.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-fish-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: folder.path + "/font.ttf", contents: Data())
    let files = try ProcessRunner.run(
      URL(fileURLWithPath: fish),
      ["-c", "source \(file.path); complete -C 'typecase install a.ttf \(folder.path)/fo'"],
      environment: FixtureFonts.environment())
    #expect(
      files.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } == [
        folder.path + "/font.ttf"
      ])
    // A font file for the window, first, and the window's options after it.
    for (line, expected) in [
      ("typecase \(folder.path)/fo", [folder.path + "/font.ttf"]),
      ("typecase \(folder.path)/font.ttf --scr", ["--screenshot"]),
    ] {
      let offered = try ProcessRunner.run(
        URL(fileURLWithPath: fish), ["-c", "source \(file.path); complete -C '\(line)'"],
        environment: FixtureFonts.environment())
      #expect(
        offered.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } == expected,
        "\(line)")
    }
  }

  @Test func theManualListsEveryCommand() throws {
    let result = try ProcessRunner.run(
      ProcessRunner.typecase, ["help", "--man"], environment: FixtureFonts.environment())
    #expect(result.status == 0)
    let page = result.standardOutput
    #expect(page.hasPrefix(".\\\""))
    #expect(page.contains(".TH TYPECASE 1"))
    for command in TypecaseCommandLine.commands {
      #expect(
        page.contains(".SS \(command.synopsis.replacingOccurrences(of: "-", with: "\\-"))"),
        "no section for \(command.name)")
      #expect(page.contains(".B typecase \(command.name)"))
    }
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "JSON", "\"EXIT STATUS\"", "FILES", "ENVIRONMENT"] {
      #expect(page.contains(".SH \(section)\n"), "no \(section) section")
    }
  }
}
