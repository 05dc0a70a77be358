import Testing
import TypecaseCore

@testable import TypecaseRendering

/// The block headers of a specimen's character grid.
@Suite struct SpecimenBlockCountTests {
  /// A block cut short by a single page's limit is counted as the face has it: the last block
  /// of a PNG said "IPA Extensions · 73 characters" of DejaVu Sans's 96.
  @Test func aBlockCutShortIsCountedWhole() {
    let basicLatin = (0x41...0x5A).compactMap(Unicode.Scalar.init)
    let ipa = (0x0250...0x02AF).compactMap(Unicode.Scalar.init)
    let all = basicLatin + ipa
    let shown = Array(all.prefix(basicLatin.count + 10))
    let blocks = SpecimenSheet.shownBlocks(shown, of: all)
    #expect(blocks.map(\.block.name) == ["Basic Latin", "IPA Extensions"])
    #expect(blocks.map(\.count) == [26, 96])
    // The grid still shows only the characters within the limit, and the header says so
    // (it said "96 characters" over 10).
    #expect(blocks.map(\.block.covered) == [26, 10])
    let labels = SpecimenLabels.localized(by: .english)
    #expect(
      blocks.map { labels.characterCount($0.block.covered, $0.count) } == ["26 characters", "10 of 96 characters"])
  }
}
