import FixtureSupport
import Foundation

@testable import TypecaseCore

/// Compiles PO text with msgfmt into a temporary folder, for tests of the catalog reader.
enum CompiledCatalog {
  /// The folder holding `<language>.mo` compiled from `po` with `options` (for example `--no-hash`,
  /// `--endianness=big`).
  static func directory(language: String, po: String, options: [String] = []) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tc-mo-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let source = directory.appendingPathComponent("\(language).po")
    try po.write(to: source, atomically: true, encoding: .utf8)
    let outcome = try ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/msgfmt"),
      options + ["--check", "-o", directory.appendingPathComponent("\(language).mo").path, source.path],
      environment: ProcessInfo.processInfo.environment)
    guard outcome.status == 0 else { throw Failure(message: outcome.standardError) }
    return directory
  }

  /// The catalog compiled from `po`.
  static func catalog(_ po: String, options: [String] = []) throws -> MessageCatalog? {
    let directory = try self.directory(language: "xx", po: po, options: options)
    let data = try Data(contentsOf: directory.appendingPathComponent("xx.mo"))
    return MessageCatalog(bytes: [UInt8](data))
  }

  /// msgfmt refused the text.
  struct Failure: Error { var message: String }

  /// A small PO file with a header, a plain entry, a plural one and one in UTF-8.
  static func po(pluralForms: String = "nplurals=2; plural=(n != 1);") -> String {
    """
    msgid ""
    msgstr ""
    "Language: xx\\n"
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Plural-Forms: \(pluralForms)\\n"

    msgid "Settings"
    msgstr "Réglages"

    msgid "{count} font"
    msgid_plural "{count} fonts"
    msgstr[0] "{count} police"
    msgstr[1] "{count} polices"

    msgid "“{character}” is not in {face}"
    msgstr "« {character} » n’est pas dans {face}"

    msgid "Untranslated"
    msgstr ""

    msgid "Usage: typecase x\\n  --json"
    msgstr "Emploi : typecase x\\n  --json"

    """
  }
}
