import TypecaseCore

/// What `typecase snippet` says of a Type 1 font's CSS and fontspec snippets: browsers do not
/// load Type 1 fonts, nor does XeLaTeX, so the file those snippets name is of no use to them.
/// When the same face (by PostScript name) is installed as OpenType too, that copy is named.
enum SnippetType1Notes {
  /// The notes for `face` written as `formats`; none unless the face is Type 1 and the formats
  /// include CSS or fontspec. `library` is asked for an OpenType copy only then.
  static func notes(for face: FontFace, formats: [SnippetFormat], library: () -> FontLibrary?) -> [Message] {
    guard face.format == "Type 1" else { return [] }
    var notes: [Message] = []
    if formats.contains(.css) {
      notes.append(
        tr("(this is a Type 1 font, which browsers do not load: the CSS url() names a file they cannot use)"))
    }
    if formats.contains(.fontspec) {
      notes.append(tr("(this is a Type 1 font, which XeLaTeX does not load: fontspec names a file it cannot use)"))
    }
    guard !notes.isEmpty, let postScriptName = face.postScriptName, !postScriptName.isEmpty,
      let copy = library()?.faces(postScriptNamed: postScriptName).first(where: {
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
}
