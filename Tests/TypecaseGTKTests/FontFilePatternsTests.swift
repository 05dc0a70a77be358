import Foundation
import XCTest

@testable import TypecaseGTK

/// Install Fonts…'s default filter shows every font file fontconfig reads.
final class FontFilePatternsTests: XCTestCase {
  /// Whether the filter's patterns show a file named `name`, as GTK's glob filter matches it.
  private func isShown(_ name: String) -> Bool {
    FontFilePatterns.all.contains { fnmatch($0, name, 0) == 0 }
  }

  /// The compressed bitmap fonts every xfonts package ships (.pcf.gz), OpenType bitmap fonts
  /// (.otb, as fonts-terminus-otb) and fontconfig's other compressed forms were hidden until
  /// "All files" was chosen.
  func testBitmapFontsAsDebianShipsThemAreShown() {
    for name in ["ter-u16n.pcf.gz", "terminus-normal.otb", "6x13.pcf.Z", "retro.bdf.gz", "10x20.PCF.GZ"] {
      XCTAssertTrue(isShown(name), name)
    }
    XCTAssertFalse(isShown("notes.txt"))
    XCTAssertFalse(isShown("archive.gz"))
  }

  /// Every file fontconfig lists here (the fixtures and the machine's fonts) is shown.
  func testEveryFileFontconfigListsIsShown() throws {
    let listing = Process()
    listing.executableURL = URL(fileURLWithPath: "/usr/bin/fc-list")
    listing.arguments = ["--format", "%{file}\n"]
    let output = Pipe()
    listing.standardOutput = output
    try listing.run()
    let files = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    listing.waitUntilExit()
    let names = files.split(separator: "\n").compactMap { $0.split(separator: "/").last.map(String.init) }
    XCTAssertFalse(names.isEmpty)
    for name in names { XCTAssertTrue(isShown(name), name) }
  }
}
