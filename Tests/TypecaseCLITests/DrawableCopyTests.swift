import FixtureSupport
import Foundation
import Testing
import TypecaseCore

/// A face installed as Type 1 and as OpenType, where fontconfig prefers the Type 1 copy (as it
/// does URW's NimbusSansNarrow-Bold.pfb on Debian): `face`, `snippet` and `specimen` take the
/// copy that Pango, GTK and browsers draw, as Pango itself does.
///
/// They took the .pfb: `face` described it, the CSS pointed at it, and `specimen` refused it
/// as Type 1.
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

  /// A Type 1 face has no version fontconfig can read (it gives 0 for want of a `head` table):
  /// `faces --json` leaves it out, as it leaves out every value fontconfig does not give (it
  /// said "0.000", and `diff` could never see such a font's version change).
  ///
  /// The OpenType copy's version is its `head` table's, as fontTools reads it.
  @Test func aType1FaceHasNoVersion() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let typeOne = Self.typeOneFolder + "/NimbusSansNarrow-Bold.pfb"
    let openType = Self.openTypeFolder + "/NimbusSansNarrow-Bold.otf"
    try #require(FileManager.default.fileExists(atPath: typeOne), "fonts-urw-base35: run scripts/install-dependencies")
    let listed = try ProcessRunner.runTool(
      "fc-query", ["-f", "%{fontversion}", typeOne], environment: environment)
    try #require(listed.standardOutput == "0", "fontconfig gives the Type 1 file version 0")
    let revision = try ProcessRunner.runPython(
      [
        "-c",
        "import sys\nfrom fontTools.ttLib import TTFont\nprint('%.3f' % TTFont(sys.argv[1])['head'].fontRevision)",
        openType,
      ],
      environment: environment)
    let json = try typecase("faces", "Nimbus Sans Narrow", "--json")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let faces = try #require((document["families"] as? [[String: Any]])?.first?["faces"] as? [[String: Any]])
    let versions = Dictionary(
      faces.compactMap { face in (face["file"] as? String).map { ($0, face["version"] as? String ?? "none") } },
      uniquingKeysWith: { first, _ in first })
    #expect(versions[typeOne] == "none", "\(versions)")
    #expect(versions[openType] == revision.standardOutput.trimmingCharacters(in: .newlines), "\(versions)")
  }

  /// Remove Duplicates keeps the copy programs draw: with the face installed for everyone only
  /// as Type 1 and for the user as OpenType, fontconfig prefers the Type 1 copy, and the window,
  /// keeping that one, offered the OpenType file for the trash; GTK programs then had no such
  /// font; `remove --duplicates` now gives the same answer as the window (it asked fontconfig
  /// with the OpenType copy's own width, 87, and kept that copy by chance).
  @Test func removingDuplicatesKeepsTheCopyPangoDraws() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let typeOne = Self.typeOneFolder + "/NimbusSansNarrow-Bold.pfb"
    try #require(FileManager.default.fileExists(atPath: typeOne), "fonts-urw-base35: run scripts/install-dependencies")
    let userFonts = work.appendingPathComponent("data/fonts")
    try FileManager.default.createDirectory(at: userFonts, withIntermediateDirectories: true)
    let userCopy = userFonts.appendingPathComponent("NimbusSansNarrow-Bold.otf")
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: Self.openTypeFolder + "/NimbusSansNarrow-Bold.otf"), to: userCopy)
    let configuration = FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("fontconfig"), folders: [URL(fileURLWithPath: Self.typeOneFolder), userFonts])
    let environment = FixtureFonts.environment([
      "FONTCONFIG_FILE": configuration.path, "XDG_CONFIG_HOME": work.appendingPathComponent("config").path,
      "XDG_DATA_HOME": work.appendingPathComponent("data").path, "HOME": work.path,
    ])
    let matched = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Nimbus Sans Narrow:postscriptname=NimbusSansNarrow-Bold:style=Bold"],
      environment: environment)
    try #require(matched.standardOutput == typeOne, "fontconfig prefers the Type 1 copy here")

    let removal = try ProcessRunner.run(
      ProcessRunner.typecase, ["remove", "NimbusSansNarrow-Bold", "--duplicates", "--yes"], environment: environment)
    #expect(removal.status == 1, "\(removal.standardOutput)\(removal.standardError)")
    #expect(FileManager.default.fileExists(atPath: userCopy.path), "\(removal.standardOutput)")
    #expect(
      removal.standardError.contains("GTK programs draw \(userCopy.path), which stays"), "\(removal.standardError)")

    // The window's Remove Duplicates reads the same preference from the family's copies.
    let library = FontLibrary(configuration: try FontconfigConfiguration(file: configuration.path))
    let copies = library.copies(ofFamily: "Nimbus Sans Narrow")
    let bold = try #require(copies.first { $0.key.file == userCopy.path }?.value)
    #expect(bold.preferred.file == userCopy.path)
    #expect(!bold.removableFiles.contains(userCopy.path))
    // Fontconfig's own match is kept too, for the page to say which copy fc-match gives.
    #expect(bold.undrawableMatch?.file == typeOne)
  }
}
