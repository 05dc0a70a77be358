import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCLI
@testable import TypecaseCore

/// The help texts, translated paragraph by paragraph, read exactly as they did when each was one
/// msgid: `Tests/Fixtures/help` holds the English output of every `--help` and of
/// `help --man` from before the split.
@Suite struct HelpTextTests {
  static let commands = [
    "families", "star", "unstar", "faces", "face", "snippet", "match", "cover", "specimen", "snapshot", "diff",
    "install", "remove", "settings", "completions", "help",
  ]

  static func environment(language: String) -> [String: String] {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("tc-help-\(UUID())").path
    return ["PATH": "/usr/bin:/bin", "HOME": home, "XDG_CONFIG_HOME": home, "LANG": language, "NO_COLOR": "1"]
  }

  static func golden(_ name: String) throws -> String {
    try String(
      contentsOf: FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/help/\(name)"), encoding: .utf8)
  }

  @Test func everyHelpIsByteIdenticalInEnglish() throws {
    let environment = Self.environment(language: "en_US.UTF-8")
    #expect(Set(TypecaseCommandLine.commands.map(\.name)) == Set(Self.commands), "a command without a golden help")
    for command in Self.commands {
      let outcome = try ProcessRunner.run(ProcessRunner.typecase, [command, "--help"], environment: environment)
      #expect(outcome.status == 0)
      #expect(outcome.standardOutput == (try Self.golden("\(command).txt")), "typecase \(command) --help changed")
    }
    let root = try ProcessRunner.run(ProcessRunner.typecase, ["--help"], environment: environment)
    #expect(root.standardOutput == (try Self.golden("typecase.txt")), "typecase --help changed")
    let man = try ProcessRunner.run(ProcessRunner.typecase, ["help", "--man"], environment: environment)
    #expect(man.standardOutput == (try Self.golden("man.roff")), "typecase help --man changed")
  }

  /// On a terminal 80 columns wide (COLUMNS), every help fits, in English, Japanese and Korean,
  /// with the same text: lines ran to 99 columns, and to 108 in Japanese, whose wide characters
  /// take two columns each.
  ///
  /// Widths are Python's `unicodedata` reading, not Typecase's.
  @Test func everyHelpFitsEightyColumnsInEveryLanguage() throws {
    var wrapped: [String] = []
    for language in ["en_US.UTF-8", "ja_JP.UTF-8", "ko_KR.UTF-8"] {
      for command in [[]] + Self.commands.map({ [$0] }) {
        let plain = try ProcessRunner.run(
          ProcessRunner.typecase, command + ["--help"], environment: Self.environment(language: language))
        var narrow = Self.environment(language: language)
        narrow["COLUMNS"] = "80"
        let fitted = try ProcessRunner.run(ProcessRunner.typecase, command + ["--help"], environment: narrow)
        #expect(fitted.status == 0)
        // Only line breaks and spaces moved (Japanese lines are joined without a space).
        #expect(
          fitted.standardOutput.filter { !$0.isWhitespace } == plain.standardOutput.filter { !$0.isWhitespace },
          "\(language) \(command)")
        // Every blank line stays: each one before a paragraph that was filled was dropped.
        let blankLines = { (text: String) in
          text.split(separator: "\n", omittingEmptySubsequences: false).count(where: \.isEmpty)
        }
        #expect(blankLines(fitted.standardOutput) == blankLines(plain.standardOutput), "\(language) \(command)")
        wrapped.append(fitted.standardOutput)
      }
    }
    let widths = try Self.lineWidths(of: wrapped)
    #expect(widths.allSatisfy { $0 <= 80 }, "lines over 80: \(widths.filter { $0 > 80 })")
    #expect((widths.max() ?? 0) > 70, "nothing near 80 columns: \(widths.max() ?? 0)")
  }

  /// The width of every line of `texts` in a terminal's columns, as Python's `unicodedata`
  /// reads it (not Typecase's): two for a wide character, none for a combining mark.
  static func lineWidths(of texts: [String]) throws -> [Int] {
    let measured = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys, unicodedata
        def width(line):
            return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1
                       for c in line)
        print(" ".join(str(width(line)) for text in sys.argv[1:] for line in text.split("\\n")))
        """,
      ] + texts, environment: Self.environment(language: "C.UTF-8"))
    try #require(measured.status == 0, "\(measured.standardError)")
    return measured.standardOutput.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
  }

  /// Help written to a pipe or a file (no terminal, no COLUMNS) fits the 100 columns the
  /// English help is written within, in every language (Japanese ran to 210 columns), and the
  /// English help is as written (`helpMatchesTheGoldenFiles`).
  @Test func pipedHelpFitsAHundredColumnsInEveryLanguage() throws {
    var piped: [String] = []
    for language in ["en_US.UTF-8", "ja_JP.UTF-8", "ko_KR.UTF-8"] {
      for command in [[]] + Self.commands.map({ [$0] }) {
        let outcome = try ProcessRunner.run(
          ProcessRunner.typecase, command + ["--help"], environment: Self.environment(language: language))
        #expect(outcome.status == 0)
        piped.append(outcome.standardOutput)
      }
    }
    let widest = try Self.lineWidths(of: piped).max() ?? 0
    #expect(widest <= 100 && widest > 90, "widest line: \(widest)")
  }

  /// Help that fits stays exactly as written; a description too long for the width goes on at
  /// its column, and a Japanese sentence breaks between characters, with no space added.
  @Test func helpIsFilledOnlyWhereALineIsTooWide() {
    let fits = "Usage: typecase x\n  --json    as JSON\n"
    #expect(HelpWrapping.wrap(fits, columns: 40) == fits)
    let paragraphs = "Usage: typecase x\n\nA paragraph that is too long for thirty columns.\n\nOptions:"
    #expect(
      HelpWrapping.wrap(paragraphs, columns: 30)
        == "Usage: typecase x\n\nA paragraph that is too long\nfor thirty columns.\n\nOptions:")
    let option =
      "  --weight MIN-MAX    only fonts whose weight is in the range (OpenType: 100 thin,\n"
      + "                      400 regular)\n  --json              JSON"
    #expect(
      HelpWrapping.wrap(option, columns: 50)
        == "  --weight MIN-MAX    only fonts whose weight is\n"
        + "                      in the range (OpenType: 100\n"
        + "                      thin, 400 regular)\n  --json              JSON")
    // An example command stays whole (broken, its second part read as a command of its own).
    let example = "  typecase install fonts/*.otf --json | jq -r '.files[].status'"
    #expect(HelpWrapping.wrap(example, columns: 40) == example)
    let japanese = "要求に対して fontconfig が返すフォントを、どの fontconfig プログラムも受け取るとおりに表示します"
    let lines = HelpWrapping.wrap(japanese, columns: 30).split(separator: "\n").map(String.init)
    #expect(lines.count > 2 && lines.allSatisfy { HelpWrapping.width($0) <= 30 }, "\(lines)")
    #expect(lines.joined() == japanese)
  }

  /// A usage line too wide goes on under the word after "typecase", in every language: it went
  /// on at the left edge, under "Usage:", as if it were prose.
  @Test func aUsageLineGoesOnUnderItsArguments() {
    let usage = "Usage: typecase remove FACE|FAMILY|FILE [--duplicates] [--yes] [--json]\n       typecase x"
    #expect(
      HelpWrapping.wrap(usage, columns: 60)
        == "Usage: typecase remove FACE|FAMILY|FILE [--duplicates]\n                [--yes] [--json]\n       typecase x"
    )
    let japanese = "使い方: typecase remove FACE|FAMILY|FILE [--duplicates] [--yes]"
    #expect(
      HelpWrapping.wrap(japanese, columns: 50)
        == "使い方: typecase remove FACE|FAMILY|FILE\n                 [--duplicates] [--yes]")
  }

  /// Japanese filled again keeps the space its text puts between Japanese and a Latin word
  /// (a line broken there ran together: "ファミリーとはfontconfig の"), and no line ends with an
  /// opening bracket ("（" was left at the end of five lines, against Japanese line breaking).
  @Test func japaneseFilledAgainKeepsItsSpacesAndBrackets() {
    let joined = "  --faces     ファミリーとは\n              fontconfig の名前が同じフォントの集まりのことで、一覧に出ます"
    let filled = HelpWrapping.wrap(joined, columns: 40)
    #expect(filled.replacingOccurrences(of: "\n", with: "").contains("とは fontconfig"), "\(filled)")
    let bracketed = "文字を表示できるファミリーを表示します（フォントを指定しないときに使われます）。その次の文です"
    for columns in 22...40 {
      let lines = HelpWrapping.wrap(bracketed, columns: columns).split(separator: "\n").map(String.init)
      #expect(lines.allSatisfy { !$0.hasSuffix("（") && !$0.hasPrefix("）") }, "\(columns): \(lines)")
      #expect(lines.joined() == bracketed)
    }
    // Nor starts with a small kana or the long-vowel mark ("ォント", "ーターフォール" did).
    let kana = "フォントのキャッシュを再構築し、ウォーターフォールとフォールバックを表示します"
    for columns in 10...40 {
      let lines = HelpWrapping.wrap(kana, columns: columns).split(separator: "\n").map(String.init)
      #expect(lines.allSatisfy { !"ォッャュョー".contains($0.first ?? " ") }, "\(columns): \(lines)")
      #expect(lines.joined() == kana)
    }
  }

  /// The manual in `language` (`help --man`) and what `groff -man -Tutf8 ARGUMENTS` makes of
  /// it in the locale `groffLanguage`.
  static func groff(manualIn language: String, _ arguments: [String], groffLanguage: String) throws
    -> (man: ProcessOutcome, groff: ProcessOutcome)
  {
    let man = try ProcessRunner.run(
      ProcessRunner.typecase, ["help", "--man"], environment: environment(language: language))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-\(UUID()).1")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(man.standardOutput.utf8).write(to: file)
    let groff = try ProcessRunner.runTool(
      "groff", ["-man", "-Tutf8"] + arguments + [file.path], environment: environment(language: groffLanguage))
    return (man, groff)
  }

  /// groff reads the manual without a warning, in English and in Japanese: "…", "×" and
  /// Hangul were raw UTF-8, which groff (reading Latin-1 without preconv) took for invalid
  /// characters.
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")),
    arguments: ["en_US.UTF-8", "ja_JP.UTF-8"])
  func groffReadsTheManualWithoutWarnings(language: String) throws {
    let (man, groff) = try Self.groff(manualIn: language, ["-ww", "-z"], groffLanguage: language)
    #expect(man.status == 0)
    #expect(groff.status == 0)
    #expect(groff.standardError.isEmpty, "\(groff.standardError.prefix(500))")
    let isASCII = man.standardOutput.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(isASCII)
  }

  /// The Japanese manual keeps its words whole and its headings in Japanese: an option's text
  /// was filled, and roff joined its lines with a space inside words ("（インス トールされていな
  /// いものも）"); NAME, SYNOPSIS and the others stood in English.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
  func theJapaneseManualKeepsWordsWholeAndHeadingsJapanese() throws {
    let (man, groff) = try Self.groff(manualIn: "ja_JP.UTF-8", ["-rLL=100n", "-P-cbou"], groffLanguage: "C.UTF-8")
    #expect(man.status == 0)
    let text = groff.standardOutput
    for heading in ["名前", "書式", "説明", "終了ステータス", "関連項目"] {
      #expect(text.contains("\n" + heading + "\n"), "no heading \(heading)")
    }
    // Each option's Japanese text as the catalog writes it, its lines joined: none was broken
    // by a space.
    func isKanaOrKanji(_ character: Character) -> Bool {
      character.unicodeScalars.first.map {
        (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value)
      }
        ?? false
    }
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let broken = lines.filter { line in
      let characters = Array(line)
      return characters.indices.dropFirst().dropLast().contains { index in
        characters[index] == " " && isKanaOrKanji(characters[index - 1]) && isKanaOrKanji(characters[index + 1])
      }
    }
    #expect(broken.isEmpty, "\(broken.count) lines with a space between two Japanese characters: \(broken.prefix(5))")
  }

  /// The manual fits an 80-column terminal: its prose is filled and its lists of options are
  /// tagged paragraphs, as man pages are (kept as laid out for `--help`, 141 lines of `man
  /// typecase` ran past 80 columns, the widest to 99).
  ///
  /// Example commands, which man cannot break, are broken by hand, after a pipe or a
  /// backslash.
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")),
    arguments: ["en_US.UTF-8", "ko_KR.UTF-8", "ja_JP.UTF-8"])
  func theManualFitsAnEightyColumnTerminal(language: String) throws {
    // As man lays it out for an 80-column terminal, without bold or underline, in a locale
    // this machine has (groff counts a Hangul syllable one column wide in one it lacks).
    let (_, groff) = try Self.groff(manualIn: language, ["-rLL=80n", "-P-cbou"], groffLanguage: "C.UTF-8")
    let lines = groff.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count > 300)
    // Hangul, kana and kanji two columns wide, as terminals show them.
    let wide = lines.filter { HelpWrapping.width($0) > 80 }
    #expect(wide.isEmpty, "\(wide.count) lines wider than 80 columns: \(wide.prefix(5))")
    // An option is a tagged paragraph: its name on a line of its own, its text below it.
    let option = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "--monospace" })
    #expect(
      lines[option + 1].trimmingCharacters(in: .whitespaces).hasPrefix(
        language.hasPrefix("en") ? "only monospaced" : ""))
  }

  /// Every help's usage line is translated, with one word for it in each language: snippet's
  /// and match's began "Usage:" in Japanese and Korean, and Japanese said 用法 on most pages
  /// and 使い方 on others.
  @Test(arguments: [("ja", "使い方: "), ("ko", "사용법: ")])
  func everyUsageLineIsTranslatedAlike(language: String, usage: String) throws {
    var environment = Self.environment(language: "C.UTF-8")
    environment["LANGUAGE"] = language
    for command in [[]] + Self.commands.map { [$0] } {
      let help = try ProcessRunner.run(ProcessRunner.typecase, command + ["--help"], environment: environment)
      #expect(help.standardOutput.hasPrefix(usage), "\(command): \(help.standardOutput.prefix(40))")
    }
  }

  /// Each help is translated by paragraphs, and every paragraph has its translation.
  @Test(arguments: [InterfaceLanguage.japanese, .korean])
  func everyParagraphIsTranslated(language: InterfaceLanguage) {
    let localizer = Localizer(language: language)
    let helps =
      TypecaseCommandLine.commands.map { $0.help() } + [TypecaseCommandLine.rootHelp]
      + [ManPage.jsonShapes, ManPage.exitStatus, ManPage.files, ManPage.environment]
    for help in helps {
      // A help is paragraphs, or a layout of helps that are (match's two forms).
      let parts =
        help.form == .paragraphs
        ? [help]
        : help.arguments.values.compactMap { argument -> Message? in
          if case .message(let message) = argument { return message }
          return nil
        }
      #expect(!parts.isEmpty && parts.allSatisfy { $0.form == .paragraphs }, "\(help.english.prefix(40))")
      for part in parts {
        for paragraph in part.english.components(separatedBy: "\n\n") {
          #expect(localizer.hasTranslation(paragraph), "\(language.rawValue): \(paragraph.prefix(60))")
          // A line break written as the two characters "\n" in the catalog: face's Japanese
          // and Korean help showed "lineGap\n （hhea …".
          let translated = localizer.tr(paragraph)
          #expect(
            !translated.contains("\\n") || paragraph.contains("\\n"), "\(language.rawValue): \(paragraph.prefix(60))")
        }
      }
    }
  }
}
