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

  /// Creates the window `title` listing `groups` in one section, in columns of at most
  /// `rowsPerColumn` lines (two columns a page, pages beyond); `searchLabel` names its search
  /// button and field.
  public init(
    groups: [Group], title: String, searchLabel: String, pagesLabel: String = "", rowsPerColumn: Int = fullColumn
  ) {
    let builder = created(gtk_builder_new_from_string(Self.xml(groups, rowsPerColumn: rowsPerColumn), -1))
    defer { g_object_unref(builder.gpointer) }
    let window = created(gtk_builder_get_object(builder, "shortcuts"))
    super.init(retaining: window)
    // Titled for the window manager and the task switcher too (it was "typecase-window").
    gtk_window_set_title(cast(), title)
    nameForScreenReaders(title: title, searchLabel: searchLabel, pagesLabel: pagesLabel)
    showTitle(title)
  }

  /// Shows `title` in the header, where GTK 4.8 writes its own "Shortcuts" over a window of
  /// one section: the menu said "Keyboard Shortcuts", the window "Shortcuts" (in Korean, two
  /// words for one thing, 단축키 and 바로 가기).
  private func showTitle(_ title: String) {
    guard let shortcuts = g_dgettext("gtk40", "Shortcuts") else { return }
    let own = String(cString: shortcuts)
    for widget in descendants where widget.isA(gtk_label_get_type()) {
      guard let text = gtk_label_get_text(widget.opaque), String(cString: text) == own,
        gtk_widget_get_ancestor(widget.pointer, gtk_header_bar_get_type()) != nil
      else { continue }
      gtk_label_set_text(widget.opaque, title)
    }
  }

  /// The lines a column holds where the screen has room for every shortcut in two columns.
  public static let fullColumn = 16

  /// Names what GTK 4.8 leaves named after its type: a screen reader read the window as
  /// "GtkShortcutsWindow", its search button as "GtkImage", its field as "GtkSearchEntry" and
  /// every shortcut's keys as "GtkShortcutLabel".
  ///
  /// The keys are read as GTK writes them for people ("Ctrl+F"), alternatives separated by
  /// commas.
  private func nameForScreenReaders(title: String, searchLabel: String, pagesLabel: String) {
    setAccessibleLabel(title)
    for widget in descendants {
      let inMenuButton =
        gtk_widget_get_parent(widget.pointer).map({ Widget(retaining: $0).isA(gtk_menu_button_get_type()) }) == true
      if widget.isA(gtk_menu_button_get_type()) || (widget.isA(gtk_toggle_button_get_type()) && inMenuButton) {
        // The menu of pages (sections), shown on a short screen: read as "GtkMenuButton".
        if !pagesLabel.isEmpty { Accessible.setLabel(widget, pagesLabel) }
      } else if widget.isA(gtk_shortcut_label_get_type()) {
        guard let accelerator = gtk_shortcut_label_get_accelerator(widget.opaque) else { continue }
        Accessible.setLabel(widget, Self.readable(String(cString: accelerator)))
      } else if widget.isA(gtk_search_entry_get_type()) || widget.isA(gtk_toggle_button_get_type()) {
        // The search field and its button.
        Accessible.setLabel(widget, searchLabel)
      }
    }
  }

  /// `accelerator` (GTK's syntax, alternatives separated by spaces) as GTK writes keys for
  /// people: "<Control>question Escape" is "Ctrl+?, Escape".
  static func readable(_ accelerator: String) -> String {
    accelerator.split(separator: " ").map { part in
      var key: guint = 0
      var modifiers = GdkModifierType(rawValue: 0)
      guard gtk_accelerator_parse(String(part), &key, &modifiers) != 0,
        let label = gtk_accelerator_get_label(key, modifiers)
      else { return String(part) }
      defer { g_free(label) }
      return String(cString: label)
    }.joined(separator: ", ")
  }

  /// Shows the window over `parent`, modal to it.
  ///
  /// GTK's list of windows holds it from then on, and closing it destroys it (GTK's own
  /// help overlay is hidden instead).
  public func present(over parent: ApplicationWindow) {
    let window: UnsafeMutablePointer<GtkWindow> = cast()
    gtk_window_set_modal(window, 1)
    gtk_window_set_transient_for(window, parent.cast())
    gtk_window_set_destroy_with_parent(window, 1)
    gtk_window_set_hide_on_close(window, 0)
    gtk_window_present(window)
  }

  /// The GtkBuilder description of the window: one section a page, each titled with its
  /// groups' titles (the window's menu of sections switches between them).
  ///
  /// Not one section of several pages: GTK 4.8 lays a section's groups out again when it is
  /// shown (gtk_shortcuts_section_reflow_groups), gathering them page by page in reverse, and a
  /// short screen's two pages came last first ("Lists | Font Page" on page 1).
  static func xml(_ groups: [Group], rowsPerColumn: Int = fullColumn) -> String {
    let pages = pages(groups, rowsPerColumn: rowsPerColumn)
    var xml = """
      <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
      """
    for (number, page) in pages.enumerated() {
      xml += """
        <child><object class="GtkShortcutsSection">\
        <property name="section-name">\(number == 0 ? "shortcuts" : "shortcuts-\(number + 1)")</property>\
        <property name="title">\(escaped(page.map(\.title).joined(separator: ", ")))</property>\
        <property name="max-height">\(rowsPerColumn)</property>
        """
      xml += groupsXML(page) + "</object></child>"
    }
    return xml + "</object></interface>"
  }

  /// `groups` split into pages of two columns of `rowsPerColumn` lines (a group takes a line
  /// for its title and one for each shortcut), in order; a group longer than a column fills
  /// one of its own.
  static func pages(_ groups: [Group], rowsPerColumn: Int) -> [[Group]] {
    var pages: [[Group]] = []
    var page: [Group] = []
    var column = 0
    var used = 0
    for group in groups {
      let lines = group.shortcuts.count + 1
      if used > 0 && used + lines > rowsPerColumn {
        column += 1
        used = 0
      }
      if column == 2 {
        pages.append(page)
        page = []
        column = 0
      }
      page.append(group)
      used += lines
    }
    if !page.isEmpty { pages.append(page) }
    return pages
  }

  /// The GtkBuilder description of `groups`, children of a section.
  private static func groupsXML(_ groups: [Group]) -> String {
    var xml = ""
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
    return xml
  }

  private static func escaped(_ text: String) -> String {
    guard let escaped = g_markup_escape_text(text, -1) else { return "" }
    defer { g_free(escaped) }
    return String(cString: escaped)
  }
}
