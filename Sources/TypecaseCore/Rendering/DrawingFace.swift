/// A face as a text layout engine picked it: where it lives and what fontconfig calls it.
public struct DrawingFace: Sendable, Hashable {
  /// The face's file and index.
  public var location: FontLocation
  /// The family fontconfig names first.
  public var family: String
  /// The style fontconfig names first.
  public var style: String
  /// The PostScript name fontconfig reads (a variable font's instances are named better by
  /// the catalog; see `FontLibrary.faces`).
  public var postScriptName: String?
  /// A variable font drawn as a whole (at its default coordinates, or at those a description
  /// sets), which has no PostScript name: its name as `typecase faces` gives it, "Inter
  /// (Variable)"; nil for any other face.
  public var variableFontName: String?
  /// What the drawing makes up that the face itself does not have: "bold" (emboldened
  /// outlines) and "oblique" (slanted ones), as fontconfig's rules ask for a bold or italic the
  /// family lacks (FC_EMBOLDEN, FC_MATRIX); empty when it draws the face as it is.
  public var synthetic: [String] = []
  /// The axis coordinates the face is drawn at, in Pango's syntax ("wght=650"), when the
  /// description sets them; nil when it is drawn at its own (an instance's, or the defaults).
  public var variations: String?

  /// Creates a face.
  public init(location: FontLocation, family: String, style: String, postScriptName: String?) {
    self.location = location
    self.family = family
    self.style = style
    self.postScriptName = postScriptName
  }
}

extension DrawingFace {
  /// A face fontconfig found, named as the catalog names it: a variable font's named
  /// instance by its own PostScript name and style, the variable font itself as "Variable".
  package init(
    location: FontLocation, family: String, style: String, postScriptName: String?, isVariable: Bool,
    variableFonts: VariableFontNames
  ) {
    var face = FontFace(family: family, otherFamilyNames: [], isMonospace: false, location: location)
    face.style = style
    face.postScriptName = postScriptName
    variableFonts.rename(&face, isVariable: isVariable)
    self.init(location: location, family: family, style: face.style, postScriptName: face.postScriptName)
    if case .variableFont = face.variation, face.postScriptName == nil { variableFontName = face.fullName }
  }
}
