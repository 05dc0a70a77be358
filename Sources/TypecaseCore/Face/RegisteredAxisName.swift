/// The names the OpenType spec registers for its variation axes, for fonts whose fvar points
/// at no name.
public enum RegisteredAxisName {
  /// The registered axes by tag: Weight, Width, Slant, Italic, Optical Size.
  public static let byTag: [String: String] = [
    "wght": "Weight", "wdth": "Width", "slnt": "Slant", "ital": "Italic", "opsz": "Optical Size",
  ]

  /// The registered name of `tag`, else the tag itself.
  static func name(of tag: String) -> String { byTag[tag] ?? tag }
}
