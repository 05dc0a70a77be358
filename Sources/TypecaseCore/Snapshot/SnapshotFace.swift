/// What `typecase diff` compares of one face: who it is, where it lives, and what it holds.
public struct SnapshotFace: Sendable, Hashable {
  /// The family (fontconfig's first family name).
  public var family: String
  /// The style name.
  public var style: String
  /// The PostScript name, when the font declares one: the face's identity across snapshots.
  public var postScriptName: String?
  /// The full name (a variable font as a whole has no PostScript name: "Inter (Variable)").
  public var fullName: String?
  /// The font file.
  public var file: String
  /// The face's index in the file.
  public var index: Int
  /// The font revision, for example "2.037".
  public var version: String?
  /// The SHA-256 of the file; nil when it could not be read.
  public var sha256: String?
  /// How many characters the face maps; nil when the snapshot does not say.
  public var characterCount: Int?
  /// The digest of the face's character set; nil when the snapshot does not say.
  public var charsetSHA256: String?
  /// Weight (CSS's scale), width (percent) and slant, as fontconfig reads them; nil when the
  /// snapshot does not say.
  public var weight: Int?
  public var width: Int?
  public var slant: Int?
  /// The languages fontconfig finds the face covers, as the snapshot lists them; nil when not
  /// read (the faces of a snapshot that are the same on both sides are compared as text).
  public var languages: [String]?
  /// A variable font's axes ("wght 100–900 (default 400)"); nil for another face, or when the
  /// snapshot does not say (read only for faces that differ, as `languages`).
  public var axes: String?
  /// A named instance's coordinates ("wght=700"); nil for another face, or when not read.
  public var coordinates: String?

  /// Creates a face record.
  public init(
    family: String, style: String, postScriptName: String?, fullName: String? = nil, file: String, index: Int,
    version: String?, sha256: String?, characterCount: Int?, charsetSHA256: String?, weight: Int? = nil,
    width: Int? = nil, slant: Int? = nil, languages: [String]? = nil, axes: String? = nil, coordinates: String? = nil
  ) {
    self.family = family
    self.style = style
    self.postScriptName = postScriptName
    self.fullName = fullName
    self.file = file
    self.index = index
    self.version = version
    self.sha256 = sha256
    self.characterCount = characterCount
    self.charsetSHA256 = charsetSHA256
    self.weight = weight
    self.width = width
    self.slant = slant
    self.languages = languages
    self.axes = axes
    self.coordinates = coordinates
  }

  /// The name that identifies the face across snapshots: its PostScript name, else its full
  /// name, as every other command names a variable font as a whole ("Inter Italic
  /// (Variable)"; it was "Inter Italic Variable" here alone), else family and style.
  public var identity: String {
    if let postScriptName, !postScriptName.isEmpty { return postScriptName }
    if let fullName, !fullName.isEmpty { return fullName }
    return style.isEmpty ? family : family + " " + style
  }
}
