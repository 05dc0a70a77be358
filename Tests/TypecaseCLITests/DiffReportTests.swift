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
}
