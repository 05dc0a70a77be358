import CAdwaita
import GtkSupport
import XCTest

@testable import TypecaseGTK

/// Captions (the "Duplicates" badge, the page notes) follow the desktop's text size: libadwaita
/// 1.2 draws them at a fixed 9 points, which left them small beside text drawn larger.
final class CaptionSizeTests: WindowTestCase {
  /// The desktop's interface font, as gtk-font-name says it.
  var interfaceFont: String {
    get {
      var value = GValue()
      g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
      defer { g_value_unset(&value) }
      g_object_get_property(
        UnsafeMutableRawPointer(gtk_settings_get_default()).assumingMemoryBound(to: GObject.self), "gtk-font-name",
        &value)
      return g_value_get_string(&value).map { String(cString: $0) } ?? ""
    }
    set {
      var value = GValue()
      g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))
      defer { g_value_unset(&value) }
      g_value_set_string(&value, newValue)
      g_object_set_property(
        UnsafeMutableRawPointer(gtk_settings_get_default()).assumingMemoryBound(to: GObject.self), "gtk-font-name",
        &value)
    }
  }

  func testTheDuplicatesBadgeGrowsWithTheInterfaceFont() throws {
    open()
    let before = interfaceFont
    defer { interfaceFont = before }
    let badge = try XCTUnwrap(
      window.currentPage.flatMap { page in page.boundRows.map(\.badge).first { WidgetInspection.isVisible($0) } },
      "no row shows a badge")
    XCTAssertEqual(WidgetInspection.text(ofLabel: badge), "Duplicates")
    for points in [11.0, 22.0] {
      interfaceFont = "Sans \(Int(points))"
      settle()
      // GTK gives its style's sizes in pixels, at 96 per inch.
      let text = try XCTUnwrap(WidgetInspection.styledFontPixels(of: window.window))
      XCTAssertEqual(text, points * 96 / 72, accuracy: 0.1)
      let caption = try XCTUnwrap(WidgetInspection.styledFontPixels(of: badge))
      XCTAssertEqual(caption, text * 0.82, accuracy: 0.1, "at \(points) points")
    }
  }

  /// Headings (a settings section's "Preview", a face page's groups) are the interface font's
  /// size, bold: libadwaita 1.2's fixed 11 points left them smaller than the rows under them
  /// when the desktop asked for larger text.
  func testHeadingsGrowWithTheInterfaceFont() throws {
    open([.families, .settings])
    let before = interfaceFont
    defer { interfaceFont = before }
    let headings = WidgetTree.descendants(of: window.window).filter {
      $0.hasCSSClass("heading") && WidgetInspection.isVisible($0)
    }
    XCTAssertFalse(headings.isEmpty, "the settings page shows no heading")
    for points in [11.0, 22.0] {
      interfaceFont = "Sans \(Int(points))"
      settle()
      let text = try XCTUnwrap(WidgetInspection.styledFontPixels(of: window.window))
      for heading in headings {
        let size = try XCTUnwrap(WidgetInspection.styledFontPixels(of: heading))
        XCTAssertEqual(
          size, text, accuracy: 0.1, "“\(WidgetInspection.text(ofLabel: heading))” at \(points) points")
      }
    }
  }
}
