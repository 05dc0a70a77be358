import TypecaseCore

/// Reads a `--page` path into the stack of routes that leads to it.
public enum PagePath {
  /// Why a page path names no page.
  public struct Unknown: Error, Equatable, CustomStringConvertible {
    /// The path asked for.
    public var path: String
    /// What to tell the user.
    public var message: Message { tr("no page \"{page}\"", ["page": path]) }
    /// The message in English (for logs).
    public var description: String { message.description }
  }

  /// Every path `routes(for:)` accepts, in the order the window shows them ("family/NAME" for
  /// any family), for help and error hints.
  public static func names(schema: SettingsSchema = TypecaseSettings.schema) -> [String] {
    let choices = schema.settings.filter(\.hasRow)
    return ["families", "family/NAME", "face/POSTSCRIPTNAME", "settings"] + schema.pages.map { "settings/" + $0.id }
      + choices.map { "settings/" + $0.key }
  }

  /// The stack for `path`, bottom first: "family/X" is [families, family(X)], "face/X" is
  /// [families, face(X)] until the fonts are loaded (see `TypecaseModel.setFonts`), and a setting's
  /// choices come after the settings pages that lead to them.
  public static func routes(for path: String, schema: SettingsSchema = TypecaseSettings.schema) throws(Unknown)
    -> [Route]
  {
    let parts = path.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    switch (parts.first, parts.count) {
    case ("families", 1): return [.families]
    case ("family", 2) where !parts[1].isEmpty: return [.families, .family(parts[1])]
    // The family's page goes below once the fonts say which family the face is in.
    case ("face", 2) where !parts[1].isEmpty: return [.families, .face(FaceReference(name: parts[1]))]
    case ("settings", 1): return [.families, .settings]
    case ("settings", 2):
      let name = parts[1]
      if schema.page(name) != nil {
        var pages: [Route] = []
        for candidate in schema.settings {
          if let path = schema.pagePath(to: candidate.key), let index = path.firstIndex(where: { $0.id == name }) {
            pages = path[...index].map { .settingsPage($0.id) }
            break
          }
        }
        return [.families, .settings] + (pages.isEmpty ? [.settingsPage(name)] : pages)
      }
      if let setting = schema.setting(name), setting.hasRow, let pages = schema.pagePath(to: name) {
        return [.families, .settings] + pages.map { .settingsPage($0.id) } + [.settingChoices(name)]
      }
      throw Unknown(path: path)
    default:
      throw Unknown(path: path)
    }
  }
}
