import CFontconfig
import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// A font file fontconfig lists under two paths, through a linked folder (`~/.local/share/fonts/
/// shared` leading to `~/.fonts/shared`): one file, not two copies.
@Suite struct OneFileThroughTwoPathsTests {
  let home = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-two-paths-\(UUID())")
  var legacy: URL { home.appendingPathComponent(".fonts/shared") }
  var linked: URL { home.appendingPathComponent(".local/share/fonts/shared") }
  var environment: [String: String] { ["HOME": home.path, "XDG_DATA_HOME": home.path + "/.local/share"] }
  static let mono = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf")

  /// Makes the legacy folder with the font, and the link to it from the fonts folder.
  func makeFolders() throws {
    try FileManager.default.createDirectory(at: legacy, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: linked.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.mono, to: legacy.appendingPathComponent("Mono.ttf"))
    try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: "../../../.fonts/shared")
  }

  /// Removing the family asks for one file and trashes it once: it was trashed twice, the
  /// second time failing with "No such file or directory".
  @Test func itIsRemovedOnce() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    try makeFolders()
    let paths = [legacy.appendingPathComponent("Mono.ttf").path, linked.appendingPathComponent("Mono.ttf").path]
    let faces = paths.map {
      FontFace(family: "Fixture Mono", postScriptName: "FixtureMono-Regular", location: FontLocation(file: $0))
    }
    let removal = FontRemoval(faces: faces, userFolder: UserFontFolder(environment: environment))
    #expect(removal.removable.map(\.path) == [paths[0]])
    // Its face once, not once for each path ("FixtureMono-Regular, FixtureMono-Regular").
    #expect(removal.removable.first?.faces.count == 1)
    #expect(removal.refused.isEmpty)
    let results = removal.remove(to: FontTrash(environment: environment))
    #expect(results.count == 1)
    #expect(results.allSatisfy { (try? $0.result.get()) != nil }, "\(results.map(\.result))")
    #expect(!FileManager.default.fileExists(atPath: paths[0]))
  }

  /// A removal interrupted (Ctrl+C, see `InterruptRequest`) stops between two files: the
  /// files before are in the trash, the others where they were, and the results say which.
  @Test func anInterruptedRemovalStopsBetweenTwoFiles() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let folder = home.appendingPathComponent(".local/share/fonts")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let paths = try (0..<5).map { number in
      let path = folder.appendingPathComponent("Mono\(number).ttf").path
      try FileManager.default.copyItem(atPath: Self.mono.path, toPath: path)
      return path
    }
    let faces = paths.map {
      FontFace(family: "Fixture Mono", postScriptName: "FixtureMono-Regular", location: FontLocation(file: $0))
    }
    let removal = FontRemoval(faces: faces, userFolder: UserFontFolder(environment: environment))
    try #require(removal.removable.count == 5)
    var asked = 0
    let results = removal.remove(to: FontTrash(environment: environment)) {
      asked += 1
      return asked > 2
    }
    #expect(results.map(\.file.path) == Array(paths.prefix(2)))
    #expect(results.allSatisfy { (try? $0.result.get()) != nil })
    #expect(paths.map { FileManager.default.fileExists(atPath: $0) } == [false, false, true, true, true])
  }

  /// fontconfig lists the font under both paths (`fc-list` too); Typecase lists it once (each
  /// family of one font had "2 fonts" and a page of two identical rows), under the path
  /// fontconfig lists first, the one it gives programs (`fc-match`: the real path kept, the
  /// window said programs got another copy), so it is no duplicate of itself, while a real
  /// copy beside it is one.
  @Test func itIsListedOnceAndIsNoCopyOfItself() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    try makeFolders()
    let configuration = FixtureFonts.writeConfiguration(
      in: home.appendingPathComponent("fontconfig"), folders: [linked, legacy])
    let fontconfigListed = try FontconfigConfiguration(file: configuration.path)
    var listedByFontconfig = 0
    fontconfigListed.forEachScalableFont(language: nil) { font in
      if FontPatternReader(pattern: font).string(FC_POSTSCRIPT_NAME) == "FixtureMono-Regular" {
        listedByFontconfig += 1
      }
    }
    try #require(listedByFontconfig == 2, "fontconfig lists the file under each path")
    let library = FontLibrary(configuration: try FontconfigConfiguration(file: configuration.path))
    let faces = try #require(library.family(named: "Fixture Mono")).faces
    #expect(faces.map(\.location.file) == [linked.appendingPathComponent("Mono.ttf").path])
    let matched = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Fixture Mono"], environment: ["FONTCONFIG_FILE": configuration.path])
    #expect(faces.map(\.location.file) == [matched.standardOutput])
    #expect(library.families.first { $0.name == "Fixture Mono" }?.faceCount == 1)
    let index = library.filterIndex(userFolder: UserFontFolder(environment: environment))
    let listed = index.faces.indices.filter { index.faces[$0].postScriptName == "FixtureMono-Regular" }
    #expect(listed.count == 1)
    #expect(listed.allSatisfy { !index.isDuplicate[$0] })
    // A copy of the file in its own folder is a duplicate of it.
    let other = home.appendingPathComponent("other")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.mono, to: other.appendingPathComponent("Mono.ttf"))
    let withCopy = FixtureFonts.writeConfiguration(
      in: home.appendingPathComponent("fontconfig-copy"), folders: [legacy, linked, other])
    let copied = FontLibrary(configuration: try FontconfigConfiguration(file: withCopy.path))
    let copiedIndex = copied.filterIndex(userFolder: UserFontFolder(environment: environment))
    let all = copiedIndex.faces.indices.filter { copiedIndex.faces[$0].postScriptName == "FixtureMono-Regular" }
    try #require(all.count == 2)
    #expect(all.allSatisfy { copiedIndex.isDuplicate[$0] })
    for position in all {
      let others = copiedIndex.otherCopies(of: position).map { copiedIndex.faces[$0].location.file }
      #expect(others.count == 1 && !SameFile.check(others[0], copiedIndex.faces[position].location.file), "\(others)")
    }
  }

  /// The link a subfolder of a configured folder (fontconfig reads it as one): the font is
  /// listed once, under the path fontconfig lists first, whether the fonts are read as a whole
  /// (the window) or folder by folder (the commands), whichever folder comes first.
  @Test func aLinkedSubfolderIsReadOnce() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    try makeFolders()
    let parent = linked.deletingLastPathComponent()
    for (name, folders) in [("first", [parent, legacy]), ("last", [legacy, parent])] {
      let configuration = FixtureFonts.writeConfiguration(
        in: home.appendingPathComponent("fontconfig-\(name)"), folders: folders)
      // Fontconfig reads a folder's subfolders after the folders configured: its first path is
      // the real one both ways here, as fc-match says.
      let matched = try ProcessRunner.runTool(
        "fc-match", ["-f", "%{file}", "Fixture Mono"], environment: ["FONTCONFIG_FILE": configuration.path])
      let whole = FontLibrary(configuration: try FontconfigConfiguration(file: configuration.path))
      let byFolder = try FontLibrary(readingFolderByFolder: configuration.path)
      for library in [whole, byFolder] {
        let files = try #require(library.family(named: "Fixture Mono")).faces.map(\.location.file)
        #expect(files == [matched.standardOutput], "\(name): \(files)")
      }
    }
  }

  /// A font reached only through a link (its real folder not configured) is listed, under the
  /// path fontconfig gives; and the families the commands count (`families`) count it once
  /// where it is reached both ways.
  @Test func aFontReachedOnlyThroughALinkIsListed() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    try makeFolders()
    let onlyLinked = FixtureFonts.writeConfiguration(
      in: home.appendingPathComponent("fontconfig-link"), folders: [linked])
    let library = FontLibrary(configuration: try FontconfigConfiguration(file: onlyLinked.path))
    let faces = try #require(library.family(named: "Fixture Mono")).faces
    #expect(faces.map(\.location.file) == [linked.appendingPathComponent("Mono.ttf").path])
    let both = FixtureFonts.writeConfiguration(
      in: home.appendingPathComponent("fontconfig"), folders: [linked, legacy])
    let counted = FontSource.familySummaries(of: try FontconfigConfiguration(file: both.path))
    #expect(counted.first { $0.name == "Fixture Mono" }?.faceCount == 1)
  }

  /// Two profiles of linked files (NixOS's system profile and a home-manager profile, each a
  /// link to one file of the store, whose folder is not configured): the font is listed once,
  /// under the path fontconfig lists first, read as a whole or folder by folder, and found
  /// installed when asked for by the store's path (it was "5 fonts" with two identical rows,
  /// and the store's file "not installed").
  @Test func profilesOfLinkedFilesListTheFontOnce() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let store = home.appendingPathComponent("store/abc-font-mono/share/fonts")
    try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
    let stored = store.appendingPathComponent("Mono.ttf")
    try FileManager.default.copyItem(at: Self.mono, to: stored)
    let profiles = ["system/share/fonts/truetype", "user/share/fonts/truetype"].map { home.appendingPathComponent($0) }
    for profile in profiles {
      try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: profile.appendingPathComponent("Mono.ttf").path, withDestinationPath: stored.path)
    }
    let configuration = FixtureFonts.writeConfiguration(
      in: home.appendingPathComponent("fontconfig"), folders: profiles + [FixtureFonts.fontsDirectory])
    let matched = try ProcessRunner.runTool(
      "fc-match", ["-f", "%{file}", "Fixture Mono:weight=regular"], environment: ["FONTCONFIG_FILE": configuration.path]
    )
    try #require(profiles.map { $0.appendingPathComponent("Mono.ttf").path }.contains(matched.standardOutput))
    let whole = FontLibrary(configuration: try FontconfigConfiguration(file: configuration.path))
    let byFolder = try FontLibrary(readingFolderByFolder: configuration.path)
    for library in [whole, byFolder] {
      let regulars = try #require(library.family(named: "Fixture Mono")).faces.filter {
        $0.postScriptName == "FixtureMono-Regular"
      }
      #expect(regulars.map(\.location.file).filter { $0 != Self.fixtureRegular } == [matched.standardOutput])
    }
    let counted = FontSource.familySummaries(of: try FontconfigConfiguration(file: configuration.path))
    let fixtureCount = try #require(
      FontSource.familySummaries(of: try FontconfigConfiguration(file: FixtureFonts.configurationFile.path)).first {
        $0.name == "Fixture Mono"
      }
    ).faceCount
    #expect(counted.first { $0.name == "Fixture Mono" }?.faceCount == fixtureCount + 1)
    // Asked for by the store's path: installed, the face listed by the link.
    let listed = whole.listedFace(at: FontLocation(file: stored.path), namesWholeFile: false)
    #expect(listed?.location.file == matched.standardOutput)
  }

  /// The fixture fonts' own Fixture Mono Regular.
  static let fixtureRegular = FixtureFonts.fontsDirectory.appendingPathComponent("FixtureMono-Regular.ttf").path
}
