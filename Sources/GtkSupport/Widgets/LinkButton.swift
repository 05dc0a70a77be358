import CAdwaita

/// A GtkLinkButton: text that opens a web address in the browser when clicked (a license).
///
/// Pointing at it shows the address in a tooltip; the label is plain text.
public final class LinkButton: Button {
  /// Creates a link showing `label` that opens `uri` ("https://openfontlicense.org").
  public convenience init(uri: String, label: String) {
    self.init(retaining: created(gtk_link_button_new_with_label(uri, label)))
  }

  private var link: OpaquePointer { opaque }

  /// The address opened.
  public var uri: String {
    get { swiftString(gtk_link_button_get_uri(link)) }
    set { gtk_link_button_set_uri(link, newValue) }
  }

  /// Whether the link has been opened (drawn in the visited color).
  public var isVisited: Bool {
    get { gtk_link_button_get_visited(link) != 0 }
    set { gtk_link_button_set_visited(link, newValue ? 1 : 0) }
  }
}
