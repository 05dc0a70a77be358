import Glibc
import TypecaseCore

/// Checks that the command line's arguments are UTF-8 before they are read as text.
///
/// Swift turns bytes that are not UTF-8 (a Latin-1 file name, a lone surrogate written as
/// CESU-8 by another program) into U+FFFD without a word; a font name or TEXT so changed would
/// be looked up or drawn wrongly.
public enum ArgumentEncoding {
  /// A usage message for the first argument that is not UTF-8; nil when all are.
  public static func problem(in arguments: [[UInt8]]) -> Message? {
    for (position, bytes) in arguments.enumerated() where String(validating: bytes, as: UTF8.self) == nil {
      let shown = bytes.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : "\\x" + hex($0) }.joined()
      return tr(
        "argument {number} is not UTF-8: {argument}", ["number": String(position + 1), "argument": shown])
    }
    return nil
  }

  /// The process's arguments (without the program name) as bytes, as the kernel passed them.
  public static func processArguments() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { position in
      guard let argument = CommandLine.unsafeArgv[position] else { return [] }
      return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
    }
  }

  /// `byte` as two upper-case hexadecimal digits ("FF").
  static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
