import Foundation
import Testing

@testable import TypecaseCore

/// A font folder is read once the font written into it is written out, and one read too early
/// is found: a folder read while a copy was writing its file listed the half-written font
/// under its file's name, in fontconfig's cache, for every program.
@Suite struct FontFolderSettlingTests {
  /// A clock and the folders' change times, set by the test (seconds).
  final class Clock {
    var now: Double = 100
    var changes: [String: Double] = [:]

    func settling() -> FontFolderSettling {
      FontFolderSettling(
        latestChange: { [unowned self] in self.changes[$0].map { Int64($0 * 1e9) } },
        now: { [unowned self] in Int64(self.now * 1e9) })
    }
  }

  @Test func aFolderIsReadOnceItsFilesAreLeftAlone() {
    let clock = Clock()
    let settling = clock.settling()
    clock.changes["/fonts"] = 99.8
    #expect(!settling.isSettled(["/fonts"]))
    // A copy writing its next piece.
    clock.now = 100.6
    clock.changes["/fonts"] = 100.5
    #expect(!settling.isSettled(["/fonts"]))
    clock.now = 101.5
    #expect(settling.isSettled(["/fonts"]))
    // No folder, or an empty one: nothing to wait for.
    #expect(settling.isSettled([]))
    #expect(settling.isSettled(["/empty"]))
  }

  @Test func aFolderWhoseFilesKeepChangingIsReadAfterTheLongestHold() {
    let clock = Clock()
    let settling = clock.settling()
    for second in 0..<10 {
      clock.now = 100 + Double(second)
      clock.changes["/fonts"] = clock.now
      #expect(!settling.isSettled(["/fonts"]), "held at \(second) s")
    }
    clock.now = 110.1
    clock.changes["/fonts"] = clock.now
    #expect(settling.isSettled(["/fonts"]))
  }

  @Test func aFolderWhoseFileChangedAfterItWasReadIsFoundOnceSettled() {
    let clock = Clock()
    let settling = clock.settling()
    clock.changes = ["/fonts": 98, "/other": 98]
    settling.noteRead(["/fonts", "/other"])
    #expect(settling.foldersReadTooEarly().isEmpty)
    // The copy goes on after the read: found once it is written out, and once only.
    clock.now = 103
    clock.changes["/fonts"] = 102.5
    #expect(settling.foldersReadTooEarly().isEmpty)
    clock.now = 104
    #expect(settling.foldersReadTooEarly() == ["/fonts"])
    #expect(settling.foldersReadTooEarly().isEmpty)
    // Watched while the copy goes on after the read, however long (a slow download).
    settling.noteRead(["/fonts"])
    for second in stride(from: 105.0, through: 150, by: 0.5) {
      clock.now = second
      clock.changes["/fonts"] = second
      #expect(settling.foldersReadTooEarly().isEmpty)
    }
    clock.now = 152
    #expect(settling.foldersReadTooEarly() == ["/fonts"])
    // Not watched for ever once nothing changes.
    settling.noteRead(["/fonts"])
    clock.now = 183
    #expect(settling.foldersReadTooEarly().isEmpty)
    clock.now = 190
    clock.changes["/fonts"] = 185
    #expect(settling.foldersReadTooEarly().isEmpty)
  }

  /// The change times are the files' (and subfolders'), ctime: a file whose date is set to the
  /// past, as `cp -p` sets it, still counts as changed now.
  @Test func theLatestChangeIsTheFilesCtime() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-settling-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let inner = folder.appendingPathComponent("unpacked")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    #expect(FontFolderSettling.latestChange(in: folder.path) != nil)
    let before = FontFolderSettling.now()
    let file = inner.appendingPathComponent("Font.ttf")
    try Data(count: 100).write(to: file)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: file.path)
    let latest = try #require(FontFolderSettling.latestChange(in: folder.path))
    #expect(latest >= before - 10_000_000, "\(latest) < \(before)")
    #expect(FontFolderSettling.latestChange(in: folder.appendingPathComponent("none").path) == nil)
  }
}
