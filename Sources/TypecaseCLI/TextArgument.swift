import FoundationEssentials
import Glibc
import TypecaseCore

/// A TEXT a command reads: given as an argument, or `-` for standard input (an argument holds
/// at most 128 KiB on Linux; a longer text comes through a pipe).
enum TextArgument {
  /// The most standard input read: 16 MiB.
  static let largestInput = 16 << 20

  /// The text `value` stands for; an empty text, input that is not UTF-8 or a text holding a NUL
  /// is a usage error,
  /// input that cannot be read a failure (exit 1, or 2 for a command whose 1 is an answer).
  static func read(
    _ value: String?, spec: CommandSpec, oneIsAnAnswer: Bool = false,
    standardInput: () throws(SystemError) -> [UInt8] = readStandardInput
  ) throws(CommandFailure) -> String {
    guard let value else { throw .usage(UsageError(message: tr("missing TEXT"), hint: spec.helpHint)) }
    var text = value
    if value == "-" {
      let bytes: [UInt8]
      do {
        bytes = try standardInput()
      } catch {
        let message = tr("cannot read the text from standard input: {reason}", ["reason": error.reason])
        throw oneIsAnAnswer ? .badInput(message) : .failure(message)
      }
      guard let decoded = String(validating: bytes, as: UTF8.self) else {
        let place = firstInvalidUTF8(in: bytes)
        throw .usage(
          UsageError(
            message: tr(
              "the text on standard input is not UTF-8 at line {line}, column {column} (byte offset {offset}: 0x{byte})",
              [
                "line": String(place.line), "column": String(place.column), "offset": String(place.offset),
                "byte": ArgumentEncoding.hex(place.offset < bytes.count ? bytes[place.offset] : 0),
              ]),
            hint: spec.helpHint))
      }
      text = decoded.hasSuffix("\n") ? String(decoded.dropLast()) : decoded
    }
    if text.isEmpty { throw .usage(UsageError(message: tr("the text is empty"), hint: spec.helpHint)) }
    // Pango ends a text at its first NUL: `match --text` answered for what came before it, and
    // said nothing was missing.
    if text.unicodeScalars.contains("\u{0}") {
      throw .usage(
        UsageError(message: tr("the text holds a NUL character (U+0000), which no font draws"), hint: spec.helpHint))
    }
    return text
  }

  /// Where the first byte that is not UTF-8 is in `bytes`: its offset (from 0, as `iconv` and
  /// `cmp` count), and its line and column (from 1, in characters): a 5 MB string table was
  /// said not to be UTF-8, nowhere in particular.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> (offset: Int, line: Int, column: Int) {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    var line = 1
    var column = 1
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      offset += UTF8.width(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (offset, line, column)
  }

  /// All of standard input, up to `largestInput` bytes; throws when it cannot be read or is
  /// larger (EFBIG).
  static func readStandardInput() throws(SystemError) -> [UInt8] { try readStandardInput(upTo: largestInput) }

  /// Standard input to its end; throws when it cannot be read or holds more than `limit` bytes
  /// (EFBIG).
  static func readStandardInput(upTo limit: Int) throws(SystemError) -> [UInt8] {
    // Closed at the start, it holds /dev/null now (see `StandardStreams.guardClosedStreams`).
    if StandardStreams.inputWasClosed { throw SystemError(code: EBADF) }
    return try DescriptorReading.bytesToEnd(STDIN_FILENO, upTo: limit)
  }
}
