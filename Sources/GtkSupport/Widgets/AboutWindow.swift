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
    nameForScreenReaders(applicationName: details.applicationName)
  }

  /// Names what libadwaita 1.2 leaves named after its type: a screen reader read the version
  /// button (the first control focused) as "GtkButton" and the icon as "GtkImage".
  ///
  /// A button is read by the text it shows, or by its tooltip when it shows an icon alone
  /// (each page's "Back", read "GtkButton"); a text view or a list by its group's or its
  /// page's title ("GtkTextView", "GtkListBox"), on the first page by `applicationName`;
  /// images say nothing a label beside them does not.
  private func nameForScreenReaders(applicationName: String) {
    // Each page's title, and the page: the box that holds its header bar.
    var pages: [(page: Widget, title: String)] = []
    for widget in descendants where widget.isA(adw_window_title_get_type()) {
      guard let title = adw_window_title_get_title(widget.opaque).map({ String(cString: $0) }), !title.isEmpty,
        let page = widget.ancestor(ofType: gtk_header_bar_get_type())?.parent
      else { continue }
      pages.append((page, title))
    }
    for widget in descendants {
      if widget.isA(gtk_image_get_type()) {
        widget.markDecorative()
      } else if widget.isA(gtk_button_get_type()) {
        nameButton(widget)
      } else if widget.isA(gtk_text_view_get_type()) || widget.isA(gtk_list_box_get_type()) {
        let group = widget.ancestor(ofType: adw_preferences_group_get_type()).flatMap {
          adw_preferences_group_get_title($0.cast()).map { String(cString: $0) }
        }
        let page = pages.first { widget.isInside($0.page) }?.title
        let name = [group, page].compactMap({ $0 }).first { !$0.isEmpty } ?? applicationName
        Accessible.setLabel(widget, name)
      }
    }
  }

  /// Names `button` by the text it shows (without its mnemonic's underscore: "_Copy Text" was
  /// read "_Copy Text Copy Text"), else by its tooltip, which is then not read again as its
  /// description.
  private func nameButton(_ button: Widget) {
    let shown = button.descendants.first { $0.isA(gtk_label_get_type()) }.flatMap {
      gtk_label_get_text($0.opaque).map { String(cString: $0) }
    }
    if let shown, !shown.isEmpty {
      Accessible.setLabel(button, shown)
    } else if let tooltip = button.tooltip, !tooltip.isEmpty, gtk_button_get_label(button.cast()) == nil {
      Accessible.setLabel(button, tooltip)
      Accessible.setDescription(button, "")
    }
  }

  /// Shows the window.
  public func present() { gtk_window_present(cast()) }

  /// Closes the window.
  public func close() { gtk_window_close(cast()) }
}
