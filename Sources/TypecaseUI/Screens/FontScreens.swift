import TypecaseCore

/// Builds the two screens of the font-list seed: the families, and one family's fonts.
enum FontScreens {
  /// "Font Families": one row per family, drawn in that family; a disclosure exactly on the
  /// families with two or more fonts.
  ///
  /// A family whose font cannot draw its own name (`nameSamples`: symbol fonts, fonts of other
  /// scripts) shows the name in the interface font, with a sample of its own characters
  /// beside it, drawn in it.
  ///
  /// `rows` are the rows of the families shown (see `familyRow`), `total` how many families
  /// there are (nil while loading).
  static func families(rows: [Row], total: Int?, search: String, localizer: Localizer) -> Screen {
    let subtitle =
      total.map { localizer.tr("{shown} of {total}", ["shown": String(rows.count), "total": String($0)]) }
      ?? localizer.tr("Loading fonts…")
    let empty: String? =
      total == nil
      ? nil
      : search.isEmpty
        ? localizer.tr("No fonts found") : localizer.tr("No family matches \"{search}\"", ["search": search])
    return Screen(
      route: .families, title: localizer.tr("Font Families"), subtitle: subtitle, isSearchable: true,
      sections: [Section(id: "families", rows: rows)], emptyText: empty)
  }

  /// The row of one family on the families screen; `nameSample`: the characters shown beside a
  /// name its own font cannot draw.
  static func familyRow(
    _ family: FamilySummary, preview: PreviewStyle, nameSample: String?, localizer: Localizer
  ) -> Row {
    // Shown with control characters escaped; the id keeps the exact name for lookups.
    let name = VisibleText.escaped(family.name)
    let ownFont = RowFont(family: family.name, points: preview.points)
    let (text, nameDetail) =
      nameSample == nil ? preview.text(forName: name, localizer: localizer) : (name, nameSample)
    let opens = family.hasSeveralFaces
    // A family of one font does nothing when activated (as in the seed); its ⓘ opens the
    // font's page.
    let onlyFace = FaceReference(name: family.name, family: family.name)
    return Row(
      id: family.name, text: text, detail: nameDetail,
      font: nameSample == nil ? ownFont : nil,
      accessory: opens ? .disclosure : .detailButton, action: opens ? .push(.family(family.name)) : nil,
      accessibleLabel: opens
        ? localizer.tr("{family}, {count} fonts", ["family": name, "count": String(family.faceCount)]) : name,
      detailFont: nameSample == nil ? nil : ownFont, detailAction: opens ? nil : .push(.face(onlyFace)),
      detailLabel: opens ? nil : localizer.tr("Details of {name}", ["name": name]))
  }

  /// A family's screen: titled with the family name, one row per font, each drawn in itself,
  /// named by its PostScript name, with the style and format (and the file, where two fonts
  /// would otherwise look the same) as secondary text; activating a row, or its ⓘ, opens the
  /// font's page.
  static func family(_ family: FontFamily, preview: PreviewStyle, localizer: Localizer) -> Screen {
    var seen: [String: Int] = [:]
    for face in family.faces { seen[signature(face), default: 0] += 1 }
    let rows = family.faces.map { face -> Row in
      let name = VisibleText.escaped(face.displayName)
      let (text, nameDetail) = preview.text(forName: name, localizer: localizer)
      // A variable font listed as a whole says what its axes span ("wght 100–900 · slnt −10–0").
      var parts = [nameDetail, face.style, face.variationSummary, face.format].compactMap { $0 }.filter { !$0.isEmpty }
      if (seen[signature(face)] ?? 0) > 1 {
        parts.append(String(face.location.file.split(separator: "/").last ?? ""))
      }
      let page = RowAction.push(.face(FaceReference(face)))
      return Row(
        id: face.location.file + "#" + String(face.location.index), text: text,
        detail: parts.joined(separator: " · "),
        font: RowFont(family: family.name, traits: face.traits, points: preview.points), accessory: .detailButton,
        action: page, accessibleLabel: name, detailAction: page,
        detailLabel: localizer.tr("Details of {name}", ["name": name]), copyMenu: CopyMenu(face, localizer: localizer))
    }
    return Screen(
      route: .family(family.name), title: family.name,
      subtitle: family.faces.count == 1
        ? localizer.tr("1 font") : localizer.tr("{count} fonts", ["count": String(family.faces.count)]),
      sections: [Section(id: "faces", rows: rows)])
  }

  private static func signature(_ face: FontFace) -> String {
    face.displayName + "\u{1}" + face.style + "\u{1}" + (face.format ?? "")
  }
}
