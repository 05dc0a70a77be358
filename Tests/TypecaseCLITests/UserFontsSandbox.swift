import FixtureSupport
import Foundation

/// A user's fonts set apart for one test: its own XDG_DATA_HOME (fonts folder and trash),
/// XDG_CONFIG_HOME (settings) and fontconfig configuration, listing the fixture fonts (as fonts
/// installed for everyone) and the user's fonts folder by absolute path.
struct UserFontsSandbox {
  /// The folder everything of the test lives in.
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-user-fonts-\(UUID())")
  var dataHome: URL { work.appendingPathComponent("data") }
  /// The user's fonts folder ($XDG_DATA_HOME/fonts).
  var fonts: URL { dataHome.appendingPathComponent("fonts") }
  /// The freedesktop trash's files.
  var trashedFiles: URL { dataHome.appendingPathComponent("Trash/files") }
  var configHome: URL { work.appendingPathComponent("config") }
  /// The settings file the window and the CLI share.
  var settingsFile: URL { configHome.appendingPathComponent("typecase/settings.json") }
  /// A font no fixture configuration lists: the one tests install.
  static let symbols = FixtureFonts.packageRoot.appendingPathComponent(
    "Tests/Fixtures/extra-fonts/FixtureSymbols-Regular.ttf")

  /// The fontconfig configuration, written on first use.
  var configuration: URL {
    try? FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    return FixtureFonts.writeConfiguration(
      in: work.appendingPathComponent("fontconfig"), folders: [FixtureFonts.fontsDirectory, fonts])
  }

  /// What the window and the CLI get beside the configuration.
  var environment: [String: String] {
    [
      "XDG_DATA_HOME": dataHome.path, "HOME": work.path, "XDG_CONFIG_HOME": configHome.path,
      "XDG_CACHE_HOME": work.appendingPathComponent("cache").path,
    ]
  }

  /// Opens the window at `page` (nil: where `arguments` say) over the sandbox.
  func openWindow(page: String? = "families", arguments: [String] = []) throws -> FaceWindow {
    try FaceWindow(
      page: page, fontsConfiguration: configuration, configHome: configHome, extraEnvironment: environment,
      arguments: arguments)
  }

  /// Runs `typecase` with `arguments` over the sandbox.
  func typecase(_ arguments: [String]) throws -> ProcessOutcome {
    var all = FixtureFonts.environment(environment)
    all["FONTCONFIG_FILE"] = configuration.path
    return try ProcessRunner.run(ProcessRunner.typecase, arguments, environment: all)
  }

  /// The files in the user's fonts folder, hidden ones too.
  func installedFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: fonts.path)) ?? []).sorted()
  }

  /// The files in the trash.
  func trashed() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: trashedFiles.path)) ?? []).sorted()
  }

  /// The families starred in the settings file.
  func starredFamilies() -> [String] {
    guard let data = try? Data(contentsOf: settingsFile),
      let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [] }
    return document["starred-families"] as? [String] ?? []
  }

  /// Deletes everything.
  func remove() {
    try? FileManager.default.removeItem(at: work)
  }
}
