/// A face of another family that gives a face's PostScript name (see
/// `FontLibrary.postScriptNameClash(of:)`).
public struct PostScriptNameClash: Sendable, Hashable {
  /// The other family (the first, when several give the name).
  public var otherFamily: String
  /// The file of its face with the name.
  public var otherFile: String
  /// The file fontconfig gives a program asking for the name; nil when it gives none of them.
  public var programsGet: String?

  /// Creates a clash.
  public init(otherFamily: String, otherFile: String, programsGet: String?) {
    self.otherFamily = otherFamily
    self.otherFile = otherFile
    self.programsGet = programsGet
  }
}
