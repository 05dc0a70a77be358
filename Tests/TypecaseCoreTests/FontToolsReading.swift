import FixtureSupport
import Foundation

/// What fontTools reads from a font file (Tests/Fixtures/read-with-fonttools.py): the
/// independent reading FaceReaderTests compares the reader with.
struct FontToolsReading: Decodable, Sendable {
  /// A name in a language other than English.
  struct LocalizedRecord: Decodable, Sendable {
    var id: Int
    var language: String
    var name: String
  }

  /// An fvar axis.
  struct Axis: Decodable, Sendable {
    var tag: String
    var name: String?
    var minimum: Double
    var `default`: Double
    var maximum: Double
    var hidden: Bool
  }

  /// An fvar named instance, with the PostScript name it should have.
  struct Instance: Decodable, Sendable {
    /// One coordinate.
    struct Coordinate: Decodable, Sendable {
      var tag: String
      var value: Double
    }
    var name: String?
    var postScriptName: String
    var coordinates: [Coordinate]
  }

  var tables: [String]
  var glyphCount: Int
  var unitsPerEm: Int?
  var characters: [UInt32]
  var names: [String: String?]
  var localized: [LocalizedRecord]
  var fsType: Int?
  var vendorID: String?
  var colrVersion: Int?
  var axes: [Axis]
  var instances: [Instance]
  var features: [String: [String]]
  var featureNames: [String: String?]

  /// English name `id`, or nil.
  func name(_ id: Int) -> String? { names[String(id)] ?? nil }

  /// fontTools' reading of each of `files`, by path (one python3 run for all of them).
  static func read(_ files: [String]) throws -> [String: FontToolsReading] {
    let script = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/read-with-fonttools.py").path
    let outcome = try ProcessRunner.runPython(
      [script] + files, environment: ProcessInfo.processInfo.environment)
    guard outcome.status == 0 else { throw ScriptFailure(message: outcome.standardError) }
    return try JSONDecoder().decode([String: FontToolsReading].self, from: Data(outcome.standardOutput.utf8))
  }

  /// A helper script that failed, with what it printed.
  struct ScriptFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
