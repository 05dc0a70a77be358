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
      license: ApplicationIdentity.license, releaseNotes: ApplicationIdentity.releaseNotes)
  }
}
