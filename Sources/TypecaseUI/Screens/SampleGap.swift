import TypecaseCore

/// A character of the face page's sample that the face does not have, and the font that
/// really draws it where the face is asked for (Pango's fallback), if any does.
public struct SampleGap: Sendable, Equatable {
  /// Where the character is in the sample, counted in Unicode scalars (GTK's text offsets).
  public var offset: Int
  /// The character.
  public var character: Unicode.Scalar
  /// The face that draws it instead ("DejaVu Sans Bold"); nil when no installed font has it.
  public var drawnBy: String?
  /// What the page says about it, e.g. "“☃” U+2603 is not in Inter Bold: DejaVu Sans draws it".
  public var note: String

  /// The characters of `sample` that the face (whose characters are `characters`, ascending)
  /// lacks, each named with what draws it in `runs` (Pango's layout of the sample asking for
  /// the face; nil: not known).
  static func gaps(
    in sample: String, characters: [Unicode.Scalar], faceName: String, runs: TextRuns?, localizer: Localizer
  ) -> [SampleGap] {
    var gaps: [SampleGap] = []
    for (offset, scalar) in sample.unicodeScalars.enumerated()
    where TextCoverage.needsAFont(scalar) && !contains(characters, scalar) {
      let run = runs?.runs.first { $0.start <= offset && offset < $0.start + $0.text.unicodeScalars.count }
      // A run draws the character unless it is among the run's missing (a box). The face the
      // description loads may be another than the page's (a rule of the configuration puts
      // another family first): the character it draws was said to be in no installed font.
      let drawnBy = run.flatMap { run -> String? in
        guard !run.missing.contains(scalar) else { return nil }
        return [run.face.family, run.face.style].filter { !$0.isEmpty && $0 != "Regular" }.joined(separator: " ")
      }
      let shown = VisibleText.escapedControls(String(scalar))
      let values = [
        "character": shown, "code": CharacterSearch.codeText(scalar), "face": faceName, "font": drawnBy ?? "",
      ]
      let note =
        drawnBy != nil
        ? localizer.tr("“{character}” {code} is not in {face}: {font} draws it", values)
        : localizer.tr("“{character}” {code} is not in {face}, nor in any installed font: it is drawn as a box", values)
      gaps.append(SampleGap(offset: offset, character: scalar, drawnBy: drawnBy, note: note))
    }
    return gaps
  }

  /// Whether ascending `characters` holds `scalar` (a binary search).
  static func contains(_ characters: [Unicode.Scalar], _ scalar: Unicode.Scalar) -> Bool {
    FaceSample.contains(characters, scalar)
  }
}
