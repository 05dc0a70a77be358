import CAdwaita

/// A one-line text field (GtkEntry, or GtkSearchEntry for `SearchEntry`).
public class Entry: Widget {
  /// Creates an empty text field.
  public convenience init() {
    self.init(retaining: created(gtk_entry_new()))
  }

  /// The text in the field.
  public var text: String {
    get { swiftString(gtk_editable_get_text(opaque)) }
    set { gtk_editable_set_text(opaque, newValue) }
  }

  /// The hint shown dimmed while the field is empty ("Search characters"); nil: none.
  public var placeholder: String? {
    // A property of both GtkEntry and GtkSearchEntry (GTK 4.8 has no C setter for the latter).
    get { ObjectProperty.string(of: self, "placeholder-text").flatMap { $0.isEmpty ? nil : $0 } }
    set { ObjectProperty.set(self, "placeholder-text", string: newValue) }
  }

  /// Puts the cursor after the last character.
  public func moveCursorToEnd() { gtk_editable_set_position(opaque, -1) }

  /// Selects the whole text, so that what is typed next replaces it.
  public func selectAll() { gtk_editable_select_region(opaque, 0, -1) }

  /// Calls `handler` whenever the text changes (typed, or set).
  public func onChanged(_ handler: @escaping () -> Void) { Signal.connect(self, "changed", handler) }

  /// Calls `handler` when Enter is pressed in the field.
  public func onActivate(_ handler: @escaping () -> Void) { Signal.connect(self, "activate", handler) }
}

/// A GtkSearchEntry: a text field that reports its text once typing pauses.
public final class SearchEntry: Entry {
  /// Creates an empty search field.
  public convenience init() {
    self.init(retaining: created(gtk_search_entry_new()))
  }

  /// How long typing must pause before `onSearchChanged` reports the text, in milliseconds
  /// (GTK's default: 150; 0: on the next turn of the main loop, keys that came together
  /// reported once).
  public var searchDelay: UInt32 {
    get { UInt32(gtk_search_entry_get_search_delay(opaque)) }
    set { gtk_search_entry_set_search_delay(opaque, guint(newValue)) }
  }

  /// Calls `handler` when the search text changed (after `searchDelay`).
  public func onSearchChanged(_ handler: @escaping () -> Void) { Signal.connect(self, "search-changed", handler) }

  /// Calls `handler` when the user asks to stop searching (Escape in the field).
  public func onStopSearch(_ handler: @escaping () -> Void) { Signal.connect(self, "stop-search", handler) }

  /// Moves the focus into the field, its text not selected and the cursor at its end, and
  /// types there the key `controller` is handling; whether the field took the key.
  public func typeKey(of controller: KeyController) -> Bool {
    guard let text = gtk_editable_get_delegate(opaque) else { return false }
    // The text widget inside the field: grabbing the field's focus would select its text,
    // and the key would replace it.
    let textWidget = UnsafeMutableRawPointer(text).assumingMemoryBound(to: GtkText.self)
    _ = gtk_text_grab_focus_without_selecting(textWidget)
    gtk_editable_set_position(opaque, -1)
    return gtk_event_controller_key_forward(
      controller.controllerPointer, UnsafeMutableRawPointer(text).assumingMemoryBound(to: GtkWidget.self)) != 0
  }
}

/// A GtkSearchBar: reveals a search field; typing in its capture widget opens it.
public final class SearchBar: Widget {
  /// Creates a bar around `entry`, without a close button.
  public init(entry: SearchEntry) {
    super.init(retaining: created(gtk_search_bar_new()))
    gtk_search_bar_set_child(opaque, entry.pointer)
    gtk_search_bar_connect_entry(opaque, entry.opaque)
    gtk_search_bar_set_show_close_button(opaque, 0)
    // Closed, the field is hidden from assistive technology as from sight: GTK 4.8 listed it,
    // focusable and never "not showing", so a screen reader could not tell it was closed.
    let bar = opaque
    typecase_accessible_set_hidden(bar.accessible, 1)
    Signal.connect(
      self, "notify::search-mode-enabled",
      withPointer: { _ in
        typecase_accessible_set_hidden(bar.accessible, gtk_search_bar_get_search_mode(bar) == 0 ? 1 : 0)
      })
  }

  /// Makes the bar open and close at once, without GTK's 250 ms slide, whose first frame
  /// shows the bar 0 pixels high: the key that opens the bar is then seen in its own frame.
  ///
  /// The slide is kept, lasting no time: a revealer without a transition takes its child's
  /// height even while hidden, which left a blank band above the list.
  public func opensAtOnce() {
    guard let revealer = children.first, revealer.isA(gtk_revealer_get_type()) else { return }
    gtk_revealer_set_transition_duration(revealer.opaque, 0)
  }

  /// Whether the bar is open.
  public var isSearching: Bool {
    get { gtk_search_bar_get_search_mode(opaque) != 0 }
    set { gtk_search_bar_set_search_mode(opaque, newValue ? 1 : 0) }
  }

  /// Calls `handler` with whether the bar is open whenever it opens or closes.
  public func onSearchModeChanged(_ handler: @escaping (Bool) -> Void) {
    // Read from the bar, not through this handle, which its owner need not keep.
    let bar = opaque
    Signal.connect(
      self, "notify::search-mode-enabled", withPointer: { _ in handler(gtk_search_bar_get_search_mode(bar) != 0) })
  }

  /// The widget whose typing opens the bar; nil: none.
  public func captureKeys(of widget: Widget?) { gtk_search_bar_set_key_capture_widget(opaque, widget?.pointer) }

  /// Keeps the `active` state of `button` and whether the bar is open the same, both ways.
  public func bindSearchMode(to button: ToggleButton) {
    g_object_bind_property(
      gpointer, "search-mode-enabled", button.gpointer, "active",
      GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
  }
}
