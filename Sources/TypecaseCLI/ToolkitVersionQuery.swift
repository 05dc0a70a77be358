import FoundationEssentials
import Glibc

/// Asks the window program for the versions of Pango, GTK and libadwaita it runs with:
/// `typecase` itself never links them (its start-up stays fast), so `typecase --version` runs
/// `typecase-window --versions` and reads its "library<TAB>version" lines.
enum ToolkitVersionQuery {
  /// (library, version) pairs, or nil when the window program could not be run.
  static func versions() -> [(library: String, version: String)]? {
    guard let output = run(WindowLauncher.programPath, ["--versions"]) else { return nil }
    let pairs = output.split(separator: "\n").compactMap { line -> (String, String)? in
      let fields = line.split(separator: "\t")
      return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
    }
    return pairs.isEmpty ? nil : pairs
  }

  /// Runs `program` with `arguments` and returns what it wrote to standard output when it
  /// exited 0.
  private static func run(_ program: String, _ arguments: [String]) -> String? {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    var argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) }
    argv.append(nil)
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, program, &actions, nil, argv, environ)
    close(pipeEnds[1])
    defer { close(pipeEnds[0]) }
    guard spawned == 0 else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(pipeEnds[0], &buffer, buffer.count)
      if count > 0 {
        bytes += buffer[..<count]
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 && errno == EINTR {}
    // Exited normally with status 0.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
