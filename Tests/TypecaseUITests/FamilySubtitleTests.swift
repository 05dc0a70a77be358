import Testing
import TypecaseCore

@testable import TypecaseUI

/// A family page's subtitle counts its fonts, and the files they come from when fewer: a
/// variable font's ten instances read as "10 fonts", which a newcomer took for ten things
/// installed.
@Suite struct FamilySubtitleTests {
  func family(_ files: [String]) -> FontFamily {
    FontFamily(
      name: "Wavelength",
      faces: files.enumerated().map { position, file in
        FontFace(
          family: "Wavelength", style: "Style \(position)", location: FontLocation(file: file, index: position << 16))
      })
  }

  @Test func fontsOfFewerFilesSayTheirFiles() {
    #expect(
      FontScreens.subtitle(of: family(Array(repeating: "/f/W.ttf", count: 10)), localizer: .english)
        == "10 fonts in 1 file")
    #expect(
      FontScreens.subtitle(of: family(["/f/A.ttf", "/f/A.ttf", "/f/B.ttf"]), localizer: .english)
        == "3 fonts in 2 files")
    #expect(FontScreens.subtitle(of: family(["/f/A.ttf", "/f/B.ttf"]), localizer: .english) == "2 fonts")
    #expect(FontScreens.subtitle(of: family(["/f/A.ttf"]), localizer: .english) == "1 font")
  }
}
