import Foundation
import Testing

@testable import TypecaseRendering

/// The temporary file a specimen is drawn into before it is renamed into place.
@Suite struct SpecimenTemporaryFileTests {
  /// Its name is one no one could have made first: it was ".NAME.PID.partial", and another
  /// user who made that name a link in a shared folder had the sheet written through it, over
  /// a file of the user's, and that file made readable by all.
  ///
  /// A file made is the user's own and new; a link already there is left alone.
  @Test func aTemporaryFileIsNewAndOfANameNoOneCouldMakeFirst() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-temporary-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let victim = folder.appendingPathComponent("victim.txt")
    try "private".write(to: victim, atomically: false, encoding: .utf8)
    let sheet = folder.appendingPathComponent("spec.pdf").path
    // What the old name would have been, made a link to the victim beforehand.
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent(".spec.pdf.\(getpid()).partial").path, withDestinationPath: victim.path)
    let first = try PangoTextDrawing.makeTemporary(beside: sheet, for: sheet)
    let second = try PangoTextDrawing.makeTemporary(beside: sheet, for: sheet)
    defer {
      close(first.descriptor)
      close(second.descriptor)
    }
    #expect(first.path != second.path)
    for made in [first, second] {
      #expect(made.path.hasPrefix(folder.path + "/.spec.pdf.") && made.path.hasSuffix(".partial"))
      var status = stat()
      #expect(lstat(made.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && status.st_size == 0)
      #expect(PangoTextDrawing.isStill(made.path, made.descriptor))
    }
    #expect(try String(contentsOf: victim, encoding: .utf8) == "private")
    // Replaced by a link meanwhile, it is not the file made.
    unlink(first.path)
    try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: victim.path)
    #expect(!PangoTextDrawing.isStill(first.path, first.descriptor))
  }
}
