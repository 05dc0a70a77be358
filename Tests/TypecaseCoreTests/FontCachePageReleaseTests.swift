import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// Letting fontconfig's cache pages go: which mappings are released, and when.
///
/// Each test has a configuration with a cache folder of its own: fontconfig shares a cache
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
}
