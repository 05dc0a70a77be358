import CAdwaita
import Foundation
import XCTest

@testable import GtkSupport

/// Heap memory freed by popped pages goes back to the system once navigation pauses, once for
/// a burst of pages.
final class FreedMemoryTests: GtkSupportTestCase {
  func testABurstOfRequestsTrimsOnceAfterTheQuietTime() {
    // A quiet time far longer than the burst: a loaded machine's slow turns of the main loop
    // (tens of milliseconds) cannot make the burst look like a pause.
    let freed = FreedMemory(quietMilliseconds: 1_000)
    for _ in 0..<3 {
      freed.returnSoon()
      _ = MainContext.iterate(until: { false }, timeout: 0.05)
    }
    XCTAssertEqual(freed.trimCount, 0, "trimmed before the requests paused")
    XCTAssertTrue(MainContext.iterate(until: { freed.trimCount > 0 }, timeout: 5))
    _ = MainContext.iterate(until: { false }, timeout: 0.3)
    XCTAssertEqual(freed.trimCount, 1)
  }

  /// Freed blocks below a block still in use stay resident until the trim.
  func testFreedHeapBlocksLeaveTheResidentSize() throws {
    let blockSize = 16 * 1024
    var blocks = (0..<2_048).compactMap { _ -> UnsafeMutableRawPointer? in
      guard let block = malloc(blockSize) else { return nil }
      memset(block, 1, blockSize)
      return block
    }
    let kept = try XCTUnwrap(malloc(blockSize))  // above them: free() cannot give them back itself
    memset(kept, 1, blockSize)
    defer { free(kept) }
    for block in blocks { free(block) }
    blocks.removeAll()
    let before = try residentAnonymousKilobytes()
    let freed = FreedMemory(quietMilliseconds: 10)
    freed.returnSoon()
    XCTAssertTrue(MainContext.iterate(until: { freed.trimCount > 0 }, timeout: 2))
    let after = try residentAnonymousKilobytes()
    XCTAssertGreaterThan(before - after, 16 * 1024, "resident heap went from \(before) kB to \(after) kB")
  }

  private func residentAnonymousKilobytes() throws -> Int {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("RssAnon:") })
    return try XCTUnwrap(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
  }
}
