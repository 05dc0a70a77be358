import TypecaseCore

/// Names one face for its page: by the name a user gave (`--page face/NAME`), and, once the
/// fonts are known, by its family and file.
public struct FaceReference: Sendable, Hashable {
  /// The face's name as shown and as `--page face/NAME` takes it: its PostScript name (else
  /// its display name).
  public var name: String
  /// The family the face belongs to; nil until resolved.
  public var family: String?
  /// The file and index of the face; nil until resolved (a name alone may match two files).
  public var location: FontLocation?

  /// Creates a reference; a reference without family and location is resolved by name once
  /// the fonts are loaded.
  public init(name: String, family: String? = nil, location: FontLocation? = nil) {
    self.name = name
    self.family = family
    self.location = location
  }

  /// The reference of a face of a loaded family.
  public init(_ face: FontFace) {
    self.init(name: face.displayName, family: face.family, location: face.location)
  }

  /// Whether the reference names a font file by its path (`--page face//home/me/A.ttf#1`, as
  /// `typecase FILE` opens it) rather than a face by its PostScript name.
  public var namesFile: Bool { name.hasPrefix("/") }

  /// Whether the reference says which file it means.
  public var isResolved: Bool { family != nil && location != nil }
}
