import Dispatch

/// Work spread over the machine's cores: each position computed once, on whichever thread is
/// free, and the results handed back in position order.
package enum ParallelMap {
  /// `transform(position)` for every position in `0..<count`, computed in parallel, in order.
  ///
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

extension ParallelMap {
  /// `first()` and `second()`, computed at the same time.
  package static func both<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
  ) -> (First, Second) {
    var firstResult: First?
    var secondResult: Second?
    for result in map(count: 2, { $0 == 0 ? Either<First, Second>.first(first()) : .second(second()) }) {
      switch result {
      case .first(let value): firstResult = value
      case .second(let value): secondResult = value
      }
    }
    // `map` computes every position: both are there.
    guard let firstResult, let secondResult else { preconditionFailure("ParallelMap.map skipped a position") }
    return (firstResult, secondResult)
  }
}

/// One of the two results of `ParallelMap.both`.
private enum Either<First: Sendable, Second: Sendable>: Sendable {
  /// The result of `first`.
  case first(First)
  /// The result of `second`.
  case second(Second)
}

/// The results of `ParallelMap.map`, written by parallel iterations, each at its own position
/// only.
private struct SharedResults<Element>: @unchecked Sendable {
  /// The results, a position each.
  let buffer: UnsafeMutableBufferPointer<Element?>
}
