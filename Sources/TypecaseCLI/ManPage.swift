import TypecaseCore

/// The manual page, typecase(1), in roff: made from the same help texts as `--help` (each
/// command's help under COMMANDS), with the JSON shapes, exit status, files and environment.
enum ManPage {
  static func render(localizer: Localizer) -> String {
    var page = """
      .\\" typecase(1), made by `typecase help --man` from the command table; do not edit.
      .TH TYPECASE 1 "\(ApplicationIdentity.releaseDate)" "Typecase \(ApplicationIdentity.version)" "User Commands"
      .SH NAME
      typecase \\- \(escaped(localizer(tr("see the fonts of this machine and exactly what they are called"))))
      .SH SYNOPSIS

      """
    page += ".B typecase\n[\\fB\\-\\-page\\fR \\fIPAGE\\fR] [\\fB\\-\\-screenshot\\fR \\fIFILE\\fR] "
    page += "[\\fB\\-\\-report\\-startup\\fR]\n.br\n"
    for command in TypecaseCommandLine.commands {
      for synopsis in [command.synopsis] + command.otherForms.map(\.synopsis) {
        page += ".B typecase \(escaped(command.name))\n"
        let rest = synopsis.split(separator: " ").dropFirst().joined(separator: " ")
        page += (rest.isEmpty ? "" : "\\fI\(escaped(rest))\\fR ") + "[\\fIOPTIONS\\fR]\n.br\n"
      }
    }
    page += ".SH DESCRIPTION\n" + paragraphs(localizer(TypecaseCommandLine.rootHelp))
    page += ".SH COMMANDS\n"
    for command in TypecaseCommandLine.commands {
      page += ".SS \(escaped(command.synopsis))\n" + paragraphs(localizer(command.help()))
    }
    page += ".SH JSON\n" + paragraphs(localizer(jsonShapes))
    page += ".SH \"EXIT STATUS\"\n" + paragraphs(localizer(exitStatus))
    page += ".SH FILES\n" + paragraphs(localizer(files))
    page += ".SH ENVIRONMENT\n" + paragraphs(localizer(environment))
    page += ".SH \"SEE ALSO\"\n.BR fc\\-list (1),\n.BR fc\\-match (1),\n.BR fonts.conf (5)\n"
    return asciiOnly(page)
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
      fullName, weight, weightName, width, widthName, slant, slantName, monospace, format,
      version, file, index, languages[…]}. `face NAME --json` writes {"face": {…}} with the
      face's names, file, format, version, designer, license, metrics, axes[{tag, name, min,
      default, max}], namedInstances[{name, postscriptName, coordinates}], features[{tag, name,
      table}], languages[{code, name}], blocks[{name, first, last, covered, size}] and
      embedding. `settings --json` writes {"settings": [{key, value, default, allowed}]}.
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
      when the snapshots differ and 2 when one cannot be read or the output cannot be written;
      match --text exits 1 when some characters are drawn by no font, cover when no family
      has every character.
      """)
  }

  static var files: Message {
    trParagraphs(
      """
      $XDG_CONFIG_HOME/typecase/settings.json (~/.config/typecase/settings.json): the settings,
      shared by the window and the command line.
      """)
  }

  static var environment: Message {
    trParagraphs(
      """
      FONTCONFIG_FILE, FONTCONFIG_PATH: where fontconfig reads its configuration. NO_COLOR: no
      colour even on a terminal. DISPLAY, WAYLAND_DISPLAY: without either, `typecase` lists
      the families instead of opening the window. LANG, LC_ALL, LC_MEASUREMENT: the interface
      language and temperature unit when the settings say "system".
      """)
  }

  /// Text as roff: blank lines start paragraphs, other lines are kept as they are (the help
  /// texts are laid out by hand) with roff's special characters escaped.
  private static func paragraphs(_ text: String) -> String {
    var roff = ".nf\n"
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      roff += line.isEmpty ? "\n" : escaped(String(line)) + "\n"
    }
    return roff + ".fi\n"
  }

  /// A line with roff's backslash and hyphen escaped, and a leading dot or quote kept literal.
  private static func escaped(_ text: String) -> String {
    var line = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
    if line.hasPrefix(".") || line.hasPrefix("'") { line = "\\&" + line }
    return line
  }
}
