import Glibc

/// A specimen sheet of one face or a family: what `typecase specimen` and "Export Specimen…"
/// draw, one section (a page in PDF) per face.
public struct Specimen {
  /// The faces, in the family's order.
  public var faces: [SpecimenFace]
  /// The pangram, in the interface language.
  public var pangram: String
  /// The sample paragraph the user chose (`--text`, the Sample Text setting's custom text);
  /// nil: the pangram.
  public var text: String?
  /// The sheet's own words, in the interface language.
  public var labels: SpecimenLabels
  /// Axis positions by tag ("wght": 650) that every face with the axis is drawn at (the face
  /// page's sliders, `--variations`); a face's other axes stay at its own coordinates.
  public var axisValues: [String: Double]
  /// OpenType features set by tag in every face (the face page's switches and alternates,
  /// `--features`): 0 off, 1 on, 2 and more an alternate ("cv84": 5); the others are as
  /// shaping applies them.
  public var features: [String: Int]
  /// Whether each face's characters are drawn, block by block (`--no-characters`: not, a page
  /// a face to print, where a CJK family's PDF was 164 pages).
  public var showsCharacters: Bool

  /// Creates a specimen.
  public init(
    faces: [SpecimenFace], pangram: String, text: String?, labels: SpecimenLabels, axisValues: [String: Double] = [:],
    features: [String: Int] = [:], showsCharacters: Bool = true
  ) {
    self.showsCharacters = showsCharacters
    self.faces = faces
    self.pangram = pangram
    self.text = text
    self.labels = labels
    self.axisValues = axisValues
    self.features = features
  }

  /// The coordinates `face` is drawn at, as Pango reads variations ("slnt=-10,wght=650"): its
  /// named instance's, with `axisValues` over them on the axes the face has (within their
  /// range); empty for a face drawn as it is.
  public func variations(for face: SpecimenFace) -> String {
    // In the font's order of axes (fvar's), as Pango and the face page write them: sorted by
    // character code, "GRAD=0,HIDN=0,XTRA=468,opsz=12,wdth=75,wght=700" put wght last.
    let coordinates = coordinates(for: face)
    let order = face.axes.map(\.tag) + coordinates.keys.filter { tag in !face.axes.contains { $0.tag == tag } }.sorted()
    return order.compactMap { tag in coordinates[tag].map { "\(tag)=\(AxisValues.text($0))" } }.joined(separator: ",")
  }

  /// The coordinates `face` is drawn at (see `variations(for:)`), by axis tag.
  public func coordinates(for face: SpecimenFace) -> [String: Double] {
    var coordinates: [String: Double] = [:]
    if case .namedInstance(let named) = face.face.variation {
      for coordinate in named { coordinates[coordinate.tag] = coordinate.value }
    }
    for axis in face.axes {
      guard let value = axisValues[axis.tag] else { continue }
      coordinates[axis.tag] = min(max(value, axis.minimum), axis.maximum)
    }
    return coordinates
  }

  /// Where among `face`'s file's named instances (from 0) is the one the axes set stand at
  /// (every axis it gives at the coordinate drawn, an axis left unset at its default); nil
  /// when none does, or no axis is set.
  public func instancePositionAtAxes(of face: SpecimenFace) -> Int? {
    guard !axisValues.isEmpty else { return nil }
    let drawn = coordinates(for: face)
    let defaults = Dictionary(face.axes.map { ($0.tag, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
    return face.namedInstances.firstIndex { instance in
      !instance.coordinates.isEmpty
        && instance.coordinates.allSatisfy { (drawn[$0.tag] ?? defaults[$0.tag]) == $0.value }
    }
  }
}

extension Specimen {
  /// Whether `face` is drawn off its own coordinates by the axes set for the sheet (and not
  /// named for them by the page that exports it).
  ///
  /// The variable font as a whole stands at its axes' defaults (read from its file: its
  /// listing may carry none), and was never "moved": drawn Black, headed "Regular".
  public func isMoved(_ face: SpecimenFace) -> Bool {
    var own = Dictionary(
      (face.face.variation?.coordinates ?? []).map { ($0.tag, $0.value) }, uniquingKeysWith: { first, _ in first })
    for axis in face.axes where own[axis.tag] == nil { own[axis.tag] = axis.defaultValue }
    return !face.isNamedAtItsAxes && axisValues.contains { tag, value in own[tag].map { $0 != value } ?? false }
  }

  /// The specimen with each drawing once: faces of one file that the axes set move to the
  /// same coordinates (a variable family's named instances, every one at wght=650) are drawn
  /// alike, and all but the first are left out; how many were.
  ///
  /// A family's sheet at `--variations wght=650` had 21 pages, ten of them alike.
  public func drawingEachOnce() -> (specimen: Specimen, leftOut: Int) {
    guard !axisValues.isEmpty else { return (self, 0) }
    var seen = Set<String>()
    var once = self
    once.faces = faces.filter { face in
      let file = face.face.location
      // Every axis, those the face does not give at their defaults (the whole font gives
      // none: "wght=250" is "wght=250,GRAD=0").
      var drawn = Dictionary(face.axes.map { ($0.tag, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
      drawn.merge(coordinates(for: face)) { _, given in given }
      let key =
        "\(file.file)#\(file.index & 0xFFFF)|"
        + drawn.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        .joined(separator: ",")
      return seen.insert(key).inserted
    }
    return (once, faces.count - once.faces.count)
  }

  /// The font files of the sheet's faces that can no longer be read, each once, in order: a
  /// drive unplugged while the sheet was drawn left a PDF of empty boxes (cairo embeds the
  /// fonts at the end, from their files), said to be exported.
  public var filesGone: [String] {
    var seen = Set<String>()
    return faces.map(\.face.location.file).filter { file in
      seen.insert(file).inserted && access(file, R_OK) != 0
    }
  }

  /// What `face`'s part of the sheet is headed by: moved off its own coordinates, the
  /// family's name with the named instance the axes stand at, if one does ("Fixture Variable
  /// Thin"), else the family's alone; else the face's full name.
  public func heading(of face: SpecimenFace) -> String {
    guard isMoved(face) else { return face.face.fullName ?? face.face.displayName }
    let instance = instancePositionAtAxes(of: face).map { face.namedInstances[$0] }
    return face.face.family + (instance.map { " " + $0.shownName } ?? "")
  }
}

/// One face of a specimen, with a configuration that holds only it (so that nothing else can
/// stand in for it) and the characters it maps.
public struct SpecimenFace {
  /// The face.
  public var face: FontFace
  /// A fontconfig configuration holding only this face.
  public var configuration: FamilyFontConfiguration
  /// The characters the face maps, ascending.
  public var characters: [Unicode.Scalar]
  /// The face's variation axes (none for a face that is not variable).
  public var axes: [VariationAxis]
  /// The named instances of the face's file (none for a face that is not variable).
  public var namedInstances: [NamedInstance] = []
  /// Whether the face's names are those of the axis positions the sheet is drawn at (a face
  /// page names the face at its sliders); else a sheet moved off the face's own coordinates
  /// names the family alone.
  public var isNamedAtItsAxes = false
  /// The tags of the face's layout features (GSUB and GPOS).
  public var features: [String]
  /// The tags of those only the face's math script lists, which text is never shaped with.
  public var mathScriptOnlyFeatures: Set<String> = []
  /// How many alternates each feature offering several has (`LayoutFeature.alternates`).
  public var featureAlternates: [String: Int] = [:]
  /// The font's version as its name table writes it ("Version 2.37"): a proof is matched to a
  /// build by it.
  public var version: String?
  /// Why the font's license (OS/2 fsType) forbids what a PDF does with it: embedding it
  /// (restricted), a subset of it, or its outlines; nil when it does not.
  public var pdfEmbeddingRefusal: PDFEmbeddingRefusal?

  /// Creates a specimen face.
  public init(
    face: FontFace, configuration: FamilyFontConfiguration, characters: [Unicode.Scalar], axes: [VariationAxis] = [],
    features: [String] = []
  ) {
    self.face = face
    self.configuration = configuration
    self.characters = characters
    self.axes = axes
    self.features = features
  }

  /// The specimen face of `face` as its file was read (`details`): its characters, axes,
  /// features, version and embedding permission.
  public init(face: FontFace, configuration: FamilyFontConfiguration, details: FaceDetails) {
    self.init(
      face: face, configuration: configuration, characters: details.characters, axes: details.axes,
      features: details.features.map(\.tag))
    mathScriptOnlyFeatures = Set(details.features.filter(\.isMathScriptOnly).map(\.tag))
    featureAlternates = details.featureAlternates
    version = details.version
    pdfEmbeddingRefusal = details.pdfEmbeddingRefusal
    namedInstances = details.namedInstances
  }
}

/// The words a specimen sheet prints besides the face's own text, already translated.
public struct SpecimenLabels: Sendable {
  /// "{count} characters" for each block, given how many the grid shows and how many the face
  /// has in it: "{shown} of {count} characters" for a block cut short by a single page's
  /// limit (its header said "96 characters" over 73).
  public var characterCount: @Sendable (_ shown: Int, _ count: Int) -> String
  /// A heading for the character set ("Characters").
  public var characters: String
  /// The line under that heading for a face that maps no character (no cmap).
  public var noCharacters: String
  /// The note under a character set cut short in a single-page sheet, given how many more.
  public var moreCharacters: @Sendable (Int) -> String
  /// "(continued)", after a face's name on its following pages.
  public var continued: String

  /// Creates the labels.
  public init(
    characterCount: @escaping @Sendable (_ shown: Int, _ count: Int) -> String, characters: String,
    noCharacters: String, moreCharacters: @escaping @Sendable (Int) -> String, continued: String
  ) {
    self.characterCount = characterCount
    self.characters = characters
    self.noCharacters = noCharacters
    self.moreCharacters = moreCharacters
    self.continued = continued
  }
}

/// The kinds of file a specimen is written as, by the file's extension.
public enum SpecimenFormat: String, Sendable, CaseIterable {
  /// A PDF, one page (or more) per face, the fonts embedded.
  case pdf
  /// A PNG image of one long page.
  case png
  /// An SVG image of one long page.
  case svg

  /// The format `path`'s extension names (in any case); nil for any other.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: path[path.index(after: dot)...].lowercased())
  }

  /// The path to write for a name `chosen` in a file chooser with the kind of file `kind`
  /// chosen there (nil: none): a kind other than the first (PDF, what the chooser starts with)
  /// gives the name its extension, in place of one naming another format ("Specimen.pdf" with
  /// PNG chosen: a PDF was written); with the first, a name that says another format keeps it;
  /// a name that says none gets the kind's, else ".pdf".
  public static func path(for chosen: String, kind: SpecimenFormat?) -> String {
    let named = SpecimenFormat(path: chosen)
    guard let kind = kind ?? (named == nil ? .pdf : nil), kind != named, named == nil || kind != .pdf else {
      return chosen
    }
    let stem = named == nil ? chosen[...] : chosen[..<(chosen.lastIndex(of: ".") ?? chosen.endIndex)]
    return stem + "." + kind.rawValue
  }
}

/// Why a specimen could not be written.
public enum SpecimenError: Error, Equatable {
  /// cairo could not write the file (the reason as cairo or the system says it).
  case cannotWrite(path: String, reason: String)
  /// The sheet is too tall for one PNG image, even at the lowest resolution drawn (36 dpi).
  case tooTallForPNG(path: String)
  /// Pango cannot draw the font `name` asked for: it is in `format` (Type 1, WOFF2).
  case undrawable(name: String, format: String)
  /// The font files `files` went away while the sheet at `path` was drawn (nothing written).
  case fontFilesGone(path: String, files: [String])

  /// What to tell the user.
  public var message: Message {
    switch self {
    case .cannotWrite(let path, let reason):
      tr("cannot write \"{path}\": {reason}", ["path": VisibleText.escaped(path), "reason": reason])
    case .tooTallForPNG(let path):
      tr(
        "cannot draw \"{path}\": the sheet is too tall for one PNG image, even at 36 dpi; a PDF has a page per face",
        ["path": VisibleText.escaped(path)])
    case .undrawable(let name, let format) where ["WOFF", "WOFF2"].contains(format):
      tr(
        "cannot draw \"{path}\": it is a web font ({format}), which Pango cannot read; draw its TrueType or OpenType file",
        ["path": VisibleText.escaped(name), "format": format])
    case .undrawable(let name, let format):
      tr(
        "cannot draw \"{path}\": Pango draws TrueType and OpenType fonts only, and this one is {format}",
        ["path": VisibleText.escaped(name), "format": format])
    case .fontFilesGone(let path, let files):
      trn(
        "cannot write \"{path}\": {count} font file went away while the sheet was drawn ({files}); nothing was written",
        "cannot write \"{path}\": {count} font files went away while the sheet was drawn ({files}); nothing was written",
        files.count,
        [
          "path": VisibleText.escaped(path), "count": Localizer.number(files.count),
          "files": files.prefix(3).map(VisibleText.escaped).joined(separator: ", ") + (files.count > 3 ? ", …" : ""),
        ])
    }
  }
}
