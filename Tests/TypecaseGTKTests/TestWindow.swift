import CAdwaita
import XCTest

@testable import GtkSupport

/// A plain GtkWindow showing one widget, for GtkSupport tests that need widgets on screen
/// (mapped, laid out, bound); `close()` destroys it.
final class TestWindow {
  private let window: UnsafeMutablePointer<GtkWidget>

  /// Opens a `width` × `height` window showing `child` and waits until the child is mapped.
  init(showing child: Widget, width: Int = 480, height: Int = 360, file: StaticString = #filePath, line: UInt = #line) {
    guard let window = gtk_window_new() else { fatalError("gtk_window_new returned NULL") }
    self.window = window
    // The window holds itself (GTK's toplevel list) until destroyed; the test holds a reference
    // of its own so `close()` can destroy it.
    g_object_ref(window.gpointer)
    gtk_window_set_default_size(window.cast(), Int32(width), Int32(height))
    gtk_window_set_child(window.cast(), child.pointer)
    gtk_window_present(window.cast())
    XCTAssertTrue(
      MainContext.iterate(until: { child.isMapped }, timeout: 5), "the window never showed", file: file, line: line)
  }

  /// The window as a widget (what `XInput` places the pointer in).
  var widget: Widget { Widget(retaining: window) }

  /// Lets pending layout and drawing run for a moment.
  func settle(_ seconds: Double = 0.2) { _ = MainContext.iterate(until: { false }, timeout: seconds) }

  /// Destroys the window.
  func close() {
    gtk_window_destroy(window.cast())
    g_object_unref(window.gpointer)
    MainContext.drain()
  }
}
