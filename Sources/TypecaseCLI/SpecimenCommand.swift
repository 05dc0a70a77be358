import FoundationEssentials
import TypecaseCore
import TypecaseUI

/// `typecase specimen FAMILY|FACE -o FILE`: a specimen sheet drawn by cairo and Pango, as PDF
/// (a page per face, the fonts embedded), PNG or SVG.
enum SpecimenCommand {
  /// FAMILY or FACE, `-o/--output FILE`, `--text TEXT`, `--variations AXES`, `--features
  /// FEATURES`, `--no-characters`.
  static let spec = CommandSpec(
    path: ["specimen"], flags: ["no-characters"],
    valueOptions: [("output", "FILE"), ("text", "TEXT"), ("variations", "AXES"), ("features", "FEATURES")],
    maximumPositionals: 1,
    shortOptions: ["o": "output"], positionalCompletions: [.fonts], valueCompletions: ["output": .files])

  /// Always drawn, in `typecase-render`.
  static func drawsText(_ arguments: ParsedArguments) -> Bool { true }

  /// The command's `--help`.
  static var help: Message {
    trParagraphs(
      """
      Usage: typecase specimen FAMILY|FACE -o FILE [OPTIONS]

      Draws a specimen sheet of a family (every face) or of one face: its names, version
      and file, the pangram, words of the other scripts it has, a waterfall from 9 to 72 pt,
      the sample text, and its characters block by block, each drawn in the face itself
      (from its own file: no other font stands in for it). The kind of file follows its name:
        .pdf    a page (or more) per face, titled with its name, on A4 paper; the fonts
                are embedded ('pdffonts' lists them; a variable font away from its
                default and a CFF2 font are embedded as outlines cairo names
                "CairoFont-…", and a font whose PostScript name is missing or longer
                than 63 characters may be embedded under that name)
        .png    one long page at 144 dpi (at most 600 characters shown per face)
        .svg    the same as SVG
      The file is written whole or not at all.

      FACE is a PostScript name or a font file (FILE#INDEX in a collection), as for
      'typecase face'; a name that is a family's is taken as the family.

      Options:
        -o, --output FILE       the file to write (.pdf, .png or .svg)
        --text TEXT             the sample text (default: the Sample Text setting's
                                custom text, else the pangram; where the face lacks
                                most of its characters, the English pangram or a few
                                of the face's own characters); - reads standard input
        --variations AXES       draw variable faces at these axis positions, as
                                wght=650,wdth=87.5 (each within the axis's range;
                                the face page's Export Specimen uses its sliders)
        --features FEATURES     switch OpenType features on or off, as ss01,liga=0, or
                                pick an alternate, as cv84=5
                                (each one the faces have; the face page's Export
                                Specimen uses its switches)
        --no-characters         leave the characters out: a page per face, to print
                                or to compare (a CJK face's characters fill pages)
        -h, --help              show this help

      Examples:
        typecase specimen "DejaVu Sans" -o dejavu.pdf
        typecase specimen DejaVuSans-Bold -o bold.png \\
          --text "Hamburgefonstiv 0123"
        typecase specimen ./MyFont.otf -o myfont.svg
        typecase specimen "Inter (Variable)" -o inter.pdf --variations wght=650
        typecase specimen Inter-Bold -o inter.png --features cv11,ss01,calt=0
      """)
  }

  /// Reads option `name` with `parse`, or fails with the usage error `unreadable` words.
  ///
  /// `unreadable` gets the value escaped for a terminal; an absent option reads as nil.
  private static func readOption<Value>(
    _ name: String, of arguments: ParsedArguments, with parse: (String) -> Value?,
    unreadable: (String) -> Message
  ) throws(CommandFailure) -> Value? {
    guard let value = arguments.values[name] else { return nil }
    guard let parsed = parse(value) else {
      throw .usage(UsageError(message: unreadable(VisibleText.escaped(value)), hint: spec.helpHint))
    }
    return parsed
  }

  /// Finds the faces, reads their characters (with `readFace`) and hands the sheet to `drawing`.
  static func run(
    _ arguments: ParsedArguments, drawing: (any TextDrawing)?, readFace: FaceDetailsReader?, settings: SettingsContext,
    output: inout Output
  ) throws(CommandFailure) -> Int32 {
    guard let drawing, let readFace else { throw .failure(tr("this program cannot draw text; run it as 'typecase'")) }
    // The sheet is dated by it (see `SpecimenFile`).
    try SnapshotCommand.requireDateOrNone()
    guard let name = arguments.positionals.first else {
      throw .usage(UsageError(message: tr("missing family or face name"), hint: spec.helpHint))
    }
    try FamilyName.validate(name, spec: spec, orFace: true)
    guard let path = arguments.values["output"] else {
      throw .usage(UsageError(message: tr("missing -o FILE"), hint: spec.helpHint))
    }
    guard let format = SpecimenFormat(path: path) else {
      throw .usage(
        UsageError(
          message: tr(
            "cannot write a specimen to \"{path}\": the name must end in .pdf, .png or .svg",
            ["path": VisibleText.escaped(path)]),
          hint: spec.helpHint))
    }
    let text = try arguments.values["text"].map { (value) throws(CommandFailure) in
      try TextArgument.read(value, spec: spec)
    }
    let axisValues = try readOption("variations", of: arguments, with: AxisValues.parse) { value in
      tr(
        "cannot read --variations \"{value}\": give axis positions as TAG=NUMBER joined by commas, such as wght=650,wdth=87.5",
        ["value": value])
    }
    // Values past 1 too: a character variant's or stylistic alternate's choice (cv84=5).
    let features = try readOption("features", of: arguments, with: FeatureSettings.parseValues) { value in
      tr(
        "cannot read --features \"{value}\": give feature tags joined by commas, each alone (on) or with =0 (off), =1 (on) or a higher alternate's number, such as ss01,liga=0,cv01=2",
        ["value": value])
    }
    let faces = try specimenFaces(name, readFace: readFace, output: &output)
    // Each axis set must be one the faces have, within its range: a mistyped tag drew the
    // sheet at the defaults without a word.
    if let axisValues, let problem = AxisValues.problem(axisValues, faceAxes: faces.map(\.axes), name: name) {
      throw .failure(problem)
    }
    // Each feature switched must be one the faces have (a typo was drawn as nothing).
    if let features, let problem = FeatureSettings.problem(features, faceFeatures: faces.map(\.features), name: name) {
      throw .failure(problem)
    }
    if let features, let note = FeatureSettings.alternatesPassed(features, alternates: faces.map(\.featureAlternates)) {
      output.note(note)
    }
    // A feature of the math script alone changes nothing on the sheet, which claimed it in
    // its heading: said, and drawn all the same.
    let mathOnly = (features ?? [:]).keys.sorted().filter { tag in
      faces.allSatisfy { !$0.features.contains(tag) || $0.mathScriptOnlyFeatures.contains(tag) }
    }
    if !mathOnly.isEmpty {
      output.note(
        tr(
          "(only the fonts' math script has {features}: formula layout (unicode-math, MathML) applies them, text is never shaped with them, and the sheet shows no change)",
          ["features": mathOnly.joined(separator: ", ")]))
    }
    let localizer = output.localizer
    let pangram = Specimen.pangram(in: localizer)
    let (specimen, alike) = Specimen(
      faces: faces, pangram: pangram,
      text: text ?? Specimen.chosenText(settings: settings.values),
      labels: .localized(by: localizer), axisValues: axisValues ?? [:], features: features ?? [:],
      showsCharacters: !arguments.has("no-characters")
    )
    .drawingEachOnce()
    if alike > 0 {
      output.note(
        trn(
          "({count} other face is drawn alike at {axes}, from the same file: each drawing is shown once)",
          "({count} other faces are drawn alike at {axes}, from the same file: each drawing is shown once)",
          alike,
          [
            "axes": (axisValues ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\(AxisValues.text($0.value))" }
              .joined(separator: ",")
          ]))
    }
    do {
      if let resolution = try drawing.write(specimen, to: path, as: format) {
        output.note(
          tr(
            "(the sheet is too tall for one image at 144 dpi: drawn at {dpi} dpi; a PDF keeps every size, a page per face)",
            ["dpi": String(resolution)]))
      }
    } catch {
      throw .failure(error.message)
    }
    // Characters of the chosen text a face lacks are drawn as boxes: said (a proof full of
    // boxes was written without a word, the face page saying it in red).
    for gap in specimen.textGaps {
      let faces = gap.facesText(among: specimen.faces.count, localizer: output.localizer) { VisibleText.escaped($0) }
      output.note(
        trn(
          "({count} character of the text, {characters}, is not in {faces}: the sheet draws it as a box)",
          "({count} characters of the text, {characters}, are not in {faces}: the sheet draws them as boxes)",
          gap.characters.count, ["faces": faces, "characters": gap.charactersText]))
    }
    // A license that forbids what a PDF does with a font is said: a proof sent on to a client
    // carried a restricted font without a word.
    // Each with its limit: the note said the same of restricted, whole-only and bitmap-only fonts.
    let forbidding = faces.compactMap { face in
      face.pdfEmbeddingRefusal.map { (name: face.face.postScriptName ?? face.face.displayName, refusal: $0) }
    }
    // An SVG draws the glyphs' outlines as paths of its own: said too (it said nothing).
    if format == .pdf || format == .svg, !forbidding.isEmpty {
      let named = PDFEmbeddingRefusal.named(forbidding, output.localizer, name: VisibleText.escaped)
      output.note(
        format == .svg
          ? trn(
            "(the license of {faces} forbids embedding it (OS/2 fsType, see 'typecase face'), and this SVG holds its glyphs' outlines as paths: keep the sheet for proofing here; a PNG sheet holds pixels, not outlines)",
            "(the licenses of {faces} forbid embedding them (OS/2 fsType, see 'typecase face'), and this SVG holds their glyphs' outlines as paths: keep the sheet for proofing here; a PNG sheet holds pixels, not outlines)",
            forbidding.count, ["faces": named])
          : trn(
            "(the license of {faces} forbids embedding it in a PDF as this one does (OS/2 fsType, see 'typecase face'): keep the sheet for proofing here; a PNG sheet holds pixels, not the font)",
            "(the licenses of {faces} forbid embedding them in a PDF as this one does (OS/2 fsType, see 'typecase face'): keep the sheet for proofing here; a PNG sheet holds pixels, not the fonts)",
            forbidding.count, ["faces": named]))
    }
    return 0
  }

  /// The faces NAME names, each with a configuration of its own and its characters.
  static func specimenFaces(
    _ name: String, readFace: FaceDetailsReader, output: inout Output
  ) throws(CommandFailure) -> [SpecimenFace] {
    let library = try FontLibrary.forCommand()
    // A family by its exact name, else a face by its exact PostScript name, else a family as
    // names are compared loosely: "DejaVuSans" (the Book face) drew all nine faces of "DejaVu
    // Sans", found by its name without spaces.
    let exactFace =
      !library.families.contains { $0.name == name }
      && library.faces(detail: .listing).contains { $0.postScriptName == name }
    // A family whose name holds a "/" ("AC/DC Sans") is that family when no such file is
    // there: it was read as a file in the current folder ("cannot read … no such file").
    let isFile =
      name.contains("/")
      && FileManager.default.fileExists(
        atPath: FaceTarget.absolute(name, currentDirectory: FileManager.default.currentDirectoryPath))
    if !isFile, !exactFace, let summary = library.families.family(named: name),
      let family = library.family(named: summary.name)
    {
      // Another name of the family: the faces going by it (as `faces NAME` lists them), each
      // once, from the copy programs get.
      let copies = library.oneCopyOfEachFace(family.faces(goingBy: name), family: family.name)
      if !copies.leftOut.isEmpty {
        output.note(
          trn(
            "({count} other copy of a face is left out: each face is drawn once, from the file programs get)",
            "({count} other copies of faces are left out: each face is drawn once, from the file programs get)",
            copies.leftOut.count))
      }
      var unreadable: [(face: FontFace, reason: Message)] = []
      let faces = SpecimenFace.read(copies.kept, from: library, readingWith: readFace) {
        unreadable.append(($0, $1))
      }
      // A face whose file cannot be read is left out, and said to be; with none left, the
      // command fails as `face` does (the sheet was drawn in boxes, said to be done).
      for (face, reason) in unreadable {
        let problem = Message.cannotRead(face.location.file, because: reason)
        guard !faces.isEmpty else { throw .failure(problem) }
        output.note(
          tr(
            "({face} is left out: {problem})",
            nesting: [
              "face": .text(VisibleText.escaped(face.postScriptName ?? face.displayName)), "problem": .message(problem),
            ]))
      }
      // A family of faces Pango cannot draw alone (web fonts, Type 1) had an empty sheet
      // written, said to be done.
      if faces.isEmpty, let face = family.faces.first(where: { !$0.isDrawable }) {
        throw .failure(
          SpecimenError.undrawable(name: summary.name, format: face.drawingFormat ?? "").message)
      }
      // A face left out that no other copy draws (a family's Bold as a WOFF2 beside its
      // Regular as a TrueType file) is said to be: the sheet left it out without a word.
      for face in SpecimenFace.leftOut(of: family.faces, drawn: faces) {
        output.note(
          tr(
            "({face} is left out: it is {format}, which Pango cannot draw)",
            ["face": VisibleText.escaped(face.postScriptName ?? face.displayName), "format": face.drawingFormat ?? ""]))
      }
      return faces
    }
    let found: FaceCommand.Found
    do {
      found = try FaceCommand.find(name, output: &output)
    } catch let failure {
      // A name several families answer to (any case: "casefam" for "CaseFam" and "Casefam")
      // is said to be one, as `faces` and `star` say it ("no face named" sent users looking
      // for a face).
      guard !name.contains("/") else { throw failure }
      if !library.families.families(ambiguouslyNamed: name).isEmpty {
        let notFound = library.familyNotFound(name)
        throw .failure(notFound.message, details: [notFound.hint])
      }
      // Neither a family nor a face: the closest names of both ("DejaVu Sams" was offered the
      // face "DejaVuSans" alone, where a specimen is of a family first).
      // A bitmap font's name keeps what `face` says of it (it is not scalable, fc-list lists
      // it): the sheet said no font had that name.
      guard failure.message == library.faceNotFound(name).message, library.unlistedBitmapFont(named: name) == nil
      else { throw failure }
      throw .failure(
        tr("no font family or face named \"{name}\"", ["name": VisibleText.escaped(name)]),
        details: [library.closestFamilyAndFaceNames(to: name)])
    }
    let details = readFace(found.location, [])
    guard details.glyphCount != nil else {
      let reason = details.problems.last ?? tr("no face could be read from it")
      throw .failure(Message.cannotRead(found.shownAs, because: reason))
    }
    let installed = library.faces().first { $0.location == found.location }
    // Pango has no font for a Type 1 face: cairo failed on the empty page it drew. A WOFF
    // face's pages were tofu, said to be written.
    let format = installed?.format ?? details.format
    let file = found.location.file
    // A web font named as another kind (a WOFF2 saved as .ttf): a sheet of boxes was written.
    if let web = DrawableFormat.webFontFormat(reading: file) {
      throw .failure(SpecimenError.undrawable(name: found.shownAs, format: web).message)
    }
    if !DrawableFormat.isDrawable(format, file: file), let named = DrawableFormat.name(format, file: file) {
      throw .failure(SpecimenError.undrawable(name: found.shownAs, format: named).message)
    }
    let configuration =
      installed.flatMap { library.configuration(forFace: $0.location, family: $0.family) }
      ?? library.configuration(forFile: found.location)
    guard let configuration else {
      throw .failure(tr("fontconfig cannot read \"{path}\"", ["path": VisibleText.escaped(found.shownAs)]))
    }
    let face =
      installed
      ?? FontFace(
        family: details.family, style: details.style, fullName: details.fullName,
        postScriptName: details.postScriptName, location: found.location)
    return [SpecimenFace(face: face, configuration: configuration, details: details)]
  }
}
