import Foundation
import Testing

@testable import TypecaseCore

/// Comparing two files' contents: the same bytes over several chunks, a difference past the
/// first chunk, other sizes, a file that is missing or a folder.
@Suite struct FileComparisonTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-compare-\(UUID().uuidString)")

  /// Writes `bytes` to `name` in the test's folder; its path.
  func write(_ bytes: [UInt8], to name: String) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func comparesContentsChunkByChunk() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Three chunks and a bit: the last read is short.
    let bytes = (0..<(3 * 65_536 + 17)).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let original = try write(bytes, to: "a.ttf")
    let copy = try write(bytes, to: "b.ttf")
    var changed = bytes
    changed[2 * 65_536 + 5] ^= 1
    let other = try write(changed, to: "c.ttf")
    let shorter = try write(Array(bytes.dropLast()), to: "d.ttf")
    #expect(FileComparison.sameContent(ofFileAt: original, andFileAt: copy))
    #expect(FileComparison.sameContent(ofFileAt: original, andFileAt: original))
    #expect(!FileComparison.sameContent(ofFileAt: original, andFileAt: other))
    #expect(!FileComparison.sameContent(ofFileAt: original, andFileAt: shorter))
    #expect(!FileComparison.sameContent(ofFileAt: original, andFileAt: folder.appendingPathComponent("gone").path))
    #expect(!FileComparison.sameContent(ofFileAt: folder.path, andFileAt: folder.path))
  }

  @Test func comparesFilesOfExactlyOneChunk() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = [UInt8](repeating: 1, count: 65_536)
    var changed = bytes
    changed[65_535] = 2
    let original = try write(bytes, to: "a.ttf")
    #expect(FileComparison.sameContent(ofFileAt: original, andFileAt: try write(bytes, to: "b.ttf")))
    #expect(!FileComparison.sameContent(ofFileAt: original, andFileAt: try write(changed, to: "c.ttf")))
  }
}
