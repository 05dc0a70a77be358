import Foundation

/// An isolated fontconfig configuration over the fixture fonts in Tests/Fixtures/fonts.
///
/// Tests never see the machine's fonts: the configuration names only the fixture folder and
/// a cache folder of its own, and is handed to fontconfig through FONTCONFIG_FILE.
public enum FixtureFonts {
  /// The package's root folder (found from this file's place in the source tree).
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folder holding the fixture fonts.
  public static let fontsDirectory = packageRoot.appendingPathComponent("Tests/Fixtures/fonts")

  /// The bytes of the fixture font `name` with four bytes of padding after its tables: the
  /// same font in a file of other bytes, as another build of it is.
  ///
  /// Installed where the fixtures are the fonts installed for everyone, the fixture's own
  /// bytes are "already installed" (the file installed for everyone).
  public static func otherBuild(of name: String) throws -> Data {
    try Data(contentsOf: fontsDirectory.appendingPathComponent(name)) + Data(count: 4)
  }

  /// The bytes of the font at `font` with its table `tag` overwritten by `byte` (a damaged
  /// table, as a bad download or a broken tool leaves it); nil when the font has no such
  /// table.
  public static func damaging(_ tag: String, of font: URL, with byte: UInt8 = 0) throws -> [UInt8]? {
    var bytes = Array(try Data(contentsOf: font))
    guard bytes.count >= 12 else { return nil }
    let tableCount = Int(bytes[4]) << 8 | Int(bytes[5])
    let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    guard
      let record = (0..<tableCount).map({ 12 + 16 * $0 }).first(where: {
        $0 + 16 <= bytes.count && bytes[$0..<$0 + 4].elementsEqual(Array(tag.utf8))
      })
    else { return nil }
    let (offset, length) = (number(record + 8), number(record + 12))
    guard offset + length <= bytes.count else { return nil }
    bytes.replaceSubrange(offset..<offset + length, with: [UInt8](repeating: byte, count: length))
    return bytes
  }

  /// The fixture families with their face counts, as the fixture README describes them.
  public static let expectedFaceCounts: [String: Int] = [
    "Fixture Display": 1, "Fixture Mincho": 1, "Fixture Mono": 2, "Fixture Serif": 2,
    "NanumFixture": 1, "Typecase Fixture Sans": 4,
  ]

  /// The folder of this process's fixture configuration.
  static let workDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("typecase-fixtures-\(getpid())", isDirectory: true)

  /// The home folder of the programs the tests start, made once per process.
  static let homeDirectory: URL = {
    let home = workDirectory.appendingPathComponent("home", isDirectory: true)
    try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return home
  }()

  /// A font folder the fixture configuration also lists, empty at first: tests that install or
  /// remove a font while Typecase runs put it here.
  public static let installDirectory = workDirectory.appendingPathComponent("installed", isDirectory: true)

  /// A fonts.conf over the fixture fonts, written once per process into a temporary folder.
  public static let configurationFile: URL = {
    try? FileManager.default.createDirectory(at: installDirectory, withIntermediateDirectories: true)
    return cached(writeConfiguration(in: workDirectory, folders: [fontsDirectory, installDirectory]))
  }()

  /// `configuration`, once fontconfig's caches of its folders are written (by `fc-cache`).
  ///
  /// Parallel tests start many programs at once over a configuration written a moment before:
  /// each found no cache and wrote one, and one that found the others holding the cache's lock
  /// printed "Fontconfig error: No writable cache directories" on its standard error.
  static func cached(_ configuration: URL) -> URL {
    var environment = ProcessInfo.processInfo.environment
    environment["FONTCONFIG_FILE"] = configuration.path
    _ = try? ProcessRunner.runTool("fc-cache", [], environment: environment)
    return configuration
  }

  /// Writes `directory`/fonts.conf listing `folders` only, with a cache folder of its own and
  /// `rules` (fontconfig elements: aliases, matches); its URL.
  public static func writeConfiguration(in directory: URL, folders: [URL], rules: String = "") -> URL {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("fonts.conf")
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig>
      \(folders.map { "  <dir>\($0.path)</dir>\n" }.joined())  <cachedir>\(directory.appendingPathComponent("cache").path)</cachedir>
      \(rules)
      </fontconfig>
      """
    try? text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// The folder of the face page's fixture fonts (variable, layout features, color, every
  /// descriptive name): kept out of `configurationFile`, whose families the list tests count.
  public static let faceFontsDirectory = packageRoot.appendingPathComponent("Tests/Fixtures/face-fonts")

  /// The fixture families of `faceConfigurationFile` beyond `expectedFaceCounts`, with the
  /// faces fontconfig lists for them (a variable font counts as its default instance, the
  /// variable font itself, and each named instance not at the default).
  public static let expectedFaceFontCounts: [String: Int] = [
    "Fixture Color": 3, "Fixture Details": 1, "Fixture Features": 1, "Fixture Variable": 9,
  ]

  /// A fonts.conf over the fixture fonts and the face page's fixture fonts together, written
  /// once per process (its own cache folder).
  public static let faceConfigurationFile: URL = cached(
    writeConfiguration(
      in: workDirectory.appendingPathComponent("face", isDirectory: true),
      folders: [fontsDirectory, faceFontsDirectory]
    ))

  /// An environment for a child process that sees the fixture fonts and the face page's
  /// (`faceConfigurationFile`), for example for `typecase face` or `--page face/NAME`.
  public static func faceEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = environment()
    environment["FONTCONFIG_FILE"] = faceConfigurationFile.path
    for (key, value) in extra { environment[key] = value }
    return environment
  }

  /// The folder of the what-really-renders fixtures (an emoji-only font), beside the Latin-only
  /// and CJK fixtures of `fontsDirectory`.
  public static let renderFontsDirectory = packageRoot.appendingPathComponent("Tests/Fixtures/render-fonts")

  /// A fonts.conf over the fixture fonts and the emoji-only fixture, written once per process.
  public static let renderConfigurationFile: URL = cached(
    writeConfiguration(
      in: workDirectory.appendingPathComponent("render", isDirectory: true),
      folders: [fontsDirectory, renderFontsDirectory]))

  /// An environment for a child process that sees `renderConfigurationFile`'s fonts.
  public static func renderEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = environment()
    environment["FONTCONFIG_FILE"] = renderConfigurationFile.path
    for (key, value) in extra { environment[key] = value }
    return environment
  }

  /// Points this process's fontconfig at the fixture configuration.
  public static func activate() {
    setenv("FONTCONFIG_FILE", configurationFile.path, 1)
  }

  /// An environment for a child process that sees only the fixture fonts.
  public static func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["FONTCONFIG_FILE"] = configurationFile.path
    // Settings, caches and the fonts folder under a home of the tests' own (XDG folders
    // follow it unless `extra` names them): a snapshot's caches went to the user's ~/.cache, and
    // the user's own settings (stars, a preview text) were read by every command.
    environment["HOME"] = homeDirectory.path
    for folder in ["XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"] {
      environment.removeValue(forKey: folder)
    }
    environment["NO_COLOR"] = "1"
    environment.removeValue(forKey: "LANGUAGE")
    environment["LANG"] = "C.UTF-8"
    environment.removeValue(forKey: "LC_ALL")
    environment.removeValue(forKey: "LC_MESSAGES")
    for (key, value) in extra { environment[key] = value }
    return environment
  }
}
