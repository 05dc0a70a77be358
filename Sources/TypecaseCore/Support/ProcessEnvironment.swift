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

  /// Every variable as the process was started with them (/proc/self/environ), before the
  /// process changed any (the interface language's LANGUAGE and LC_CTYPE); the variables now
  /// where that cannot be read.
  public static func atStart() -> [String: String] {
    guard let file = fopen("/proc/self/environ", "r") else { return variables() }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 14)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      bytes += chunk[..<count]
      if count < chunk.count { break }
    }
    var variables: [String: String] = [:]
    for entry in bytes.split(separator: 0) {
      guard let equals = entry.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let name = String(decoding: entry[..<equals], as: UTF8.self)
      if variables[name] == nil {
        variables[name] = String(decoding: entry[entry.index(after: equals)...], as: UTF8.self)
      }
    }
    return variables
  }
}
