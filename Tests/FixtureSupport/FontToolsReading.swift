import Foundation

/// What fontTools reads from a font file (Tests/Fixtures/read-with-fonttools.py): the
/// independent reading the face reader and `typecase face` are compared with.
public struct FontToolsReading: Decodable, Sendable {
  /// A name in a language other than English.
  public struct LocalizedRecord: Decodable, Sendable {
    public var id: Int
    public var language: String
    public var name: String
  }

  /// An fvar axis.
  public struct Axis: Decodable, Sendable {
    public var tag: String
    public var name: String?
    public var minimum: Double
    public var `default`: Double
    public var maximum: Double
    public var hidden: Bool
  }

  /// An fvar named instance, with the PostScript name it should have.
  public struct Instance: Decodable, Sendable {
    /// One coordinate.
    public struct Coordinate: Decodable, Sendable {
      public var tag: String
      public var value: Double
    }
    public var name: String?
    public var postScriptName: String
    public var coordinates: [Coordinate]
  }

  public var tables: [String]
  public var glyphCount: Int
  public var unitsPerEm: Int?
  /// The head table's fontRevision.
  public var fontRevision: Double?
  public var characters: [UInt32]
  public var names: [String: String?]
  public var localized: [LocalizedRecord]
  public var fsType: Int?
  public var vendorID: String?
  public var colrVersion: Int?
  public var axes: [Axis]
  public var instances: [Instance]
  public var features: [String: [String]]
  public var featureNames: [String: String?]
  /// The GSUB/GPOS scripts, each with its language systems.
  public var scripts: [String: [String]]

  /// English name `id`, or nil.
  public func name(_ id: Int) -> String? { names[String(id)] ?? nil }

  /// fontTools' reading of each of `files`, by path (one python3 run for all of them).
  public static func read(_ files: [String]) throws -> [String: FontToolsReading] {
    let script = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/read-with-fonttools.py").path
    let outcome = try ProcessRunner.runPython(
      [script] + files, environment: ProcessInfo.processInfo.environment)
    guard outcome.status == 0 else { throw ScriptFailure(message: outcome.standardError) }
    return try JSONDecoder().decode([String: FontToolsReading].self, from: Data(outcome.standardOutput.utf8))
  }

  /// A helper script that failed, with what it printed.
  public struct ScriptFailure: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(message: String) { self.message = message }
  }
}
