import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// The pure-Swift SHA-256 against FIPS 180-4's vectors and `sha256sum` on real files.
@Suite struct SHA256Tests {
  @Test func knownVectors() {
    #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// Input fed in pieces of every size around the 64-byte block gives the one-piece digest,
  /// including messages whose padding needs a second block (55, 56, 63, 64 bytes).
  @Test func piecesGiveTheSameDigest() {
    let message = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
    for length in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 300] {
      let whole = SHA256.hex(message.prefix(length))
      for piece in [1, 3, 63, 64, 65, 100] {
        var hasher = SHA256()
        var rest = Array(message.prefix(length))[...]
        while !rest.isEmpty {
          hasher.update(Array(rest.prefix(piece)))
          rest = rest.dropFirst(piece)
        }
        #expect(hasher.finalize().hexDigits == whole, "length \(length), pieces of \(piece)")
      }
    }
  }

  /// Every fixture font file hashes as `sha256sum` says.
  @Test func fixtureFilesMatchSha256sum() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: FixtureFonts.fontsDirectory.path)
      .filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.sorted()
      .map { FixtureFonts.fontsDirectory.appendingPathComponent($0).path }
    #expect(files.count >= 10)
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/sha256sum"), files, environment: ProcessInfo.processInfo.environment)
    #expect(result.status == 0)
    var expected: [String: String] = [:]
    for line in result.standardOutput.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1)
      expected[String(parts[1].drop(while: { $0 == " " || $0 == "*" }))] = String(parts[0])
    }
    for file in files {
      #expect(FileDigest.sha256(ofFile: file) == expected[file], "\(file)")
    }
    #expect(FileDigest.sha256(ofFile: "/nonexistent/font.ttf") == nil)
  }
}
