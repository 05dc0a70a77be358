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
  /// What the page says about it, for example "“☃” U+2603 is not in Inter Bold: DejaVu Sans draws it".
  public var note: String

  /// The characters of `sample` that the face (whose characters are `characters`, ascending;
  /// its family and file `page`) lacks, each named with what draws it in `runs` (Pango's
  /// layout of the sample asking for the face; nil: not known).
  static func gaps(
    in sample: String, characters: [Unicode.Scalar], faceName: String, page: (family: String, file: String)? = nil,
    runs: TextRuns?, localizer: Localizer
  ) -> [SampleGap] {
    var gaps: [SampleGap] = []
    for (offset, scalar) in sample.unicodeScalars.enumerated()
    where TextCoverage.needsAGlyph(scalar) && !contains(characters, scalar) {
      let run = runs?.runs.first { $0.start <= offset && offset < $0.start + $0.text.unicodeScalars.count }
      // A run draws the character unless it is among the run's missing (a box). The face the
      // description loads may be another than the page's (a rule of the configuration puts
      // another family first): the character it draws was said to be in no installed font.
      let drawnBy = run.flatMap { run -> String? in
        guard !run.missing.contains(scalar) else { return nil }
        let name = [run.face.family, run.face.style].filter { !$0.isEmpty && $0 != "Regular" }.joined(separator: " ")
        // Another file of the same family (the .otf beside a Type 1 .pfb page) by its file
        // too: "k is not in D050000L: D050000L draws it" said nothing.
        guard let page, run.face.family == page.family, run.face.location.file != page.file else { return name }
        return name + " (" + (run.face.location.file.split(separator: "/").last.map(String.init) ?? "") + ")"
      }
      let shown = VisibleText.escapedControls(String(scalar))
      let values = [
        "character": shown, "code": CharacterSearch.codeText(scalar), "face": faceName, "font": drawnBy ?? "",
      ]
      // A face that maps no character at all (no cmap) is given for characters fontconfig's
      // charset, made from its glyph names, says it has, and draws them as boxes: they were
      // said to be in no installed font, where 164 had one.
      let note =
        drawnBy != nil
        ? localizer.tr("“{character}” {code} is not in {face}: {font} draws it", values)
        : characters.isEmpty
          ? localizer.tr("“{character}” {code} is not in {face}, which maps no character: it is drawn as a box", values)
          : localizer.tr(
            "“{character}” {code} is not in {face}, nor in any installed font: it is drawn as a box", values)
      // A right-to-left letter first in the line made the whole note right-to-left (its
      // quotes turned round, "U+0627 is not in …" before the letter): a left-to-right mark
      // first keeps the note in the interface's direction.
      let direction = RightToLeftIsolation.isRightToLeft(scalar) ? RightToLeftIsolation.leftToRightMark : ""
      gaps.append(SampleGap(offset: offset, character: scalar, drawnBy: drawnBy, note: direction + note))
    }
    return gaps
  }

  /// Whether ascending `characters` holds `scalar` (a binary search).
  static func contains(_ characters: [Unicode.Scalar], _ scalar: Unicode.Scalar) -> Bool {
    FaceSample.contains(characters, scalar)
  }
}
