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
  /// `rows` are the rows of the families shown (see `familyRow`), the last `notInstalled` of
  /// them starred families that are not installed; `total` how many families there are (nil
  /// while loading).
  ///
  /// `chips` are the filters that are on; `filtering` says the filters' answer is not there yet
  /// (the fonts' facts are still being read); `showsText` whether the search looks for
  /// families that can show it; `searchAloneMatches` whether the search without the filters
  /// finds a family (asked only when nothing is shown with both): then the filters are what
  /// leaves the list empty, and its button clears them. `unlistedBitmaps` are the bitmap
  /// families the list leaves out that the search or filters asked for: said under the list,
  /// or under why it is empty. `closestNames` are the family names nearest a search that finds
  /// none (asked only then).
  static func families(
    rows: [Row], total: Int?, search: String, chips: [FilterChip] = [], filtering: Bool = false,
    showsText: Bool = false, notInstalled: Int = 0, searchAloneMatches: () -> Bool = { false },
    unlistedBitmaps: [String] = [], closestNames: () -> [String] = { [] }, localizer: Localizer
  ) -> Screen {
    // The starred families no longer installed (`notInstalled` rows, greyed) are not among the
    // `total` installed ("3 of 8" counted one, where `families --starred` lists two), and are
    // counted after them: "1 of 19" over two rows told a screen reader of one.
    let shown = rows.count - notInstalled
    let subtitle =
      filtering
      ? localizer.tr("Filtering…")
      : total.map {
        let count = localizer.trn(
          "{shown} of {total}", "{shown} of {total}", shown,
          ["shown": Localizer.number(shown), "total": Localizer.number($0)])
        guard notInstalled > 0 else { return count }
        return localizer.trn(
          "{count}, and {missing} not installed", "{count}, and {missing} not installed", notInstalled,
          ["count": count, "missing": Localizer.number(notInstalled)])
      }
        ?? localizer.tr("Loading fonts…")
    var empty: String?
    var action: Screen.EmptyAction?
    var kind = Screen.EmptyKind.noResults
    if total != nil && !filtering {
      if showsText && !search.isEmpty {
        empty = localizer.tr("No family can show “{search}”", ["search": search])
        action = .clearSearch
      } else if search.isEmpty && chips.map(\.id) == [.starred] {
        // The Starred filter alone, before any star: how to star one, not a search's magnifier.
        empty = localizer.tr("Star a family with its ☆ button or Ctrl+D to find it here")
        action = .clearFilters
        kind = .noStarredFamilies
      } else if !chips.isEmpty && (search.isEmpty || (rows.isEmpty && searchAloneMatches())) {
        empty =
          search.isEmpty
          ? localizer.tr("No family matches the filters")
          : localizer.tr("The filters leave out every family matching “{search}”", ["search": search])
        action = .clearFilters
      } else if search.isEmpty {
        empty = localizer.tr("No fonts found")
      } else {
        empty = localizer.tr("No family matches “{search}”", ["search": search])
        // The names nearest what was typed ("Dejavu sams"), as `families --search` says them.
        let closest = closestNames()
        if !closest.isEmpty, let shown = empty {
          let names = localizer.list(closest.map { "“" + VisibleText.escapedControls($0) + "”" })
          empty = shown + "\n\n" + localizer.tr("Did you mean {names}?", ["names": names])
        }
        action = .clearSearch
      }
    }
    let bitmapNote = unlistedBitmaps.isEmpty ? nil : localizer(FontLibrary.unlistedBitmapNote(unlistedBitmaps))
    if let bitmapNote, rows.isEmpty, let shown = empty { empty = shown + "\n\n" + bitmapNote }
    var screen = Screen(
      route: .families, title: localizer.tr("Font Families"), subtitle: subtitle, isSearchable: true,
      sections: [Section(id: "families", footer: rows.isEmpty ? nil : bitmapNote, rows: rows)], emptyText: empty)
    screen.emptyAction = action
    screen.emptyKind = kind
    screen.chips = chips
    screen.showsText = showsText
    return screen
  }

  /// A family's star toggle, named by what pressing it does.
  static func star(_ family: String, isStarred: Bool, localizer: Localizer) -> StarToggle {
    let name = VisibleText.escapedControls(family)
    return StarToggle(
      family: family, isStarred: isStarred,
      label: isStarred
        ? localizer.tr("Unstar {family}", ["family": name]) : localizer.tr("Star {family}", ["family": name]))
  }

  /// The row of a starred family that is no longer installed: its name, greyed, "not installed",
  /// with its star (to unstar it).
  static func missingStarredRow(_ family: String, localizer: Localizer) -> Row {
    let name = VisibleText.escapedControls(family)
    let note = localizer.tr("not installed")
    // Starred, as an installed starred family's row says (it said only "not installed").
    let label = localizer.tr(
      "{row}, starred", ["row": localizer.tr("{family}, {note}", ["family": name, "note": note])])
    var row = Row(id: family, text: name, detail: note, accessibleLabel: label)
    row.isDimmed = true
    row.copiedName = family
    row.star = star(family, isStarred: true, localizer: localizer)
    return row
  }

  /// `row` (a family's) drawing `text` instead of its name, the family named beside it: a row of
  /// a search for families that can show a text.
  static func showingText(_ text: String, row: Row, family: FamilySummary, preview: PreviewStyle) -> Row {
    var shown = row
    shown.text = VisibleText.escapedControls(text)
    shown.font = RowFont(family: family.name, points: preview.points)
    shown.detail = VisibleText.escapedControls(family.name)
    shown.detailFont = nil
    return shown
  }

  /// What a screen reader reads of a family's row: "NAME, N fonts" for a family that opens,
  /// else its name; then ", starred" when it is.
  ///
  /// `name` is the family's name as shown (escaped), when the caller has it.
  static func familyRowLabel(
    _ family: FamilySummary, name shown: String? = nil, isStarred: Bool, labels: FamilyRowLabels
  ) -> String {
    let name = shown ?? VisibleText.escapedControls(family.name)
    let label = family.hasSeveralFaces ? labels.familyLabel(name, fontCount: family.faceCount) : name
    return isStarred ? labels.starredLabel(label) : label
  }

  /// The row of one family on the families screen; `nameSample`: the characters shown beside a
  /// name its own font cannot draw.
  static func familyRow(
    _ family: FamilySummary, preview: PreviewStyle, nameSample: String?, isStarred: Bool = false,
    hasDuplicates: Bool = false, isUnreadable: Bool = false, localizer: Localizer, labels: FamilyRowLabels
  ) -> Row {
    // Shown with control characters escaped; the id keeps the exact name for lookups.
    let name = VisibleText.escapedControls(family.name)
    let ownFont = RowFont(family: family.name, points: preview.points)
    // No sample when the font has no character to show (its map holds control characters
    // alone): an empty one was an empty label, read as "GtkLabel".
    // The sample stands for the name only: a text the user chose is drawn in the family's font,
    // as the family's page draws it (Arabic fonts' rows showed their names and "ؠءآأؤإئا"
    // where the user asked for "مرحبا"). A family that cannot be drawn at all (an empty
    // sample) shows its name alone.
    // (Not the pangram: its letters, checked by code point alone, would be drawn as a symbol
    // font's symbols, where the name and its sample show what the font is.)
    let previewed = preview.text(forName: name, localizer: localizer)
    let showsSample = nameSample.map { $0.isEmpty || !preview.showsUsersText(localizer) } ?? false
    let (text, nameDetail) =
      showsSample ? (name, nameSample?.isEmpty == false ? nameSample : nil) : previewed
    let opens = family.hasSeveralFaces
    // A family of one font does nothing when activated (as in the seed); its ⓘ opens the
    // font's page.
    let onlyFace = FaceReference(name: family.name, family: family.name)
    // The user's own text shows what the family itself draws: a character it lacks is a box.
    var textFont = ownFont
    textFont.showsMissingAsBoxes = preview.showsUsersText(localizer)
    var row = Row(
      id: family.name, text: text, detail: nameDetail,
      font: showsSample ? nil : textFont,
      accessory: opens ? .disclosure : .detailButton, action: opens ? .push(.family(family.name)) : nil,
      accessibleLabel: familyRowLabel(family, name: name, isStarred: isStarred, labels: labels),
      detailFont: showsSample ? ownFont : nil, detailAction: opens ? nil : .push(.face(onlyFace)),
      detailLabel: opens ? nil : labels.detailsLabel(name))
    row.copiedName = family.name
    row.star = StarToggle(
      family: family.name, isStarred: isStarred, label: labels.starLabel(name, isStarred: isStarred))
    // Each with what it means, which the word alone left to guess (a newcomer took Duplicates
    // on the system's own families for fonts of theirs gone wrong).
    if hasDuplicates {
      row.badge = localizer.tr("Duplicates")
      row.badgeExplanation = localizer.tr(
        "Some of its fonts are installed more than once; its page says which copy programs get")
    }
    // A family whose files this user may not read says so: drawn in the interface's font, its
    // name was drawn in a fallback font as if in the family's (see `ReadableFontFile`).
    if isUnreadable {
      row.badge = localizer.tr("Unreadable")
      row.badgeExplanation = localizer.tr("Its font files cannot be read as you, so programs you run cannot draw it")
    }
    // Read too: the badge was drawn and not heard.
    if let badge = row.badge {
      row.accessibleDescription =
        row.badgeExplanation.map { localizer.tr("{badge}: {meaning}", ["badge": badge, "meaning": $0]) } ?? badge
    }
    return row
  }

  /// A family's screen: titled with the family name, one row per font, each drawn in itself,
  /// named by its PostScript name, with the style and format (and the file, where two fonts
  /// would otherwise look the same) as secondary text; activating a row, or its ⓘ, opens the
  /// font's page.
  ///
  /// A face that another file also provides (`copies`) says so: "also in FILE", and which copy
  /// fontconfig prefers. When the family cannot draw its name (`nameSample`: what its row in
  /// the families shows instead), each row shows that sample in the face and the face's name
  /// beside it, as the families' row does: a Japanese font's PostScript name was drawn in
  /// another font without a word, a symbol font's read "ΣτανδαρδΣψμβολσΠΣ". A face whose file
  /// `isReadable` says this user may not read is drawn in the interface's font and says so.
  static func family(
    _ family: FontFamily, preview: PreviewStyle, isStarred: Bool = false, copies: [FontLocation: FaceCopies] = [:],
    nameSample: String? = nil, isReadable: (FontLocation) -> Bool = { _ in true }, localizer: Localizer
  ) -> Screen {
    var seen: [String: Int] = [:]
    for face in family.faces { seen[signature(face), default: 0] += 1 }
    let fileNames = FileNames(family.faces.map(\.location.file) + copies.values.flatMap { $0.others.map(\.file) })
    let rows = family.faces.map { face -> Row in
      let name = VisibleText.escapedControls(face.displayName)
      var (text, nameDetail) = preview.text(forName: name, localizer: localizer)
      // Not for a face Pango cannot draw (a Type 1 font): drawn in the interface's font, the
      // sample of its family's characters read as other characters ("ABCDEFGH" for D050000L's
      // dingbats), which the face has not; it is named as other such faces are.
      // Nor for a face whose file this user may not read (see `ReadableFontFile`): it is drawn
      // in the interface's font, and says why (it was drawn in boxes).
      let isReadable = isReadable(face.location)
      if let nameSample, !nameSample.isEmpty, nameDetail == nil, face.isDrawable, isReadable {
        (text, nameDetail) = (nameSample, name)
      }
      // A variable font listed as a whole says what its axes span ("wght 100–900 · slnt −10–0").
      var parts = [nameDetail, face.style, face.variationSummary, face.shownFormat].compactMap { $0 }.filter {
        !$0.isEmpty
      }
      if !isReadable { parts.append(localizer.tr("unreadable")) }
      // Copies of one face name their files, the one programs get too (it named the others'
      // files alone, as "also in …", and read as if it had none).
      let isOneOfSeveral = (seen[signature(face)] ?? 0) > 1 || copies[face.location] != nil
      if isOneOfSeveral {
        parts.append(fileNames[face.location.file])
      }
      if let copy = copies[face.location] {
        parts.append(copiesNote(copy, of: face, fileNames: fileNames, localizer: localizer))
      }
      let page = RowAction.push(.face(FaceReference(face)))
      // Made once: they read the face's file, for the copy menu and the name Ctrl+C copies.
      let snippets = FaceSnippets(face)
      // Rows that look alike are told apart by their files, for listeners too.
      let accessibleLabel = isOneOfSeveral ? name + ", " + fileNames[face.location.file] : name
      // The variable font as a whole shares its file and index with its default instance:
      // its row has an id of its own (both rows were one to the list and to activation).
      let isWhole = if case .variableFont = face.variation { true } else { false }
      let instanceCoordinates: [AxisCoordinate] =
        if case .namedInstance(let coordinates) = face.variation { coordinates } else { [] }
      // An instance leaning on its `slnt` axis is asked for upright: asked for as italic, Pango
      // matched the upright variable font and slanted it again (synthetic oblique).
      var traits = face.traits
      if FaceFont.slantsByAxis(instanceCoordinates.map(\.tag)) { traits.slant = 0 }
      // A face Pango cannot draw (Type 1, a bitmap font) is shown in the interface's font, as
      // its page is: asked for by its family and style, a copy in another format (URW's .otf
      // of a .t1) drew the row said to be drawn in itself.
      // A face other files also provide is drawn from its own file (see `RowFont.location`),
      // and so is a named instance: asked for by family, traits and coordinates, another file
      // of the family drew it (Inter.var.ttf's Inter-Italic, at slnt -10, came upright from
      // Inter-roman.var.ttf, which has no slant axis, while its page showed it slanted).
      let font =
        face.isDrawable && isReadable
        ? RowFont(
          family: family.name, traits: traits, points: preview.points, variations: instanceCoordinates,
          location: isOneOfSeveral || !instanceCoordinates.isEmpty ? face.location : nil) : nil
      var row = Row(
        id: face.location.file + "#" + String(face.location.index) + (isWhole ? " variable" : ""), text: text,
        detail: parts.joined(separator: " · "),
        font: font,
        accessory: .detailButton,
        action: page, accessibleLabel: accessibleLabel, detailAction: page,
        detailLabel: localizer.tr("Details of {name}", ["name": name]),
        copyMenu: CopyMenu(snippets, localizer: localizer))
      // Read after the name, as it is shown beside it: the style, format and copies (a screen
      // reader heard the PostScript name alone, and a cut "also in …" could be read nowhere).
      row.accessibleDescription = (nameDetail == nil ? parts : Array(parts.dropFirst())).joined(separator: " · ")
      // The name code finds the face by (the variable font as a whole: its file's PostScript
      // name, not "Inter (Variable)").
      row.copiedName = isWhole ? snippets.codeName : face.displayName
      return row
    }
    var screen = Screen(
      route: .family(family.name), title: family.name,
      subtitle: subtitle(of: family, localizer: localizer),
      sections: [Section(id: "faces", rows: rows)])
    screen.star = star(family.name, isStarred: isStarred, localizer: localizer)
    return screen
  }

  /// "10 fonts", and the files they come from when fewer ("10 fonts in 1 file": a variable
  /// font's instances, a collection's faces), which a newcomer took for ten things installed.
  static func subtitle(of family: FontFamily, localizer: Localizer) -> String {
    let fonts = localizer.trn("{count} font", "{count} fonts", family.faces.count)
    let files = Set(family.faces.map(\.location.file)).count
    guard files < family.faces.count else { return fonts }
    return localizer.trn("{fonts} in {count} file", "{fonts} in {count} files", files, ["fonts": fonts])
  }

  /// "also in B.otf; fontconfig prefers this copy" (or "…prefers B.otf"); files of the same
  /// name are named with their folders (`FileNames`).
  static func copiesNote(
    _ copies: FaceCopies, of face: FontFace, fileNames: FileNames? = nil, localizer: Localizer
  ) -> String {
    let names = fileNames ?? FileNames([face.location.file] + copies.others.map(\.file))
    var files: [String] = []
    for other in copies.others where !files.contains(other.file) { files.append(other.file) }
    let others = localizer.list(files.map { names[$0] })
    // Fontconfig's match is a copy Pango cannot draw (Type 1): programs draw another, and the
    // note says both (it called the drawn copy the one fontconfig prefers, which fc-match denied).
    if let match = copies.undrawableMatch {
      let drawn = copies.preferred == face.location ? localizer.tr("this copy") : names[copies.preferred.file]
      let preferred = match == face.location ? localizer.tr("this copy") : names[match.file]
      return localizer.tr(
        "also in {files}; GTK programs draw {drawn}: fontconfig prefers {preferred}, which GTK cannot draw",
        ["files": others, "drawn": drawn, "preferred": preferred])
    }
    guard copies.preferred != face.location else {
      return localizer.tr("also in {files}; fontconfig prefers this copy", ["files": others])
    }
    return localizer.tr(
      "also in {files}; fontconfig prefers {file}", ["files": others, "file": names[copies.preferred.file]])
  }

  private static func signature(_ face: FontFace) -> String {
    face.displayName + "\u{1}" + face.style + "\u{1}" + (face.format ?? "")
  }
}
