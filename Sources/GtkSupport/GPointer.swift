import CAdwaita

/// A pointer to a GObject-based C struct, convertible to the other struct types it inherits from.
///
/// GTK's C casts (`GTK_WIDGET()`, `GTK_WINDOW()`, …) are macros that do not reach Swift; these
/// conversions stand for them, in the one module that may touch pointers.
protocol GPointer {
  /// The address, untyped.
  var rawAddress: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GPointer {
  var rawAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GPointer {
  var rawAddress: UnsafeMutableRawPointer { self }
}

extension OpaquePointer: GPointer {
  var rawAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension GPointer {
  /// The same object seen as a `T` (the C struct of one of its GType ancestors or interfaces).
  func cast<T>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    rawAddress.assumingMemoryBound(to: T.self)
  }

  /// The same object as an opaque pointer (for final GTK types such as GtkLabel).
  var opaque: OpaquePointer { OpaquePointer(rawAddress) }

  /// The object as a GtkWidget.
  var widget: UnsafeMutablePointer<GtkWidget> { cast() }

  /// The object as a GObject.
  var object: UnsafeMutablePointer<GObject> { cast() }

  /// The object as a GtkAccessible (every widget is one).
  var accessible: OpaquePointer { opaque }

  /// The object as a gpointer.
  var gpointer: gpointer { rawAddress }

  /// Whether the object is of GType `type` or of a type derived from it (`G_TYPE_CHECK_INSTANCE_TYPE`).
  func isInstance(of type: GType) -> Bool {
    g_type_check_instance_is_a(cast(to: GTypeInstance.self), type) != 0
  }
}

/// Reads a C string GTK owns into a Swift string (empty for NULL).
func swiftString(_ text: UnsafePointer<CChar>?) -> String {
  text.map { String(cString: $0) } ?? ""
}

/// The object a GTK constructor returned.
///
/// GTK constructors never return NULL (GLib aborts on out-of-memory), but C headers without
/// nullability annotations make every result optional.
func created<T>(_ object: T?, file: StaticString = #fileID, line: UInt = #line) -> T {
  guard let object else { fatalError("a GTK constructor returned NULL", file: file, line: line) }
  return object
}
