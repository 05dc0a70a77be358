import Dispatch

/// Work spread over the machine's cores: each position computed once, on whichever thread is
/// free, and the results handed back in position order.
package enum ParallelMap {
  /// `transform(position)` for every position in `0..<count`, computed in parallel, in order.
  /// `transform` runs on several threads at once, and must not depend on the order the
  /// positions are computed in.
  package static func map<Result: Sendable>(count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
    guard count > 1 else { return (0..<count).map(transform) }
    let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
      results.deinitialize()
      results.deallocate()
    }
    let shared = SharedResults(buffer: results)
    DispatchQueue.concurrentPerform(iterations: count) { position in
      shared.buffer[position] = transform(position)
    }
    return results.compactMap { $0 }
  }

  /// `transform` of consecutive slices of `0..<count` (about `chunkSize` positions each), in
  /// parallel, in order: for work too small per position to hand out one at a time.
  package static func chunks<Result: Sendable>(
    count: Int, chunkSize: Int, _ transform: @Sendable (Range<Int>) -> Result
  ) -> [Result] {
    let chunkCount = (count + chunkSize - 1) / chunkSize
    return map(count: chunkCount) { chunk in
      transform((chunk * chunkSize)..<min(count, (chunk + 1) * chunkSize))
    }
  }
}

/// The results of `ParallelMap.map`, written by parallel iterations, each at its own position
/// only.
private struct SharedResults<Element>: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<Element?>
}
