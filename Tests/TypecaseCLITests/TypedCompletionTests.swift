import FixtureSupport
import Foundation
import Testing

/// Tab pressed in the shells themselves over the scripts `typecase completions` writes: what a
/// word completes to, and what the command then runs with.
@Suite struct TypedCompletionTests {
  /// The folder everything of one test lives in.
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-typed-\(UUID())")

  /// The fixture environment, with the built `typecase` first on PATH (the fish script asks
  /// `typecase` by name).
  var environment: [String: String] {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return FixtureFonts.environment(["PATH": ProcessRunner.productsDirectory.path + ":" + path, "HISTFILE": ""])
  }

  /// Writes the completion script for `shell` into the work folder; its file.
  func script(_ shell: String) throws -> URL {
    let result = try ProcessRunner.run(ProcessRunner.typecase, ["completions", shell], environment: environment)
    try #require(result.status == 0, "completions \(shell): \(result.standardError)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let file = work.appendingPathComponent("typecase.\(shell)")
    try Data(result.standardOutput.utf8).write(to: file)
    return file
  }

  /// What fish offers for `line` (`complete -C`), the words without their descriptions; nil
  /// when fish is not installed.
  func fish(_ line: String) throws -> [String]? {
    let fish = "/usr/bin/fish"
    guard FileManager.default.isExecutableFile(atPath: fish) else {
      print("TypedCompletionTests: fish is not installed; its completion check was skipped")
      return nil
    }
    let file = try script("fish")
    let offered = try ProcessRunner.run(
      URL(fileURLWithPath: fish), ["-c", "source \(file.path); complete -C \(Self.fishQuoted(line))"],
      environment: environment)
    #expect(offered.standardError.isEmpty, "fish: \(offered.standardError)")
    return offered.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
  }

  /// `text` as one single-quoted fish word.
  static func fishQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
  }

  /// What `_typecase` of the bash script puts in COMPREPLY for `words` (the last one the word
  /// Tab is pressed on), called as bash's completion calls it, in `directory`.
  func bash(_ words: String..., in directory: URL? = nil, environment extra: [String: String] = [:]) throws
    -> [String]
  {
    let file = try script("bash")
    let line = ([ProcessRunner.typecase.path] + words).map(Self.singleQuoted).joined(separator: " ")
    let program = """
      cd \(Self.singleQuoted((directory ?? work).path)) || exit 1
      source \(Self.singleQuoted(file.path))
      COMP_WORDS=(\(line)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _typecase
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/bash"), ["-c", program], environment: environment.merging(extra) { $1 })
    #expect(result.standardError.isEmpty, "bash: \(result.standardError)")
    return result.standardOutput.split(separator: "\n").map(String.init)
  }

  /// Starts a shell in a terminal of its own (a pty) in a folder, has it source a file, types a
  /// line, Tab and Return, and prints the line the file's `typecase` function printed:
  /// `<<ran>>`, then each argument it ran with in <>.
  static let terminal = #"""
    import os, pty, select, struct, sys, time, fcntl, termios
    folder, setup, typed, argv = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    os.chdir(folder)
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(argv[0], argv)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 200, 0, 0))
    out = b""
    def read_until(done, seconds):
        global out
        end = time.time() + seconds
        while not done() and time.time() < end:
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    return
                if not chunk:
                    return
                out += chunk
    os.write(fd, b"source '" + setup.encode() + b"'\n")
    read_until(lambda: b"<<ready>>" in out, 30)
    os.write(fd, typed.encode() + b"\t\r")
    read_until(lambda: b"<<ran>>" in out and b"\n" in out[out.rfind(b"<<ran>>"):], 30)
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    text = out.decode("utf-8", "replace")
    ran = text.rfind("<<ran>>")
    print(text[ran:].split("\n")[0].rstrip("\r") if ran >= 0 else "not run: " + repr(text[-500:]))
    """#

  /// Types `line`, Tab and Return in an interactive `shell` (bash or zsh) with the completion
  /// script loaded, in `directory`: the arguments `typecase` ran with, each in <>, after
  /// `<<ran>>`; nil when the shell is not installed.
  func typed(
    _ line: String, in shell: String, directory: URL? = nil, environment extra: [String: String] = [:]
  ) throws -> String? {
    let program = "/usr/bin/" + shell
    guard FileManager.default.isExecutableFile(atPath: program) else {
      print("TypedCompletionTests: \(shell) is not installed; its check was skipped")
      return nil
    }
    let file = try script(shell)
    let setup = work.appendingPathComponent("setup.\(shell)")
    // `typecase` prints its arguments, but for the completions the script asks of it.
    try Data(
      """
      PS1='$ '
      \(shell == "zsh" ? "autoload -Uz compinit && compinit -u -D" : "")
      source \(Self.singleQuoted(file.path))
      typecase() {
        if [[ $1 == completions ]]; then command \(Self.singleQuoted(ProcessRunner.typecase.path)) "$@"; return; fi
        printf '<<ran>>'; printf '<%s>' "$@"; echo
      }
      echo '<<ready>>'

      """.utf8
    ).write(to: setup)
    let arguments = shell == "zsh" ? ["-f", "-i"] : ["--norc", "--noprofile", "-i"]
    let result = try ProcessRunner.runPython(
      ["-c", Self.terminal, (directory ?? work).path, setup.path, line, program] + arguments,
      environment: environment.merging(["TERM": "dumb", "INPUTRC": "/dev/null"].merging(extra) { $1 }) { $1 })
    #expect(result.status == 0, "\(result.standardError)")
    return result.standardOutput.trimmingCharacters(in: .newlines)
  }

  /// `text` as one single-quoted word of bash or zsh.
  static func singleQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// bash offers a file name with a space as one word, escaped as a file name (compopt -o
  /// filenames): $(compgen -f) split "My Font.ttf" into "My" and "Font.ttf".
  @Test func bashCompletesAFileNameWithASpace() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let folder = work.appendingPathComponent("sp")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sub Dir"), withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: folder.appendingPathComponent("My Font.ttf").path, contents: Data())
    #expect(try bash("install", "My", in: folder) == ["My Font.ttf"])
    #expect(try bash("specimen", "My", in: folder) == ["My Font.ttf"])
    // What the command runs with, once Tab has completed the word in bash itself.
    guard let installed = try typed("typecase install My", in: "bash", directory: folder) else { return }
    #expect(installed == "<<ran>><install><My Font.ttf>")
    #expect(try typed(#"typecase install My\ F"#, in: "bash", directory: folder) == "<<ran>><install><My Font.ttf>")
    #expect(try typed(#"typecase install "My F"#, in: "bash", directory: folder) == "<<ran>><install><My Font.ttf>")
    #expect(
      try typed("typecase specimen -o x.pdf My", in: "bash", directory: folder)
        == "<<ran>><specimen><-o><x.pdf><My Font.ttf>")
    // A folder gets its slash, and no space after it.
    #expect(try typed("typecase install Su", in: "bash", directory: folder) == "<<ran>><install><Sub Dir/>")
    // A name asked of typecase beside file names is quoted by readline too, once.
    FileManager.default.createFile(atPath: folder.appendingPathComponent("Fixture Mono.txt").path, contents: Data())
    #expect(
      try typed(#"typecase remove Fixture\ Mon"#, in: "bash", directory: folder) == "<<ran>><remove><Fixture Mono>")
  }

  /// Fonts made from a fixture font with these family names, in the work folder: the
  /// environment that sees them alone.
  func fonts(named families: [String]) throws -> [String: String] {
    let folder = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for family in families {
      let postScriptName = family.filter { $0.isASCII && ($0.isLetter || $0.isNumber) } + "-Regular"
      // A Python string: fish's quoting is Python's for backslashes and single quotes.
      let quoted = Self.fishQuoted(family)
      try DerivedFont.write(
        from: FixtureFonts.fontsDirectory.appendingPathComponent("FixtureDisplay-Regular.ttf"),
        to: folder.appendingPathComponent(postScriptName + ".ttf"),
        editing: """
          n = font["name"]
          for nameID in (16, 17, 21, 22):
              n.removeNames(nameID=nameID)
          n.setName(\(quoted), 1, 3, 1, 0x409)
          n.setName(\(quoted) + ' Regular', 4, 3, 1, 0x409)
          n.setName('\(postScriptName)', 6, 3, 1, 0x409)
          """)
    }
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("fontconfig"), folders: [folder])
    return ["FONTCONFIG_FILE": configuration.path]
  }

  /// After an opening double quote bash escapes what is special there in the family name it
  /// offers (" $ ` \): `faces "Quo<Tab>` ran with 'Quote Q Sans' for 'Quote "Q" Sans', and
  /// "Dol<Tab> with $HOME expanded.
  ///
  /// Outside quotes and after a single quote it already worked.
  @Test func bashEscapesANameInsideDoubleQuotes() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = try fonts(named: [#"Quote "Q" Sans"#, "Dollar $HOME Sans", #"Back\slash `tick` Sans"#])
    #expect(try bash("faces", #""Quo"#, environment: fonts) == [#"Quote \"Q\" Sans"#])
    #expect(try bash("faces", #""Dol"#, environment: fonts) == [#"Dollar \$HOME Sans"#])
    #expect(try bash("faces", #""Bac"#, environment: fonts) == [#"Back\\slash \`tick\` Sans"#])
    #expect(try bash("faces", "Dol", environment: fonts) == [#"Dollar\ \$HOME\ Sans"#])
    #expect(try bash("faces", "'Dol", environment: fonts) == ["Dollar $HOME Sans"])
    // The word typed so far is read as bash reads it inside double quotes.
    #expect(try bash("faces", #""Quote \"Q"#, environment: fonts) == [#"Quote \"Q\" Sans"#])
    #expect(try bash("faces", #""Back\sl"#, environment: fonts) == [#"Back\\slash \`tick\` Sans"#])
    // What the command runs with, once Tab has completed the word in bash itself.
    let expected = [
      "Quo": #"<<ran>><faces><Quote "Q" Sans>"#, "Dol": "<<ran>><faces><Dollar $HOME Sans>",
      "Bac": #"<<ran>><faces><Back\slash `tick` Sans>"#,
    ]
    for (typed, ran) in expected {
      for quote in [#"""#, "'", ""] {
        let line = "typecase faces " + quote + typed
        guard let result = try self.typed(line, in: "bash", environment: fonts) else { return }
        #expect(result == ran, "\(line)")
      }
    }
    #expect(try typed(#"typecase faces "Quote \"Q"#, in: "bash", environment: fonts) == expected["Quo"])
  }

  /// After an opening single quote bash writes a quote in the family name as '\'' (the quotes
  /// end, a quoted quote, they begin again): `faces 'O<Tab>` left the line open at "O'Brien".
  @Test func bashCompletesANameWithAQuoteAfterASingleQuote() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = try fonts(named: ["O'Brien Sans"])
    #expect(try bash("faces", "'O", environment: fonts) == [#"O'\''Brien Sans"#])
    for line in ["typecase faces 'O", "typecase faces O", #"typecase faces "O"#] {
      guard let result = try typed(line, in: "bash", environment: fonts) else { return }
      #expect(result == "<<ran>><faces><O'Brien Sans>", "\(line)")
    }
  }

  /// A family's name in another language completes as its own name does, as every command
  /// takes it (`faces フ<Tab>` offered nothing): the fixtures' Japanese and Korean names.
  @Test func aLocalizedFamilyNameCompletes() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    #expect(try bash("faces", "フィ") == ["フィクスチャ明朝"])
    #expect(try bash("faces", "나눔") == ["나눔픽스처"])
    if let offered = try fish("typecase faces フィ") { #expect(offered == ["フィクスチャ明朝"]) }
  }

  /// A family with a ':' in its name completes past it in bash, which splits words at ':'
  /// (COMP_WORDBREAKS): `faces Comma\,\ Colon:\ S<Tab>` completed nothing.
  ///
  /// zsh and fish did.
  @Test func bashCompletesANameWithAColon() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = try fonts(named: ["Comma, Colon: Sans", "Comma, Colon: Serif"])
    let expected = "<<ran>><faces><Comma, Colon: Sans>"
    for typed in [
      #"typecase faces Comma\,\ Colon:\ Sa"#, #"typecase faces "Comma, Colon: Sa"#, "typecase faces 'Comma, Colon: Sa",
    ] {
      guard let result = try self.typed(typed, in: "bash", environment: fonts) else { return }
      #expect(result == expected, "\(typed)")
    }
    // Before the ':', Tab completes as far as both names go.
    guard let common = try self.typed(#"typecase faces Comma\,\ Colon:\ Sans"#, in: "bash", environment: fonts) else {
      return
    }
    #expect(common == expected)
  }

  /// A family whose name begins with "-" is offered only after "--" (before it, Tab wrote a
  /// command the parser refused: "unknown option '-Dash Start'"), and after "--" the arguments
  /// are offered, not the options.
  @Test func bashAndZshOfferANameBeginningWithADashAfterTheEndOfOptions() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = try fonts(named: ["-Dash Start", "Dash End"])
    #expect(try bash("faces", "", environment: fonts) == [#"Dash\ End"#])
    #expect(try bash("faces", "--", "", environment: fonts) == [#"-Dash\ Start"#, #"Dash\ End"#])
    #expect(try bash("faces", "--", "-", environment: fonts) == [#"-Dash\ Start"#])
    #expect(try bash("faces", "--", "-Dash Start", "", environment: fonts).isEmpty)
    #expect(try bash("faces", "--js", environment: fonts) == ["--json"])
    guard let ran = try typed("typecase faces -- -Da", in: "bash", environment: fonts) else { return }
    #expect(ran == "<<ran>><faces><--><-Dash Start>")
    #expect(try typed("typecase faces Da", in: "bash", environment: fonts) == "<<ran>><faces><Dash End>")
    // zsh alike.
    guard let zsh = try typed("typecase faces -- -Da", in: "zsh", environment: fonts) else { return }
    #expect(zsh == "<<ran>><faces><--><-Dash Start>")
    #expect(try typed("typecase faces Da", in: "zsh", environment: fonts) == "<<ran>><faces><Dash End>")
  }

  /// bash and zsh complete the value of `--option=VALUE`, as fish does (the CLI reads that
  /// spelling): `--as=fontc<Tab>` and `--width=cond<Tab>` offered nothing.
  ///
  /// The positional argument after "--as=css" is the first in bash too (bash splits the word at
  /// the =, and its value was counted as an argument).
  @Test func bashAndZshCompleteTheValueAfterAnEqualsSign() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    // As bash hands the words over with = in COMP_WORDBREAKS (its default)...
    #expect(try bash("snippet", "X", "--as", "=", "fontc") == ["fontconfig"])
    #expect(
      try bash("snippet", "X", "--as", "=").sorted() == [
        "css", "fontconfig", "fontspec", "gtk-css", "pango", "swiftui", "uikit",
      ])
    #expect(try bash("families", "--width", "=", "cond") == ["condensed"])
    #expect(try bash("--format", "=", "t") == ["truetype", "type1"])
    #expect(try bash("snippet", "--as", "=", "css", "FixtureMono-B") == ["FixtureMono-Bold"])
    // ...and without it, "--as=fontc" one word.
    #expect(try bash("snippet", "X", "--as=fontc") == ["--as=fontconfig"])
    #expect(try bash("snippet", "--as=css", "FixtureMono-B") == ["FixtureMono-Bold"])
    // What the command runs with, once Tab has completed the word in the shell itself.
    for shell in ["bash", "zsh"] {
      guard let width = try typed("typecase families --width=cond", in: shell) else { continue }
      #expect(width == "<<ran>><families><--width=condensed>", "\(shell)")
      #expect(
        try typed("typecase snippet X --as=fontc", in: shell) == "<<ran>><snippet><X><--as=fontconfig>", "\(shell)")
      #expect(
        try typed("typecase snippet --as=css FixtureMono-B", in: shell)
          == "<<ran>><snippet><--as=css><FixtureMono-Bold>",
        "\(shell)")
      // A file after --output=, and the value given, the font after it.
      FileManager.default.createFile(atPath: work.appendingPathComponent("sheet.pdf").path, contents: Data())
      #expect(
        try typed("typecase specimen --output=she", in: shell) == "<<ran>><specimen><--output=sheet.pdf>", "\(shell)")
      #expect(
        try typed("typecase specimen --output=x.pdf FixtureSerif-R", in: shell)
          == "<<ran>><specimen><--output=x.pdf><FixtureSerif-Regular>", "\(shell)")
    }
  }

  /// fish skips the value of an option that takes one when it counts the positional arguments,
  /// as bash and zsh do: after "--as css" or "-o x.pdf" it completed nothing, the value taken
  /// for the font.
  @Test func fishCompletesTheArgumentAfterAnOptionsValue() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    guard let plain = try fish("typecase snippet FixtureMono-B") else { return }
    #expect(plain == ["FixtureMono-Bold"])
    #expect(try fish("typecase snippet --as css FixtureMono-B") == ["FixtureMono-Bold"])
    #expect(try fish("typecase snippet --as=css FixtureMono-B") == ["FixtureMono-Bold"])
    #expect(try fish("typecase specimen -o x.pdf FixtureMono-B") == ["FixtureMono-Bold"])
    #expect(try fish("typecase specimen --output x.pdf FixtureMono-B") == ["FixtureMono-Bold"])
    // An option of typecase itself before the command, and its value, are not arguments either.
    #expect(try fish("typecase --lang ja snippet FixtureMono-B") == ["FixtureMono-Bold"])
    // The first argument given, the second has nothing to complete.
    #expect(try fish("typecase snippet --as css FixtureMono-Bold Fixture") == [])
  }
}
