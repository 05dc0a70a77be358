import CFontconfig

/// The version of the fontconfig library this process runs with (FcGetVersion), "2.14.1".
public enum FontconfigVersion {
  /// The version as major.minor.revision.
  public static var text: String {
    let version = Int(FcGetVersion())
    return "\(version / 10_000).\(version / 100 % 100).\(version % 100)"
  }
}
