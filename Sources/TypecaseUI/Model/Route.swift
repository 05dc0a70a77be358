/// A place in the app: what a screen shows, and the path that names it on the command line.
public enum Route: Sendable, Hashable {
  /// The list of font families.
  case families
  /// One family's fonts.
  case family(String)
  /// One face: everything it is (the face page).
  case face(FaceReference)
  /// The settings.
  case settings
  /// A child page of the settings, by its identifier (e.g. "language-region").
  case settingsPage(String)
  /// The choices of one setting, by its key (e.g. "temperature-unit").
  case settingChoices(String)

  /// The path that names the route on the command line (`--page`).
  public var path: String {
    switch self {
    case .families: "families"
    case .family(let name): "family/" + name
    case .face(let face): "face/" + face.name
    case .settings: "settings"
    case .settingsPage(let page): "settings/" + page
    case .settingChoices(let key): "settings/" + key
    }
  }
}
