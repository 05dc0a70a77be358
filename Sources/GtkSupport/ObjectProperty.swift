import CAdwaita

/// Reads and writes GObject properties by name, for the few that have no C accessor in GTK 4.8
/// (a search field's placeholder) or are only properties (a text tag's font).
enum ObjectProperty {
  /// GLib's fundamental types, as G_TYPE_BOOLEAN and G_TYPE_STRING (macros that do not reach
  /// Swift) compute them.
  private static let booleanType = GType(5 << G_TYPE_FUNDAMENTAL_SHIFT)
  private static let stringType = GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)

  /// The string property `name` of `object` (nil when NULL).
  static func string(of object: some GPointer, _ name: String) -> String? {
    var value = GValue()
    g_value_init(&value, stringType)
    defer { g_value_unset(&value) }
    g_object_get_property(object.object, name, &value)
    return g_value_get_string(&value).map { String(cString: $0) }
  }

  /// The address of the object that the object property `name` of `object` holds (nil when
  /// NULL), for comparing with another object's; no reference is kept.
  static func objectAddress(of object: some GPointer, _ name: String) -> UnsafeMutableRawPointer? {
    var value = GValue()
    g_value_init(&value, GType(20 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_OBJECT
    defer { g_value_unset(&value) }
    g_object_get_property(object.object, name, &value)
    return g_value_get_object(&value)
  }

  /// Sets the string property `name` of `object` (nil: NULL).
  static func set(_ object: some GPointer, _ name: String, string: String?) {
    var value = GValue()
    g_value_init(&value, stringType)
    defer { g_value_unset(&value) }
    g_value_set_string(&value, string)
    g_object_set_property(object.object, name, &value)
  }

  /// The boolean property `name` of `object`.
  static func bool(of object: some GPointer, _ name: String) -> Bool {
    var value = GValue()
    g_value_init(&value, booleanType)
    defer { g_value_unset(&value) }
    g_object_get_property(object.object, name, &value)
    return g_value_get_boolean(&value) != 0
  }

  /// Sets the boolean property `name` of `object`.
  static func set(_ object: some GPointer, _ name: String, bool: Bool) {
    var value = GValue()
    g_value_init(&value, booleanType)
    defer { g_value_unset(&value) }
    g_value_set_boolean(&value, bool ? 1 : 0)
    g_object_set_property(object.object, name, &value)
  }

  /// The integer property `name` of `object`.
  static func int(of object: some GPointer, _ name: String) -> Int32 {
    var value = GValue()
    g_value_init(&value, GType(6 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_INT
    defer { g_value_unset(&value) }
    g_object_get_property(object.object, name, &value)
    return g_value_get_int(&value)
  }

  /// Sets the integer property `name` of `object`.
  static func set(_ object: some GPointer, _ name: String, int: Int32) {
    var value = GValue()
    g_value_init(&value, GType(6 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_INT
    defer { g_value_unset(&value) }
    g_value_set_int(&value, int)
    g_object_set_property(object.object, name, &value)
  }

  /// Sets the enumeration property `name` of `object`, of the enumeration type `type`.
  static func set(_ object: some GPointer, _ name: String, enumValue: Int32, type: GType) {
    var value = GValue()
    g_value_init(&value, type)
    defer { g_value_unset(&value) }
    g_value_set_enum(&value, enumValue)
    g_object_set_property(object.object, name, &value)
  }

  /// Sets the boxed property `name` of `object` to a copy of `boxed`, of the boxed type `type`
  /// (nil: NULL).
  static func set(_ object: some GPointer, _ name: String, boxed: UnsafeRawPointer?, type: GType) {
    var value = GValue()
    g_value_init(&value, type)
    defer { g_value_unset(&value) }
    g_value_set_boxed(&value, boxed)
    g_object_set_property(object.object, name, &value)
  }
}
