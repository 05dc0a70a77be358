import CAdwaita
import FoundationEssentials

/// The desktop's toolkit settings (GtkSettings) that Typecase reads and adjusts.
public enum ToolkitSettings {
  /// The family of the desktop's interface font (GtkSettings' gtk-font-name, for example "Cantarell
  /// 11"), "Sans" when none is set.
  public static func interfaceFontFamily() -> String {
    guard let name = fontName(), let description = pango_font_description_from_string(name) else { return "Sans" }
    defer { pango_font_description_free(description) }
    return pango_font_description_get_family(description).map { String(cString: $0) } ?? "Sans"
  }

  /// Makes GTK draw its interface in `families`, in order (the first that has a character
  /// draws it), at the size the desktop asks for.
  public static func setInterfaceFamilies(_ families: [String]) {
    guard let settings = gtk_settings_get_default() else { return }
    var size = "11"
    if let name = fontName(), let description = pango_font_description_from_string(name) {
      size = sizeText(of: description) ?? size
      pango_font_description_free(description)
    }
    // Family names may hold commas: Pango reads a list of families separated by commas.
    let list = families.map { $0.replacing(",", with: " ") }.joined(separator: ",")
    var value = GValue()
    g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
    defer { g_value_unset(&value) }
    g_value_set_string(&value, list + " " + size)
    g_object_set_property(settings.object, "gtk-font-name", &value)
  }

  /// The longest time between the clicks of a double-click, in milliseconds (GtkSettings'
  /// gtk-double-click-time; 400 when there are no settings).
  public static func doubleClickMilliseconds() -> Int {
    guard let settings = gtk_settings_get_default() else { return 400 }
    return Int(ObjectProperty.int(of: settings, "gtk-double-click-time"))
  }

  /// Keeps text cursors drawn steadily, not blinking (gtk-cursor-blink): a picture of the
  /// window taken at any moment shows the same, the cursor in it or not as the moment fell.
  public static func stopCursorBlinking() {
    guard let settings = gtk_settings_get_default() else { return }
    ObjectProperty.set(settings, "gtk-cursor-blink", bool: false)
  }

  /// Calls `handler` when the desktop's interface font changes (the display's gtk-font-name
  /// setting: another family, or Large Text's size), which GtkSettings no longer tells once
  /// `setInterfaceFamilies` has set it.
  public static func onInterfaceFontChanged(_ handler: @escaping () -> Void) {
    guard let display = gdk_display_get_default() else { return }
    Signal.connect(
      display, "setting-changed",
      withString: { name in
        if name == "gtk-font-name" { handler() }
      })
  }

  /// Calls `handler` when the desktop says the fonts changed (gtk-fontconfig-timestamp).
  public static func onFontsChanged(_ handler: @escaping () -> Void) {
    guard let settings = gtk_settings_get_default() else { return }
    Signal.connect(settings, "notify::gtk-fontconfig-timestamp", withPointer: { _ in handler() })
  }

  /// Reads the keyboard map from the display server now: GDK asks for it at the first key
  /// pressed, a round trip in that key's frame.
  public static func loadKeyboardMap() {
    guard let display = gdk_display_get_default() else { return }
    var keys: UnsafeMutablePointer<GdkKeymapKey>?
    var count: Int32 = 0
    if gdk_display_map_keyval(display, guint(GDK_KEY_a), &keys, &count) != 0 { g_free(keys) }
  }

  /// Adds `folder` (laid out as an icon theme: hicolor/scalable/actions/NAME.svg) to where
  /// icons are looked up on the default display.
  public static func addIconFolder(_ folder: String) {
    guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return }
    gtk_icon_theme_add_search_path(theme, folder)
  }

  /// Adds `css` to the style rules of every widget on the default display.
  public static func addStyleRules(_ css: String) {
    guard let rules = StyleRules(css) else { return }
    rules.isApplied = true
  }

  /// Adds `css` to the style rules of every widget on the default display while the desktop
  /// asks for high contrast (libadwaita's style manager), following that setting as it changes.
  public static func addHighContrastStyleRules(_ css: String) {
    guard let rules = StyleRules(css), let manager = adw_style_manager_get_default() else { return }
    // Added after the rules of `addStyleRules`, at the same priority: these win where both set
    // a property. The handler keeps the rules for as long as the program runs.
    let follow = { rules.isApplied = adw_style_manager_get_high_contrast(manager) != 0 }
    follow()
    Signal.connect(manager, "notify::high-contrast", withPointer: { _ in follow() })
  }

  /// The size of `description` as Pango writes it in a font name: "10.5" (points), "14px"
  /// (pixels); nil when it has none.
  ///
  /// Whole points were kept alone: a desktop's 10.5 became 10, and 14 pixels 14 points.
  static func sizeText(of description: OpaquePointer) -> String? {
    let units = pango_font_description_get_size(description)
    guard units > 0 else { return nil }
    // Pango counts in 1,024ths; two decimals say any size a person sets.
    let value = (Double(units) / Double(PANGO_SCALE) * 100).rounded() / 100
    let number = value == value.rounded() ? String(Int(value)) : String(value)
    return number + (pango_font_description_get_size_is_absolute(description) != 0 ? "px" : "")
  }

  /// The desktop's interface font, as the display's settings give it (XSETTINGS' Gtk/FontName,
  /// which GNOME's Large Text and Tweaks change); GtkSettings' when the display gives none.
  ///
  /// Not GtkSettings' alone: once `setInterfaceFamilies` set it, it was Typecase's own, and a
  /// font the desktop changed to afterwards was never seen.
  private static func fontName() -> String? {
    if let display = gdk_display_get_default() {
      var value = GValue()
      g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
      defer { g_value_unset(&value) }
      if gdk_display_get_setting(display, "gtk-font-name", &value) != 0, let name = g_value_get_string(&value) {
        return String(cString: name)
      }
    }
    guard let settings = gtk_settings_get_default() else { return nil }
    var value = GValue()
    g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
    defer { g_value_unset(&value) }
    g_object_get_property(settings.object, "gtk-font-name", &value)
    return g_value_get_string(&value).map { String(cString: $0) }
  }
}

/// Style rules (a GtkCssProvider) for the default display, applied while `isApplied` is true.
private final class StyleRules {
  private let display: OpaquePointer
  private let provider: UnsafeMutablePointer<GtkCssProvider>

  /// Rules read from `css`, not applied yet; nil without a display.
  init?(_ css: String) {
    guard let display = gdk_display_get_default(), let provider = gtk_css_provider_new() else { return nil }
    gtk_css_provider_load_from_data(provider, css, -1)
    self.display = display
    self.provider = provider
  }

  // Rules applied stay applied: the display holds a reference of its own.
  deinit { g_object_unref(provider.gpointer) }

  /// Whether the rules apply now (the display holds them, at the application's priority).
  var isApplied = false {
    didSet {
      guard isApplied != oldValue else { return }
      if isApplied {
        gtk_style_context_add_provider_for_display(
          display, provider.opaque, UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
      } else {
        gtk_style_context_remove_provider_for_display(display, provider.opaque)
      }
    }
  }
}
