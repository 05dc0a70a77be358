import Foundation
import Testing
import TypecaseCore

@testable import TypecaseCLI

/// How `typecase face NAME` tells a PostScript name from a file, and a file's `#INDEX`.
@Suite struct FaceTargetTests {
  let none: (String) -> Bool = { _ in false }

  @Test func aNameWithoutASlashIsAPostScriptName() {
    #expect(FaceTarget.parse("Inter-Bold", currentDirectory: "/home/a") == .postScriptName("Inter-Bold"))
    #expect(FaceTarget.parse("Inter.var.ttf", currentDirectory: "/home/a") == .postScriptName("Inter.var.ttf"))
  }

  /// ".." after a link leaves the link's target, as the system resolves the path: a file
  /// `cat` reads (`link/../font.ttf`, with `link -> real/sub`) was "no such file".
  @Test func dotDotAfterALinkLeavesTheLinksTarget() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-target-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let sub = base.appendingPathComponent("real/sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: base.appendingPathComponent("sym"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: base.appendingPathComponent("sym/link"), withDestinationURL: sub)
    let font = base.appendingPathComponent("real/font.ttf")
    try Data("x".utf8).write(to: font)
    let absolute = FaceTarget.absolute("sym/link/../font.ttf", currentDirectory: base.path)
    #expect(FileManager.default.fileExists(atPath: absolute), "\(absolute)")
    #expect(URL(fileURLWithPath: absolute).resolvingSymlinksInPath() == font.resolvingSymlinksInPath())
    // Through a link before "..", where the path as text names the same file, it is kept
    // (fontconfig lists files by its folders' paths, links included).
    try FileManager.default.createDirectory(at: sub.appendingPathComponent("inner"), withIntermediateDirectories: true)
    try Data("y".utf8).write(to: sub.appendingPathComponent("font.ttf"))
    let kept = FaceTarget.absolute("sym/link/inner/../font.ttf", currentDirectory: base.path)
    #expect(kept == base.path + "/sym/link/font.ttf", "\(kept)")
    // A path that does not resolve is still read as text.
    #expect(FaceTarget.absolute("../b/x.ttc", currentDirectory: "/nonexistent/a") == "/nonexistent/b/x.ttc")
  }

  @Test func aPathIsMadeAbsoluteAndMayEndInAnIndex() {
    func file(_ path: String, _ index: Int = 0) -> FaceTarget { .file(FontLocation(file: path, index: index)) }
    #expect(
      FaceTarget.parse("./Inter.var.ttf", currentDirectory: "/home/a", fileExists: none)
        == file("/home/a/Inter.var.ttf"))
    #expect(
      FaceTarget.parse("./Inter.var.ttf#65536", currentDirectory: "/home/a", fileExists: none)
        == file("/home/a/Inter.var.ttf", 65536))
    #expect(FaceTarget.parse("../b/x.ttc#2", currentDirectory: "/home/a", fileExists: none) == file("/home/b/x.ttc", 2))
    #expect(FaceTarget.parse("/f//x.otf", currentDirectory: "/home/a", fileExists: none) == file("/f/x.otf"))
    // Not an index: kept as part of the name.
    #expect(FaceTarget.parse("./a#b", currentDirectory: "/", fileExists: none) == file("/a#b"))
    #expect(FaceTarget.parse("./a#", currentDirectory: "/", fileExists: none) == file("/a#"))
    #expect(FaceTarget.parse("./a#-1", currentDirectory: "/", fileExists: none) == file("/a#-1"))
    #expect(FaceTarget.parse("./a#٣", currentDirectory: "/", fileExists: none) == file("/a#٣"))
    // Beyond 32 bits no face can be: the whole text is the file's name.
    #expect(
      FaceTarget.parse("./a#4294967296", currentDirectory: "/", fileExists: none) == file("/a#4294967296"))
    #expect(FaceTarget.parse("./a#4294967295", currentDirectory: "/", fileExists: none) == file("/a", 4_294_967_295))
    // A file whose name really ends in #2 is that file.
    #expect(
      FaceTarget.parse("./odd#2", currentDirectory: "/d", fileExists: { $0 == "/d/odd#2" }) == file("/d/odd#2"))
  }
}
