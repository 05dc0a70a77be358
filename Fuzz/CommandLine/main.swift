@testable import TypecaseCLI

/// libFuzzer's entry: every command's argument parser on arbitrary arguments.
///
/// The input is split at NUL bytes into arguments (invalid UTF-8 repaired, as the program's
/// `CommandLine.arguments` would be). Each parse gives arguments or a usage error, never a
/// crash, and what it gives keeps the spec's promises.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  let specs = [TypecaseCommandLine.rootSpec, FamiliesCommand.spec, FacesCommand.spec, SettingsCommand.spec]
  for spec in specs {
    do throws(UsageError) {
      let parsed = try spec.parse(arguments)
      if !parsed.wantsHelp && parsed.positionals.count > spec.maximumPositionals {
        fatalError("accepted \(parsed.positionals.count) positionals for \(spec.path)")
      }
      for flag in parsed.flags where flag != "help" && !spec.flags.contains(flag) {
        fatalError("accepted the unknown flag \(flag) for \(spec.path)")
      }
      for name in parsed.values.keys where !spec.valueOptions.contains(where: { $0.name == name }) {
        fatalError("accepted the unknown option \(name) for \(spec.path)")
      }
    } catch {
      if error.message.english.isEmpty || error.hint.english.isEmpty { fatalError("a usage error without words") }
    }
  }
  return 0
}
