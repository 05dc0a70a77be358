/// The face-level filters of the family list, combined with AND: a family is shown when one of
/// its faces meets every one (as `fc-list :lang=ja:spacing=mono` lists faces that have both).
public struct FaceCriteria: Sendable, Hashable {
  /// A fontconfig language tag the face must cover (`:lang=`).
  public var language: String?
  /// Only monospaced faces (`:spacing=` mono, dual or charcell, with the corrections of
  /// `MonospacedFace`).
  public var monospace = false
  /// Only italic or oblique faces (`:slant=` 100 or 110).
  public var italic = false
  /// Only faces whose weight (OpenType units) falls in, or whose weight axis reaches into, this
  /// range.
  public var weight: ClosedRange<Int>?
  /// Only faces of this width class.
  public var width: WidthClass?
  /// Only variable fonts (`:variable=true`).
  public var variable = false
  /// Only color fonts (`:color=true`).
  public var color = false
  /// Only faces of this format.
  public var format: FormatFilter?
  /// Only faces installed there.
  public var location: InstallLocation?
  /// Only faces whose PostScript name another file also provides.
  public var duplicates = false
  /// Only faces that have every one of these characters (`:charset=`) and that Pango can draw:
  /// the window's search for families that show a text, which draws it in them (a family of
  /// web fonts alone was listed, its text drawn as boxes).
  public var characters: [Unicode.Scalar] = []

  /// Criteria that every face meets.
  public init() {}

  /// Whether no criterion is set.
  public var isEmpty: Bool { self == FaceCriteria() }

  /// The width classes, by fontconfig width (100 is normal).
  public enum WidthClass: String, Sendable, Hashable, CaseIterable {
    case condensed, normal, expanded

    /// Whether a face spanning `width` has this class.
    func contains(_ width: ClosedRange<Int32>) -> Bool {
      switch self {
      case .condensed: width.lowerBound < 100
      case .normal: width.contains(100)
      case .expanded: width.upperBound > 100
      }
    }
  }

  /// Where a font is installed.
  public enum InstallLocation: String, Sendable, Hashable, CaseIterable {
    /// In the user's own font folders (`$XDG_DATA_HOME/fonts`, `~/.fonts`).
    case user
    /// Anywhere else: installed for everyone.
    case system
  }

  /// A font format, as the filters name it.
  public enum FormatFilter: String, Sendable, Hashable, CaseIterable {
    case trueType = "truetype"
    case cff = "cff"
    case type1 = "type1"
    /// Faces without outlines (fontconfig's `outline=false`): bitmap strikes only.
    case bitmap = "bitmap"

    /// The format named by `word` ("TrueType", "cff", "Type 1", "type1", "bitmap", any case).
    public init?(word: String) {
      let folded = word.lowercased().filter { $0 != " " && $0 != "-" }
      self.init(rawValue: folded)
    }

    /// The name fontconfig gives the format ("TrueType", "CFF", "Type 1"; "bitmap").
    public var fontconfigName: String {
      switch self {
      case .trueType: "TrueType"
      case .cff: "CFF"
      case .type1: "Type 1"
      case .bitmap: "bitmap"
      }
    }

    /// The outline format fontconfig names `name` ("TrueType", "CFF", "Type 1"); nil for
    /// another, and never `.bitmap`, which is a face without outlines whatever its format.
    init?(outlineFormat name: String) {
      guard let format = FormatFilter(rawValue: name.lowercased().filter { $0 != " " }), format != .bitmap else {
        return nil
      }
      self = format
    }

    func matches(_ traits: FaceTraits) -> Bool {
      switch self {
      case .bitmap: !traits.hasOutlines
      default: traits.format == self
      }
    }
  }

  /// Whether a face with `facts` meets every criterion but the language and the characters
  /// (which the index answers from the language sets and character sets).
  func matchesTraits(_ facts: FaceTraits) -> Bool {
    if monospace && !facts.isMonospace { return false }
    if italic && !facts.isItalic { return false }
    if variable && !facts.isVariable { return false }
    if color && !facts.isColor { return false }
    if let weight, weight.lowerBound > facts.weight.upperBound || weight.upperBound < facts.weight.lowerBound {
      return false
    }
    if let width, !width.contains(facts.width) { return false }
    if let format, !format.matches(facts) { return false }
    if let location, (location == .user) != facts.isUserFont { return false }
    return true
  }
}
