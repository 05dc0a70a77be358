@testable import TypecaseCore

/// libFuzzer's entry: the JSON reader on arbitrary bytes.
///
/// Any input must give a value or a `ParseError`, never a crash. A document that parses must
/// render to text that parses to the same members (what the settings store writes back).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
  guard let members = try? JSONValue.parseObject(bytes) else { return 0 }
  let written = JSONValue.document(members)
  guard let reread = try? JSONValue.parseObject(Array(written.utf8)) else {
    fatalError("a parsed document did not parse again once written: \(written.debugDescription)")
  }
  guard reread == members else {
    fatalError("writing and reading changed the members: \(written.debugDescription)")
  }
  for value in members.values {
    if let text = value.stringValue, JSONValue.string(text).stringValue != text {
      fatalError("a string did not survive quoting: \(text.debugDescription)")
    }
  }
  return 0
}
