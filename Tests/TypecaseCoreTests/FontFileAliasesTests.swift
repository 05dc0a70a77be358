import Foundation
import Testing

@testable import TypecaseCore

/// A font file replaced under its name is drawn under a path cairo has not seen, which names
/// the same file; the catalog's name comes back from it.
@Suite struct FontFileAliasesTests {
  @Test func aReplacedFileGetsANewPathToTheSameFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-aliases-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Font.ttf")
    try Data("first".utf8).write(to: file)
    #expect(FontFileAliases.drawingPath(for: file.path) == file.path)
    // Unchanged: the same path.
    #expect(FontFileAliases.drawingPath(for: file.path) == file.path)
    // Replaced (another file renamed over it): one more slash, the same file.
    let next = folder.appendingPathComponent("next")
    try Data("second version".utf8).write(to: next)
    #expect(rename(next.path, file.path) == 0)
    let drawn = FontFileAliases.drawingPath(for: file.path)
    #expect(drawn == folder.path + "//Font.ttf")
    #expect(try String(contentsOfFile: drawn, encoding: .utf8) == "second version")
    #expect(FontFileAliases.catalogPath(drawn) == file.path)
    // Replaced again: another path again.
    try Data("third".utf8).write(to: next)
    #expect(rename(next.path, file.path) == 0)
    #expect(FontFileAliases.drawingPath(for: file.path) == folder.path + "///Font.ttf")
    // A file that is not there is drawn under its own path.
    #expect(FontFileAliases.drawingPath(for: folder.path + "/none.ttf") == folder.path + "/none.ttf")
  }
}
