import FoundationEssentials
import GtkSupport
import TypecaseCore

/// The few style rules Typecase adds to libadwaita: grouped lists drawn as inset cards, and the
/// icons of the rows' star and details buttons (drawn by their own style, see `RowWidget`).
enum Stylesheet {
  static let css = """
    listview.typecase-grouped { background: none; }
    listview.typecase-grouped > row { padding: 0; background: none; border: none; }
    listview.typecase-grouped > row:focus-visible { outline: none; }
    .typecase-card { background: @card_bg_color; box-shadow: 0 0 0 1px alpha(@borders, 0.6);
      min-height: 50px; padding: 0 14px; }
    .typecase-card.first { border-top-left-radius: 12px; border-top-right-radius: 12px; margin-top: 6px; }
    .typecase-card.last { border-bottom-left-radius: 12px; border-bottom-right-radius: 12px; }
    listview.typecase-grouped > row:hover .typecase-card { background: mix(@card_bg_color, @view_fg_color, 0.04); }
    listview.typecase-grouped > row:focus-visible .typecase-card { outline: 2px solid alpha(@accent_color, 0.5);
      outline-offset: -2px; }
    .typecase-section-header { padding: 18px 2px 6px 2px; }
    .typecase-section-footer { padding: 6px 2px 12px 2px; }
    .typecase-plain-row { min-height: 44px; padding: 4px 14px; }
    .typecase-back-button { padding-left: 6px; padding-right: 10px; }
    textview.typecase-sample { padding: 8px 14px; border-radius: 12px; }
    textview.typecase-sample > text { background: none; }
    textview.typecase-read-only, textview.typecase-read-only > text { background: none; }
    .typecase-character { border-radius: 6px; }
    button.typecase-star, button.typecase-details { background-repeat: no-repeat; background-position: center;
      background-size: 16px 16px; }
    button.typecase-star { background-image: -gtk-icontheme("non-starred-symbolic"); }
    button.typecase-star:checked { background-image: -gtk-icontheme("starred-symbolic"); }
    button.typecase-details { background-image: -gtk-icontheme("typecase-details-symbolic"); }
    """

  /// Installs the rules, and Typecase's own icons, for the default display (the first call
  /// does; later calls find them installed).
  static func install() { _ = installation }

  /// The installation, done once (Swift runs a static constant's initializer once).
  private static let installation: Void = {
    ToolkitSettings.addStyleRules(css)
    if let icons = ProgramResources.path(bundle: "Typecase_TypecaseIcons.resources", folder: "Icons") {
      ToolkitSettings.addIconFolder(icons)
    }
  }()
}
