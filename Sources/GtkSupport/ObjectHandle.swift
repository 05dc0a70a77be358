import CAdwaita

/// A GObject that Swift holds, by a reference of its own or borrowed from its owner.
///
/// Typed wrappers (`Widget`, `Label`, `ListView`, …) derive from it, so code above GtkSupport
/// never sees a pointer: an owning handle takes one full reference (sinking a floating one) and
/// gives it back when it goes. Two handles of the same object are equal.
public class ObjectHandle: Hashable {
  /// The object's address.
  let address: UnsafeMutableRawPointer
  private let owns: Bool

  /// Takes a reference of its own to `object` (sinking a new widget's floating reference).
  init(retaining object: some GPointer) {
    g_object_ref_sink(object.gpointer)
    address = object.rawAddress
    owns = true
  }

  /// Takes over the full reference a constructor returned (objects that are not floating,
  /// such as a GtkApplication or an AdwToast).
  init(adopting object: some GPointer) {
    address = object.rawAddress
    owns = true
  }

  /// Uses `object` without a reference: for objects that own the Swift value that holds this
  /// handle (a list item owns its row), where a reference would keep both alive forever.
  init(borrowing object: some GPointer) {
    address = object.rawAddress
    owns = false
  }

  deinit { if owns { g_object_unref(address) } }

  public static func == (lhs: ObjectHandle, rhs: ObjectHandle) -> Bool { lhs.address == rhs.address }

  public func hash(into hasher: inout Hasher) { hasher.combine(address) }
}

extension ObjectHandle: GPointer {
  var rawAddress: UnsafeMutableRawPointer { address }
}
