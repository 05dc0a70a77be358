import CFontconfig
import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// Fonts read one folder's cache at a time with the caches' pages let go: the same faces, in the
/// same order, as fontconfig's own build, and the caches out of the resident set afterwards,
/// measured from /proc/self/smaps.
///
/// Each test writes a configuration with a cache folder of its own: fontconfig shares a cache
/// file's mapping between all the configurations of a process, and other tests read the
/// fixture configurations' caches meanwhile.
@Suite final class FontCachePageReleaseTests: Sendable {
  /// The test's folder (configuration and caches), removed after it.
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("typecase-cache-pages-\(UUID().uuidString)", isDirectory: true)

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// A fixture configuration over the fixture and face-page fonts, with its own cache folder
  /// (written and mapped by a first, whole load): its file and the cache folder's real path.
  private func configuration() throws -> (file: String, cacheFolder: String) {
    let file = FixtureFonts.writeConfiguration(
      in: directory, folders: [FixtureFonts.fontsDirectory, FixtureFonts.faceFontsDirectory]
    ).path
    // Writes the cache files (fontconfig keeps a cache it has just written in memory, unmapped).
    _ = try FontconfigConfiguration(file: file)
    let cacheFolder = directory.appendingPathComponent("cache").resolvingSymlinksInPath().path
    return (file, cacheFolder)
  }

  /// How a font is told from the others here: file, index and style.
  private func describe(_ font: OpaquePointer) -> String {
    guard let face = FontPatternReader(pattern: font).face(detail: .listing, variableFonts: VariableFontNames()) else {
      return "?"
    }
    return "\(face.location.file) \(face.location.index) \(face.style)"
  }

  /// The fonts of `configuration` in the order its walks see them.
  private func fonts(of configuration: FontconfigConfiguration, language: String? = nil) -> [String] {
    var fonts: [String] = []
    configuration.forEachScalableFont(language: language) { fonts.append(describe($0)) }
    return fonts
  }

  /// The mappings of files in `folder` in /proc/self/smaps, with their resident kilobytes.
  private func residentMappings(in folder: String) throws -> [(path: String, kilobytes: Int)] {
    // Read to its end: String(contentsOfFile:) stops at the first read of a /proc file.
    let smaps = String(
      decoding: try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/smaps")).readToEnd() ?? Data(),
      as: UTF8.self)
    var mappings: [(path: String, kilobytes: Int)] = []
    var inFolder = false
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if let first = fields.first, first.contains("-"), first.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
        // A mapping's first line: "start-end perms offset dev inode [path]".
        let path = fields.count >= 6 ? fields[5...].joined(separator: " ") : ""
        inFolder = path.hasPrefix(folder + "/")
        if inFolder { mappings.append((path, 0)) }
      } else if inFolder, fields.first == "Rss:", fields.count >= 2, let kilobytes = Int(fields[1]) {
        mappings[mappings.count - 1].kilobytes += kilobytes
      }
    }
    return mappings
  }

  @Test func foldersAreReadInFontconfigsOrder() throws {
    let (file, _) = try configuration()
    let built = try FontconfigConfiguration(file: file)
    let builtFonts = fonts(of: built)
    #expect(builtFonts.count > 10)
    for language in [nil, "ja"] {
      var visited: [String] = []
      let folderByFolder = try FontconfigConfiguration(readingFolderByFolder: file, language: language) {
        visited.append(describe($0))
      }
      #expect(folderByFolder.cachePages != nil)
      #expect(!visited.isEmpty)
      #expect(visited == fonts(of: built, language: language))
      #expect(fonts(of: folderByFolder, language: language) == visited)
      let builtLibrary = FontLibrary(configuration: built, language: language)
      let library = try FontLibrary(readingFolderByFolder: file, language: language)
      #expect(library.configuration.cachePages != nil)
      #expect(library.families == builtLibrary.families)
      #expect(library.faces(detail: .full) == builtLibrary.faces(detail: .full))
    }
  }

  @Test func readingFontsLetsTheirCachePagesGo() throws {
    let (file, cacheFolder) = try configuration()
    let expected = FontLibrary(configuration: try FontconfigConfiguration(file: file)).faces(detail: .full)
    // A budget too large to be spent here: the pages stay until released.
    let library = try FontLibrary(readingFolderByFolder: file, cachePageBudget: 1 << 40)
    let pages = try #require(library.configuration.cachePages)
    #expect(library.faces(detail: .full) == expected)
    let mapped = try residentMappings(in: cacheFolder)
    #expect(mapped.count >= 2)
    #expect(mapped.allSatisfy { $0.kilobytes > 0 })
    #expect(Set(try #require(pages.mappings).map(\.path)) == Set(mapped.map(\.path)))

    pages.release()
    let released = try residentMappings(in: cacheFolder)
    #expect(released.map(\.path) == mapped.map(\.path))
    #expect(released.allSatisfy { $0.kilobytes == 0 })
    // Read again from the page cache: the same values.
    #expect(library.faces(detail: .full) == expected)
    #expect(try residentMappings(in: cacheFolder).contains { $0.kilobytes > 0 })
  }

  @Test func aSpentBudgetReleasesAsFontsAreRead() throws {
    let (file, _) = try configuration()
    let configuration = try FontconfigConfiguration(file: file)
    // Two 64 KB windows' worth; the fonts are only addresses here (never held caches).
    let pages = FontCachePageRelease(config: configuration.config, budget: 128 << 10)
    let font = { (address: UInt) in try #require(OpaquePointer(bitPattern: address)) }
    pages.touched(try font(0x7f00_0001_0000))
    pages.touched(try font(0x7f00_0001_0040))
    pages.touched(try font(0x7f00_0001_ff00))
    #expect(pages.releases == 0)
    pages.touched(try font(0x7f00_0002_0000))
    #expect(pages.releases == 1)
    pages.touched(try font(0x7f00_0002_0100))
    pages.touched(try font(0x7f00_0001_0000))
    #expect(pages.releases == 1)
    pages.touched(try font(0x7f00_0002_0000))
    #expect(pages.releases == 2)
  }

  @Test func mappingsOfOtherFilesKeepTheirPages() throws {
    let (file, cacheFolder) = try configuration()
    let library = try FontLibrary(readingFolderByFolder: file)
    let pages = try #require(library.configuration.cachePages)
    // A read-only mapping of a file named like a fontconfig cache, in the cache folder itself,
    // that the configuration did not read.
    let lookalike = cacheFolder + "/0123456789abcdef0123456789abcdef-le64.cache-9"
    try Data(repeating: 7, count: 256 << 10).write(to: URL(fileURLWithPath: lookalike))
    let mapped = try #require(MappedFile(path: lookalike))
    #expect(mapped.bytes.reduce(0) { $0 &+ Int($1) } == 7 * (256 << 10))
    let before = try residentMappings(in: cacheFolder).first { $0.path == lookalike }
    #expect((before?.kilobytes ?? 0) >= 256)
    pages.release()
    let after = try residentMappings(in: cacheFolder).first { $0.path == lookalike }
    #expect(after?.kilobytes == before?.kilobytes)
    #expect(try #require(pages.mappings).allSatisfy { $0.path != lookalike })
  }

  @Test func onlyReadOnlyCacheFilesInCacheFoldersAreReleased() {
    let folder = "/home/someone/.cache/fontconfig"
    let name = "b1c3e0f2a5d4c6b7a8e9f0d1c2b3a4e5-le64.cache-9"
    let start: UInt = 0x7f2c_7a09_f000
    func mapping(_ line: String) -> FontCacheMappings.Mapping? {
      FontCacheMappings.cacheMapping(Array(line.utf8)[...], startingAt: [start], cacheFolders: [folder])
    }
    let line = "7f2c7a09f000-7f2c7a20c000 r--s 00000000 fe:00 5482508                    \(folder)/\(name)"
    #expect(mapping(line) == FontCacheMappings.Mapping(start: start, end: 0x7f2c_7a20_c000, path: "\(folder)/\(name)"))
    #expect(mapping(line.replacingOccurrences(of: "r--s", with: "r--p")) != nil)
    #expect(mapping(line.replacingOccurrences(of: "r--s", with: "rw-s")) == nil)
    #expect(mapping(line.replacingOccurrences(of: "r--s", with: "rw-p")) == nil)
    #expect(mapping(line.replacingOccurrences(of: "7f2c7a09f000-", with: "7f2c7a09e000-")) == nil)
    #expect(mapping(line.replacingOccurrences(of: folder, with: "/tmp/elsewhere")) == nil)
    #expect(mapping(line.replacingOccurrences(of: folder, with: folder + "/sub")) == nil)
    #expect(mapping(line + " (deleted)") == nil)
    #expect(mapping(line.replacingOccurrences(of: name, with: "fonts.conf")) == nil)
    #expect(mapping("7f2c7a09f000-7f2c7a20c000 r--p 00000000 00:00 0") == nil)
    #expect(FontCacheMappings.isCacheFileName("0b1c3e0f-2a5d-4c6b-a8e9-f0d1c2b3a4e5-le64.cache-9"))
    #expect(!FontCacheMappings.isCacheFileName("0b1c3e0f-2a5d-4c6b-a8e9-f0d1c2b3a4e5.cache-9"))
    #expect(!FontCacheMappings.isCacheFileName("b1c3e0f2a5d4c6b7a8e9f0d1c2b3a4e5-le64.cache-"))
    #expect(!FontCacheMappings.isCacheFileName("B1C3E0F2A5D4C6B7A8E9F0D1C2B3A4E5-le64.cache-9x"))
  }

  /// Writes a configuration over `folders` holding `rules` (inside `<fontconfig>`), with its
  /// own cache folder; its path.
  private func configuration(folders: [URL], rules: String) throws -> String {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("fonts.conf")
    try """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
    \(folders.map { "  <dir>\($0.path)</dir>\n" }.joined())  <cachedir>\(directory.appendingPathComponent("cache").path)</cachedir>
    \(rules)
    </fontconfig>
    """.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  /// Writes a one-glyph BDF bitmap font (family "Fixture Bitmap") into a folder of its own; the
  /// folder.
  private func bitmapFontFolder() throws -> URL {
    let folder = directory.appendingPathComponent("bitmap", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try """
    STARTFONT 2.1
    FONT -Typecase-Fixture Bitmap-Medium-R-Normal--8-80-75-75-C-60-ISO10646-1
    SIZE 8 75 75
    FONTBOUNDINGBOX 6 8 0 -1
    STARTPROPERTIES 3
    FAMILY_NAME "Fixture Bitmap"
    FONT_ASCENT 7
    FONT_DESCENT 1
    ENDPROPERTIES
    CHARS 1
    STARTCHAR A
    ENCODING 65
    SWIDTH 750 0
    DWIDTH 6 0
    BBX 6 8 0 -1
    BITMAP
    00
    30
    48
    48
    78
    48
    48
    00
    ENDCHAR
    ENDFONT

    """.write(to: folder.appendingPathComponent("FixtureBitmap.bdf"), atomically: true, encoding: .utf8)
    return folder
  }

  /// Every font of `configuration`'s sets, scalable or not, as `describe` tells them.
  private func allFonts(of configuration: FontconfigConfiguration) -> [String] {
    [FcSetSystem, FcSetApplication].flatMap { kind -> [String] in
      guard let set = FcConfigGetFonts(configuration.config, kind) else { return [] }
      return (0..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts[$0] }.map { font in
        var file: UnsafeMutablePointer<FcChar8>?
        FcPatternGetString(font, FC_FILE, 0, &file)
        return file.map { String(cString: $0) } ?? "?"
      }
    }
  }

  @Test func selectionRulesAreFollowedFolderByFolder() throws {
    let bitmaps = try bitmapFontFolder()
    // The fixtures' parent folder: its subfolders come from its cache, and one is left out.
    let fixtures = FixtureFonts.fontsDirectory.deletingLastPathComponent()
    let file = try configuration(
      folders: [fixtures, bitmaps],
      rules: """
        <!-- <selectfont><acceptfont><pattern/></acceptfont></selectfont> -->
        <selectfont>
          <rejectfont>
            <glob>*/NanumFixture-*</glob>
            <glob>*/extra-fonts</glob>
            <glob>*/FixtureMono-*</glob>
          </rejectfont>
          <acceptfont><glob>*/FixtureMono-Bold.ttf</glob></acceptfont>
        </selectfont>
        <selectfont>
          <rejectfont>
            <pattern>
              <patelt name="scalable"><bool>false</bool></patelt>
            </pattern>
          </rejectfont>
        </selectfont>
        """)
    let built = try FontconfigConfiguration(file: file)
    var visited: [String] = []
    let folderByFolder = try FontconfigConfiguration(readingFolderByFolder: file) { visited.append(describe($0)) }
    #expect(folderByFolder.cachePages != nil)
    #expect(visited == fonts(of: built))
    // Every font fontconfig keeps, the bitmap it leaves out too, in the same order.
    let files = allFonts(of: folderByFolder)
    #expect(files == allFonts(of: built))
    #expect(files.contains { $0.hasSuffix("/FixtureMono-Bold.ttf") })
    #expect(!files.contains { $0.hasSuffix("/FixtureMono-Regular.ttf") })
    #expect(!files.contains { $0.contains("NanumFixture-") || $0.contains("/extra-fonts/") || $0.hasSuffix(".bdf") })
    #expect(files.contains { $0.contains("/face-fonts/") })
    let library = try FontLibrary(readingFolderByFolder: file)
    #expect(library.families == FontLibrary(configuration: built).families)
  }

  @Test func withoutTheRejectingRuleTheBitmapIsRead() throws {
    let file = try configuration(folders: [FixtureFonts.fontsDirectory, try bitmapFontFolder()], rules: "")
    let folderByFolder = try FontconfigConfiguration(readingFolderByFolder: file) { _ in }
    #expect(folderByFolder.cachePages != nil)
    let files = allFonts(of: folderByFolder)
    #expect(files.contains { $0.hasSuffix("/FixtureBitmap.bdf") })
    #expect(files == allFonts(of: try FontconfigConfiguration(file: file)))
  }

  @Test func rulesItCannotFollowAreLeftToFontconfig() throws {
    let file = try configuration(
      folders: [FixtureFonts.fontsDirectory],
      rules: """
        <selectfont><rejectfont><glob>*/NanumFixture-*</glob></rejectfont></selectfont>
        <selectfont><rejectfont><pattern><patelt name="family"><string>Fixture Mono</string></patelt></pattern></rejectfont></selectfont>
        """)
    let library = try FontLibrary(readingFolderByFolder: file)
    #expect(library.configuration.cachePages == nil)
    let families = library.families.map(\.name)
    #expect(families.contains("Fixture Serif"))
    #expect(!families.contains("NanumFixture"))
    #expect(!families.contains("Fixture Mono"))
  }
}
