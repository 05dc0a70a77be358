/// One stretch of text that one face draws, in the order of the text.
public struct TextRun: Sendable, Equatable {
  /// The characters of the run.
  public var text: String
  /// Where the run starts in the whole text, counted in Unicode scalars.
  public var start: Int
  /// The face that draws it.
  public var face: DrawingFace
  /// The characters of the run that no font has: the face draws them as boxes.
  public var missing: [Unicode.Scalar]

  /// Creates a run.
  public init(text: String, start: Int, face: DrawingFace, missing: [Unicode.Scalar] = []) {
    self.text = text
    self.start = start
    self.face = face
    self.missing = missing
  }
}

/// What a layout engine really draws a text with: the face the font description asks for,
/// and the runs of its itemization, fallback included.
public struct TextRuns: Sendable, Equatable {
  /// The font description as asked for ("Inter Bold 12").
  public var font: String
  /// The face the description alone loads: what "the font asked for" is.
  public var requested: DrawingFace?
  /// The families the description names, first choice first ("Inter", "sans-serif").
  public var requestedFamilies: [String]
  /// The runs, in the order of the text (line breaks are in no run).
  public var runs: [TextRun]
  /// The characters of text laid out with no font at all (none is installed), in the order of
  /// the text: drawn by nothing, so missing too.
  public var unfonted: [Unicode.Scalar]
  /// The language the text was laid out for ("ja", "en-us"): the one asked for, else the
  /// locale's, as an application lays out text; nil when none is known.
  ///
  /// It picks the fonts of characters that languages draw differently: 直 is drawn by a
  /// Japanese face for "ja" and a Chinese one for "zh-tw".
  public var language: String?

  /// Creates the runs of a text.
  public init(
    font: String, requested: DrawingFace?, requestedFamilies: [String] = [], runs: [TextRun],
    unfonted: [Unicode.Scalar] = [], language: String? = nil
  ) {
    self.font = font
    self.requested = requested
    self.requestedFamilies = requestedFamilies
    self.runs = runs
    self.unfonted = unfonted
    self.language = language
  }

  /// The characters no font has, in the order of the text, each once.
  public var missing: [Unicode.Scalar] {
    var seen = Set<Unicode.Scalar>()
    return (runs.flatMap(\.missing) + unfonted).filter { seen.insert($0).inserted }
  }

  /// Whether `run` is drawn by the face asked for (not a fallback).
  public func isRequested(_ run: TextRun) -> Bool { run.face.location == requested?.location }
}

/// What draws text the way applications do; `typecase` itself has none (it never loads
/// Pango) and hands the commands that need one to `typecase-render`.
public protocol TextDrawing: Sendable {
  /// The runs `text` is drawn with in the font `description` (Pango's syntax: "Inter Bold
  /// 12"), through the machine's fonts, for `language` (a tag such as "ja"; nil: the
  /// locale's).
  func runs(of text: String, font description: String, language: String?) -> TextRuns

  /// Draws `specimen` into a new file at `path` (written whole or not at all); returns the
  /// resolution a PNG was drawn at, in dots per inch, when a sheet too tall for one image at
  /// 144 dpi made it lower (nil otherwise).
  @discardableResult
  func write(_ specimen: Specimen, to path: String, as format: SpecimenFormat) throws(SpecimenError) -> Int?
}

extension TextDrawing {
  /// The runs `text` is drawn with in the font `description`, for the locale's language.
  public func runs(of text: String, font description: String) -> TextRuns {
    runs(of: text, font: description, language: nil)
  }
}
