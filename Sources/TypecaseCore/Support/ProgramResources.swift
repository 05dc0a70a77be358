import FoundationEssentials

/// Finds the resource bundles SwiftPM puts beside the programs (and `scripts/install` copies
/// beside the installed ones), by path: no `Bundle.module`, which would import Foundation.
public enum ProgramResources {
  /// The folder `folder` inside the bundle `bundle` (say "Typecase_TypecaseIcons.resources")
  /// beside the running executable or one folder up, when it exists.
  public static func path(bundle: String, folder: String) -> String? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidates = [
      executable.deletingLastPathComponent(),
      executable.deletingLastPathComponent().deletingLastPathComponent(),
    ].map { $0.appendingPathComponent(bundle).appendingPathComponent(folder) }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }?.path
  }
}
