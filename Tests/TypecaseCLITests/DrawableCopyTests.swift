import FixtureSupport
import Foundation
import Testing

/// A face installed as Type 1 and as OpenType, where fontconfig prefers the Type 1 copy (as it
/// does URW's NimbusSansNarrow-Bold.pfb on Debian): `face`, `snippet` and `specimen` take the
/// copy that Pango, GTK and browsers draw, as Pango itself does. They took the .pfb: `face`
/// described it, the CSS pointed at it, and `specimen` refused it as Type 1.
@Suite struct DrawableCopyTests {
  static let typeOneFolder = "/usr/share/fonts/X11/Type1"
  static let openTypeFolder = "/usr/share/fonts/opentype/urw-base35"
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-drawable-\(UUID().uuidString)")

  /// The Type 1 folder first, so that fontconfig prefers its copies where the fonts tie.
  var environment: [String: String] {
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("fontconfig"),
      folders: [URL(fileURLWithPath: Self.typeOneFolder), URL(fileURLWithPath: Self.openTypeFolder)])
    return FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_CONFIG_HOME": work.appendingPathComponent("config").path,
    ])
  }

  func typecase(_ arguments: String...) throws -> ProcessOutcome {
    try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: environment)
  }

  @Test func theCopyPangoDrawsIsTheOneDescribed() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let typeOne = Self.typeOneFolder + "/NimbusSansNarrow-Bold.pfb"
    let openType = Self.openTypeFolder + "/NimbusSansNarrow-Bold.otf"
    try #require(FileManager.default.fileExists(atPath: typeOne), "fonts-urw-base35: run scripts/install-dependencies")
    let matched = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Nimbus Sans Narrow:postscriptname=NimbusSansNarrow-Bold"], environment: environment
    )
    try #require(matched.standardOutput == typeOne, "fontconfig prefers the Type 1 copy here")
    let face = try typecase("face", "NimbusSansNarrow-Bold")
    #expect(face.status == 0, "\(face.standardError)")
    #expect(face.standardOutput.contains("file: \(openType)\n"), "\(face.standardOutput)")
    #expect(face.standardError.contains(typeOne), "the Type 1 copy is named as also installed")
    let css = try typecase("snippet", "NimbusSansNarrow-Bold", "--as", "css")
    #expect(css.standardOutput.contains("url(\"file://\(openType)\")"), "\(css.standardOutput)")
    let pdf = work.appendingPathComponent("narrow.pdf").path
    let specimen = try typecase("specimen", "NimbusSansNarrow-Bold", "-o", pdf)
    #expect(specimen.status == 0, "\(specimen.standardError)")
    let fonts = try ProcessRunner.runTool("pdffonts", [pdf], environment: environment)
    #expect(fonts.standardOutput.contains("NimbusSansNarrow-Bold"), "\(fonts.standardOutput)")
  }
}
