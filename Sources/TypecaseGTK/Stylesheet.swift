import FoundationEssentials
import GtkSupport
import TypecaseCore

/// The few style rules Typecase adds to libadwaita: grouped lists drawn as inset cards, the
/// rows' chevrons and checkmarks (drawn by the row's box after its widgets, in the room its
/// padding keeps: 12 pixels of spacing and a 16-pixel icon), and the rows' star and details
/// buttons ("rowbutton" nodes, see `RowWidget`), drawn as libadwaita draws a round flat button
/// with an icon.
///
/// The details button takes a chevron's room (its 34-pixel circle reaches 9 pixels past it on
/// each side), so its icon stands where a chevron does and the star before either stands in the
/// same place on every row. Captions are 82% of the interface font, as at GNOME's 11 points
/// libadwaita's 9 are: libadwaita 1.2's fixed 9 points left the "Duplicates" badge and the page
/// notes small when the desktop asks for larger text. Headings and titles likewise keep
/// libadwaita's proportions to 11 points (a heading is the interface font's size, bold; a status
/// page's title 20/11 of it).
enum Stylesheet {
  static let css = """
    listview.typecase-grouped { background: none; }
    listview.typecase-grouped > row { padding: 0; background: none; border: none; }
    listview.typecase-grouped > row:focus-visible { outline: none; }
    .typecase-card { background-color: @card_bg_color; box-shadow: 0 0 0 1px alpha(@borders, 0.6);
      min-height: 50px; padding: 0 14px; }
    .typecase-card.first { border-top-left-radius: 12px; border-top-right-radius: 12px; margin-top: 6px; }
    .typecase-card.last { border-bottom-left-radius: 12px; border-bottom-right-radius: 12px; }
    listview.typecase-grouped > row:hover .typecase-card { background-color: mix(@card_bg_color, @view_fg_color, 0.04); }
    listview.typecase-grouped > row:focus-visible .typecase-card { outline: 2px solid alpha(@accent_color, 0.5);
      outline-offset: -2px; }
    .typecase-section-header { padding: 18px 2px 6px 2px; }
    .typecase-section-footer { padding: 6px 2px 12px 2px; }
    .typecase-plain-row { min-height: 44px; padding: 4px 14px; }
    .typecase-disclosure, .typecase-checkmark, .typecase-unchecked { padding-right: 42px;
      background-repeat: no-repeat; background-size: 16px 16px; background-position: calc(100% - 14px) center; }
    .typecase-disclosure { background-image: -gtk-icontheme("go-next-symbolic"); }
    .typecase-checkmark { background-image: -gtk-icontheme("object-select-symbolic"); }
    .typecase-disclosure:dir(rtl), .typecase-checkmark:dir(rtl), .typecase-unchecked:dir(rtl) {
      padding-right: 14px; padding-left: 42px; background-position: 14px center; }
    .typecase-disclosure:dir(rtl) { background-image: -gtk-icontheme("go-previous-symbolic"); }
    .typecase-back-button { padding-left: 6px; padding-right: 10px; }
    textview.typecase-sample { padding: 0; border-radius: 12px; }
    textview.typecase-sample > text { background: none; }
    textview.typecase-read-only, textview.typecase-read-only > text { background: none; }
    textview.typecase-read-only:focus { outline: 2px solid alpha(@accent_color, 0.5); outline-offset: 2px;
      border-radius: 6px; }
    .typecase-character { border-radius: 6px; }
    rowbutton { min-width: 34px; min-height: 34px; padding: 0; border-radius: 9999px;
      background-repeat: no-repeat; background-position: center; background-size: 16px 16px;
      transition: background-color 200ms cubic-bezier(0.25, 0.46, 0.45, 0.94); }
    rowbutton:hover { background-color: alpha(currentColor, 0.07); }
    rowbutton:active { background-color: alpha(currentColor, 0.16); }
    rowbutton:checked { background-color: alpha(currentColor, 0.1); }
    rowbutton:checked:hover { background-color: alpha(currentColor, 0.13); }
    rowbutton:checked:active { background-color: alpha(currentColor, 0.19); }
    rowbutton:disabled:not(:checked) { filter: opacity(0.3); }
    rowbutton.typecase-star { background-image: -gtk-icontheme("typecase-unstarred-symbolic"); }
    rowbutton.typecase-star:checked { background-image: -gtk-icontheme("typecase-starred-symbolic"); }
    rowbutton.typecase-details { background-image: -gtk-icontheme("typecase-details-symbolic");
      margin-left: -9px; margin-right: -9px; }
    .caption, .caption-heading { font-size: 82%; }
    .heading, .body { font-size: 100%; }
    .title-4 { font-size: 118%; }
    .title-2, .title-3 { font-size: 136%; }
    .title-1 { font-size: 182%; }
    .typecase-toast-shown listview.typecase-page-list { padding-bottom: 96px; }
    """

  /// What high contrast adds to `css`, as libadwaita's high-contrast style adds it to round flat
  /// buttons: a ring while hovered, pressed or on; and focus rings at 80%, as its own (at half
  /// strength, a settings row's ring stood out 2.4:1 from a dark card).
  ///
  /// The current named instance of a face page has a ring too: its fill alone told it from the
  /// others, 2:1.
  static let highContrastCSS = """
    listview.typecase-grouped > row:focus-visible .typecase-card { outline-color: alpha(@accent_color, 0.8); }
    textview.typecase-read-only:focus { outline-color: alpha(@accent_color, 0.8); }
    rowbutton:hover, rowbutton:active, rowbutton:checked { box-shadow: inset 0 0 0 1px alpha(currentColor, 0.5); }
    rowbutton.typecase-star:not(:checked) { background-image: -gtk-icontheme("typecase-unstarred-strong-symbolic"); }
    button.typecase-instance:checked { box-shadow: inset 0 0 0 2px currentColor; }
    """

  /// Installs the rules, and Typecase's own icons, for the default display (the first call
  /// does; later calls find them installed).
  static func install() { _ = installation }

  /// The installation, done once (Swift runs a static constant's initializer once).
  private static let installation: Void = {
    ToolkitSettings.addStyleRules(css)
    ToolkitSettings.addHighContrastStyleRules(highContrastCSS)
    if let icons = ProgramResources.path(bundle: "Typecase_TypecaseIcons.resources", folder: "Icons") {
      ToolkitSettings.addIconFolder(icons)
    }
  }()
}
