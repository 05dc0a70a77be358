import Glibc

/// The process's environment variables, read straight from `environ`.
///
/// What `ProcessInfo.processInfo.environment` gives, for less: FoundationEssentials spent
/// 790,000 instructions of `typecase families` on it (ProcessInfo's set-up and the dictionary,
/// 35 variables), this 470,000, most of it the process's first dictionary and hashes, which
/// the command would pay for next (callgrind). A name given twice keeps its first value, as
/// `getenv` reads it; an entry without "=" is left out.
public enum ProcessEnvironment {
  /// Every variable, by name.
  public static func variables() -> [String: String] {
    var entries: [UnsafeMutablePointer<CChar>] = []
    var entry = environ
    while let pointer = entry.pointee {
      entries.append(pointer)
      entry += 1
    }
    // Room for all at once, and the last entry first: each name is hashed once, and the first
    // of two entries with one name is the one left.
    var variables: [String: String] = [:]
    variables.reserveCapacity(entries.count)
    for pointer in entries.reversed() {
      let text = String(cString: pointer)
      guard let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) else { continue }
      variables[String(text[..<equals])] = String(text[text.utf8.index(after: equals)...])
    }
    return variables
  }
}
