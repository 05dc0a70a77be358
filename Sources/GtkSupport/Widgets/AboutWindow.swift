import CAdwaita

/// An AdwAboutWindow: the application's name, icon, version, links, credits and license.
public final class AboutWindow: Widget {
  /// What the window says.
  public struct Details {
    public var applicationName: String
    /// The icon name (the application ID).
    public var iconName: String
    public var version: String
    public var developerName: String
    /// One line on what the application does.
    public var comments: String
    public var website: String
    public var issueURL: String
    /// People credited as developers ("Name <email>" or "Name https://…").
    public var developers: [String]
    /// Who translated the interface into the current language, one per line.
    public var translatorCredits: String
    public var copyright: String
    /// The license's text (shown under Legal); empty for none.
    public var license: String
    /// What changed in this version, as AppStream markup (<p>, <ul>, <li>).
    public var releaseNotes: String

    /// Creates the details.
    public init(
      applicationName: String, iconName: String, version: String, developerName: String, comments: String,
      website: String, issueURL: String, developers: [String], translatorCredits: String, copyright: String,
      license: String, releaseNotes: String
    ) {
      self.applicationName = applicationName
      self.iconName = iconName
      self.version = version
      self.developerName = developerName
      self.comments = comments
      self.website = website
      self.issueURL = issueURL
      self.developers = developers
      self.translatorCredits = translatorCredits
      self.copyright = copyright
      self.license = license
      self.releaseNotes = releaseNotes
    }
  }

  /// Creates an about window over `parent` (modal to it).
  public init(_ details: Details, parent: ApplicationWindow) {
    super.init(retaining: created(adw_about_window_new()))
    let about: OpaquePointer = opaque
    adw_about_window_set_application_name(about, details.applicationName)
    adw_about_window_set_application_icon(about, details.iconName)
    adw_about_window_set_version(about, details.version)
    adw_about_window_set_developer_name(about, details.developerName)
    adw_about_window_set_comments(about, details.comments)
    adw_about_window_set_website(about, details.website)
    adw_about_window_set_issue_url(about, details.issueURL)
    adw_about_window_set_copyright(about, details.copyright)
    adw_about_window_set_translator_credits(about, details.translatorCredits)
    if !details.license.isEmpty {
      adw_about_window_set_license_type(about, GTK_LICENSE_CUSTOM)
      adw_about_window_set_license(about, details.license)
    }
    if !details.releaseNotes.isEmpty {
      adw_about_window_set_release_notes_version(about, details.version)
      adw_about_window_set_release_notes(about, details.releaseNotes)
    }
    var names: [UnsafeMutablePointer<CChar>?] = details.developers.map { strdup($0) }
    names.append(nil)
    defer { names.forEach { free($0) } }
    names.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
        adw_about_window_set_developers(about, $0)
      }
    }
    gtk_window_set_transient_for(cast(), parent.cast())
    gtk_window_set_modal(cast(), 1)
    setAccessibleLabel(details.applicationName)
    nameForScreenReaders()
  }

  /// Names what libadwaita 1.2 leaves named after its type: a screen reader read the version
  /// button (the first control focused) as "GtkButton" and the icon as "GtkImage". A button
  /// is read by the text it shows; images say nothing a label beside them does not.
  private func nameForScreenReaders() {
    for widget in descendants {
      if widget.isA(gtk_image_get_type()) {
        widget.markDecorative()
      } else if widget.isA(gtk_button_get_type()), gtk_button_get_label(widget.cast()) == nil,
        let label = widget.descendants.first(where: { $0.isA(gtk_label_get_type()) }),
        let text = gtk_label_get_text(label.opaque).map({ String(cString: $0) }), !text.isEmpty
      {
        Accessible.setLabel(widget, text)
      }
    }
  }

  /// Shows the window.
  public func present() { gtk_window_present(cast()) }

  /// Closes the window.
  public func close() { gtk_window_close(cast()) }
}
