import FixtureSupport
import Foundation
import Testing
import TypecaseCore

/// `typecase --version` names the libraries in use, without `typecase` itself linking GTK, nor
/// any program linking Foundation and ICU (issue 10: loading them is most of the command line's
/// start-up beyond fc-list's, and a good part of the window's beyond a bare libadwaita window's).
@Suite struct VersionTests {
  @Test func namesTypecaseFontconfigPangoGTKAndLibadwaita() throws {
    let result = try ProcessRunner.run(ProcessRunner.typecase, ["--version"], environment: FixtureFonts.environment())
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    #expect(lines.map { $0.first ?? "" } == ["typecase", "fontconfig", "pango", "gtk", "libadwaita"])
    #expect(lines.first?.last == ApplicationIdentity.version)
    // fontconfig's own tools say the same version ("fontconfig version 2.14.1").
    let fcList = try ProcessRunner.runTool("fc-list", ["--version"], environment: [:])
    let fontconfig = try #require(lines.count > 1 ? lines[1].last : nil)
    #expect((fcList.standardOutput + fcList.standardError).contains("version " + fontconfig))
    #expect(lines.count == 5 && lines[3].last?.hasPrefix("4.") == true && lines[4].last?.hasPrefix("1.") == true)
  }

  @Test func theCommandLineDoesNotLinkTheToolkit() throws {
    let ldd = try ProcessRunner.runTool("ldd", [ProcessRunner.typecase.path], environment: [:])
    #expect(ldd.status == 0)
    for library in ["libgtk", "libadwaita", "libpango"] {
      #expect(!ldd.standardOutput.contains(library), "typecase links \(library)")
    }
  }

  /// `typecase` reads no face in full (`typecase face` runs in `typecase-render`): it does not
  /// link HarfBuzz, nor what HarfBuzz brings (GLib, graphite2), which cost its start-up over a
  /// millisecond (issue 10); the programs that read faces do.
  @Test func theCommandLineDoesNotLinkHarfBuzz() throws {
    let ldd = try ProcessRunner.runTool("ldd", [ProcessRunner.typecase.path], environment: [:])
    #expect(ldd.status == 0)
    #expect(ldd.standardOutput.contains("libfontconfig"))
    for library in ["libharfbuzz", "libglib", "libgraphite2"] {
      #expect(!ldd.standardOutput.contains(library), "typecase links \(library)")
    }
    let renderer = ProcessRunner.productsDirectory.appendingPathComponent("typecase-render").path
    #expect(try ProcessRunner.runTool("ldd", [renderer], environment: [:]).standardOutput.contains("libharfbuzz"))
  }

  /// FoundationEssentials is fine; Foundation, FoundationInternationalization and ICU are not,
  /// for the command line nor for the programs it starts to draw text and to open the window.
  @Test(arguments: ["typecase", "typecase-render", "typecase-window"])
  func noProgramLinksFoundationOrICU(program: String) throws {
    let path = ProcessRunner.productsDirectory.appendingPathComponent(program).path
    let ldd = try ProcessRunner.runTool("ldd", [path], environment: [:])
    #expect(ldd.status == 0)
    #expect(ldd.standardOutput.contains("libFoundationEssentials.so"))
    for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so", "libicu"] {
      #expect(!ldd.standardOutput.contains(library), "\(program) links \(library)")
    }
  }
}
