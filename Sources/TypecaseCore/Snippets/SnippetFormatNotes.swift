/// What `typecase snippet` and the window's "Copy as…" say of snippets that do not name the
/// face exactly for some of their readers.
///
/// Browsers do not load Type 1 fonts, nor does LuaLaTeX (XeLaTeX a .pfb alone), so the file a
/// Type 1 font's CSS and fontspec snippets name is of no use to them (when the same face, by
/// PostScript name, is installed as OpenType too, that copy is named); Pango and GTK draw no
/// web font (WOFF, WOFF2), nor does XeLaTeX load one. A Pango description cannot quote a comma
/// in a family's name.
public enum SnippetFormatNotes {
  /// The notes for the face of `snippets` written as `formats`; none for a face every reader
  /// of them uses.
  ///
  /// `library` holds the machine's fonts (nil when they cannot be read), asked for an OpenType
  /// copy of a Type 1 face and for what a Pango description loads; `isListed`: the face is one
  /// of them, not a file given by path.
  ///
  /// The window's "Copy as…" said only "Copied Pango font description" of a description that
  /// asks for other families, where `snippet` said so.
  public static func notes(
    for snippets: FaceSnippets, formats: [SnippetFormat], library: FontLibrary?, isListed: Bool
  ) -> [Message] {
    let face = snippets.face
    // Pango's descriptions have no way to quote a comma: "Test,Comma" asks for two families.
    let comma =
      formats.contains(.pango) && face.family.contains(",")
      ? [
        tr(
          "(the family name holds a comma, which a Pango description reads as the end of a family: it asks for other families; the fontconfig and CSS snippets name it exactly)"
        )
      ]
      : []
    // fontspec's axis feature is LuaLaTeX's: XeLaTeX drew a named instance (Inter Bold
    // Italic) as the font's default one, with a warning in its log alone.
    let axes =
      formats.contains(.fontspec) && !snippets.instanceCoordinates.isEmpty
      ? [
        tr(
          "(XeLaTeX does not apply fontspec's axis feature: it draws the variable font's default instance; LuaLaTeX draws this one)"
        )
      ]
      : []
    // fontspec before 2.9 (TeX Live 2022, Debian 12's) takes the spaces out of a file's name
    // and folder under LuaLaTeX, and finds no font: downloaded fonts' names often have one.
    let space =
      formats.contains(.fontspec) && face.location.file.contains(" ")
      ? [
        tr(
          "(the file's path has a space, which fontspec before version 2.9 takes out under LuaLaTeX, finding no font; XeLaTeX reads it)"
        )
      ]
      : []
    // An alternate fontspec has no key for (aalt=3) goes in RawFeature, whose numbers the
    // engines read apart: XeLaTeX adds one to each.
    let rawAlternates = snippets.features.keys.sorted().filter { tag in
      (snippets.features[tag] ?? 0) >= 2
        && FontspecAlternates.option(tag: tag, value: snippets.features[tag] ?? 0) == nil
    }.map { "+\($0)=\(snippets.features[$0] ?? 0)" }
    let rawNumbers =
      formats.contains(.fontspec) && !rawAlternates.isEmpty
      ? [
        tr(
          "(LuaLaTeX reads {features} in fontspec's RawFeature as written; XeLaTeX adds one to each number: for it, write one less)",
          ["features": rawAlternates.joined(separator: ", ")])
      ]
      : []
    // A collection's later face: a browser loading the url() gets its first face (CSS gives
    // no face index), Noto Sans CJK KR's rule loaded JP.
    let member =
      formats.contains(.css) && face.location.index & 0xFFFF != 0
      ? [
        tr(
          "(the CSS url() loads the collection's first face, not this one: CSS names no face of a collection; local() names this one)"
        )
      ]
      : []
    // The features switched (on the face's page, or `snippet --features`) are written where a
    // format has a way to say them; Pango's text attribute is named, which sets them.
    let switched = snippets.features.keys.sorted().map { "\"\($0)\" \(snippets.features[$0] ?? 1)" }
      .joined(separator: ", ")
    let features = formats.filter { !snippets.features.isEmpty && !$0.carriesFeatures }.map { format in
      format == .pango
        ? tr(
          "(a Pango font description has no way to switch OpenType features: the features switched are left out; a font_features attribute sets them, <span font_features='{features}'> in markup)",
          ["features": switched])
        : tr(
          "({format} has no way to switch OpenType features: the features switched are left out)",
          nesting: ["format": .message(format.title)])
    }
    // Coordinates no named instance stands at (the face page's sliders moved): SwiftUI and
    // UIKit name a font by PostScript name alone, and the copy gave the default instance's,
    // "Copied SwiftUI" saying nothing of the weight chosen.
    let isUnnamed = !snippets.instanceCoordinates.isEmpty && face.location.index >> 16 == 0
    var byNameAlone: [SnippetFormat] = []
    for format in formats where isUnnamed && (format == .swiftUI || format == .uiKit) { byNameAlone.append(format) }
    // The name given is said: another face's (the instance at the axes' defaults) where the
    // page shows none.
    let coordinates = byNameAlone.map { format in
      tr(
        "({format} names a font by PostScript name alone: it names {name}, and the coordinates the face's page is at are left out)",
        nesting: ["format": .message(format.title), "name": .text(VisibleText.escaped(snippets.codeName))])
    }
    // The formats that carry the font itself: a web page's url(), an app's bundle, a PDF. The
    // snippets of a font whose license forbids it went out without a word, where `specimen`
    // warns of it.
    let carriers = formats.filter { [.css, .swiftUI, .uiKit, .fontspec].contains($0) }
    let restricted =
      !carriers.isEmpty && RestrictedLicenseBit.isSet(file: face.location.file, faceIndex: face.location.index)
      ? [
        tr(
          "(the font's license forbids embedding it (OS/2 fsType): a web page, an app or a PDF that carries it needs the foundry's leave)"
        )
      ]
      : []
    return comma + axes + space + rawNumbers + member + features + coordinates + restricted
      + formatNotes(for: face, formats: formats, library: library, isListed: isListed)
  }

  /// The notes of `notes(for:formats:library:isListed:)` on the face's format.
  private static func formatNotes(
    for face: FontFace, formats: [SnippetFormat], library: FontLibrary?, isListed: Bool
  ) -> [Message] {
    if let web = DrawableFormat.webFontFormat(reading: face.location.file) {
      return webFontNotes(web, formats: formats)
    }
    if let bitmap = bitmapFormat(of: face) {
      return bitmapNotes(bitmap, formats: formats)
    }
    guard face.format == "Type 1" else {
      // GTK CSS names the face as the Pango description does, and GTK asks Pango for it: said
      // of it too when it is written alone (`--as gtk-css` said nothing of Latin Modern's
      // optical sizes, each of which GTK drew as LMRoman10).
      guard formats.contains(.pango) || formats.contains(.gtkCSS), isListed, let library else { return [] }
      return pangoNotes(for: face, among: library, asGTKCSS: !formats.contains(.pango))
    }
    var notes: [Message] = []
    if formats.contains(.css) {
      notes.append(
        tr("(this is a Type 1 font, which browsers do not load: the CSS url() names a file they cannot use)"))
    }
    if formats.contains(.fontspec) {
      // XeLaTeX draws a .pfb file (xdvipdfmx embeds it); LuaLaTeX finds no Type 1 file, and
      // neither engine a .t1 or .pfa (checked with TeX Live 2022): the note named the wrong one.
      notes.append(
        face.location.file.lowercased().hasSuffix(".pfb")
          ? tr("(this is a Type 1 font, which LuaLaTeX does not load: fontspec names a file only XeLaTeX can use)")
          : tr(
            "(this is a Type 1 font, which XeLaTeX and LuaLaTeX do not load from this file: fontspec names a file they cannot use)"
          ))
    }
    guard !notes.isEmpty, let postScriptName = face.postScriptName, !postScriptName.isEmpty,
      let copy = library?.faces(postScriptNamed: postScriptName).first(where: {
        $0.format != "Type 1" && $0.location.file != face.location.file
          && ($0.traits.slant > 0) == (face.traits.slant > 0)
      })
    else { return notes }
    notes.append(
      tr(
        "(the same face is installed as OpenType: {file})",
        ["file": VisibleText.escaped(copy.location.file)]))
    return notes
  }

  /// "PCF" or "BDF" for a bitmap font of those formats, "OTB" for an OpenType font of bitmaps
  /// only (by its name, as fonttosfnt and Debian's fonts-terminus-otb name them); nil for
  /// any other.
  static func bitmapFormat(of face: FontFace) -> String? {
    if let format = face.format, ["PCF", "BDF"].contains(format) { return format }
    return face.location.file.lowercased().hasSuffix(".otb") ? "OTB" : nil
  }

  /// What the snippets of a bitmap font (`format`) leave their readers with: browsers and TeX
  /// load none; Pango draws an OTB but no PCF or BDF (Pango 1.44 dropped them).
  ///
  /// The CSS named the .bdf in a url(), fontspec the file, and the Pango description a family
  /// Pango then drew in DejaVu Sans, without a word.
  private static func bitmapNotes(_ format: String, formats: [SnippetFormat]) -> [Message] {
    var notes: [Message] = []
    let values = ["format": format]
    if formats.contains(.css) {
      notes.append(
        tr(
          "(this is a bitmap font ({format}), which browsers do not load: the CSS url() names a file they cannot use)",
          values))
    }
    if formats.contains(.pango) && format != "OTB" {
      notes.append(
        tr(
          "(this is a bitmap font ({format}), which Pango does not draw: the Pango description gets another font)",
          values))
    }
    if formats.contains(.fontspec) {
      notes.append(
        tr(
          "(this is a bitmap font ({format}), which XeLaTeX and LuaLaTeX do not load: fontspec names a file they cannot use)",
          values))
    }
    return notes
  }

  /// What to say when the Pango description loads another face: fontconfig gives two faces
  /// of the family the same weight, width and slant (Noto Nastaliq Urdu's Bold says 400, as its
  /// Regular does), and a description can ask for nothing else.
  ///
  /// It loaded the other file without a word. Not said of another copy of the same face (its
  /// PostScript name); of a variable font's face, said when the file loaded is no variable font
  /// (a static Inter-Bold.otf, loaded for Inter.var.ttf's Bold instance, has no axes to move),
  /// whatever its name. Asked of the library the face was found in: another one loaded for it
  /// read every font cache again.
  ///
  /// `asGTKCSS`: said of the GTK CSS, written without the Pango description.
  private static func pangoNotes(for face: FontFace, among library: FontLibrary, asGTKCSS: Bool = false) -> [Message] {
    guard let request = FaceSnippets(face).pangoRequest,
      let loaded = library.matchedFileAndPostScriptName(forPattern: request), loaded.file != face.location.file,
      let name = loaded.postScriptName,
      face.variation == nil ? name != face.postScriptName : !isVariableFile(loaded.file, in: library)
    else { return [] }
    let values = ["face": VisibleText.escaped(name), "file": VisibleText.escaped(loaded.file)]
    // Of another weight, width or slant (EB Garamond 12 Bold, whose 127 characters cover no
    // language, loads 08 Regular: fontconfig ranks a language's cover above the weight), it
    // was said to be "the same weight, width and slant", a variable font's instance too.
    let loadedTraits = library.faces().first { $0.location.file == loaded.file && $0.postScriptName == name }?.traits
    if let loadedTraits, loadedTraits != face.traits {
      return [
        asGTKCSS
          ? tr(
            "(GTK draws this CSS in {face} ({file}), of another weight, width or slant, which fontconfig ranks first for it (it covers the language better, or more of the request): this face is not drawn)",
            values)
          : tr(
            "(the Pango description loads {face} ({file}), of another weight, width or slant, which fontconfig ranks first for it (it covers the language better, or more of the request): this face is not drawn)",
            values)
      ]
    }
    // A face of a variable font: another file of the family (a static copy) is loaded, and the
    // coordinates applied to it; its axes were not to be had from the description.
    guard face.variation == nil else {
      return [
        asGTKCSS
          ? tr(
            "(GTK draws this CSS in {face} ({file}), not this variable font: another file of the family has the same weight, width and slant)",
            values)
          : tr(
            "(the Pango description loads {face} ({file}), not this variable font: another file of the family has the same weight, width and slant)",
            values)
      ]
    }
    return [
      asGTKCSS
        ? tr(
          "(GTK draws this CSS in {face} ({file}): fontconfig gives both the same weight, width and slant)", values)
        : tr(
          "(the Pango description loads {face} ({file}): fontconfig gives both the same weight, width and slant)",
          values)
    ]
  }

  /// Whether `file` holds a variable font among `library`'s fonts (another copy of the same
  /// variable font, its axes with it, is no static copy).
  private static func isVariableFile(_ file: String, in library: FontLibrary) -> Bool {
    library.faces().contains { $0.location.file == file && $0.variation != nil }
  }

  /// The notes for a web font (`format`: WOFF or WOFF2) written as `formats`: browsers load it
  /// from the file alone (the @font-face rule's url()); GTK and Pango draw another font for its
  /// description (the Pango and GTK CSS snippets were given without a word), and XeLaTeX
  /// cannot load the file fontspec names.
  private static func webFontNotes(_ format: String, formats: [SnippetFormat]) -> [Message] {
    var notes: [Message] = []
    // Browsers load a web font from a URL only: installed, Chromium found it neither by
    // local() nor by font-family, and drew the fallback.
    if formats.contains(.css) {
      notes.append(
        tr(
          "(this is a web font ({format}): browsers load it through the @font-face rule's url() only; local() and font-family alone do not find it installed)",
          ["format": format]))
    }
    if formats.contains(.pango) || formats.contains(.gtkCSS) {
      notes.append(
        tr(
          "(this is a web font ({format}), which Pango and GTK cannot draw: they draw another font for this description)",
          ["format": format]))
    }
    if formats.contains(.fontspec) {
      notes.append(
        tr(
          "(this is a web font ({format}), which XeLaTeX does not load: fontspec names a file it cannot use)",
          ["format": format]))
    }
    return notes
  }
}
