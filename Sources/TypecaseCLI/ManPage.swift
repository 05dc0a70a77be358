import TypecaseCore

/// The manual page, typecase(1), in roff: made from the same help texts as `--help` (each
/// command's help under COMMANDS), with the JSON shapes, exit status, files and environment.
enum ManPage {
  static func render(localizer: Localizer) -> String {
    var page = """
      .\\" typecase(1), made by `typecase help --man` from the command table; do not edit.
      .TH TYPECASE 1 "\(ApplicationIdentity.releaseDate)" "Typecase \(ApplicationIdentity.version)" "\(escaped(localizer(tr("User Commands"))))"
      .\\" Names and options are not hyphenated, and lines are not stretched to the margin.
      .nh
      .ad l
      \(section(localizer(tr("NAME"))))
      typecase \\- \(escaped(localizer(tr("see the fonts of this machine and exactly what they are called"))))
      \(section(localizer(tr("SYNOPSIS"))))

      """
    page += ".B typecase\n[\\fB\\-\\-page\\fR \\fIPAGE\\fR] [\\fB\\-\\-screenshot\\fR \\fIFILE\\fR] "
    page += "[\\fB\\-\\-report\\-startup\\fR] [\\fB\\-\\-search\\fR \\fITEXT\\fR] [\\fIFILTERS\\fR]\n.br\n"
    // A font file opened in the window, as Files' Open With does.
    page +=
      ".B typecase\n[\\fB\\-\\-errors\\-in\\-window\\fR] \\fIFONT\\-FILE\\fR [\\fB\\-\\-screenshot\\fR \\fIFILE\\fR]\n.br\n"
    for command in TypecaseCommandLine.commands {
      for synopsis in [command.synopsis] + command.otherForms.map(\.synopsis) {
        page += ".B typecase \(escaped(command.name))\n"
        let rest = synopsis.split(separator: " ").dropFirst().joined(separator: " ")
        // [OPTIONS] where the command takes any (star and unstar take a family alone).
        let takesOptions = !command.spec.flags.isEmpty || !command.spec.valueOptions.isEmpty
        let words = (rest.isEmpty ? [] : ["\\fI\(escaped(rest))\\fR"]) + (takesOptions ? ["[\\fIOPTIONS\\fR]"] : [])
        page += words.joined(separator: " ") + (words.isEmpty ? "" : "\n") + ".br\n"
      }
    }
    // The sections' headings, in the interface language (名前, 書式, 説明 in a Japanese manual).
    page += section(localizer(tr("DESCRIPTION"))) + "\n" + paragraphs(localizer(TypecaseCommandLine.rootHelp))
    page += section(localizer(tr("COMMANDS"))) + "\n"
    for command in TypecaseCommandLine.commands {
      page += ".SS \(escaped(command.synopsis))\n" + paragraphs(localizer(command.help()))
    }
    page += ".SH JSON\n" + paragraphs(localizer(jsonShapes))
    page += section(localizer(tr("EXIT STATUS"))) + "\n" + paragraphs(localizer(exitStatus))
    page += section(localizer(tr("FILES"))) + "\n" + paragraphs(localizer(files))
    page += section(localizer(tr("ENVIRONMENT"))) + "\n" + paragraphs(localizer(environment))
    page += section(localizer(tr("SEE ALSO"))) + "\n.BR fc\\-list (1),\n.BR fc\\-match (1),\n.BR fonts.conf (5)\n"
    return asciiOnly(page)
  }

  /// A section heading line (`.SH`), quoted when it has a space ("EXIT STATUS").
  private static func section(_ heading: String) -> String {
    ".SH " + (heading.contains(" ") ? "\"" + escaped(heading) + "\"" : escaped(heading))
  }

  /// `roff` with each character beyond ASCII written as groff's `\[uXXXX]`: without preconv,
  /// groff reads its input as Latin-1, and `groff -man` warned of every byte of "…", "×" or
  /// "나눔" ("invalid input character code 130"); man(1) runs preconv, which writes the same.
  private static func asciiOnly(_ roff: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in roff.unicodeScalars {
      guard !scalar.isASCII else {
        result.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      result.append(
        contentsOf: ("\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]").unicodeScalars)
    }
    return String(result)
  }

  static var jsonShapes: Message {
    trParagraphs(
      """
      `families --json` and `faces FAMILY --json` write {"families": [FAMILY, …]}; a FAMILY is
      {name, otherNames[{name, language}], faces[FACE, …]}, a FACE {style, postscriptName,
      fullName, weight, weightName, width, widthName, slant, slantName, monospace, variable,
      axes, coordinates, color, format, container, version, foundry, file, index, languages[…]}
      (variable and axes: the
      variable font as a whole; coordinates: a named instance); `snapshot` writes the same of
      each face. `face NAME --json` writes {"face": {…}} with the face's names, the same weight, width, slant,
      monospace, variable and coordinates, file, format, version, designer, license, metrics,
      its file's axes[{tag, name, min,
      default, max, hidden}], namedInstances[{name, postscriptName, coordinates}], features[{tag, name,
      table}], languages[{code, name}], blocks[{name, first, last, covered, size}],
      embedding and embeddingLimits. `settings --json` writes {"settings": [{key, value, default, allowed, minimum, maximum}]}.
      A FACE's version is fontconfig's, the head table's revision ("2.370"); the face's is the
      name table's version string ("Version 2.37").
      Numbers are numbers; what fontconfig or the font does not say is left out, never invented.
      """)
  }

  static var exitStatus: Message {
    trParagraphs(
      """
      0   success.
      1   a named family or face does not exist (the closest names follow on standard error),
          a file is no font, fontconfig cannot be read, or the output cannot be written.
      2   a usage error: an unknown command or option, or a missing or extra argument.

      Some commands give a status a meaning of their own, as their help says: diff exits 1
      when the snapshots differ; match --text exits 1 when some characters are drawn by no
      font, cover when no family has every character. These three exit 2 when an input (a
      snapshot, the text, the fontconfig configuration) cannot be read or the output cannot be
      written.

      install and remove exit 0 when some of the files asked for were installed or removed,
      each one that was not named on standard error with why, and 1 when none was.
      """)
  }

  static var files: Message {
    trParagraphs(
      """
      $XDG_CONFIG_HOME/typecase/settings.json (~/.config/typecase/settings.json): the settings,
      shared by the window and the command line.

      $XDG_DATA_HOME/fonts (~/.local/share/fonts): where install copies fonts and remove takes
      them from, to the trash ($XDG_DATA_HOME/Trash), where Undo and 'gio trash --restore'
      find them.

      $XDG_CACHE_HOME/typecase (~/.cache/typecase): file-hashes, the fingerprints of font
      files snapshot has read, and snapshot-faces, the faces it has read; both are made again
      when missing or damaged.
      """)
  }

  static var environment: Message {
    trParagraphs(
      """
      FONTCONFIG_FILE, FONTCONFIG_PATH: where fontconfig reads its configuration. NO_COLOR: no
      colour even on a terminal. DISPLAY, WAYLAND_DISPLAY: without either, `typecase` lists
      the families instead of opening the window. When the settings say "system": LANGUAGE (a
      list, as gettext reads it), LC_ALL, LC_MESSAGES, LANG: the interface language. While
      temperature-unit is not set: LC_ALL, LC_MEASUREMENT, LANG: its value. COLUMNS: the width help is filled to (else
      the terminal's; not on a terminal, help is printed as written). TERM=dumb: no colour.
      XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME: see FILES. SOURCE_DATE_EPOCH: the date
      snapshot and specimen write (a value that is no date is a usage error, exit 2).
      """)
  }

  /// Text as roff, so that man fits it to the terminal: prose (lines that start at the
  /// margin) is filled; a list of options, commands or exit statuses ("  --json    text…",
  /// continued below its text) becomes tagged paragraphs (.TP), their text filled; anything
  /// else laid out by hand (usage lines, examples) is kept as it is.
  ///
  /// Kept whole, the help's lines of up to 90 characters ran past an 80-column terminal
  /// below man's indentation.
  private static func paragraphs(_ text: String) -> String {
    var roff = ""
    let blocks = text.split(separator: "\n", omittingEmptySubsequences: false).split(whereSeparator: \.isEmpty)
    for block in blocks {
      let lines = block.map(String.init)
      roff += roff.isEmpty ? "" : ".PP\n"
      if (lines.first ?? "").hasPrefix("Usage:") {
        roff += ".nf\n" + lines.map(escaped).joined(separator: "\n") + "\n.fi\n"
        continue
      }
      // Runs of lines: "fill" (prose), "keep" (laid out by hand), or tagged paragraphs.
      var run: (kind: String, lines: [String]) = ("", [])
      var afterItem = false
      func flush() {
        guard !run.lines.isEmpty else { return }
        // Text after a tagged paragraph goes back to the margin.
        if afterItem { roff += ".PP\n" }
        afterItem = false
        // Japanese is laid out here, filled to fit 80 columns under man's indent of 7: roff
        // breaks lines at spaces only, and joined a sentence's lines with a space in the middle
        // of it.
        let japanese = run.kind != "keep" && run.lines.contains(where: isWrittenWithoutSpaces)
        let lines = japanese ? fitted(run.lines, columns: 80 - 7) : run.lines
        let body = lines.map(escaped).joined(separator: "\n") + "\n"
        roff += run.kind == "keep" || japanese ? ".nf\n" + body + ".fi\n" : body
        run.lines = []
      }
      func add(_ line: String, as kind: String) {
        if run.kind != kind { flush() }
        run.kind = kind
        run.lines.append(line)
      }
      var index = 0
      while index < lines.count {
        let line = lines[index]
        let indent = line.prefix(while: { $0 == " " }).count
        let next = index + 1 < lines.count ? lines[index + 1] : ""
        let nextIndent = next.prefix(while: { $0 == " " }).count
        var item = listItem(line)
        // A term as long as the line, its text on the lines below, further in.
        if item == nil, (1...4).contains(indent), nextIndent >= indent + 8, listItem(next) == nil {
          item = (String(line.dropFirst(indent)), "", nextIndent)
        }
        guard let (term, description, column) = item else {
          add(line, as: indent == 0 ? "fill" : "keep")
          index += 1
          continue
        }
        flush()
        var text = description.isEmpty ? [] : [description]
        index += 1
        // The lines below the item's text, indented to it, continue it.
        while index < lines.count, listItem(lines[index]) == nil,
          lines[index].prefix(while: { $0 == " " }).count >= column
        {
          text.append(String(lines[index].drop(while: { $0 == " " })))
          index += 1
        }
        // Japanese laid out here, as its prose is, to fit 80 columns under a tagged paragraph's
        // indent of 14 (as laid out for --help, lines ran to 107): filled by roff, "（インス"
        // and "トール）" on two lines were joined with a space inside the word.
        let japanese = text.contains(where: isWrittenWithoutSpaces)
        let body = (japanese ? fitted(text, columns: 80 - 14) : text).map(escaped).joined(separator: "\n") + "\n"
        roff += ".TP\n" + escaped(term) + "\n" + (japanese ? ".nf\n" + body + ".fi\n" : body)
        afterItem = true
      }
      flush()
    }
    return roff
  }

  /// Japanese `lines` of one paragraph filled again into lines at most `columns` wide, as
  /// `HelpWrapping` fills help for a narrow terminal.
  private static func fitted(_ lines: [String], columns: Int) -> [String] {
    HelpWrapping.fill(lines.map { String($0.drop { $0 == " " }) }, hanging: 0, columns: columns)
  }

  /// Whether `line` holds Japanese (kana or kanji), which is written without spaces.
  private static func isWrittenWithoutSpaces(_ line: String) -> Bool {
    line.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
  }

  /// A line of a list of options, commands or exit statuses: a term (two to four spaces in,
  /// or a number at the margin), two spaces or more, its text ("  --json   everything…");
  /// the term, the text and the text's column.
  private static func listItem(_ line: String) -> (term: String, text: String, column: Int)? {
    let indent = line.prefix(while: { $0 == " " }).count
    let rest = line.dropFirst(indent)
    guard let gap = rest.firstRange(of: "  ") else { return nil }
    let term = String(rest[..<gap.lowerBound])
    let text = rest[gap.lowerBound...].drop(while: { $0 == " " })
    guard (2...4).contains(indent) || (indent == 0 && term.allSatisfy(\.isNumber)) else { return nil }
    guard !term.isEmpty, !text.isEmpty else { return nil }
    return (term, String(text), line.count - text.count)
  }

  /// A line with roff's backslash and hyphen escaped, and a leading dot or quote kept literal.
  private static func escaped(_ text: String) -> String {
    var line = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
    if line.hasPrefix(".") || line.hasPrefix("'") { line = "\\&" + line }
    return line
  }
}
