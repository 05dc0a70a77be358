import GtkSupport
import TypecaseUI

/// A page of the window's navigation stack: a list (`ScreenPage`) or a face (`FacePage`).
protocol StackPage: AnyObject {
  /// The route the page shows.
  var route: Route { get }
  /// The page's top widget (what the stack holds).
  var root: Box { get }
  /// The header bar's title while the page is on top.
  var title: String { get }
  /// The header bar's subtitle while the page is on top.
  var subtitle: String? { get }
  /// Draws the page again from `model` (after fonts, settings or the language changed).
  func refresh(from model: TypecaseModel)
}

extension ScreenPage: StackPage {
  var title: String { screen.title }
  var subtitle: String? { screen.subtitle }

  func refresh(from model: TypecaseModel) {
    if let screen = model.screen(for: route) { update(screen, localizer: model.localizer) }
  }
}
