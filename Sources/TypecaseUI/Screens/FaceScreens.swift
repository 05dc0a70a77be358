import TypecaseCore

/// Builds the face page from what the face's file says, the user's changes and the settings.
enum FaceScreens {
  /// The sizes of the waterfall, in points.
  static let waterfall = [8, 10, 12, 14, 18, 24, 36, 48, 72, 96]
  /// The sizes the size slider spans, in points.
  static let sizeRange = 8.0...200.0
  /// The preview's size before the user moves the slider: large enough to see the shapes,
  /// small enough for a sentence to fit a line.
  static let startingPoints = 48.0
  /// The longest value a details row shows whole, in characters: about two lines of a row; a
  /// longer one (a license text: thousands) opens below its row.
  static let longValue = 160
  /// The temperature the figures line shows, in degrees Celsius (a mild day: 21 °C, 70 °F).
  static let figuresCelsius = 21.0

  static func face(
    _ details: FaceDetails, face: FontFace, route: Route, state: FacePageState, settings: SettingsValues,
    copies: FaceCopies? = nil, nameClash: PostScriptNameClash? = nil, colorDrawing: ColorGlyphDrawing? = nil,
    isInstalled: Bool = true, localizer: Localizer,
    languageName: (String) -> String,
    shownCharacters: (_ search: String, _ block: BlockCoverage?) -> [Unicode.Scalar],
    sampleGaps: (_ sample: String, _ faceName: String) -> [SampleGap] = { _, _ in [] }
  ) -> FaceScreen {
    let name = Self.name(details, face: face)
    // Such a face has no characters to compare with, and Pango cannot draw it: its page says
    // why, once, and draws its previews in the interface's font (they were boxes).
    let nothingRead = details.characters.isEmpty && details.glyphCount == nil
    let axes = axisControls(details, state: state).map {
      var axis = $0
      axis.name = axisName(axis, localizer)
      return axis
    }
    let values = Dictionary(
      axisPositions(details, state: state).map { ($0.axis.tag, $0.value) }, uniquingKeysWith: { first, _ in first })
    /// Whether the axes stand at `instance`'s coordinates.
    func standsAt(_ instance: NamedInstance) -> Bool { instance.coordinates.allSatisfy { values[$0.tag] == $0.value } }
    let sampleStyle = PreviewStyle(settings: settings)
    let coverage = BlockCoverage.blocks(touchedBy: details.characters)
    let blocks = coverage.map { block in
      BlockChoice(
        name: block.name, first: block.first, covered: block.covered, size: block.size,
        title: localizer.tr(
          "{block} — {covered} / {size}",
          ["block": block.name, "covered": Localizer.number(block.covered), "size": Localizer.number(block.size)]))
    }
    let selectedBlock = state.block.flatMap { first in blocks.firstIndex { $0.first == first } }
    let block = selectedBlock.map { coverage[$0] }
    // Once the axes are moved, the named instance they stand at, as fontconfig names it (family
    // and instance): Thin chosen on Inter Bold's page was drawn under "Inter Bold".
    let instanceName =
      state.axisValues.isEmpty
      ? nil
      : details.namedInstances.first { !$0.coordinates.isEmpty && standsAt($0) }.map {
        face.family + " " + $0.shownName
      }
    // Moved off every named instance, the title names the family at its coordinates as Pango
    // and fontconfig write them, the axes at their defaults left out ("Inter @wght=150"): it
    // said "Inter Semi Bold" over a hairline.
    let start = axisControls(details, state: FacePageState())
    let isMoved = axes.contains { axis in start.first { $0.tag == axis.tag }?.value != axis.value }
    let offDefaults = axes.filter { $0.value != $0.defaultValue }
    let movedName =
      instanceName != nil || !isMoved
      ? nil
      : face.family
        + (offDefaults.isEmpty
          ? "" : " @" + offDefaults.map { $0.tag + "=" + AxisControl.number($0.value) }.joined(separator: ","))
    // Until the user types one, the sample names the instance shown, as the title does: Bold
    // Italic chosen on Regular's page was drawn reading "Regular". Off the instances it keeps
    // the page's name (coordinates in it changed at each step of a slider).
    let sample =
      state.sample
      ?? startingSample(name: instanceName ?? name, details: details, style: sampleStyle, localizer: localizer)
    /// The state Fractions was switched to, for Numerators and Denominators not switched
    /// themselves: HarfBuzz draws a fraction with them alone, and Fractions switched off left
    /// "1⁄2" drawn as one.
    func fractionSwitch(_ tag: String) -> Int? {
      ["numr", "dnom"].contains(tag) ? state.features["frac"].map { min($0, 1) } : nil
    }
    /// Whether HarfBuzz shapes the sample with `feature` unless told otherwise: a script's or a
    /// direction's feature only for a sample with such text (Terminal Forms said on over Latin).
    func isOnByDefault(_ feature: LayoutFeature) -> Bool {
      ScriptBoundFeatures.isOnByDefault(feature.tag, readAsOn: feature.isOnByDefault, for: sample)
    }
    // A feature whose tag is no OpenType tag (FontForge's " RQD", its required feature) gets
    // no switch: it was one named " RQD", and no program can ask for it by that tag.
    // One switch a tag: a feature in both GSUB and GPOS (Amiri's ss05, EB Garamond's xtex) had
    // two rows that flipped together.
    var features: [FeatureToggle] = []
    // `size` holds the design size (see Details), and no lookups: switched, it changed nothing.
    for feature in details.features where Self.isOpenTypeTag(feature.tag) && feature.tag != "size" {
      if let index = features.firstIndex(where: { $0.tag == feature.tag }) {
        if !features[index].table.contains(feature.table) { features[index].table += " · " + feature.table }
        features[index].isMathScriptOnly = features[index].isMathScriptOnly && feature.isMathScriptOnly
        continue
      }
      features.append(
        FeatureToggle(
          tag: feature.tag, name: feature.name, table: feature.table,
          value: state.features[feature.tag] ?? fractionSwitch(feature.tag) ?? (isOnByDefault(feature) ? 1 : 0),
          isMathScriptOnly: feature.isMathScriptOnly, isForVerticalText: Self.verticalFeatures.contains(feature.tag),
          alternates: feature.alternatesToChoose,
          alternateLabel: feature.alternatesToChoose > 0
            ? localizer.tr("Alternate of {feature}", ["feature": VisibleText.escapedControls(feature.name)]) : ""))
    }
    var switched: [(tag: String, value: Int)] = []
    for feature in features {
      let byDefault = details.features.first { $0.tag == feature.tag }.map(isOnByDefault) ?? false
      if feature.value != (byDefault ? 1 : 0) { switched.append((feature.tag, feature.value)) }
    }
    let shown = shownCharacters(state.characterSearch, block)
    // Only a character the grid shows: after another search, U stayed named under a grid of
    // arrows.
    let selected = state.selectedCharacter.flatMap { character in
      shown.contains(character)
        ? CharacterInfo(
          character: character, code: CharacterSearch.codeText(character),
          name: character.properties.name ?? character.properties.nameAlias) : nil
    }
    // Under a title that is the family's name itself (DejaVu Sans Book's full name is "DejaVu
    // Sans"), the style, not the same name again. The family as fontconfig lists it (the list,
    // the back button, what programs ask for), which may not be the name table's: a WWS family
    // (name 21) goes first, and a configuration may rename a family.
    // By the title shown, not the page's name: moved to Black, "Inter Black" read "Regular".
    // Moved to the family's default coordinates where no instance stands, the title is the
    // family's name alone, and nothing under it names a style the page no longer draws.
    let title = instanceName ?? movedName ?? name
    let isFamilyName = title == face.family || title == details.family
    let subtitle =
      !isFamilyName ? face.family : title == name && !details.style.isEmpty ? details.style : ""
    var screen = FaceScreen(
      route: route, title: VisibleText.escapedControls(title),
      subtitle: VisibleText.escapedControls(subtitle),
      // Asked for by fontconfig's family: by the name table's (not the first of fontconfig's
      // names), the face's own font map had no such family, and Pango drew its fallback.
      font: FaceFont(
        family: face.family, traits: face.traits, location: details.location,
        variations: axes.map { ($0.tag, $0.value) }, features: switched),
      sample: sample,
      points: state.points ?? startingPoints, sizeRange: sizeRange, waterfall: waterfall,
      figures: figures(settings: settings, characters: nothingRead ? [] : details.characters),
      axes: axes,
      instances: details.namedInstances.map { instance in
        InstanceChoice(
          name: VisibleText.escapedControls(instance.shownName), postScriptName: instance.postScriptName,
          isCurrent: standsAt(instance))
      },
      features: features,
      characters: shown,
      characterCount: details.characterCount, characterSearch: state.characterSearch,
      blocks: blocks, selectedBlock: selectedBlock,
      selectedCharacter: selected,
      // By name, as read (by code, Spanish came after Esperanto).
      languages: NaturalOrder.sorted(
        details.languages.map { LanguageEntry(code: $0, name: languageName($0)) }, by: \.name),
      details: detailEntries(
        details, isWholeFont: face.variation?.isWholeFont == true, listedPostScriptName: face.postScriptName,
        copies: copies.map { (face, $0) }, localizer: localizer),
      problems: details.problems.map { localizer($0) }
        + (nothingRead && face.isDrawable ? [localizer.tr("The previews below are in the interface's font")] : [])
        + undrawableNote(face, localizer: localizer)
        + colorNote(
          details.colorFormat, colorOnly: details.drawsInColorOnly, drawing: colorDrawing, localizer: localizer)
        + otherCopyNote(copies, of: face, localizer: localizer)
        + nameClashNote(nameClash, of: face, localizer: localizer),
      titles: FaceScreen.SectionTitles(
        preview: localizer.tr("Preview"), axes: localizer.tr("Variable Axes"),
        instances: localizer.tr("Named Instances"), features: localizer.tr("OpenType Features"),
        characters: localizer.tr("Characters"), languages: localizer.tr("Languages"),
        details: localizer.tr("Details"), size: localizer.tr("Size"),
        characterSearch: localizer.tr("Find a character by name, code or itself"),
        // With a block chosen, the block is named: € is no character of Latin Extended-A, but
        // the face has it ("No character matches" sent users away).
        // A font that maps no character (no cmap) is said to map none: it read `No character
        // matches ""` under an empty search.
        noCharacters: nothingRead
          ? localizer.tr("No character could be read from this font")
          : details.characters.isEmpty
            ? localizer.tr("This font maps no character")
            : block.map {
              localizer.tr(
                "No character of {block} matches “{search}”", ["block": $0.name, "search": state.characterSearch])
            } ?? localizer.tr("No character matches “{search}”", ["search": state.characterSearch]),
        allBlocks: localizer.tr("All Blocks ({count})", ["count": Localizer.number(details.characterCount)]),
        blocks: localizer.tr("Unicode Block"),
        characterCount: shown.count == details.characterCount
          ? localizer.trn("{count} character", "{count} characters", details.characterCount)
          : localizer.trn(
            "{shown} of {count} character", "{shown} of {count} characters", details.characterCount,
            ["shown": Localizer.number(shown.count)]),
        languageCount: localizer.trn("{count} language", "{count} languages", details.languages.count),
        mathScriptOnly: localizer.tr("formulas only (math script)"),
        verticalOnly: localizer.tr("for vertical text (the preview is horizontal)"),
        // The names below are the page's face's, not the instance the preview was moved to:
        // Thin picked on Bold's page kept Style "Bold" under the title "… Thin", unexplained.
        detailsOf: title == name
          ? ""
          : localizer.tr(
            "Of {face}, the face this page opened; the preview shows {shown}",
            ["face": VisibleText.escapedControls(name), "shown": VisibleText.escapedControls(title)])),
      copyMenu: CopyMenu(
        faceAsShown(face, details: details, axes: axes),
        features: Dictionary(switched.map { ($0.tag, $0.value) }, uniquingKeysWith: { first, _ in first }),
        isInstalled: isInstalled, localizer: localizer)
    )
    // Every character of such a face was marked as lacking, the sample's said to be "in no
    // installed font" where other fonts drew them.
    screen.drawsInInterfaceFont = nothingRead
    // Nor a web font saved under another kind's name, which fontconfig reads by its outlines
    // and Pango draws as boxes (a .woff2's map holds no font, and its page is drawn so).
    if face.webFontByContents != nil { screen.drawsInInterfaceFont = true }
    screen.sampleGaps = nothingRead ? [] : sampleGaps(sample, VisibleText.escapedControls(name))
    screen.languageSystems = Set(details.scripts.flatMap(\.languages))
    screen.figuresGaps = screen.figures.unicodeScalars.enumerated().compactMap { offset, scalar in
      nothingRead || scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
        || SampleGap.contains(details.characters, scalar) ? nil : offset
    }
    if !screen.figuresGaps.isEmpty {
      screen.figuresNote = localizer.tr(
        "Marked characters are not in {face}", ["face": VisibleText.escapedControls(name)])
    }
    return screen
  }

  /// What the page calls the face: its full name, else its PostScript name, as its file says
  /// them, else as fontconfig does (a face nothing could be read of, a file its user may not
  /// read: its page was titled with the family's name alone), else its family's name.
  ///
  /// A variable font listed as a whole goes by the name its row has ("Inter (Variable)"): its
  /// file's full name is its default instance's, whose page had the same title.
  static func name(_ details: FaceDetails, face: FontFace) -> String {
    if face.variation?.isWholeFont == true, let fullName = face.fullName { return fullName }
    return details.fullName ?? details.postScriptName ?? face.fullName ?? face.postScriptName ?? details.family
  }

  /// The preview's text before any is typed: the list's (the face's name, or the pangram),
  /// unless the face lacks most of its characters (a CJK face's Latin name was all boxes, in
  /// the preview and every line of the waterfall): then a sample of the face's own.
  ///
  /// Text the user chose for the lists stays, boxes and all.
  static func startingSample(
    name: String, details: FaceDetails, style: PreviewStyle, localizer: Localizer
  ) -> String {
    let shownName = VisibleText.escapedControls(name)
    let text = style.text(forName: shownName, localizer: localizer).text
    if case .custom(let typed) = style.sample, !typed.isEmpty { return text }
    return FaceSample.starting(text, characters: details.characters, inkedSample: details.inkedSample)
  }

  /// What the page says of a face Pango cannot draw (a Type 1 font): its previews are drawn in
  /// the interface's font instead.
  static func undrawableNote(_ face: FontFace, localizer: Localizer) -> [String] {
    guard !face.isDrawable, let format = face.drawingFormat else { return [] }
    return [
      localizer.tr(
        "GTK and Pango cannot draw this font (its format is {format}): the previews below are in the interface's font",
        ["format": format])
    ]
  }

  /// What the page says of a color font whose colors the cairo drawing it cannot draw
  /// (`drawing`; nil: drawn as the font says): its previews were drawn in one color (COLRv1)
  /// or left blank (SVG) without a word, under "Color Format: COLRv1".
  ///
  /// A COLRv1 font without plain outlines (`colorOnly`) is left blank too: it was said to be
  /// drawn in one color.
  static func colorNote(
    _ format: ColorFormat?, colorOnly: Bool = false, drawing: ColorGlyphDrawing?, localizer: Localizer
  ) -> [String] {
    guard let format, let drawing, !drawing.drawsInColor(format) else { return [] }
    return [
      format == .colrV1 && colorOnly
        ? localizer.tr(
          "This system's cairo ({version}) cannot draw COLRv1 color glyphs, and this font has no plain outlines to draw instead: the previews below leave them blank (cairo 1.18 draws them)",
          ["version": drawing.cairoVersion])
        : format == .svg
          ? localizer.tr(
            "This system's cairo ({version}) cannot draw SVG color glyphs: the previews below leave them blank (cairo 1.18 draws them)",
            ["version": drawing.cairoVersion])
          : localizer.tr(
            "This system's cairo ({version}) draws COLRv1 color glyphs in one color: the previews below do not show the font's colors (cairo 1.18 draws them)",
            ["version": drawing.cairoVersion])
    ]
  }

  /// What the page of a face says when fonts of other families give its PostScript name (a
  /// clone beside the licensed font): which file programs asking for the name get.
  ///
  /// Two such families are not copies of one font; their pages said nothing of each other, and
  /// Copy as… wrote a CSS local() that loads the other family's file.
  static func nameClashNote(_ clash: PostScriptNameClash?, of face: FontFace, localizer: Localizer) -> [String] {
    guard let clash, let name = face.postScriptName else { return [] }
    let values = [
      "name": VisibleText.escapedControls(name), "family": VisibleText.escapedControls(clash.otherFamily),
      "file": VisibleText.escapedControls(clash.otherFile),
    ]
    guard let file = clash.programsGet else {
      return [localizer.tr("“{family}” ({file}) gives the PostScript name {name} too", values)]
    }
    return [
      file == face.location.file
        ? localizer.tr(
          "“{family}” ({file}) gives the PostScript name {name} too: programs asking for the name get this font", values
        )
        : localizer.tr(
          "“{family}” ({file}) gives the PostScript name {name} too: programs asking for the name get that font, not this one",
          values)
    ]
  }

  /// What the page of a copy programs do not get says, over everything: which file they get
  /// the face from.
  ///
  /// The page of a build installed beside a newer one (or left after the newer was removed
  /// and put back) showed the older build under the same title, the other file named only in
  /// a details row far below.
  static func otherCopyNote(_ copies: FaceCopies?, of face: FontFace, localizer: Localizer) -> [String] {
    guard let copies, copies.preferred != face.location else { return [] }
    return [
      localizer.tr(
        "Programs get this font from another file, {file}: this page shows the copy in {this}",
        [
          "file": VisibleText.escapedControls(copies.preferred.file),
          "this": VisibleText.escapedControls(face.location.file),
        ])
    ]
  }

  /// The face's characters in `block` (or all of them) that `search` finds.
  static func characters(of details: FaceDetails, search: String, in block: BlockCoverage?) -> [Unicode.Scalar] {
    let inBlock =
      block.map { block in details.characters.filter { (block.first...block.last).contains($0.value) } }
      ?? details.characters
    return CharacterSearch.matches(search, in: inBlock)
  }

  /// The name of a registered axis in the interface language ("ウェイト") where the font calls
  /// it by its registered English name, as most do: the slider said "Weight" in Japanese.
  ///
  /// A name of the font's own ("Grade", "Wonky") stays as the font writes it.
  static func axisName(_ axis: AxisControl, _ localizer: Localizer) -> String {
    guard axis.name == RegisteredAxisName.byTag[axis.tag] else { return axis.name }
    return switch axis.tag {
    case "wght": localizer.tr("Weight")
    case "wdth": localizer.tr("Width")
    case "slnt": localizer.tr("Slant")
    case "ital": localizer.tr("Italic")
    case "opsz": localizer.tr("Optical Size")
    default: axis.name
    }
  }

  /// The sliders: each axis at the value the user set, else where the face stands (a named
  /// instance's coordinates, or the axis default).
  ///
  /// A slider for each axis that is not hidden and that moves: an axis whose minimum is its
  /// maximum (OpenType allows it; HarfBuzz makes one of a minimum above its maximum) has nothing
  /// to choose, and GTK makes no slider of an empty range (the page crashed).
  static func axisControls(_ details: FaceDetails, state: FacePageState) -> [AxisControl] {
    axisPositions(details, state: state).filter { !$0.axis.isHidden && $0.axis.minimum < $0.axis.maximum }.map {
      axis, value in
      AxisControl(
        tag: axis.tag, name: axis.name, range: axis.minimum...max(axis.minimum, axis.maximum),
        defaultValue: axis.defaultValue, value: value)
    }
  }

  /// Where each axis of the face stands: where the user put it (within its range), else at the
  /// page's named instance's coordinate, else at its default.
  ///
  /// Hidden axes too: they get no slider, but the named instances' coordinates name them (with
  /// a hidden axis, no instance was ever the one shown, and the page kept its own face's name
  /// over Bold Italic).
  static func axisPositions(_ details: FaceDetails, state: FacePageState) -> [(axis: VariationAxis, value: Double)] {
    let instanceNumber = details.location.index >> 16
    let instance =
      instanceNumber > 0 && instanceNumber <= details.namedInstances.count
      ? details.namedInstances[instanceNumber - 1] : nil
    return details.axes.map { axis in
      let own = instance?.coordinates.first { $0.tag == axis.tag }?.value ?? axis.defaultValue
      return (axis, min(max(state.axisValues[axis.tag] ?? own, axis.minimum), axis.maximum))
    }
  }

  /// `face` as the preview draws it, for "Copy as…": at the sliders' coordinates once the user
  /// moved one away from where the page started, else the face as it is.
  ///
  /// Coordinates of one of the font's named instances are that instance (its names, its place
  /// in the file). Others are the font at its default instance's place (instance 0 of its
  /// file) and names (when an instance stands at the defaults), moved to those coordinates:
  /// fontconfig's pattern asks for the variable font with them, CSS and Pango carry them, and
  /// SwiftUI and UIKit, which cannot say coordinates, name the font that loads (the snippets
  /// named the instance the page started from: "style=Bold", which fontconfig matched to
  /// Bold).
  static func faceAsShown(_ face: FontFace, details: FaceDetails, axes: [AxisControl]) -> FontFace {
    let start = axisControls(details, state: FacePageState())
    guard !axes.isEmpty, axes.map(\.value) != start.map(\.value) else { return face }
    var shown = face
    shown.variation = .namedInstance(axes.map { AxisCoordinate(tag: $0.tag, value: $0.value) })
    // The slant where an `ital` or `slnt` axis puts it, as fontconfig gives it an instance
    // (italic once the axis leans): Pango's description said "Italic" for the light instance
    // of an italic page, and nothing for the black italic of an upright one.
    if let ital = axes.first(where: { $0.tag == "ital" }) {
      shown.traits.slant = ital.value >= 0.5 ? 100 : 0
    } else if let slnt = axes.first(where: { $0.tag == "slnt" }) {
      shown.traits.slant = slnt.value != 0 ? 100 : 0
    }
    let faceIndex = face.location.index & 0xFFFF
    let instance = details.namedInstances.firstIndex { instance in
      axes.allSatisfy { axis in instance.coordinates.first { $0.tag == axis.tag }?.value == axis.value }
    }
    if let instance {
      let named = details.namedInstances[instance]
      shown.location = FontLocation(file: face.location.file, index: (instance + 1) << 16 | faceIndex)
      shown.style = named.name
      shown.fullName = face.family + " " + named.name
      shown.postScriptName = named.postScriptName
    } else {
      shown.location = FontLocation(file: face.location.file, index: faceIndex)
      let atDefaults = details.namedInstances.first { instance in
        details.axes.allSatisfy { axis in
          (instance.coordinates.first { $0.tag == axis.tag }?.value ?? axis.defaultValue) == axis.defaultValue
        }
      }
      if let atDefaults {
        shown.style = atDefaults.name
        shown.fullName = face.family + " " + atDefaults.name
        shown.postScriptName = atDefaults.postScriptName
      }
    }
    return shown
  }

  /// Digits (ASCII's, and those of other scripts a face of `characters` has), then a temperature
  /// in the unit the settings ask for; in the face's own digits when it has no ASCII one.
  ///
  /// Without `characters` (a face nothing could be read of), ASCII's alone.
  static func figures(settings: SettingsValues, characters: [Unicode.Scalar] = []) -> String {
    let fahrenheit = settings.value(TypecaseSettings.Key.temperatureUnit) == "fahrenheit"
    let degrees = Int((fahrenheit ? figuresCelsius * 9 / 5 + 32 : figuresCelsius).rounded())
    let scripts = ScriptDigits.digits(among: characters)
    let hasASCII = (UInt32(0x30)...0x39).compactMap(Unicode.Scalar.init).contains { SampleGap.contains(characters, $0) }
    // A face with no digits at all (an icon font, an emoji font of pictures alone) has no
    // figures line: it was a line of boxes.
    if !characters.isEmpty && !hasASCII && scripts.isEmpty { return "" }
    let own = hasASCII ? nil : scripts.first
    var parts = own == nil ? ["0123456789"] : []
    parts += scripts.map { String(String.UnicodeScalarView($0)) }
    let number = own.map { ScriptDigits.written(degrees, with: $0) } ?? String(degrees)
    // The unit kept on the number's line (a CJK face's long line put "°C" alone on the next).
    parts.append(number + (fahrenheit ? "\u{A0}°F" : "\u{A0}°C"))
    // Parted by a middle dot where the face has one, else by spaces alone (most faces of
    // other scripts have none, and it was a box between each part); each part after a
    // left-to-right mark, which keeps the parts in their order (Arabic-Indic digits and a
    // temperature in them, parted by spaces alone, were drawn right to left, the number first).
    let dot = characters.isEmpty || SampleGap.contains(characters, "·")
    return parts.joined(separator: (dot ? " · " : "   ") + "\u{200E}")
  }

  /// The features of vertical text (OpenType's registered tags): in the horizontal preview
  /// vert drew the vertical forms on their side, and vpal, vhal, vkrn changed nothing, unsaid.
  static let verticalFeatures: Set<String> = ["vert", "vrt2", "vrtr", "vkrn", "vpal", "vhal", "valt", "vkna"]

  /// The details, in the order the page lists them; what the font does not say is left out.
  ///
  /// `isWholeFont`: whether the face is listed as the variable font as a whole (fontconfig's
  /// `variable=true`), not one of its instances. `listedPostScriptName`: the face's PostScript
  /// name as fontconfig lists it.
  static func detailEntries(
    _ details: FaceDetails, isWholeFont: Bool = true, listedPostScriptName: String? = nil,
    copies: (face: FontFace, copies: FaceCopies)? = nil, localizer: Localizer
  ) -> [DetailEntry] {
    var entries: [DetailEntry] = []
    func add(
      _ id: String, _ label: String, _ value: String?, _ kind: DetailEntry.Kind = .text, copying copied: String? = nil
    ) {
      guard let value, !value.isEmpty else { return }
      let isLong = value.count > longValue || value.contains("\n")
      let fullText =
        isLong
        ? value.split(separator: "\n", omittingEmptySubsequences: false)
          .map { VisibleText.escapedControls(String($0)) }.joined(separator: "\n") : nil
      entries.append(
        DetailEntry(
          id: id, label: label, value: VisibleText.escapedControls(value), fullText: fullText, kind: kind,
          copiedText: copied ?? value))
    }
    /// Names in other languages, each labelled by its language (or `other` without one).
    func addNames(_ names: [LocalizedName], id: String, _ label: (String) -> String, other: String) {
      for (position, name) in names.enumerated() {
        add("\(id)-\(position)", name.language.map(label) ?? other, name.name)
      }
    }
    add("family", localizer.tr("Family"), details.family)
    addNames(
      details.otherNames, id: "otherName", { localizer.tr("Family ({language})", ["language": $0]) },
      other: localizer.tr("Family (Other Language)"))
    add("style", localizer.tr("Style"), details.style)
    add("legacyFamily", localizer.tr("Family in Older Apps"), details.legacyFamily)
    add("legacyStyle", localizer.tr("Style in Older Apps"), details.legacyStyle)
    add("fullName", localizer.tr("Full Name"), details.fullName)
    addNames(
      details.otherFullNames, id: "otherFullName", { localizer.tr("Full Name ({language})", ["language": $0]) },
      other: localizer.tr("Full Name (Other Language)"))
    // The name programs ask for, as fontconfig lists it, where the name table's is none a
    // PostScript name can be (spaces in icon fonts' "Material Design Icons"): the row said the
    // name table's, which `typecase face` and `fc-list :postscriptname=` did not know. The name
    // table's is shown too, for the font's maker.
    if let listed = listedPostScriptName, let written = details.postScriptName, written != listed,
      !PostScriptName.isValid(written)
    {
      add("postscriptName", localizer.tr("PostScript Name"), listed)
      add("writtenPostScriptName", localizer.tr("PostScript Name in the Name Table"), written)
    } else {
      add("postscriptName", localizer.tr("PostScript Name"), details.postScriptName ?? listedPostScriptName)
    }
    // "Version 1.00" under the label Version reads "Version — Version 1.00": the number alone is
    // shown (and copied, as every value is copied as shown; `face` gives the name whole).
    add("version", localizer.tr("Version"), details.version.map(Self.versionNumber))
    // The head table's revision, where it says another number: fontconfig reads that one as the
    // version, and gives programs the copy where it is highest (a build whose name table said
    // 2.000 lost to one that said 1.000, with nothing on either page saying why).
    if let revision = details.fontRevision, FontRevision.differs(revision, fromVersion: details.version) {
      add(
        "fontRevision", localizer.tr("Font Revision"),
        localizer.tr(
          "{revision}, in the head table: fontconfig reads this as the version, and prefers the copy where it is highest",
          ["revision": revision]),
        copying: revision)
    }
    add("designer", localizer.tr("Designer"), details.designer)
    add(
      "designerURL", localizer.tr("Designer URL"), details.designerURL, DetailEntry.Kind(address: details.designerURL))
    add("manufacturer", localizer.tr("Manufacturer"), details.manufacturer)
    add("vendorURL", localizer.tr("Manufacturer URL"), details.vendorURL, DetailEntry.Kind(address: details.vendorURL))
    add("vendorID", localizer.tr("Vendor ID"), details.vendorID)
    add("copyright", localizer.tr("Copyright"), details.copyright)
    add("trademark", localizer.tr("Trademark"), details.trademark)
    add("license", localizer.tr("License"), details.license)
    add("licenseURL", localizer.tr("License URL"), details.licenseURL, DetailEntry.Kind(address: details.licenseURL))
    add("description", localizer.tr("Description"), details.description)
    add("format", localizer.tr("Format"), DrawableFormat.shown(details.format, file: details.location.file))
    add("file", localizer.tr("File"), details.location.file, .file(details.location.file))
    // Which copy programs get, where other files provide the face too, as its family page's
    // row says (the page of a copy programs do not get said nothing of it).
    if let copies {
      add(
        "copies", localizer.tr("Copies"), FontScreens.copiesNote(copies.copies, of: copies.face, localizer: localizer))
    }
    if details.location.index & 0xFFFF != 0 {
      add("index", localizer.tr("Index in Collection"), String(details.location.index & 0xFFFF))
    }
    add("unitsPerEm", localizer.tr("Units per Em"), details.unitsPerEm.map { String($0) })
    // The line's metrics, each also as a share of the em (what body fonts are compared by).
    if let metrics = details.metrics {
      /// "1,118 (0.546 em)".
      func measure(_ units: Int?) -> String? {
        guard let units else { return nil }
        guard let em = details.unitsPerEm, em > 0 else { return Localizer.number(units) }
        return localizer.tr(
          "{units} ({em} em)",
          ["units": Localizer.number(units), "em": DecimalText.string(Double(units) / Double(em), maximumDecimals: 3)])
      }
      add("xHeight", localizer.tr("x-Height"), measure(metrics.xHeight))
      add("capHeight", localizer.tr("Cap Height"), measure(metrics.capHeight))
      add("ascender", localizer.tr("Ascender"), measure(metrics.ascender))
      add("descender", localizer.tr("Descender"), measure(metrics.descender))
      add("lineGap", localizer.tr("Line Gap"), measure(metrics.lineGap))
    }
    // An optical size's cut: the sizes it is for (EB Garamond 12's "size" feature was a switch
    // that did nothing, and what it holds was shown nowhere).
    add("designSize", localizer.tr("Design Size"), details.designSize?.text(localizer))
    // A bitmap font's strikes, as fc-query's pixelsize (the page said nothing of them).
    add(
      "bitmapSizes", localizer.tr("Bitmap Sizes"),
      details.bitmapSizes.isEmpty
        ? nil
        : localizer.tr(
          "{sizes} px", ["sizes": details.bitmapSizes.map { Localizer.number($0) }.joined(separator: ", ")]))
    add("glyphCount", localizer.tr("Glyphs"), details.glyphCount.map { Localizer.number($0) })
    add("characterCount", localizer.tr("Characters"), Localizer.number(details.characterCount))
    // A named instance is not itself variable, as fontconfig (:variable=true), the Variable
    // filter and `typecase face` say; the page said "Yes" of it. Nor is the default instance,
    // listed at index 0 beside the font as a whole ("Inter Regular" beside "Inter (Variable)"):
    // its page said "Yes", where `face --json` said `variable: false`.
    // The default instance is named as what it is: "a named instance" was said of a font with
    // none.
    let variable =
      !details.isVariable
      ? localizer.tr("No")
      : details.location.index >> 16 > 0
        ? localizer.tr("A named instance of a variable font")
        : !isWholeFont ? localizer.tr("The default instance of a variable font") : localizer.tr("Yes")
    add("variable", localizer.tr("Variable"), variable)
    add("colorFormat", localizer.tr("Color Format"), details.colorFormat?.rawValue)
    // Whether vertical text has the font's own metrics (a CJK setter's question).
    add(
      "verticalMetrics", localizer.tr("Vertical Metrics"),
      details.verticalMetricsTables.isEmpty ? nil : details.verticalMetricsTables.joined(separator: ", "))
    // Whether formula layout can use the face: a font covering the symbols without a MATH
    // table is none to unicode-math or MathML, and nothing said which were.
    add(
      "mathTable", localizer.tr("Mathematics"),
      details.hasMathTable ? localizer.tr("MATH table: formulas can be set in it (unicode-math, MathML)") : nil)
    // Which palettes the font has, and that the first is the one drawn (GTK and Pango draw no
    // other): a font of three showed its colors as though it had one.
    if details.palettes.count > 1 {
      let names = details.palettes.enumerated().map { position, palette in
        let name =
          palette.name.map(VisibleText.escapedControls)
          ?? localizer.tr("Palette {number}", ["number": String(position)])
        switch (palette.forLightBackgrounds, palette.forDarkBackgrounds) {
        case (true, false): return localizer.tr("{palette} (light backgrounds)", ["palette": name])
        case (false, true): return localizer.tr("{palette} (dark backgrounds)", ["palette": name])
        default: return name
        }
      }
      add(
        "palettes", localizer.tr("Color Palettes"),
        localizer.trn(
          "{count} palette: {palettes}; the previews draw it",
          "{count} palettes: {palettes}; the previews draw the first",
          details.palettes.count, ["palettes": localizer.list(names)]))
    }
    add(
      "embedding", localizer.tr("Embedding"),
      details.embedding.map {
        localizer.list(
          [embeddingText($0, localizer: localizer)]
            + details.embeddingLimits.map { limitText($0, localizer: localizer) })
          // The bits as they are: several permissions, or reserved bits, read like none.
          + (details.fsTypeText.map { " · fsType " + $0 } ?? "")
      })
    return entries
  }

  /// What an embedding permission lets a document do, in words.
  static func embeddingText(_ permission: EmbeddingPermission, localizer: Localizer) -> String {
    switch permission {
    case .installable: localizer.tr("Installable")
    case .editable: localizer.tr("Editable")
    case .previewAndPrint: localizer.tr("Preview & Print")
    case .restricted: localizer.tr("Restricted")
    }
  }

  /// What an embedding limit keeps a document from doing, in words.
  static func limitText(_ limit: EmbeddingLimit, localizer: Localizer) -> String {
    switch limit {
    case .noSubsetting: localizer.tr("no subsetting")
    case .bitmapOnly: localizer.tr("bitmap only")
    }
  }

  /// Whether `tag` is written as OpenType tags are: four printable ASCII characters, spaces only
  /// at the end.
  static func isOpenTypeTag(_ tag: String) -> Bool {
    let bytes = Array(tag.utf8)
    guard bytes.count == 4, bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return false }
    return !(bytes.drop { $0 != 0x20 }.contains { $0 != 0x20 })
  }

  /// A version name without its leading "Version " ("Version 1.00;git-0a5106e" →
  /// "1.00;git-0a5106e"); the name as it is when nothing follows the word.
  static func versionNumber(_ version: String) -> String {
    guard version.lowercased().hasPrefix("version ") else { return version }
    let number = version.dropFirst("version ".count).drop { $0 == " " }
    return number.isEmpty ? version : String(number)
  }
}
