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
  public func onKeyPressed(_ handler: @escaping (Key, Modifiers) -> Bool) {
    Signal.connectKeyPressed(self) { keyval, state in
      handler(Key(value: keyval), Modifiers(rawValue: state.rawValue).intersection([.shift, .control, .alt]))
    }
  }
}
