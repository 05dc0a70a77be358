import FoundationEssentials
import Glibc
import TypecaseCore

/// `typecase face NAME`: everything one face says about itself, found by PostScript name or
/// file.
enum FaceCommand {
  /// One NAME, and `--json`.
  static let spec = CommandSpec(
    path: ["face"], flags: ["json", "characters"], maximumPositionals: 1, positionalCompletions: [.faceNames])

  /// The command's `--help`.
  static var help: Message {
    trParagraphs(
      """
      Usage: typecase face NAME [--characters] [--json]

      Shows everything one font (face) says about itself: names, file, format, version,
      designer, license, metrics, variation axes and named instances, OpenType features, the
      languages it covers and the Unicode blocks it draws. One "key: value" per line, then
      the lists, indented; what the font does not say is left out.

      NAME is a PostScript name, as 'typecase faces FAMILY' lists them (exact, else in any
      case; a named instance of a variable font goes by its own, e.g. Inter-Bold), or a font
      file: a path with a slash, or a file in this folder that no font is named after.
      FILE#INDEX picks a face of a collection or a named instance, numbered as fontconfig
      does: instance × 65536 + face (Inter.var.ttf#65536 is the first named instance). A
      file fontconfig does not list is said on standard error not to be installed, with the
      installed copy of its name that programs get.

      Options:
        --json          the same as JSON: {"face": {...}} with the keys postscriptName,
                        fontconfigPostscriptName (a named instance's name as
                        browsers' local() and fontconfig know it),
                        nameTablePostscriptName (the name table's, when it is
                        none a PostScript name can be and fontconfig made one up:
                        a PDF names the font by it), fullName,
                        family, style, legacyFamily, legacyStyle (the names
                        older apps give it), weight, weightName, width, widthName,
                        slant, slantName, monospace (fontconfig's, as in 'faces --json'),
                        otherNames, otherFullNames, file, index, format,
                        container (a web font's: WOFF, WOFF2), version (the
                        name table's), fontRevision (the head table's, which
                        fontconfig reads as the version and compares copies
                        by), designer, designerURL, manufacturer, vendorURL,
                        vendorID, copyright, trademark, license, licenseURL,
                        description, unitsPerEm, ascender, descender, lineGap
                        (the line's, as HarfBuzz and Pango take them: hhea's, or
                        OS/2's typo metrics when the font says to use them; in
                        design units), xHeight, capHeight (OS/2's, when it says
                        them), designSize (an optical size's: its design size,
                        then the smallest and largest it is for, in points),
                        bitmapSizes (the pixel sizes of its bitmaps), glyphCount,
                        characterCount, colorFormat, verticalMetrics (its vhea,
                        vmtx and VORG tables, for vertical text), palettes (a
                        color font's, from 0, the first drawn: name, backgrounds
                        "light" or "dark" it is for),
                        mathTable (a MATH table, for formula layout), variable
                        (the variable font as a whole, as in 'faces --json'),
                        coordinates (a named instance's), axes and namedInstances
                        (its file's), features (mathScriptOnly: listed by the
                        math script alone, never applied to text; alternates: the
                        most forms it offers a glyph, picked by its value, as
                        cv84=5), scripts (the
                        OpenType scripts and language systems its features are
                        for: [{"tag": "latn", "languages": ["TRK"]}]), languages,
                        blocks, fsType (OS/2's bits, as a number), embedding,
                        embeddingLimits ("no subsetting", "bitmap only")
        --characters    list every character the font maps instead (as fontconfig
                        counts them: not a control mapped to an empty glyph), one
                        per line: its code point,
                        the character and its Unicode name (an icon font's icons:
                        U+E000, …); with --json,
                        {"characters": [{"code", "character", "name"}]}
        -h, --help      show this help

      Examples:
        typecase face DejaVuSans-Bold
        typecase face ./Inter.var.ttf#65536
        typecase face "Inter (Variable)" --json | jq '.face.axes'
        typecase face MaterialIcons-Regular --characters | grep -i private
      """)
  }

  /// Finds the face, reads it and writes it (plain or JSON); lesser problems of the font go
  /// to standard error.
  static func run(
    _ arguments: ParsedArguments, readFace: FaceDetailsReader?, output: inout Output
  ) throws(CommandFailure) -> Int32 {
    guard let readFace else { throw .failure(tr("this program cannot read fonts in full; run it as 'typecase'")) }
    guard let name = arguments.positionals.first else {
      throw .usage(UsageError(message: tr("missing face name"), hint: spec.helpHint))
    }
    if name.trimmingSpaces().isEmpty {
      throw .usage(UsageError(message: tr("the face name is empty"), hint: spec.helpHint))
    }
    let found = try find(name, output: &output)
    var details = readFace(found.location, found.languages)
    try checkRead(details, found: found)
    if let listed = (found.face ?? found.queried)?.postScriptName {
      // The name every other command lists and finds it by (fontconfig's: the name table's
      // "Inter Display", a PostScript name with a space, is "Inter-Display" there), whether
      // the face was named by it or by its file (`face FILE` said "Inter Display"). The name
      // table's is given too: a PDF names the font by it, and a preflight report by the PDF's.
      if let written = details.postScriptName, written != listed, !PostScriptName.isValid(written) {
        details.nameTablePostScriptName = written
      }
      details.postScriptName = listed
    }
    // A file without these names (a full name alone, say) gets fontconfig's, as `faces` lists
    // it (fontconfig takes the family from the file's name): `face` gave no family or style.
    if let listed = found.face ?? found.queried {
      if details.family.isEmpty { details.family = listed.family }
      if details.style.isEmpty { details.style = listed.style }
      if details.postScriptName == nil { details.postScriptName = listed.postScriptName }
    }
    for problem in details.problems { output.error(problem) }
    if !found.isInCatalog, let face = found.queried, let note = notInstalledNote(face) { output.note(note) }
    if arguments.has("characters") {
      if arguments.has("json") {
        output.write(FaceCharacterList.json(details.characters) + "\n")
      } else {
        for line in FaceCharacterList.lines(details.characters) { output.line(line) }
      }
      return 0
    }

    let language = output.localizer.language
    var names: [String: String] = [:]
    let languageName = { (code: String) -> String in
      if let known = names[code] { return known }
      let name = LanguageNames.name(of: code, in: language)
      names[code] = name
      return name
    }
    let blocks = BlockCoverage.blocks(touchedBy: details.characters)
    // Weight, width, slant and spacing as fontconfig gives them (`faces` lists them).
    let listed = found.face ?? found.queried
    if arguments.has("json") {
      output.write(FaceJSON.document(details, listed: listed, blocks: blocks, languageName: languageName))
      output.write("\n")
    } else {
      for line in FacePlainText.lines(
        details, listed: listed, blocks: blocks, languageName: languageName, localizer: output.localizer)
      {
        output.line(line)
      }
    }
    return 0
  }

  /// A face found for NAME: where it is, the languages fontconfig says it covers, and how
  /// to name it in a message.
  struct Found {
    /// The file and index.
    var location: FontLocation
    /// Fontconfig's language tags for the face.
    var languages: [String]
    /// How messages name it: what the user typed for a file, the file (and index) for a name.
    var shownAs: String
    /// Whether it came from the font catalog (fontconfig's cache) rather than a path.
    var isInCatalog: Bool
    /// The face as the catalog lists it, when it came from there.
    var face: FontFace? = nil
    /// The face as fontconfig reads it from its file (`FcFreeTypeQuery`, in full), when it was
    /// given by file; nil when fontconfig cannot read it.
    var queried: FontFace? = nil
    /// The fonts it was found among, when it came from the catalog.
    var library: FontLibrary? = nil
  }

  /// The face NAME names: a file (a path with a slash), else the face with that PostScript
  /// name, else a file of that name in the current folder.
  static func find(_ name: String, output: inout Output) throws(CommandFailure) -> Found {
    let currentDirectory = FileManager.default.currentDirectoryPath
    switch FaceTarget.parse(name, currentDirectory: currentDirectory) {
    case .file(let location):
      let found = try file(location, typed: name)
      // A collection named without #INDEX is its first face: said, with how to name the
      // others (`face ukai.ttc` showed the CN face of four without a word).
      if location.file == FaceTarget.absolute(name, currentDirectory: currentDirectory),
        let count = FreeTypeFile.faceCount(location.file), count > 1
      {
        output.note(
          trn(
            "({file} holds {count} face; this is the first: {file}#1 names the next)",
            "({file} holds {count} faces; this is the first: {file}#1 names the next)", count,
            ["file": VisibleText.escaped(name)]))
      }
      return found
    case .postScriptName(let postScriptName):
      let library = try FontLibrary.forCommand()
      var faces = library.faces(postScriptNamed: postScriptName)
      if faces.isEmpty {
        // A name fontconfig made up for named instances ("Inter_200wght", as fc-list shows).
        let ownNames = library.postScriptNames(fontconfigNames: postScriptName)
        if ownNames.count > 1 {
          throw .failure(
            trn(
              "fontconfig names {count} face \"{name}\": {names}", "fontconfig names {count} faces \"{name}\": {names}",
              ownNames.count,
              [
                "count": String(ownNames.count), "name": VisibleText.escaped(postScriptName),
                "names": ownNames.map(VisibleText.escaped).joined(separator: ", "),
              ]),
            details: [tr("name one of them by its own PostScript name")])
        }
        if let own = ownNames.first {
          output.note(
            tr(
              "(fontconfig's name for {name})", ["name": VisibleText.escaped(own)]))
          faces = library.faces(fontconfigNamed: postScriptName)
        }
      }
      if faces.isEmpty, let instance = library.unlistedInstances(named: postScriptName).first {
        // A named instance fontconfig does not list (Inter-Regular, at Inter's defaults): read
        // from its file, as FILE#INDEX is.
        return try file(instance, typed: instance.name)
      }
      if let face = faces.first {
        // Copies are faces of the same slant: an italic that a font's name table gives the
        // same name is another face (see `FontFilterIndex.duplicateKey(of:)`).
        // Each file once, by what it is: the face's own file under another path (a linked
        // folder) is no other copy, and another file reached by two paths is one.
        // Of another family, it is another font giving the same name (a clone beside the
        // licensed font), not a copy.
        var keys = FileKeys(.file)
        var seen: Set<String> = [keys.key(face.location.file)]
        let isCopy = { (other: FontFace) in
          (other.traits.slant > 0) == (face.traits.slant > 0) && other.family == face.family
        }
        let copies = faces.dropFirst().filter { isCopy($0) && seen.insert(keys.key($0.location.file)).inserted }
        if !copies.isEmpty {
          let others = copies.map { VisibleText.escaped($0.location.name) }
          output.note(tr("(also installed: {files})", ["files": others.joined(separator: ", ")]))
        }
        let others = faces.dropFirst().filter { !isCopy($0) }
        if !others.isEmpty {
          // Inter Display's italic file names its default instance "Inter-Display" too.
          let named = others.map {
            let described = $0.family == face.family ? $0.style : $0.family + " " + $0.style
            return VisibleText.escaped($0.location.name) + " (" + VisibleText.escaped(described) + ")"
          }
          output.note(
            tr(
              "(another face has this name too: {faces}; name it by its file)",
              ["faces": named.joined(separator: ", ")]))
        }
        return Found(
          location: face.location, languages: face.languages, shownAs: face.location.name, isInCatalog: true,
          face: face, library: library)
      }
      let local = FaceTarget.location(postScriptName, currentDirectory: currentDirectory)
      if FileManager.default.fileExists(atPath: local.file) { return try file(local, typed: name) }
      let notFound = library.faceNotFound(postScriptName)
      throw .failure(notFound.message, details: [notFound.hint])
    }
  }

  /// The face at `location`, a file the user named as `typed`, once it is known to exist.
  static func file(_ location: FontLocation, typed: String) throws(CommandFailure) -> Found {
    guard FileManager.default.fileExists(atPath: location.file) else {
      // FILE#abc, FILE#-1: the file is there, the index is not one (not "a#b/c.ttf", a
      // path through a folder named with a #).
      var status = stat()
      if let hash = typed.lastIndex(of: "#"), !typed[hash...].contains("/"),
        stat(
          FaceTarget.absolute(String(typed[..<hash]), currentDirectory: FileManager.default.currentDirectoryPath),
          &status) == 0,
        status.st_mode & S_IFMT == S_IFREG
      {
        throw .failure(
          Message.cannotRead(
            typed,
            because: tr(
              "\"{index}\" is not a face's index: give a number from 0 to {largest} after #",
              [
                "index": VisibleText.escaped(String(typed[typed.index(after: hash)...])),
                "largest": String(FontLocation.largestIndex),
              ])))
      }
      throw .failure(Message.cannotRead(typed, because: tr("no such file")))
    }
    // Through links, as the file will be opened.
    var status = stat()
    if stat(location.file, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFDIR {
        throw .failure(Message.cannotRead(typed, because: tr("it is a folder, not a font file")))
      }
      // A pipe or a device: reading it waited forever (a FIFO) or never ended (/dev/zero).
      if status.st_mode & S_IFMT != S_IFREG {
        throw .failure(Message.cannotRead(typed, because: InstallProblem.notRegularFile.message))
      }
    }
    // Checked as install checks a file: a font cut short gave a face with made-up values
    // (1,000 units per em, no glyphs) and exit 0, where install and fc-query refuse it.
    do {
      // That face of a collection alone: another member broken refused them all, where
      // fontconfig and Pango read the one asked for.
      _ = try CheckedFontFile.read(location.file, face: location.index & 0xFFFF)
    } catch {
      throw .failure(Message.cannotRead(typed, because: error.message))
    }
    // Read once: its languages here, its traits for `face` and `snippet` (each read the file
    // again).
    // A variable font's file alone names the variable font as a whole, as browsers load it
    // (`snippet` gave its default instance, weight 400 only, in @font-face); FILE#0 names
    // the default instance.
    let currentDirectory = FileManager.default.currentDirectoryPath
    let namesWholeFile = location.file == FaceTarget.absolute(typed, currentDirectory: currentDirectory)
    let queried =
      (namesWholeFile ? FontFace.queryVariableFont(location.file, detail: .full) : nil)
      ?? FontFace.query(location, detail: .full)
    return Found(
      location: location, languages: queried?.languages ?? [], shownAs: typed, isInCatalog: false,
      queried: queried)
  }

  /// What to say of a face read from a file given by path that fontconfig does not list: that
  /// it is not installed, and which installed copy of its name programs get (with its
  /// version), as `snippet` and the window's page say; nil for a file fontconfig lists.
  ///
  /// `face FILE`, run on each new build to see which one is live, said nothing of it.
  static func notInstalledNote(_ face: FontFace) -> Message? {
    guard let library = try? FontLibrary.forCommand() else { return nil }
    guard library.faces(inFile: face.location.file).isEmpty else { return listedCopyNote(face, library: library)?.note }
    if let installed = library.listedFace(at: face.location, namesWholeFile: false) {
      return identicalCopyNote(face, installed: installed)
    }
    let file = VisibleText.escaped(face.location.file)
    switch library.standing(ofUnlistedFile: face.location.file) {
    case .listedBitmapFont:
      return nil
    case .leftOutByConfiguration:
      return tr(
        "({file} is in a font folder, but fontconfig's configuration here leaves it out: programs do not find it)",
        ["file": file])
    case .bitmapFontLeftOut:
      return tr(
        "({file} is not installed, and is a bitmap font, which fontconfig's configuration here leaves out (as 70-no-bitmaps.conf does): programs would not find it installed either)",
        ["file": file])
    case .notInstalled, .misnamedWebFont:
      break
    }
    // A web font is drawn by no GTK program, installed or not (and one named as another kind
    // is not installed).
    if let format = DrawableFormat.webFontFormat(reading: face.location.file) {
      return tr(
        "({file} is not installed, and is a web font ({format}): GTK and Pango programs cannot draw it, installed or not)",
        ["file": file, "format": format])
    }
    guard let installed = library.installedNamesake(of: face) else {
      return tr("({file} is not installed: programs find this face once it is (typecase install FILE))", ["file": file])
    }
    let values = ["file": file, "installed": VisibleText.escaped(installed.location.file)]
    guard let version = installed.version else {
      return tr(
        "({file} is not installed: programs asking for this face get the copy installed in {installed})", values)
    }
    return tr(
      "({file} is not installed: programs asking for this face get the copy installed in {installed}, version {version})",
      values.merging(["version": VisibleText.escaped(version)]) { $1 })
  }

  /// What to say of a face read from a file fontconfig lists that programs do not get: another
  /// copy of it is the one they get (an older build beside a newer), or another family's font
  /// gives its PostScript name and is what they get asking for the name; nil otherwise.
  ///
  /// The window's page of such a copy says so over everything; `face FILE` and `snippet FILE`,
  /// run on each new build, said nothing (and the snippet's local() loaded the other font).
  static func listedCopyNote(_ face: FontFace, library: FontLibrary) -> (note: Message, programsGet: String)? {
    let own = library.listedFace(at: face.location, namesWholeFile: false) ?? face
    let this = VisibleText.escaped(own.location.file)
    if let drawn = library.installedNamesake(of: own), drawn.location.file != own.location.file {
      let file = drawn.location.file
      let values = ["file": VisibleText.escaped(file), "this": this]
      guard let version = drawn.version else {
        return (tr("(programs get this font from another file, {file}: this is the copy in {this})", values), file)
      }
      let note = tr(
        "(programs get this font from another file, {file}, version {version}: this is the copy in {this})",
        values.merging(["version": VisibleText.escaped(version)]) { $1 })
      return (note, file)
    }
    guard let name = own.postScriptName, let clash = library.postScriptNameClash(of: own),
      let given = clash.programsGet, given != own.location.file
    else { return nil }
    let note = tr(
      "(“{family}” ({file}) gives the PostScript name {name} too: programs asking for the name get {given}, not this font)",
      [
        "name": VisibleText.escaped(name), "family": VisibleText.escaped(clash.otherFamily),
        "file": VisibleText.escaped(clash.otherFile), "given": VisibleText.escaped(given),
      ])
    return (note, given)
  }

  /// What to say of a face read from a file fontconfig does not list whose bytes are those of
  /// `installed`'s file (`FontLibrary.listedFace(at:namesWholeFile:)` finds it): that it is
  /// installed, as that file (`typecase install` says "already installed", and the window opens
  /// the installed face's page).
  ///
  /// `face` and `snippet` of a download installed from it said "not installed: programs asking
  /// for this face get the copy installed in …".
  static func identicalCopyNote(_ face: FontFace, installed: FontFace) -> Message {
    tr(
      "({file} is installed: the same file, byte for byte, is installed as {installed})",
      ["file": VisibleText.escaped(face.location.file), "installed": VisibleText.escaped(installed.location.file)])
  }

  /// Fails when nothing of the face could be read (no such file any more, not a font, a
  /// face or named instance the file does not have); lesser problems are only reported.
  private static func checkRead(_ details: FaceDetails, found: Found) throws(CommandFailure) {
    let nothingRead = details.format == nil && details.glyphCount == nil
    let instanceNumber = details.location.index >> 16
    let noSuchInstance = instanceNumber > details.namedInstances.count
    guard nothingRead || noSuchInstance else { return }
    // The reader stops at the problem that ends the reading: the last one it lists. (For an
    // instance it does not have, it shows the default instead: a page can, a command asked
    // for that instance should not.)
    let problem =
      nothingRead
      ? details.problems.last ?? tr("no face could be read from it")
      : Message.noSuchInstance(instanceNumber, count: details.namedInstances.count)
    var hints: [Message] = []
    if found.isInCatalog && !FileManager.default.fileExists(atPath: details.location.file)
      && !NonUTF8FileName.isLossy(details.location.file)
    {
      hints.append(tr("fontconfig's cache still lists it; 'fc-cache' brings the cache up to date"))
    }
    throw .failure(Message.cannotRead(found.shownAs, because: problem), details: hints)
  }

}
