import Foundation
import Glibc
import Testing

@testable import TypecaseCore

/// The file hash cache: hits by fingerprint, a changed file read again, a corrupt cache ignored.
@Suite struct FileHashCacheTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-hashes-\(UUID().uuidString)")

  func write(_ text: String, to name: String) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func hashesOnceThenFromTheCache() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let font = try write("abc", to: "a.ttf")
    let cachePath = folder.appendingPathComponent("cache/typecase/file-hashes").path
    let first = FileHashCache(path: cachePath)
    let records = first.records(for: [font, folder.appendingPathComponent("gone.ttf").path])
    #expect(records[0]?.sha256 == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(records[0]?.fingerprint.size == 3)
    #expect(records[1] == nil)
    #expect(first.hashedCount == 1)
    first.save()
    let saved = try String(contentsOfFile: cachePath, encoding: .utf8)
    #expect(saved.hasPrefix("typecase file hashes 2\n"))
    #expect(saved.contains("\tba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\t\(font)\n"))

    // The cache answers for the same fingerprint, even when the digest on record differs from
    // the contents: proof that the file was not read.
    try saved.replacingOccurrences(of: "ba7816bf", with: "00000000").write(
      toFile: cachePath, atomically: true, encoding: .utf8)
    let second = FileHashCache(path: cachePath)
    #expect(second.records(for: [font])[0]?.sha256?.hasPrefix("00000000") == true)
    #expect(second.hashedCount == 0)

    // A rewritten file (other size) is read again.
    _ = try write("abcd", to: "a.ttf")
    let third = FileHashCache(path: cachePath)
    #expect(third.records(for: [font])[0]?.sha256 == SHA256.hex(Array("abcd".utf8)))
    #expect(third.hashedCount == 1)
    third.save()

    // Rewritten in place, as long, its modification time set back as `touch -d` or `cp -p`
    // set it: read again all the same (the status change time moved), where the SHA-256 of
    // the earlier contents came from the cache.
    var status = stat()
    try #require(stat(font, &status) == 0)
    Thread.sleep(forTimeInterval: 0.02)
    let handle = try #require(FileHandle(forUpdatingAtPath: font))
    try handle.seek(toOffset: 3)
    try handle.write(contentsOf: Data("e".utf8))
    try handle.close()
    // To the nanosecond (a Date loses some).
    try #require(utimensat(AT_FDCWD, font, [status.st_atim, status.st_mtim], 0) == 0)
    let fourth = FileHashCache(path: cachePath)
    let record = try #require(fourth.records(for: [font])[0])
    #expect(record.fingerprint.size == 4)
    #expect(record.sha256 == SHA256.hex(Array("abce".utf8)))
    #expect(fourth.hashedCount == 1)
  }

  @Test(arguments: [
    "", "garbage\n", "typecase file hashes 2\n1\t2\t3\n", "typecase file hashes 2\n1\t2\t3\t4\t5\txyz\t/a\n",
    // The format before status change times.
    "typecase file hashes 1\n1\t2\t3\t4\tba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\t/a\n",
  ])
  func aCorruptCacheIsIgnored(contents: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let font = try write("abc", to: "a.ttf")
    let cachePath = try write(contents, to: "file-hashes")
    let cache = FileHashCache(path: cachePath)
    #expect(cache.wasCorrupt)
    #expect(cache.records(for: [font])[0]?.sha256 == SHA256.hex(Array("abc".utf8)))
    cache.save()
    #expect(try String(contentsOfFile: cachePath, encoding: .utf8).hasPrefix("typecase file hashes 2\n"))
  }
}
