import Testing
import TypecaseCore

@testable import TypecaseCLI

/// How `typecase diff` words its summary.
@Suite struct DiffReportTests {
  /// Every number of the summary is written alike, grouped by thousands: "2,594 faces
  /// before, 2596 after" wrote two of them otherwise.
  @Test func theSummarysNumbersAreWrittenAlike() throws {
    func face(_ number: Int) -> SnapshotFace {
      SnapshotFace(
        family: "F", style: "Regular", postScriptName: "F-\(number)", file: "/f/\(number).ttf", index: 0,
        version: "1.000", sha256: "s", characterCount: 95, charsetSHA256: "c")
    }
    let before = (0..<1_200).map(face)
    let diff = SnapshotDiff(before: before, after: before + (1_200..<2_300).map(face))
    let summary = try #require(DiffReport.lines(diff, localizer: .english).last)
    #expect(summary == "1,100 added, 0 removed, 0 changed, in 1 family (1,200 faces before, 2,300 after).")
  }

  /// A face added or removed says its version (of two builds of one name, which came or went);
  /// languages lost and gained are named, the first twelve of them, the rest counted.
  @Test func linesSayTheVersionAddedAndTheLanguagesLost() throws {
    func face(_ version: String?, file: String, style: String = "Regular", languages: [String]? = nil) -> SnapshotFace {
      SnapshotFace(
        family: "QA Sans", style: style, postScriptName: "QASans-" + style, file: file, index: 0,
        version: version, sha256: file, characterCount: 95, charsetSHA256: "c", languages: languages)
    }
    let cyrillic = ["ab", "av", "ba", "be", "bg", "bua", "ce", "chm", "cv", "kk", "ky", "mk", "mn-mn", "ru", "uk"]
    let diff = SnapshotDiff(
      before: [
        face("1.000", file: "/a.ttf", languages: ["en"] + cyrillic), face("2.000", file: "/b.ttf", style: "Bold"),
      ],
      after: [face("1.100", file: "/a.ttf", languages: ["en", "vi"]), face(nil, file: "/c.ttf", style: "Italic")])
    let lines = DiffReport.lines(diff, localizer: .english)
    #expect(lines.contains("  + QASans-Italic\t/c.ttf"), "\(lines)")
    #expect(lines.contains("  - QASans-Bold\tversion 2.000\t/b.ttf"), "\(lines)")
    #expect(
      lines.contains(
        "  ~ QASans-Regular\tversion 1.000 → 1.100; no longer covers ab, av, ba, be, bg, bua, ce, chm, cv, kk, ky, mk and 3 more; now also covers vi\t/a.ttf"
      ), "\(lines)")
    // In Japanese, the languages are a Japanese list.
    let japanese = DiffReport.lines(diff, localizer: Localizer(language: .japanese))
    #expect(japanese.contains { $0.contains("ab、av、ba、be、") }, "\(japanese)")
  }
}
