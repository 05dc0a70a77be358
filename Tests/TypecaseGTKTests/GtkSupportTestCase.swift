import CAdwaita
import FixtureSupport
import XCTest

@testable import GtkSupport

/// A test of GtkSupport widgets, on the main thread with GTK started.
///
/// Fontconfig reads its configuration once per process, when a widget first needs a font: these
/// tests point it at the fixture fonts first, as the window tests do, so whichever test runs
/// first, every test of the process sees the same fonts.
class GtkSupportTestCase: XCTestCase {
  override func setUpWithError() throws {
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
      throw XCTSkip("no display: run the suite with scripts/test (Xvfb)")
    }
    FixtureFonts.activate()
    gtk_init()
  }
}
