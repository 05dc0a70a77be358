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

  /// fontconfig lists the font under both paths; the filter index makes no duplicates of them
  /// (Remove Duplicates had nothing to take, and the badge could never go), while a real copy
  /// beside them is one.
  @Test func itIsNoCopyOfItself() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    try makeFolders()
    let configuration = FixtureFonts.writeConfiguration(
      in: home.appendingPathComponent("fontconfig"), folders: [legacy, linked])
    let library = FontLibrary(configuration: try FontconfigConfiguration(file: configuration.path))
    let index = library.filterIndex(userFolder: UserFontFolder(environment: environment))
    let listed = index.faces.indices.filter { index.faces[$0].postScriptName == "FixtureMono-Regular" }
    try #require(listed.count == 2, "fontconfig lists the file under each path")
    #expect(listed.allSatisfy { !index.isDuplicate[$0] })
    // A copy of the file in its own folder is a duplicate of both.
    let other = home.appendingPathComponent("other")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.mono, to: other.appendingPathComponent("Mono.ttf"))
    let withCopy = FixtureFonts.writeConfiguration(
      in: home.appendingPathComponent("fontconfig-copy"), folders: [legacy, linked, other])
    let copied = FontLibrary(configuration: try FontconfigConfiguration(file: withCopy.path))
    let copiedIndex = copied.filterIndex(userFolder: UserFontFolder(environment: environment))
    let all = copiedIndex.faces.indices.filter { copiedIndex.faces[$0].postScriptName == "FixtureMono-Regular" }
    try #require(all.count == 3)
    #expect(all.allSatisfy { copiedIndex.isDuplicate[$0] })
    // Each path names the copy in the other folder, not the other path to itself.
    for position in all {
      let others = copiedIndex.otherCopies(of: position).map { copiedIndex.faces[$0].location.file }
      let own = copiedIndex.faces[position].location.file
      #expect(others.allSatisfy { !SameFile.check($0, own) }, "\(own): \(others)")
      // And that file once, under whichever path ("also in alias/a.ttf, sub/a.ttf").
      #expect(others.count == 1, "\(own): \(others)")
    }
  }
}
