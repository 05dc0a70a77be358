import GtkSupport
import TypecaseCore

/// What the About window says about Typecase, in the interface language.
enum AboutDetails {
  static func details(_ localizer: Localizer) -> AboutWindow.Details {
    // GNOME's convention: translators put their names in place of "translator-credits".
    let translators = localizer.tr("translator-credits")
    return AboutWindow.Details(
      applicationName: ApplicationIdentity.name, iconName: ApplicationIdentity.id,
      version: ApplicationIdentity.version, developerName: localizer.tr("The Typecase developers"),
      comments: localizer.tr("See the fonts of this machine and exactly what they are called"),
      website: ApplicationIdentity.website, issueURL: ApplicationIdentity.issueURL,
      developers: [localizer.tr("The Typecase developers")],
      translatorCredits: translators == "translator-credits" ? "" : translators,
      copyright: localizer.tr("© {year} The Typecase developers", ["year": ApplicationIdentity.copyrightYear]),
      license: ApplicationIdentity.license, releaseNotes: releaseNotes(localizer))
  }

  /// `ApplicationIdentity.releaseNotes` in the interface language, sentence by sentence (the
  /// About window's What's New read English under ja and ko).
  static func releaseNotes(_ localizer: Localizer) -> String {
    let summary = localizer.tr("The first release of Typecase.")
    let items = [
      localizer.tr("Every font family drawn in its own font, searchable by any of its names"),
      localizer.tr("A page for each font: sample, axes, features, characters, languages and details"),
      localizer.tr("A command line with JSON output, shell completions and a manual page"),
    ]
    /// `text` as AppStream markup's text: its markup characters as entities.
    func escaped(_ text: String) -> String {
      text.reduce(into: "") { escaped, character in
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        default: escaped.append(character)
        }
      }
    }
    return "<p>\(escaped(summary))</p><ul>" + items.map { "<li>\(escaped($0))</li>" }.joined() + "</ul>"
  }
}
