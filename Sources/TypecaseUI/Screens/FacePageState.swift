import TypecaseCore

/// What the user changed on one face page: the sample, its size, the axes, the features and
/// the character search.
///
/// A page starts from the face and the settings; nothing here is stored.
public struct FacePageState: Sendable, Equatable {
  /// The sample text as edited; nil: the Sample Text setting's text.
  public var sample: String?
  /// The text typed on another page that this page's sample started from (see
  /// `TypecaseModel.typedSample`); nil when it started from the setting.
  public var carriedSample: String?
  /// The preview size in points; nil: the size that suits the sample (see `FaceScreens`).
  public var points: Double?
  /// Axis values moved by the user or set by a named instance, by tag; axes not here stand at
  /// the face's own coordinates.
  public var axisValues: [String: Double] = [:]
  /// Features set by the user, by tag: 0 off, 1 on, 2 and more the alternate picked (`cv84`
  /// 5 of 35); features not here are as shaping applies them.
  public var features: [String: Int] = [:]
  /// The character search text.
  public var characterSearch = ""
  /// The first code point of the Unicode block the grid is narrowed to; nil: every block.
  public var block: UInt32?
  /// The character selected in the grid.
  public var selectedCharacter: Unicode.Scalar?

  /// Whether the sample is the text typed on another page, unchanged here.
  public var onlyCarriesSample: Bool { carriedSample != nil && sample == carriedSample }

  /// Creates the state of a page nobody has touched yet.
  public init() {}
}
