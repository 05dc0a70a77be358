import CAdwaita
import XCTest

@testable import GtkSupport

/// A toast's button is named by its label once, for screen readers.
final class ToastOverlayTests: GtkSupportTestCase {
  /// The buttons of the toasts `overlay` shows (its children besides its content).
  private func toastButtons(_ overlay: ToastOverlay, content: Widget) -> [Widget] {
    WidgetTree.descendants(of: overlay).filter { widget in
      !WidgetInspection.isInside(widget, content) && widget.pointer != content.pointer
        && widget.isA(gtk_button_get_type())
    }
  }

  /// The toast buttons of `overlay` that show a label (a toast without a button has one
  /// hidden, labelled "").
  private func labelledButtons(_ overlay: ToastOverlay, content: Widget) -> [Widget] {
    toastButtons(overlay, content: content).filter {
      guard let label = gtk_button_get_label($0.pointer.cast()) else {
        return false
      }
      return label.pointee != 0
    }
  }

  /// An overlay over a label, shown in a window of its own (the caller closes it).
  private func shownOverlay() -> (content: Label, overlay: ToastOverlay, window: TestWindow) {
    let content = Label("Content")
    let overlay = ToastOverlay(child: content)
    let window = TestWindow(showing: overlay, width: 480, height: 300)
    window.settle()
    return (content, overlay, window)
  }

  /// An overlay over a button (which takes the keyboard focus), shown in a window of its own.
  private func shownOverlayOverAButton() -> (content: Button, overlay: ToastOverlay, window: TestWindow) {
    let content = Button(label: "Content")
    let overlay = ToastOverlay(child: content)
    let window = TestWindow(showing: overlay, width: 480, height: 300)
    window.settle()
    _ = content.grabFocus()
    return (content, overlay, window)
  }

  /// Escape (XTest) while a toast comes in, replacing one the window dismissed, leaves it:
  /// libadwaita 1.2's own Escape dismissed it then, and the window crashed as it went on coming
  /// in (3 runs in 7 of two installs 0.7 s apart and Escape 0.2 to 0.4 s later; none since).
  ///
  /// Once the toast is in, Escape dismisses it, as libadwaita has it.
  func testEscapeDismissesAToastOnlyOnceItIsIn() {
    let (content, overlay, window) = shownOverlayOverAButton()
    defer { window.close() }
    XInput.focus(window.widget)
    let first = overlay.show("“Fira Code” was installed")
    window.settle(0.7)
    XCTAssertFalse(overlay.isToastComingIn)
    let second = overlay.show("“JetBrains Mono” was installed")
    first.dismiss()
    // Taken to come in for longer than libadwaita's half second: xdotool has time enough to
    // type Escape on a loaded machine.
    overlay.comingInMilliseconds = 5_000
    window.settle(0.25)
    XCTAssertTrue(overlay.isToastComingIn)
    XInput.xdotool(["key", "Escape"])
    window.settle(1)
    XCTAssertEqual(shownMessages(overlay, content: content), ["“JetBrains Mono” was installed"])
    overlay.comingInMilliseconds = 550
    XCTAssertFalse(overlay.isToastComingIn)
    XInput.key("Escape", in: window.widget)
    window.settle(1)
    XCTAssertEqual(shownMessages(overlay, content: content), [])
    second.dismiss()
  }

  /// A double-click on a toast's button (XTest) acts once: the button took the second click as
  /// the toast slid away, and Undo undid twice.
  func testAToastsButtonClickedTwiceActsOnce() {
    let (content, overlay, window) = shownOverlayOverAButton()
    defer { window.close() }
    var clicks = 0
    _ = overlay.show("Moved “Fixture Symbols” to the trash", button: "Undo") { clicks += 1 }
    window.settle(0.7)
    let undo = labelledButtons(overlay, content: content)
    XCTAssertEqual(undo.count, 1)
    guard let button = undo.first else { return }
    XInput.moveOver(button, in: window.widget)
    XInput.xdotool(["click", "--repeat", "2", "--delay", "100", "1"])
    window.settle(0.5)
    XCTAssertEqual(clicks, 1)
  }

  /// The messages of the toasts `overlay` draws now.
  private func shownMessages(_ overlay: ToastOverlay, content: Widget) -> [String] {
    WidgetTree.descendants(of: overlay).filter {
      !WidgetInspection.isInside($0, content) && $0.pointer != content.pointer && $0.isA(gtk_label_get_type())
        && WidgetInspection.isVisible($0)
    }.map { WidgetInspection.text(ofLabel: $0) }.filter { !$0.isEmpty && $0 != "Undo" }
  }

  func testAToastsButtonIsNamedByItsLabelOnce() {
    let (content, overlay, window) = shownOverlay()
    defer { window.close() }
    _ = overlay.show("Moved “Fixture Symbols” to the trash", button: "Undo") {}
    window.settle()
    let undo = labelledButtons(overlay, content: content)
    XCTAssertEqual(undo.count, 1, "the toast shows no button with a label")
    XCTAssertTrue(undo.allSatisfy { Accessibility.hasLabel($0, "Undo") }, "the toast's button is not named Undo")
  }

  /// The close button, an icon alone, is named (it was read as "GtkImage").
  func testAToastsCloseButtonIsNamed() {
    let (content, overlay, window) = shownOverlay()
    defer { window.close() }
    overlay.closeButtonLabel = "Close Message"
    _ = overlay.show("Copied CSS")
    window.settle()
    let close = toastButtons(overlay, content: content).filter {
      gtk_button_get_icon_name($0.pointer.cast()).map { String(cString: $0) } == "window-close-symbolic"
    }
    XCTAssertEqual(close.count, 1, "no close button")
    XCTAssertTrue(close.allSatisfy { Accessibility.hasLabel($0, "Close Message") })
  }

  /// A toast shows its text as it is, "&" and "<" too: libadwaita reads toast titles as markup,
  /// and such a name gave an empty toast.
  func testAToastShowsAmpersandsAndAngleBrackets() {
    let (content, overlay, window) = shownOverlay()
    defer { window.close() }
    let text = "Moved Black & White <b>Bold</b>.ttf to the trash"
    _ = overlay.show(text, button: "Undo") {}
    window.settle()
    let shown = WidgetTree.descendants(of: overlay).filter {
      !WidgetInspection.isInside($0, content) && $0.isA(gtk_label_get_type())
    }.map { WidgetInspection.text(ofLabel: $0) }
    XCTAssertTrue(shown.contains(text), "the toast shows \(shown)")
  }

  /// A message that replaces another a moment after it came in leaves the window running, and
  /// both go.
  ///
  /// libadwaita 1.2 freed a toast dismissed while it was still coming in, then read it
  /// (a crash under the freed-memory poisoning `scripts/test` turns on; on a desktop, when Undo
  /// restored fonts while another program changed them).
  ///
  /// The newer toast waits its turn.
  func testAToastDismissedAsItComesInGoesWithoutACrash() {
    let (content, overlay, window) = shownOverlay()
    defer { window.close() }
    let first = overlay.show("Moved “Fixture Symbols” to the trash", button: "Undo") {}
    window.settle(0.7)
    let second = overlay.show("“Fixture Mono” was installed")
    first.dismiss()
    window.settle(0.1)
    second.dismiss()
    let third = overlay.show("“Fixture Mono” was removed")
    window.settle(2)
    let shown = WidgetTree.descendants(of: overlay).filter {
      !WidgetInspection.isInside($0, content) && $0.isA(gtk_label_get_type()) && WidgetInspection.isVisible($0)
    }.map { WidgetInspection.text(ofLabel: $0) }
    XCTAssertEqual(shown.filter { !$0.isEmpty }, ["“Fixture Mono” was removed"])
    third.dismiss()
  }
}
