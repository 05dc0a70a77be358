import FoundationEssentials
import TypecaseCore

/// `typecase snippet FACE [--as FORMAT]`: the code that names one face in CSS, GTK CSS,
/// Pango, fontconfig, SwiftUI, UIKit or LaTeX.
enum SnippetCommand {
  /// One FACE, `--as FORMAT` and `--json`.
  static let spec = CommandSpec(
    path: ["snippet"], flags: ["json"], valueOptions: [("as", "FORMAT"), ("features", "FEATURES")],
    maximumPositionals: 1,
    positionalCompletions: [.faceNames], valueCompletions: ["as": .words(SnippetFormat.allCases.map(\.rawValue))])

  /// The command's `--help`.
  static var help: Message {
    trParagraphs(
      """
      Usage: typecase snippet FACE [--as FORMAT] [--features FEATURES] [--json]

      Writes the code that names one font (face) exactly: what to put in a stylesheet, a
      Pango or fontconfig call, an app or a LaTeX document. FACE is found as 'typecase face'
      finds it: a PostScript name (a named instance of a variable font by its own, e.g.
      Inter-Bold) or a font file, FILE#INDEX for a face of a collection or a named instance.
      A variable font's file alone is the variable font as a whole, as 'typecase faces'
      lists it ("Inter (Variable)"): its @font-face gives its axes' ranges.

      Formats:
        css             font-family (with a generic fallback), font-weight, font-style,
                        font-stretch, and an @font-face rule: src: local(POSTSCRIPTNAME),
                        url(file:...)
        gtk-css         the same declarations as GTK 4's CSS takes them
        pango           a Pango font description: family, style words, @wght=... axes
        fontconfig      a pattern that fc-match resolves to this face: family, style, file
        swiftui         Font.custom("POSTSCRIPTNAME", size: 17)
        uikit           UIFont(name: "POSTSCRIPTNAME", size: 17)
        fontspec        \\setmainfont{FILE}[Path=FOLDER/] (XeLaTeX, LuaLaTeX); a
                        monospaced font's \\setmonofont; a math font's \\setmathfont,
                        after \\usepackage{unicode-math}
      A named instance of a variable font carries its coordinates (font-variation-settings,
      Pango's @wght=700); its @font-face has url() alone (fontconfig, which browsers ask for
      local() names, knows no instance by a name of its own). Names are escaped the way each
      language reads them back. A Type 1 font's css and fontspec come with a note: browsers
      do not load Type 1 fonts, LuaLaTeX none either, XeLaTeX a .pfb file alone.

      Options:
        --as FORMAT     write only this format, as it is (no heading)
        --features FEATURES
                        OpenType features switched on or off, as ss02,calt=0,cv01=2 (the
                        face's own; css, gtk-css, fontconfig and fontspec carry them, Pango's
                        description cannot)
        --json          {"snippets": {"css": "...", "gtk-css": "...", ...}} (with --as, only
                        that format's key)
        -h, --help      show this help

      Examples:
        typecase snippet DejaVuSans-Bold
        typecase snippet Inter-Bold --as css
        typecase snippet FiraCode-Regular --features ss02,cv01 --as css
        typecase snippet ./Inter.var.ttf#65536 --as pango
        typecase snippet NotoSansCJKjp-Regular --json |
          jq -r '.snippets.fontconfig'
      """)
  }

  /// Finds the face and writes its snippets.
  static func run(
    _ arguments: ParsedArguments, readFace: FaceDetailsReader?, output: inout Output
  ) throws(CommandFailure) -> Int32 {
    var formats = SnippetFormat.allCases
    if let name = arguments.values["as"] {
      // "latex" too: help and the window call the format "LaTeX (fontspec)".
      let lowercased = name.lowercased()
      guard let format = SnippetFormat(rawValue: lowercased) ?? (lowercased == "latex" ? .fontspec : nil) else {
        throw .usage(
          UsageError(
            message: tr("unknown format '{format}'", ["format": name]),
            hint: tr("formats: {formats}", ["formats": SnippetFormat.names.joined(separator: ", ")])))
      }
      formats = [format]
    }
    guard let name = arguments.positionals.first else {
      throw .usage(UsageError(message: tr("missing face name"), hint: spec.helpHint))
    }
    var features: [String: Int]?
    if let value = arguments.values["features"] {
      // Values past 1 too: a character variant's or stylistic alternate's choice (cv01=2).
      guard let parsed = FeatureSettings.parseValues(value) else {
        throw .usage(
          UsageError(
            message: tr(
              "cannot read --features \"{value}\": give feature tags joined by commas, each alone (on) or with =0 (off), =1 (on) or a higher alternate's number, such as ss01,liga=0,cv01=2",
              ["value": VisibleText.escaped(value)]),
            hint: spec.helpHint))
      }
      features = parsed
    }
    if name.trimmingSpaces().isEmpty {
      throw .usage(UsageError(message: tr("the face name is empty"), hint: spec.helpHint))
    }
    let found = try FaceCommand.find(name, output: &output)
    guard var face = found.face ?? found.queried else {
      // Why, where the file says (a PCF in a legacy encoding, a face past its file's).
      throw .failure(
        Message.cannotRead(
          found.shownAs,
          because: FaceInFile.problem(found.location) ?? tr("fontconfig cannot read this face of the file")))
    }
    // A face fontconfig's cache lists whose file is gone fails as `face` fails: the snippet
    // named the missing file (a CSS `url()` to nothing) and exited 0.
    if found.isInCatalog && !FileManager.default.fileExists(atPath: face.location.file)
      && !NonUTF8FileName.isLossy(face.location.file)
    {
      throw .failure(
        Message.cannotRead(found.shownAs, because: tr("the file no longer exists")),
        details: [tr("fontconfig's cache still lists it; 'fc-cache' brings the cache up to date")])
    }
    // One library for every note: the one the face was found in, else the machine's (a file
    // given by path is looked for among them). Each note loaded its own, every font cache read
    // again.
    let library = found.library ?? (try? FontLibrary.forCommand())
    // A file given by path that fontconfig lists is one of the machine's fonts too: what
    // programs load for its Pango description is said of it as of a name (Inter-roman.var.ttf
    // loaded Inter-Regular.otf without a word).
    var isListed =
      found.isInCatalog || library?.faces().contains(where: { $0.location.file == face.location.file }) == true
    // A download whose bytes are an installed file's, or a file listed by another path (a
    // link to it in a profile, NixOS's): the snippets of the installed face, by the path
    // programs load it from (they gave the download's path, and broke once it was deleted; a
    // store path, "not installed", changes at the next upgrade).
    if !isListed, let library,
      let installed = library.listedFace(at: face.location, namesWholeFile: face.variation?.isWholeFont == true)
    {
      output.note(FaceCommand.identicalCopyNote(face, installed: installed))
      face = installed
      isListed = true
    }
    // Each feature switched must be the face's own (a typo went into the CSS without a word).
    if let features, let readFace {
      let details = readFace(face.location, face.languages)
      if let problem = FeatureSettings.problem(
        features, faceFeatures: [details.features.map(\.tag)], name: VisibleText.escaped(name))
      {
        throw .failure(problem)
      }
      if let note = FeatureSettings.alternatesPassed(features, alternates: [details.featureAlternates]) {
        output.note(note)
      }
    }
    let switched = features ?? [:]
    // `size` holds the design size (see 'typecase face'), and no lookups: the snippet asked for
    // a feature that changes nothing, without a word.
    if switched["size"] != nil {
      output.note(
        tr(
          "(the size feature holds the face's design size and substitutes nothing: switched, it changes nothing; 'typecase face' gives the design size)"
        ))
    }
    var snippets = FaceSnippets(face, features: switched, isInstalled: isListed)
    // What `local()` finds, from the catalog's configuration (a subset keeping its font's name
    // finds the whole font).
    if let name = face.postScriptName, let library {
      snippets.fileGivingPostScriptName = library.fileGiven(forPostScriptName: name, exactly: true)
    }
    if arguments.has("json") {
      var json = JSONBytes()
      json.beginObject()
      json.member("snippets", level: 0)
      json.beginObject()
      for format in formats {
        json.member(format.rawValue, level: 1)
        json.string(snippets.text(format))
      }
      json.endObject(level: 1)
      json.endObject(level: 0)
      output.write(json.text)
      output.write("\n")
    } else {
      writePlain(snippets, formats: formats, output: &output)
    }
    // Said with --json too, on standard error: a pipeline reading the JSON shipped a Type 1
    // font's url(), or a Pango name that loads another font, without a word.
    let formatNotes = SnippetFormatNotes.notes(for: snippets, formats: formats, library: library, isListed: isListed)
    for note in formatNotes { output.note(note) }
    if !isListed, let library, let note = notInstalledNote(face, library: library) { output.note(note) }
    // A listed copy programs do not get, by file: the snippets' names load the other one
    // (unless a note above named that file already: the Pango description's static copy).
    if isListed, let library, let copy = FaceCommand.listedCopyNote(face, library: library),
      !formatNotes.contains(where: { $0.description.contains(copy.programsGet) })
    {
      output.note(copy.note)
    }
    return 0
  }

  /// Writes the snippets of `formats` as plain text, control characters escaped.
  ///
  /// Escaped as every plain output shows them; the snippet's own escaping has already written
  /// them its language's way where it can. Where it cannot (Pango's descriptions, fontconfig's
  /// patterns), the text is not the exact name: a note says so.
  private static func writePlain(_ snippets: FaceSnippets, formats: [SnippetFormat], output: inout Output) {
    var unwritable: [String] = []
    for (position, format) in formats.enumerated() {
      let text = snippets.text(format)
      let shown = visible(text, format: format)
      if shown != text && !unwritable.contains(format.rawValue) && format.cannotWriteControlCharacters {
        unwritable.append(format.rawValue)
      }
      if formats.count == 1 {
        output.line(shown)
        break
      }
      if position > 0 { output.line("") }
      output.line(output.dim("# " + output.localizer(format.title) + " [" + format.rawValue + "]"))
      output.line(shown)
    }
    if !unwritable.isEmpty {
      output.note(
        tr(
          "(the name holds control characters, which {formats} cannot hold: they are shown escaped; --json gives the exact text)",
          ["formats": unwritable.joined(separator: ", ")]))
    }
  }

  /// What to say of a face read from a file the library does not list: the snippets ask for
  /// it by name, which programs find only once the file is installed (they named, with no
  /// word, a copy installed elsewhere or another font).
  private static func notInstalledNote(_ face: FontFace, library: FontLibrary) -> Message? {
    let file = VisibleText.escaped(face.location.file)
    switch library.standing(ofUnlistedFile: face.location.file) {
    case .listedBitmapFont:
      // Programs find it (it was said not to be installed, with the advice to install it).
      return tr(
        "({file} is a bitmap font: fontconfig lists it, and programs find the face these snippets ask for, but Typecase lists scalable fonts only)",
        ["file": file])
    case .leftOutByConfiguration:
      // Installing it, as the note below advises, was refused for that.
      return tr(
        "({file} is in a font folder, but fontconfig's configuration here leaves it out (a <rejectfont> rule, or one against bitmap fonts): programs do not find the face these snippets ask for)",
        ["file": file])
    case .bitmapFontLeftOut:
      return tr(
        "({file} is not installed, and is a bitmap font, which fontconfig's configuration here leaves out (as 70-no-bitmaps.conf does): programs would not find it installed either)",
        ["file": file])
    case .notInstalled, .misnamedWebFont:
      break
    }
    if let postScriptName = face.postScriptName,
      let installed = library.faces(postScriptNamed: postScriptName).first
    {
      return tr(
        "({file} is not installed: programs asking for this face get the copy installed in {installed})",
        ["file": file, "installed": VisibleText.escaped(installed.location.file)])
    }
    // A web font is for browsers, which load it from its url(): installed, GTK and Pango
    // programs still cannot draw it.
    if let format = DrawableFormat.webFontFormat(reading: face.location.file) {
      return tr(
        "({file} is not installed, and is a web font ({format}): browsers load it from the url() above; GTK and Pango programs cannot draw it, installed or not)",
        ["file": file, "format": format])
    }
    return tr(
      "({file} is not installed: programs find the face these snippets ask for once it is (typecase install FILE))",
      ["file": file])
  }

  /// `snippet` in `format` with control characters escaped: within its lines, its own line
  /// breaks kept, or all of them in a format of one line (a line break in a name included).
  ///
  /// Invisible format characters stay: CSS and Swift escape them their own way, and in the
  /// other formats the name pasted must be the font's exact name.
  static func visible(_ snippet: String, format: SnippetFormat) -> String {
    guard !format.cannotWriteControlCharacters else {
      return VisibleText.escapedControlsKeepingInvisibleCharacters(snippet)
    }
    return snippet.split(separator: "\n", omittingEmptySubsequences: false).map {
      VisibleText.escapedControlsKeepingInvisibleCharacters(String($0))
    }
    .joined(separator: "\n")
  }
}
