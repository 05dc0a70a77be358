import CAdwaita
import Foundation
import XCTest

@testable import GtkSupport

/// Real X input for window tests: xdotool sends keys and clicks through the XTest extension
/// while the main loop keeps running, so GTK sees them exactly as a user's.
enum XInput {
  /// Runs xdotool with `arguments` and iterates the main loop until it is done, then a moment
  /// more for GTK to handle what arrived; what it printed.
  @discardableResult
  static func xdotool(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      XCTFail("xdotool could not run: \(error)", file: file, line: line)
      return ""
    }
    XCTAssertTrue(
      MainContext.iterate(until: { !process.isRunning }, timeout: 30), "xdotool hung", file: file, line: line)
    XCTAssertEqual(process.terminationStatus, 0, "xdotool \(arguments) failed", file: file, line: line)
    _ = MainContext.iterate(until: { false }, timeout: 0.3)
    return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// The X window id of this process's visible window (tests open one window at a time).
  static func windowID() -> String {
    let ids = xdotool(["search", "--onlyvisible", "--pid", String(getpid()), "--name", "."])
    return ids.split(separator: "\n").last.map(String.init) ?? "0"
  }

  /// Gives `window` the X input focus, so keys reach it.
  static func focus(_ window: Widget) {
    xdotool(["windowfocus", "--sync", windowID()])
  }

  /// Presses keys one after another (xdotool key names: "End", "ctrl+f", "Down").
  static func key(_ keys: String..., in window: Widget) {
    focus(window)
    xdotool(["key", "--delay", "40"] + keys)
  }

  /// Types `text` as keystrokes.
  static func type(_ text: String, in window: Widget) {
    focus(window)
    // A character the keymap lacks (€) is typed on a key xdotool binds to it for the press
    // and unbinds after it: on a loaded machine GTK read the key after the unbinding, as
    // nothing. A longer delay leaves GTK the time to read it bound.
    let delay = text.unicodeScalars.allSatisfy(\.isASCII) ? 12 : 200
    xdotool(["type", "--delay", String(delay), text])
  }

  /// Clicks the middle of `widget` with mouse button `button` (1: the first; 8: back).
  static func click(_ widget: Widget, button: Int = 1, in window: Widget) {
    let (x, y) = middle(of: widget, in: window)
    focus(window)
    xdotool(["mousemove", "--window", windowID(), String(x), String(y), "click", String(button)])
  }

  /// Moves the pointer onto the middle of `widget`, in two steps (GTK sees it enter).
  static func moveOver(_ widget: Widget, in window: Widget) {
    let (x, y) = middle(of: widget, in: window)
    xdotool(["mousemove", "--window", windowID(), String(x - 2), String(y - 2)])
    xdotool(["mousemove", "--window", windowID(), String(x), String(y)])
  }

  /// The middle of `widget` in the X window of `window`.
  private static func middle(of widget: Widget, in window: Widget) -> (x: Int, y: Int) {
    let placed = widget.translate(x: Double(widget.width) / 2, y: Double(widget.height) / 2, to: window) ?? (0, 0)
    // The surface may be larger than the window widget (client-side shadows).
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(OpaquePointer(window.rawAddress), &surfaceX, &surfaceY)
    return (Int(Double(placed.x) + surfaceX), Int(Double(placed.y) + surfaceY))
  }
}
