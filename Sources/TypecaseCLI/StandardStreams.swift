import FoundationEssentials
import Glibc
import TypecaseCore

/// Writes a command's output to the process's standard streams and turns a failed write into a
/// one-line message and exit status 1, never a crash.
///
/// A closed pipe (`typecase families | head -1`) ends the output silently, as Unix tools do.
public enum StandardStreams {
  /// Whether standard output was closed when the process started (`typecase >&-`); see
  /// `guardClosedStreams`.
  nonisolated(unsafe) private static var outputWasClosed = false
  /// Whether standard input was closed when the process started (`typecase diff - <&-`); see
  /// `guardClosedStreams`.
  nonisolated(unsafe) static var inputWasClosed = false
  /// The descriptors (0, 1, 2) `guardClosedStreams` found closed and took.
  nonisolated(unsafe) private static var takenDescriptors: [Int32] = []

  /// Keeps descriptors 0, 1 and 2 taken when the process starts with them closed, so no file
  /// the program opens later (a fontconfig cache, the settings file) lands on them and receives
  /// the output, or is read as the input; writing then reports that standard output was
  /// closed, and reading that standard input was.
  ///
  /// Descriptor 0 left free was taken by a libdispatch thread's epoll descriptor now and then:
  /// `diff - <&-` read it, and said "Invalid argument". Call first thing.
  public static func guardClosedStreams() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      if descriptor == STDIN_FILENO { inputWasClosed = true }
      if descriptor == STDOUT_FILENO { outputWasClosed = true }
      let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if placeholder >= 0 && placeholder != descriptor {
        dup2(placeholder, descriptor)
        close(placeholder)
      }
      takenDescriptors.append(descriptor)
    }
  }

  /// Closes again the descriptors `guardClosedStreams` took, just before this process becomes a
  /// program that guards its own streams (`typecase-render`): handed /dev/null, it wrote its
  /// output there and exited 0, where the command run here says it could not write.
  public static func closeTakenStreams() {
    for descriptor in takenDescriptors { close(descriptor) }
    takenDescriptors = []
  }

  /// The errno of a failed write of streamed output (0: none yet).
  nonisolated(unsafe) private static var streamFailure: Int32 = 0

  /// A `stream` for `Output` that writes chunks to standard output as they come; a failure is
  /// remembered (later chunks are dropped) and reported by `flush`.
  public static let streamToStandardOutput: @Sendable (String) -> Void = { text in
    guard streamFailure == 0 else { return }
    streamFailure = outputWasClosed ? EBADF : write(text, to: STDOUT_FILENO)
  }

  /// A `byteStream` for `Output`, as `streamToStandardOutput` (the same failures).
  public static let bytesToStandardOutput: @Sendable (UnsafeBufferPointer<UInt8>) -> Void = { bytes in
    guard streamFailure == 0 else { return }
    streamFailure = outputWasClosed ? EBADF : write(bytes, to: STDOUT_FILENO)
  }

  /// The width in columns of the terminal standard output goes to; nil when it is no terminal.
  public static func terminalWidth() -> Int? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Writes `output` (standard output first, then standard error); the exit status to use
  /// instead of `status` when standard output could not be written.
  public static func flush(_ output: Output, status: Int32) -> Int32 {
    if !output.standard.isEmpty || streamFailure != 0 {
      let failure =
        streamFailure != 0 ? streamFailure : outputWasClosed ? EBADF : write(output.standard, to: STDOUT_FILENO)
      if failure == EPIPE { return status == 0 ? 141 : status }
      if failure != 0 {
        _ = write(output.errors, to: STDERR_FILENO)
        let reason = SystemError(code: failure).reason
        let message = output.localizer(tr("cannot write output: {reason}", ["reason": reason]))
        _ = write("typecase: " + message + "\n", to: STDERR_FILENO)
        return output.writeFailureStatus
      }
    }
    _ = write(output.errors, to: STDERR_FILENO)
    return status
  }

  /// Writes all of `text` to `descriptor`; 0, or the errno of the write that failed.
  private static func write(_ text: String, to descriptor: Int32) -> Int32 {
    var text = text
    return text.withUTF8 { write($0, to: descriptor) }
  }

  /// Writes all of `bytes` to `descriptor`; 0, or the errno of the write that failed.
  private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32 {
    DescriptorWriting.all(UnsafeRawBufferPointer(bytes), to: descriptor)?.code ?? 0
  }
}
