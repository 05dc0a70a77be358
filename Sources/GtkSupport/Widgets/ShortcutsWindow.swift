import CAdwaita

/// A GtkShortcutsWindow: the keyboard shortcuts, in titled groups (the window Ctrl+? opens).
///
/// GTK 4.8 builds its sections and groups only from GtkBuilder XML, so the window is described
/// as XML (texts escaped) and built from it.
public final class ShortcutsWindow: Widget {
  /// A titled group of shortcuts: (accelerator in GTK's syntax, what it does).
  public struct Group {
    public var title: String
    public var shortcuts: [(accelerator: String, title: String)]

    /// Creates a group.
    public init(title: String, shortcuts: [(accelerator: String, title: String)]) {
      self.title = title
      self.shortcuts = shortcuts
    }
  }

  /// Creates the window listing `groups` in one section.
  public init(groups: [Group]) {
    let builder = created(gtk_builder_new_from_string(Self.xml(groups), -1))
    defer { g_object_unref(builder.gpointer) }
    let window = created(gtk_builder_get_object(builder, "shortcuts"))
    super.init(retaining: window)
  }

  /// Shows the window over `parent`, modal to it. GTK's list of windows holds it from then
  /// on, and closing it destroys it (GTK's own help overlay is hidden instead).
  public func present(over parent: ApplicationWindow) {
    let window: UnsafeMutablePointer<GtkWindow> = cast()
    gtk_window_set_modal(window, 1)
    gtk_window_set_transient_for(window, parent.cast())
    gtk_window_set_destroy_with_parent(window, 1)
    gtk_window_set_hide_on_close(window, 0)
    gtk_window_present(window)
  }

  /// The GtkBuilder description of the window.
  static func xml(_ groups: [Group]) -> String {
    var xml = """
      <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
      <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>
      <property name="max-height">12</property>
      """
    for group in groups {
      xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(group.title))</property>"
      for shortcut in group.shortcuts {
        xml += """
          <child><object class="GtkShortcutsShortcut">\
          <property name="accelerator">\(escaped(shortcut.accelerator))</property>\
          <property name="title">\(escaped(shortcut.title))</property></object></child>
          """
      }
      xml += "</object></child>"
    }
    return xml + "</object></child></object></interface>"
  }

  private static func escaped(_ text: String) -> String {
    guard let escaped = g_markup_escape_text(text, -1) else { return "" }
    defer { g_free(escaped) }
    return String(cString: escaped)
  }
}
