import CAdwaita

/// A key on the keyboard, as GDK names it (a keyval).
public struct Key: Equatable, Sendable {
  /// GDK's keyval.
  public let value: UInt32

  public static let up = Key(value: UInt32(GDK_KEY_Up))
  public static let down = Key(value: UInt32(GDK_KEY_Down))
  public static let left = Key(value: UInt32(GDK_KEY_Left))
  public static let right = Key(value: UInt32(GDK_KEY_Right))
  public static let tab = Key(value: UInt32(GDK_KEY_Tab))
  public static let home = Key(value: UInt32(GDK_KEY_Home))
  public static let end = Key(value: UInt32(GDK_KEY_End))
  public static let `return` = Key(value: UInt32(GDK_KEY_Return))
  /// The keypad's Enter.
  public static let keypadEnter = Key(value: UInt32(GDK_KEY_KP_Enter))
  public static let space = Key(value: UInt32(GDK_KEY_space))
  /// Shift+Tab, as X delivers it.
  public static let leftTab = Key(value: UInt32(GDK_KEY_ISO_Left_Tab))
  public static let escape = Key(value: UInt32(GDK_KEY_Escape))
  public static let backSpace = Key(value: UInt32(GDK_KEY_BackSpace))
  public static let delete = Key(value: UInt32(GDK_KEY_Delete))
  /// The keypad's Delete.
  public static let keypadDelete = Key(value: UInt32(GDK_KEY_KP_Delete))
  public static let comma = Key(value: UInt32(GDK_KEY_comma))
  public static let c = Key(value: UInt32(GDK_KEY_c))
  public static let f = Key(value: UInt32(GDK_KEY_f))
  /// F with Shift held, as X delivers it (Ctrl+Shift+F).
  public static let capitalF = Key(value: UInt32(GDK_KEY_F))
  public static let i = Key(value: UInt32(GDK_KEY_i))
  public static let d = Key(value: UInt32(GDK_KEY_d))
  public static let q = Key(value: UInt32(GDK_KEY_q))
  public static let w = Key(value: UInt32(GDK_KEY_w))
  public static let o = Key(value: UInt32(GDK_KEY_o))
  public static let e = Key(value: UInt32(GDK_KEY_e))
  public static let z = Key(value: UInt32(GDK_KEY_z))
  /// Zooming in: + (Shift+= on many keyboards), = (the same key without Shift) and the
  /// keypad's +; out: - and the keypad's -; back: 0 and the keypad's 0.
  public static let plus = Key(value: UInt32(GDK_KEY_plus))
  public static let equal = Key(value: UInt32(GDK_KEY_equal))
  public static let keypadAdd = Key(value: UInt32(GDK_KEY_KP_Add))
  public static let minus = Key(value: UInt32(GDK_KEY_minus))
  public static let keypadSubtract = Key(value: UInt32(GDK_KEY_KP_Subtract))
  public static let zero = Key(value: UInt32(GDK_KEY_0))
  public static let keypadZero = Key(value: UInt32(GDK_KEY_KP_0))
  /// F10 (with Shift: open a context menu).
  public static let f10 = Key(value: UInt32(GDK_KEY_F10))
  /// The keyboard's Back key (XF86Back, on many laptops and multimedia keyboards).
  public static let back = Key(value: UInt32(GDK_KEY_Back))
  /// The Menu key (opens a context menu).
  public static let menu = Key(value: UInt32(GDK_KEY_Menu))

  /// Whether the key types a character (a letter, a digit, a space…), not a control or a
  /// function key.
  public var typesCharacter: Bool {
    let character = gdk_keyval_to_unicode(value)
    return character >= 0x20 && character != 0x7f
  }

  /// Whether the key enters text: types a character or starts one (`composesCharacter`), as
  /// a search field takes it from a list's rows.
  public var entersText: Bool { typesCharacter || composesCharacter }

  /// Whether the key starts a character the input method makes of the keys after it: a dead
  /// key (dead_acute then e types é) or Compose (Multi_key).
  public var composesCharacter: Bool {
    (UInt32(GDK_KEY_dead_grave)...UInt32(GDK_KEY_dead_longsolidusoverlay)).contains(value)
      || value == UInt32(GDK_KEY_Multi_key)
  }

  /// The key a shortcut sees, as GTK's own shortcuts match it (`gdk_key_event_matches`): with
  /// Control or Alt held, Caps Lock left out (Ctrl+F with it on is F, which was Ctrl+Shift+F's
  /// key) and, in a layout other than the first (Russian beside US English), the first
  /// layout's key at the same place (Ctrl+Cyrillic_a is Ctrl+F).
  ///
  /// Every window shortcut did nothing in the Cyrillic layout, and Caps Lock turned Ctrl+F into
  /// the filters (GTK's own, Ctrl+A in a field, worked in both).
  static func forShortcut(
    keyval: UInt32, keycode: UInt32, state: GdkModifierType, event: OpaquePointer?
  ) -> Key {
    let held = state.rawValue
    guard held & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) != 0 else { return Key(value: keyval) }
    var value = keyval
    if held & GDK_LOCK_MASK.rawValue != 0 && held & GDK_SHIFT_MASK.rawValue == 0 {
      value = gdk_keyval_to_lower(value)
    }
    guard let event, gdk_key_event_get_layout(event) != 0, gdk_keyval_to_unicode(value) >= 0x80,
      let display = gdk_event_get_display(event)
    else { return Key(value: value) }
    let level = gdk_key_event_get_level(event)
    var places: UnsafeMutablePointer<GdkKeymapKey>?
    var keyvals: UnsafeMutablePointer<guint>?
    var count: Int32 = 0
    guard gdk_display_map_keycode(display, keycode, &places, &keyvals, &count) != 0, let places, let keyvals else {
      return Key(value: value)
    }
    defer {
      g_free(places)
      g_free(keyvals)
    }
    for index in 0..<Int(count) where places[index].group == 0 && places[index].level == Int32(level) {
      // Only a key of the first layout that is a shortcut's (ASCII), as GTK matches.
      let first =
        held & GDK_LOCK_MASK.rawValue != 0 && held & GDK_SHIFT_MASK.rawValue == 0
        ? gdk_keyval_to_lower(keyvals[index]) : keyvals[index]
      if (1..<0x80).contains(gdk_keyval_to_unicode(first)) { return Key(value: first) }
    }
    return Key(value: value)
  }
}

/// The modifier keys held with a key.
public struct Modifiers: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let shift = Modifiers(rawValue: GDK_SHIFT_MASK.rawValue)
  public static let control = Modifiers(rawValue: GDK_CONTROL_MASK.rawValue)
  public static let alt = Modifiers(rawValue: GDK_ALT_MASK.rawValue)
}

/// A GtkEventControllerKey: key presses reaching a widget.
public final class KeyController: ObjectHandle {
  /// Creates a controller; `beforeChildren` sees keys before the widget's children do (the
  /// capture phase), else after they let them pass.
  public init(beforeChildren: Bool = false) {
    let controller = created(gtk_event_controller_key_new())
    super.init(retaining: controller)
    if beforeChildren { gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE) }
  }

  var controllerPointer: OpaquePointer { opaque }

  /// Calls `handler` with each key released.
  public func onKeyReleased(_ handler: @escaping (Key) -> Void) {
    Signal.connectKeyReleased(self) { keyval in handler(Key(value: keyval)) }
  }

  /// Calls `handler` with each key pressed and the modifiers held (shift, control and alt
  /// only); it returns whether it handled the key (which then goes no further).
  ///
  /// With Control or Alt held, the key is the one a shortcut sees (`Key.forShortcut`).
  public func onKeyPressed(_ handler: @escaping (Key, Modifiers) -> Bool) {
    let controller = opaque
    Signal.connectKeyPressed(self) { keyval, keycode, state in
      let event = gtk_event_controller_get_current_event(controller)
      let key = Key.forShortcut(keyval: keyval, keycode: keycode, state: state, event: event)
      return handler(key, Modifiers(rawValue: state.rawValue).intersection([.shift, .control, .alt]))
    }
  }
}
