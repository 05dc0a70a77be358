import CFontconfig

extension FontLibrary {
  /// The faces the catalog calls `name` (as fontconfig compares PostScript names) that
  /// fontconfig itself calls otherwise, each with fontconfig's name: the named instances of a
  /// variable font without names of their own ("Inter-Bold", fontconfig's "Inter_700wght"),
  /// which `:postscriptname=` does not find by the catalog's name.
  public func facesFontconfigNamesOtherwise(_ name: String) -> [(face: FontFace, fontconfigName: String)] {
    let wanted = FontMatch.RequestedName.postScriptComparable(name)
    var found: [(face: FontFace, fontconfigName: String)] = []
    for family in families {
      for pattern in patternsByFamily[family.name] ?? [] {
        let reader = FontPatternReader(pattern: pattern)
        guard let face = reader.face(detail: .listing, variableFonts: variableFonts),
          let catalogName = face.postScriptName,
          FontMatch.RequestedName.postScriptComparable(catalogName) == wanted,
          let own = reader.string(FC_POSTSCRIPT_NAME),
          FontMatch.RequestedName.postScriptComparable(own) != wanted
        else { continue }
        found.append((face, own))
      }
    }
    return found
  }
}

extension FontLibrary {
  /// How to ask for the face `match` asked for by a PostScript name the catalog gives it and
  /// fontconfig does not (a named instance of a variable font: Inter-Bold, fontconfig's
  /// Inter_700wght): by fontconfig's name when that finds it, else by family and style; nil
  /// when the name is no such face's.
  public func instanceNameAdvice(for match: FontMatch) -> Message? {
    guard let asked = match.unmatched.first(where: { $0.key == FC_POSTSCRIPT_NAME }),
      let (face, fontconfigName) = facesFontconfigNamesOtherwise(asked.value).first
    else { return nil }
    let byName = ":postscriptname=" + SnippetEscaping.backslashed(fontconfigName, before: "\\:,=")
    let byStyle =
      SnippetEscaping.fontconfigFamily(face.family) + ":style="
      + SnippetEscaping.backslashed(face.style, before: "\\:,=")
    let values = [
      "name": VisibleText.escapedControls(asked.value), "own": VisibleText.escapedControls(fontconfigName),
      "byName": VisibleText.escapedControls(byName), "byStyle": VisibleText.escapedControls(byStyle),
    ]
    if (try? FontMatch.find(byName, in: configuration))?.face.location == face.location {
      return tr("(fontconfig calls the face {name} \"{own}\": ask for \"{byName}\", or for \"{byStyle}\")", values)
    }
    return tr(
      "(fontconfig calls the face {name} \"{own}\", which names other faces too: ask for \"{byStyle}\")", values)
  }
}
