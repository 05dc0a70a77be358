import Foundation
import Testing

@testable import TypecaseCore

/// The freedesktop trash and the copy that is whole or absent, on files in a folder of their own.
@Suite struct FontTrashTests {
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-trash-\(UUID().uuidString)")

  /// A file gone before it could be moved (another removal, running at the same time, took
  /// it) is "missing", as a path given that is not there: it was a failure of the trash, "No
  /// such file or directory"; and its reserved entry in the trash is taken back.
  @Test func aFileGoneMeanwhileIsMissing() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("data/fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let trash = FontTrash(environment: ["HOME": work.path, "XDG_DATA_HOME": work.appendingPathComponent("data").path])
    #expect(throws: InstallProblem.missing) { try trash.trash(fonts.appendingPathComponent("Gone.ttf").path) }
    let info = work.appendingPathComponent("data/Trash/info").path
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: info)) ?? []).isEmpty)
  }

  @Test func trashedFilesComeBackWhereTheyWere() throws {
    let fonts = work.appendingPathComponent("data/fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let file = fonts.appendingPathComponent("A Font.ttf")
    try Data("one".utf8).write(to: file)
    let trash = FontTrash(environment: ["HOME": work.path, "XDG_DATA_HOME": work.appendingPathComponent("data").path])
    let first = try trash.trash(file.path)
    #expect(first.trashedPath == work.path + "/data/Trash/files/A Font.ttf")
    #expect(try String(contentsOfFile: first.infoPath, encoding: .utf8).contains("Path=\(fonts.path)/A%20Font.ttf\n"))
    #expect(!FileManager.default.fileExists(atPath: file.path))
    // A second file of the same name gets a name of its own in the trash.
    try Data("two".utf8).write(to: file)
    let second = try trash.trash(file.path)
    // Numbered before the extension, as GIO numbers them: the copy stays a ".ttf" (it was
    // "A Font.ttf.2").
    #expect(second.trashedPath == work.path + "/data/Trash/files/A Font.2.ttf")
    #expect(second.infoPath == work.path + "/data/Trash/info/A Font.2.ttf.trashinfo")
    try trash.restore(second)
    #expect(try String(contentsOf: file, encoding: .utf8) == "two")
    #expect(!FileManager.default.fileExists(atPath: second.infoPath))
    // Never over a file that is there again, which it says (it said it could not move it to
    // the trash: "File exists").
    #expect(throws: InstallProblem.restoreFailed(nil)) { try trash.restore(first) }
    #expect(try String(contentsOf: file, encoding: .utf8) == "two")
    #expect(
      InstallProblem.restoreFailed(nil).message.description
        == "another file of its name is there now; it stays in the trash")
    // Put back into its folder made again, when the folder went meanwhile.
    try FileManager.default.removeItem(at: fonts)
    try trash.restore(first)
    #expect(try String(contentsOf: file, encoding: .utf8) == "one")
  }

  /// Trashed keeping the file (a replace): the trash gets a second name of the same file, and
  /// the file stays where it is until another takes its place; a replace that is killed
  /// between left neither build installed.
  @Test func aFileTrashedKeepingItStaysUntilReplaced() throws {
    defer { try? FileManager.default.removeItem(at: work) }
    let fonts = work.appendingPathComponent("data/fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let file = fonts.appendingPathComponent("Build.ttf")
    try Data("old".utf8).write(to: file)
    let trash = FontTrash(environment: ["HOME": work.path, "XDG_DATA_HOME": work.appendingPathComponent("data").path])
    let trashed = try trash.trash(file.path, keepingFile: true)
    #expect(try String(contentsOf: file, encoding: .utf8) == "old")
    let here = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
    let there = try FileManager.default.attributesOfItem(atPath: trashed.trashedPath)[.systemFileNumber] as? Int
    #expect(here != nil && here == there)
    try DurableCopy.replace(Array("new".utf8), at: file.path)
    #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    #expect(try String(contentsOfFile: trashed.trashedPath, encoding: .utf8) == "old")
    // No temporary file left beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: fonts.path) == ["Build.ttf"])
    // Undone: the old file back over the copy in one step, its trash entry gone; not over a
    // file that changed since, nor when the old file has left the trash.
    let installer = FontInstaller(folder: fonts.path)
    let stamp = FileFingerprint(path: file.path)
    #expect(installer.undoReplacement(file.path, ifStill: stamp, putting: trashed) == .restored)
    #expect(try String(contentsOf: file, encoding: .utf8) == "old")
    #expect(!FileManager.default.fileExists(atPath: trashed.trashedPath))
    #expect(!FileManager.default.fileExists(atPath: trashed.infoPath))
    let again = try trash.trash(file.path, keepingFile: true)
    try DurableCopy.replace(Array("newer".utf8), at: file.path)
    #expect(installer.undoReplacement(file.path, ifStill: stamp, putting: again) == .copyChanged)
    try FileManager.default.removeItem(atPath: again.trashedPath)
    #expect(
      installer.undoReplacement(file.path, ifStill: FileFingerprint(path: file.path), putting: again) == .replacedGone)
    #expect(try String(contentsOf: file, encoding: .utf8) == "newer")
  }

  @Test func trashedNamesKeepTheirExtension() {
    #expect(FontTrash.trashName("A Font.ttf", attempt: 1) == "A Font.ttf")
    #expect(FontTrash.trashName("Mg.Coll.ttc", attempt: 3) == "Mg.Coll.3.ttc")
    #expect(FontTrash.trashName("README", attempt: 2) == "README.2")
    #expect(FontTrash.trashName(".hidden", attempt: 2) == ".hidden.2")
  }

  /// A font in a fonts folder on another file system (a link to a folder on /dev/shm, here)
  /// goes to the trash at the top of that file system, as GIO trashes it: the rename into the
  /// home trash failed ("Invalid cross-device link") and the font stayed.
  @Test(.enabled(if: FontTrashTests.sharedMemoryIsAnotherFileSystem, "needs /dev/shm on a file system of its own"))
  func aFontOnAnotherFileSystemGoesToThatFileSystemsTrash() throws {
    let elsewhere = URL(fileURLWithPath: "/dev/shm/typecase-trash-\(UUID().uuidString)")
    let uid = getuid()
    let topTrash = "/dev/shm/.Trash-\(uid)"
    var trashed: FontTrash.TrashedFile?
    defer {
      try? FileManager.default.removeItem(at: elsewhere)
      try? FileManager.default.removeItem(at: work)
      if let trashed {
        try? FileManager.default.removeItem(atPath: trashed.trashedPath)
        try? FileManager.default.removeItem(atPath: trashed.infoPath)
      }
      // The top folder's trash goes again when nothing else is in it.
      for folder in [topTrash + "/files", topTrash + "/info", topTrash] { rmdir(folder) }
    }
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createSymbolicLink(at: fonts, withDestinationURL: elsewhere)
    let file = fonts.appendingPathComponent("Other Disk.ttf")
    try Data("font".utf8).write(to: file)
    let trash = FontTrash(environment: ["HOME": work.path, "XDG_DATA_HOME": work.appendingPathComponent("data").path])
    // A link in the trash's name (another user's, on a shared file system) is refused before
    // anything is made where it points, and the font stays.
    if !FileManager.default.fileExists(atPath: topTrash) {
      let target = work.appendingPathComponent("elsewhere")
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: topTrash, withDestinationPath: target.path)
      #expect(throws: InstallProblem.self) { try trash.trash(file.path) }
      try FileManager.default.removeItem(atPath: topTrash)
      #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty)
      #expect(FileManager.default.fileExists(atPath: file.path))
    }
    let moved = try trash.trash(file.path)
    trashed = moved
    #expect(moved.trashedPath.hasPrefix(topTrash + "/files/Other Disk"), "\(moved.trashedPath)")
    #expect(!FileManager.default.fileExists(atPath: file.path))
    // The path recorded is relative to the top folder, as the specification has it for such trashes.
    let info = try String(contentsOfFile: moved.infoPath, encoding: .utf8)
    #expect(info.contains("\nPath=\(elsewhere.lastPathComponent)/Other%20Disk.ttf\n"), "\(info)")
    var status = stat()
    #expect(stat(topTrash, &status) == 0 && status.st_mode & 0o777 == 0o700)
    try trash.restore(moved)
    trashed = nil
    #expect(try String(contentsOf: file, encoding: .utf8) == "font")
  }

  /// Whether /dev/shm is a folder on another device than the temporary folder.
  static var sharedMemoryIsAnotherFileSystem: Bool {
    var shared = stat()
    var temporary = stat()
    return stat("/dev/shm", &shared) == 0 && stat(FileManager.default.temporaryDirectory.path, &temporary) == 0
      && shared.st_dev != temporary.st_dev && access("/dev/shm", W_OK) == 0
  }

  /// Undo of an install deletes the copy only while it is the one installed: a file another
  /// program put under its name since was deleted, and was in no trash.
  ///
  /// The copy moved to the trash and put back is still the one.
  @Test func undoingAnInstallLeavesAFileThatTookTheCopysPlace() throws {
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let installer = FontInstaller(folder: fonts.path)
    let copy = fonts.appendingPathComponent("Gamma.ttf")
    try DurableCopy.write(Array("installed".utf8), to: copy.path)
    let stamp = FileFingerprint(path: copy.path)
    #expect(stamp != nil)
    // Another file renamed over it, as `mv` and most installers do.
    let other = fonts.appendingPathComponent(".other")
    try Data("someone else's".utf8).write(to: other)
    #expect(rename(other.path, copy.path) == 0)
    #expect(!installer.uninstall(copy.path, ifStill: stamp))
    #expect(try String(contentsOf: copy, encoding: .utf8) == "someone else's")
    // Written over in place (same inode, other size).
    try FileManager.default.removeItem(at: copy)
    try DurableCopy.write(Array("installed".utf8), to: copy.path)
    let again = FileFingerprint(path: copy.path)
    try Data("rewritten in place".utf8).write(to: copy, options: [])
    #expect(!installer.uninstall(copy.path, ifStill: again))
    #expect(FileManager.default.fileExists(atPath: copy.path))
    // Moved away and put back (a Move to Trash undone), the copy is still the one installed:
    // it was left, as another file.
    try FileManager.default.removeItem(at: copy)
    try DurableCopy.write(Array("installed".utf8), to: copy.path)
    let moved = FileFingerprint(path: copy.path)
    let away = fonts.appendingPathComponent(".away")
    Thread.sleep(forTimeInterval: 0.02)
    #expect(rename(copy.path, away.path) == 0 && rename(away.path, copy.path) == 0)
    #expect(FileFingerprint(path: copy.path)?.changedNanoseconds != moved?.changedNanoseconds)
    #expect(installer.uninstall(copy.path, ifStill: moved))
    #expect(!FileManager.default.fileExists(atPath: copy.path))
    // The copy as installed goes.
    try DurableCopy.write(Array("installed".utf8), to: copy.path)
    #expect(installer.uninstall(copy.path, ifStill: FileFingerprint(path: copy.path)))
    #expect(!FileManager.default.fileExists(atPath: copy.path))
    #expect(!installer.uninstall(copy.path, ifStill: nil))
  }

  /// An install of many paths says how many are done after each (the CLI's progress line),
  /// and stops saying so where it is interrupted.
  @Test func anInstallCountsThePathsDone() throws {
    let fonts = work.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let installer = FontInstaller(folder: fonts.path)
    let paths = (1...4).map { work.appendingPathComponent("missing-\($0).ttf").path }
    var counts: [Int] = []
    let batch = installer.installAll(paths, onPathDone: { counts.append($0) })
    #expect(counts == [1, 2, 3, 4])
    #expect(batch.results.count == 4)
    counts = []
    let stopped = installer.installAll(paths, isInterrupted: { counts.count == 2 }) { counts.append($0) }
    #expect(counts == [1, 2])
    #expect(stopped.results.count == 2)
  }

  @Test func aCopyNeverReplacesAFileAndLeavesNothingBehind() throws {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let target = work.appendingPathComponent("Font.ttf")
    try DurableCopy.write(Array("new".utf8), to: target.path)
    #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    #expect(throws: SystemError(code: EEXIST)) { try DurableCopy.write(Array("other".utf8), to: target.path) }
    #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["Font.ttf"])
  }

  @Test func installedNamesAreListable() {
    #expect(SafeFileName.make(from: "Odd\nName.ttf") == "Odd_Name.ttf")
    #expect(SafeFileName.make(from: ".hidden.otf") == "_hidden.otf")
    #expect(FontTrash.percentEncoded("/a b/ü.ttf") == "/a%20b/%C3%BC.ttf")
  }

  /// A name too long for the trash to take again (it adds ".trashinfo") is cut at a
  /// character's end, its extension kept: a font of a 250-byte name could be installed, and
  /// never moved to the trash.
  ///
  /// Slashes and control characters are no part of a name made.
  @Test func madeNamesAreShortEnoughForTheTrash() {
    let long = SafeFileName.make(from: String(repeating: "L", count: 250) + ".ttf")
    #expect(long.utf8.count == SafeFileName.maximumBytes)
    #expect(long.hasSuffix("LLL.ttf"))
    let japanese = SafeFileName.make(from: String(repeating: "明", count: 100) + ".pdf")
    #expect(japanese.utf8.count <= SafeFileName.maximumBytes && japanese.hasSuffix("明.pdf"))
    #expect(japanese.unicodeScalars.allSatisfy { $0 != "\u{FFFD}" })
    #expect(SafeFileName.make(from: "Line\nBreak/Sans Specimen.pdf") == "Line_Break_Sans Specimen.pdf")
    #expect(SafeFileName.make(from: "\u{1B}]0;title\u{7}.pdf") == "_]0;title_.pdf")
    #expect(SafeFileName.make(from: "Inter Specimen.pdf") == "Inter Specimen.pdf")
  }
}
