import TypecaseCore

/// `typecase faces FAMILY`: the fonts of one family with style, PostScript name, format and file.
enum FacesCommand {
  static let spec = CommandSpec(
    path: ["faces"], flags: ["json"], maximumPositionals: 1, positionalCompletions: [.families])

  static var help: Message {
    trParagraphs(
      """
      Usage: typecase faces FAMILY [--json]

      Lists the fonts of one family, one per line: PostScript name, style, format and file,
      separated by tabs. The PostScript name is what code asks for (UIFont(name:), CSS
      local(), …). The same font installed twice shows twice, with its two files. A
      variable font as a whole has no PostScript name: its line starts with its name, e.g.
      "Inter (Variable)", and typecase face takes its file. A named instance of a variable
      font shows the name its font gives it, which browsers' local() does not find: they
      know fontconfig's (typecase face shows it as fontconfigPostscriptName).

      Options:
        --json          each face as fontconfig lists it, as JSON (its license and
                        embedding: typecase face NAME --json)
        -h, --help      show this help

      Examples:
        typecase faces "DejaVu Sans"
        typecase faces 나눔고딕
        typecase faces "DejaVu Sans" --json |
          jq -r '.families[0].faces[].postscriptName'
      """)
  }

  static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandFailure) -> Int32 {
    guard let name = arguments.positionals.first else {
      throw .usage(UsageError(message: tr("missing family name"), hint: spec.helpHint))
    }
    try FamilyName.validate(name, spec: spec)
    let library = try FontLibrary.forCommand()
    guard let found = library.families.family(named: name),
      var family = library.family(named: found.name, detail: .full)
    else {
      let notFound = library.familyNotFound(name)
      throw .failure(notFound.message, details: [notFound.hint])
    }
    // Found as the search finds names, ignoring width and accents: fontconfig does not, and a
    // script checking a name with `faces` took one programs do not know.
    let shownName = found.name(shownAs: name)
    let isNamedForFontconfig = found.isNamedForFontconfig(shownName)
    if !isNamedForFontconfig {
      output.note(
        tr(
          "(\"{name}\" is not the family's name as fontconfig compares names, ignoring case and spaces only: programs asking for it get another font; its name is \"{family}\")",
          ["name": VisibleText.escaped(name), "family": VisibleText.escaped(found.name)]))
    }
    // Another name of the family ("DejaVu Sans Condensed" of "DejaVu Sans"): the faces that go
    // by it, as `fc-list :family=NAME` lists them (the family's every face was listed).
    let named = family.faces(goingBy: name)
    if named.count < family.faces.count {
      output.note(
        trn(
          "(\"{name}\" is another name of the family \"{family}\": the faces that go by it; 'typecase faces \"{family}\"' lists its {count} face)",
          "(\"{name}\" is another name of the family \"{family}\": the faces that go by it; 'typecase faces \"{family}\"' lists its {count} faces)",
          family.faces.count,
          [
            "name": VisibleText.escaped(family.name(shownAs: name)), "family": VisibleText.escaped(family.name),
            "count": String(family.faces.count),
          ]))
      family.faces = named
    } else if isNamedForFontconfig,
      FontMatch.comparable(family.name(shownAs: name)) != FontMatch.comparable(family.name)
    {
      // A second name every face gives the family (a Macintosh family name other than the
      // Windows one, a name in another language): its faces were listed under the other name
      // without a word, and the font's maker could not see the two disagree.
      output.note(
        tr(
          "(\"{name}\" is another name of the family \"{family}\": its fonts give it both names)",
          ["name": VisibleText.escaped(family.name(shownAs: name)), "family": VisibleText.escaped(family.name)]))
    }
    if arguments.has("json") {
      FontJSON.stream([family]) { output.write($0) }
      output.write("\n")
    } else {
      for face in family.faces {
        let file = face.location.index == 0 ? face.location.file : "\(face.location.file)#\(face.location.index)"
        output.line(
          // A web font's format as the window says it ("WOFF (TrueType)"): "TrueType" alone read
          // as a .ttf.
          [
            face.postScriptName ?? face.displayName, face.style,
            DrawableFormat.shown(face.format, file: face.location.file) ?? "", file,
          ].map(VisibleText.escaped)
            .joined(separator: "\t"))
      }
    }
    return 0
  }
}

/// Checks a family name typed by a user before it is looked up.
enum FamilyName {
  /// Refuses an empty name; `orFace`: the command also takes a face or a file (remove,
  /// specimen), and says so.
  static func validate(_ name: String, spec: CommandSpec, orFace: Bool = false) throws(CommandFailure) {
    if name.trimmingSpaces().isEmpty {
      throw .usage(
        UsageError(
          message: orFace ? tr("the name of the font, family or file is empty") : tr("the family name is empty"),
          hint: spec.helpHint))
    }
  }
}
