import CAdwaita
import Glibc

/// Keeps GTK's accessibility from starting where it would crash the window.
public enum ToolkitAccessibility {
  /// The session bus connection, once made.
  nonisolated(unsafe) private static var sessionBus: OpaquePointer?

  /// Turns GTK's accessibility off (GTK_A11Y=none) when the session bus cannot be reached,
  /// unless GTK_A11Y is set already: a dead DBUS_SESSION_BUS_ADDRESS (inherited from tmux or
  /// sudo, or a container given the X socket alone) beside a reachable accessibility bus made
  /// GTK 4.8 print twenty GLib criticals and crash.
  ///
  /// Before GTK starts. The connection made stays GIO's session bus for the application.
  public static func turnOffWithoutASessionBus() {
    guard getenv("GTK_A11Y") == nil, sessionBus == nil else { return }
    var error: UnsafeMutablePointer<GError>?
    // Held for the process: GIO keeps its session bus only while someone does, and the
    // application would connect a second time.
    sessionBus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
    guard sessionBus == nil else { return }
    if let error { g_error_free(error) }
    setenv("GTK_A11Y", "none", 1)
  }
}
