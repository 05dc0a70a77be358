import FixtureSupport
import Foundation
import Testing
import TypecaseCore

@testable import TypecaseUI

/// The face page's marks on sample characters the face lacks, named with what Pango's runs
/// say draws them.
@Suite struct SampleGapTests {
  let face = DrawingFace(
    location: FontLocation(file: "/fonts/Sans.ttf"), family: "Sans", style: "Regular", postScriptName: "Sans")
  let mincho = DrawingFace(
    location: FontLocation(file: "/fonts/Mincho.ttf"), family: "Mincho", style: "Bold", postScriptName: "Mincho-Bold")

  @Test func lackingCharactersAreFoundAndNamedByTheirRun() {
    let characters = Array("Aab ".unicodeScalars).sorted()
    let runs = TextRuns(
      font: "Sans", requested: face,
      runs: [
        TextRun(text: "ab ", start: 0, face: face),
        TextRun(text: "日", start: 3, face: mincho),
        TextRun(text: " ☃", start: 4, face: face, missing: ["☃"]),
      ])
    let gaps = SampleGap.gaps(
      in: "ab 日 ☃", characters: characters, faceName: "Sans Regular", runs: runs, localizer: .english)
    #expect(gaps.map(\.offset) == [3, 5])
    #expect(gaps.map(\.drawnBy) == ["Mincho Bold", nil])
    #expect(gaps[0].note == "“日” U+65E5 is not in Sans Regular: Mincho Bold draws it")
    #expect(gaps[1].note == "“☃” U+2603 is not in Sans Regular, nor in any installed font: it is drawn as a box")
  }

  /// The invisible parts of an emoji sequence (the emoji selector, the joiner, a flag's tags)
  /// an emoji font lacks are no gap: HarfBuzz hides them and the font draws the emoji (Noto
  /// Color Emoji, mapping no U+FE0F, was said to lack it and to draw it).
  @Test func invisibleSequencePartsAreNoGap() {
    let emoji = Array("❤👩👧🏴".unicodeScalars).sorted()
    let runs = TextRuns(font: "Emoji", requested: face, runs: [TextRun(text: "❤️ 👩‍👧", start: 0, face: face)])
    let gaps = SampleGap.gaps(
      in: "❤️ 👩‍👧 🏴\u{E0067}\u{E0062}\u{E007F}", characters: emoji, faceName: "Emoji", runs: runs,
      localizer: .english)
    #expect(gaps.isEmpty, "\(gaps.map(\.note))")
  }

  /// A face that maps no character (no cmap), which fontconfig gives for characters its
  /// glyph names suggest, draws them as boxes: said of the face, not of every installed font
  /// (most have "t").
  @Test func aFaceMappingNoCharacterIsSaidToBeWhy() {
    let runs = TextRuns(font: "Sans", requested: face, runs: [TextRun(text: "t", start: 0, face: face, missing: ["t"])])
    let gaps = SampleGap.gaps(in: "t", characters: [], faceName: "Sans", runs: runs, localizer: .english)
    #expect(gaps.map(\.note) == ["“t” U+0074 is not in Sans, which maps no character: it is drawn as a box"])
  }

  /// A character drawn by another file of the face's own family (a Type 1 face's page, the
  /// family's .otf drawing what the .pfb lacks) is named with that file: the note read
  /// "“k” U+006B is not in D050000L: D050000L draws it".
  @Test func anotherFileOfTheSameFamilyIsNamedByItsFile() {
    let otf = DrawingFace(
      location: FontLocation(file: "/fonts/Sans.otf"), family: "Sans", style: "Regular", postScriptName: "Sans")
    let runs = TextRuns(font: "Sans", requested: face, runs: [TextRun(text: "Ak", start: 0, face: otf)])
    let gaps = SampleGap.gaps(
      in: "Ak", characters: Array("A".unicodeScalars), faceName: "Sans", page: ("Sans", "/fonts/Sans.pfb"), runs: runs,
      localizer: .english)
    #expect(gaps.map(\.note) == ["“k” U+006B is not in Sans: Sans (Sans.otf) draws it"])
    // Its own file, or another family, by name alone.
    let own = SampleGap.gaps(
      in: "Ak", characters: Array("A".unicodeScalars), faceName: "Sans", page: ("Sans", "/fonts/Sans.otf"), runs: runs,
      localizer: .english)
    #expect(own.map(\.drawnBy) == ["Sans"])
  }

  /// A right-to-left letter the face lacks leaves the note left-to-right, as Pango reads its
  /// direction (the first strong character): "U+0627 is not in Inter Light … ”ا“" showed, its
  /// quotes turned round.
  @Test func aRightToLeftLettersNoteStaysLeftToRight() throws {
    let characters = Array("A".unicodeScalars)
    let runs = TextRuns(font: "Sans", requested: face, runs: [TextRun(text: "Aا", start: 0, face: mincho)])
    let gap = try #require(
      SampleGap.gaps(in: "Aا", characters: characters, faceName: "Sans Regular", runs: runs, localizer: .english).first)
    let japanese = try #require(
      SampleGap.gaps(
        in: "Aא", characters: characters, faceName: "Sans Regular", runs: runs,
        localizer: Localizer(language: .japanese)
      ).first)
    let read = try ProcessRunner.runPython(
      [
        "-c",
        """
        import sys, gi
        gi.require_version("Pango", "1.0")
        from gi.repository import Pango
        for text in sys.argv[1:]:
            print(Pango.find_base_dir(text, -1).value_nick)
        """, gap.note, japanese.note,
      ], environment: ProcessInfo.processInfo.environment)
    #expect(read.standardOutput == "ltr\nltr\n", "\(read.standardOutput)\(read.standardError)")
    #expect(gap.note.hasSuffix("“ا” U+0627 is not in Sans Regular: Mincho Bold draws it"))
  }

  /// A rule of the configuration makes the description load another family (a strong alias
  /// of the page's family): a character that family draws is named as drawn by it, not as in
  /// no installed font.
  @Test func aCharacterTheRedirectedFamilyDrawsIsNamedByIt() {
    let characters = Array("A".unicodeScalars)
    let runs = TextRuns(font: "Sans", requested: mincho, runs: [TextRun(text: "AǄ", start: 0, face: mincho)])
    let gaps = SampleGap.gaps(
      in: "AǄ", characters: characters, faceName: "Sans Regular", runs: runs, localizer: .english)
    #expect(gaps.map(\.drawnBy) == ["Mincho Bold"])
    let boxed = TextRuns(
      font: "Sans", requested: mincho, runs: [TextRun(text: "AǄ", start: 0, face: mincho, missing: ["Ǆ"])])
    #expect(
      SampleGap.gaps(in: "AǄ", characters: characters, faceName: "Sans Regular", runs: boxed, localizer: .english)
        .map(\.drawnBy) == [nil])
  }

  /// Spaces a face lacks (French's narrow no-break space before "!", a thin space, the
  /// ideographic space) are no gaps: Pango draws them with the face's own space, and the page
  /// said "U+202F is not in Nimbus Roman: Nimbus Roman draws it".
  ///
  /// The Ogham space mark, a visible stroke, is one; so is a letter.
  @Test func spacesTheFaceLacksAreNoGaps() {
    let characters = Array("!Bjnoru xy".unicodeScalars).sorted()
    let sample = "Bonjour\u{202F}! x\u{2009}y\u{3000}\u{1680}é"
    let gaps = SampleGap.gaps(in: sample, characters: characters, faceName: "X", runs: nil, localizer: .english)
    #expect(gaps.map(\.character) == ["\u{1680}", "é"])
  }

  @Test func controlCharactersAreNoGapsAndLookupIsExact() {
    let characters = Array("ab".unicodeScalars)
    #expect(SampleGap.gaps(in: "a\nb\t", characters: characters, faceName: "X", runs: nil, localizer: .english).isEmpty)
    #expect(SampleGap.contains(characters, "b"))
    #expect(!SampleGap.contains(characters, "c"))
    #expect(!SampleGap.contains([], "a"))
  }
}
