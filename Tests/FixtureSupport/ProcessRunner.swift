import Foundation
import TypecaseCore

/// Runs a program to completion and collects what it printed.
public struct ProcessOutcome: Sendable {
  /// The exit status.
  public var status: Int32
  /// Everything written to standard output.
  public var standardOutput: String
  /// Everything written to standard error.
  public var standardError: String
}

/// Runs programs for tests: the built `typecase` binary, fc-list, and the like.
public enum ProcessRunner {
  /// The folder of the built products (where the test bundle itself lives).
  public static let productsDirectory: URL = {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    while directory.path != "/"
      && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("typecase").path)
    {
      directory = directory.deletingLastPathComponent()
    }
    return directory
  }()

  /// The built `typecase` executable.
  public static var typecase: URL { productsDirectory.appendingPathComponent("typecase") }

  /// Runs the built `typecase` with `arguments` as a user who cannot read every file: as
  /// nobody when the tests run as root (who reads any file, mode 000 or not), else as the user.
  public static func typecaseWithoutRoot(_ arguments: [String], environment: [String: String]) throws
    -> ProcessOutcome
  {
    guard getuid() == 0 else { return try run(typecase, arguments, environment: environment) }
    return try run(
      URL(fileURLWithPath: "/usr/bin/setpriv"),
      ["--reuid=65534", "--regid=65534", "--clear-groups", typecase.path] + arguments, environment: environment)
  }

  /// Runs `executable` with `arguments` and `environment`, waiting for it to exit; with
  /// `interruptingWhen`, sends it SIGINT (as Ctrl+C) once that says so (looked at every 10 ms,
  /// for at most 30 seconds).
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String], input: String? = nil,
    interruptingWhen ready: (() -> Bool)? = nil
  ) throws -> ProcessOutcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if ready != nil {
      // Started with no signal blocked, as from a shell: the test's own threads block them, and
      // a child inherits that mask (the signal would wait until the program is done).
      process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
      process.arguments =
        [
          "-c",
          "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])",
          executable.path,
        ] + arguments
    }
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = LockedValue(Data())
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      outputData.withLock { $0 = data }
      group.leave()
    }
    if let ready {
      for _ in 0..<3000 where process.isRunning && !ready() { Thread.sleep(forTimeInterval: 0.01) }
      process.interrupt()
    }
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ProcessOutcome(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData.withLock { $0 }, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }

  /// What makes a program fill the memory it frees (glibc's MALLOC_PERTURB_, and GLib's
  /// slices taken from malloc), so that a widget or list model used after GTK freed it crashes
  /// the test at once, rather than once in a while on a user's desktop.
  public static let freedMemoryPoisoned = ["MALLOC_PERTURB_": "165", "G_SLICE": "always-malloc"]

  /// Starts the built window program with `arguments`, its output discarded (its standard
  /// error written to `errorLog` when given); the caller stops it with `stop(_:)`.
  public static func startWindow(
    _ arguments: [String] = [], environment: [String: String], errorLog: URL? = nil
  ) throws -> Process {
    let window = Process()
    window.executableURL = productsDirectory.appendingPathComponent("typecase-window")
    window.arguments = arguments
    window.environment = environment
    window.standardOutput = FileHandle.nullDevice
    window.standardError = FileHandle.nullDevice
    if let errorLog {
      _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
      window.standardError = try FileHandle(forWritingTo: errorLog)
    }
    try window.run()
    return window
  }

  /// Ends a program started by `startWindow` and waits for it.
  ///
  /// SIGKILL: a child of the test runner may start with SIGTERM blocked.
  public static func stop(_ window: Process) {
    kill(window.processIdentifier, SIGKILL)
    window.waitUntilExit()
  }

  /// Runs a program found on PATH (for example "fc-list").
  ///
  /// Copies the program at `source` to `destination`, executable, in a child process
  /// (`install -m 755`): copied in this process, the file was open for writing while another
  /// test spawned a program, which inherited that descriptor, and running the copy failed
  /// with "Text file busy".
  public static func copyExecutable(_ source: URL, to destination: URL) throws {
    let copied = try run(
      URL(fileURLWithPath: "/usr/bin/install"), ["-m", "755", source.path, destination.path], environment: [:])
    guard copied.status == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
    }
  }

  public static func runTool(_ name: String, _ arguments: [String], environment: [String: String]) throws
    -> ProcessOutcome
  {
    try run(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, environment: environment)
  }

  /// Runs the system's Python (`/usr/bin/python3`) with `arguments`: the one whose modules
  /// scripts/install-dependencies installs (python3-fonttools, python3-pyatspi), whatever
  /// other `python3` (pyenv's, say) comes first on PATH.
  public static func runPython(_ arguments: [String], environment: [String: String]) throws -> ProcessOutcome {
    try run(URL(fileURLWithPath: "/usr/bin/python3"), arguments, environment: environment)
  }
}
