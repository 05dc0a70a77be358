import CAdwaita
import GtkSupport
import TypecaseCore
import TypecaseUI

/// The Typecase window: a header bar that says where you are, and a stack of list pages that
/// follows the model's navigation stack.
final class MainWindow {
  let model: TypecaseModel
  let window: UnsafeMutablePointer<GtkWidget>
  /// Called when the user picks a setting's value (the app stores it).
  var onSettingChosen: ((String, String) -> Void)?
  /// Called when the user asks to quit.
  var onQuit: (() -> Void)?

  private(set) var pages: [ScreenPage] = []
  /// The font maps rows are drawn with, one per family.
  let fontMaps = FamilyFontMaps()
  private let stack: UnsafeMutablePointer<GtkWidget>
  private let titleWidget: UnsafeMutablePointer<GtkWidget>
  private let backButton: UnsafeMutablePointer<GtkWidget>
  private let backLabel: UnsafeMutablePointer<GtkWidget>
  private let searchButton: UnsafeMutablePointer<GtkWidget>
  private let settingsButton: UnsafeMutablePointer<GtkWidget>
  private let toasts: UnsafeMutablePointer<GtkWidget>
  private let header: UnsafeMutablePointer<GtkWidget>
  /// The last toast shown (it may have been dismissed already).
  private var shownToast: OwnedObject?
  private var leavingPages: [UnsafeMutablePointer<GtkWidget>] = []
  private var pageCounter = 0
  /// Whether the search button is bound to the (one) search bar yet.
  private var isSearchButtonBound = false

  init(application: some GPointer, model: TypecaseModel) {
    self.model = model
    window = created(adw_application_window_new(application.cast()))
    gtk_window_set_default_size(window.cast(), 720, 760)
    gtk_window_set_title(window.cast(), "Typecase")

    header = created(adw_header_bar_new())
    titleWidget = created(adw_window_title_new("", nil))
    adw_header_bar_set_title_widget(header.opaque, titleWidget)

    backButton = created(gtk_button_new())
    let backBox = created(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 2))
    let backIcon = created(gtk_image_new_from_icon_name("go-previous-symbolic"))
    Accessibility.setDecorative(backIcon)
    gtk_box_append(backBox.cast(), backIcon)
    backLabel = created(gtk_label_new(nil))
    gtk_box_append(backBox.cast(), backLabel)
    gtk_button_set_child(backButton.cast(), backBox)
    gtk_widget_add_css_class(backButton, "typecase-back-button")
    adw_header_bar_pack_start(header.opaque, backButton)

    settingsButton = created(gtk_button_new_from_icon_name("emblem-system-symbolic"))
    adw_header_bar_pack_end(header.opaque, settingsButton)
    searchButton = created(gtk_toggle_button_new())
    gtk_button_set_icon_name(searchButton.cast(), "system-search-symbolic")
    adw_header_bar_pack_end(header.opaque, searchButton)

    stack = created(gtk_stack_new())
    gtk_stack_set_transition_duration(stack.opaque, 200)
    toasts = created(adw_toast_overlay_new())
    adw_toast_overlay_set_child(toasts.opaque, stack)
    let content = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    gtk_box_append(content.cast(), header)
    gtk_box_append(content.cast(), toasts)
    adw_application_window_set_content(window.cast(), content)

    Signal.connect(backButton, "clicked") { [weak self] in self?.goBack() }
    // The close button quits as Ctrl+Q does (promptly, see `TypecaseApp.quitPromptly`).
    Signal.connect(
      window, "close-request",
      returning: { [weak self] in
        guard let onQuit = self?.onQuit else { return false }
        onQuit()
        return true
      })
    Signal.connect(settingsButton, "clicked") { [weak self] in self?.openSettings() }
    Signal.connect(
      stack, "notify::transition-running",
      withPointer: { [weak self] _ in
        self?.removeLeavingPages()
      })
    Signal.connect(
      window, "notify::focus-widget",
      withPointer: { [weak self] _ in
        guard let self, let page = self.pages.last, let focus = WidgetInspection.focusWidget(in: self.window),
          WidgetInspection.isInside(focus, page.listView)
        else { return }
        page.noteFocus(focus)
      })
    let keys = created(gtk_event_controller_key_new())
    Signal.connectKeyPressed(keys) { [weak self] keyval, state in
      self?.handleKey(keyval, state) ?? false
    }
    gtk_widget_add_controller(window, keys)
    syncPages(animated: false)
  }

  /// What the header bar's title says.
  var headerTitleText: String { swiftString(adw_window_title_get_title(titleWidget.opaque)) }
  /// What the header bar's subtitle says.
  var subtitleText: String { swiftString(adw_window_title_get_subtitle(titleWidget.opaque)) }
  /// What the back button says, or nil when there is none.
  var backButtonText: String? {
    gtk_widget_get_visible(backButton) == 0 ? nil : WidgetInspection.text(ofLabel: backLabel)
  }
  /// The back button.
  var backButtonWidget: UnsafeMutablePointer<GtkWidget> { backButton }
  /// The settings (gear) button.
  var settingsButtonWidget: UnsafeMutablePointer<GtkWidget> { settingsButton }

  /// Shows the window.
  func present() { gtk_window_present(window.cast()) }

  /// The page on top.
  var currentPage: ScreenPage? { pages.last }

  /// Redraws every page from the model (after fonts, settings or the language changed).
  func refreshAll() {
    for page in pages {
      if let screen = model.screen(for: page.route) { page.update(screen) }
    }
    syncPages(animated: false)
    updateHeader()
  }

  /// Rebuilds what GTK itself labels (the window buttons and their tooltips) after the
  /// interface language changed.
  func reloadToolkitStrings() {
    adw_header_bar_set_decoration_layout(header.opaque, "")
    adw_header_bar_set_decoration_layout(header.opaque, nil)
  }

  /// Shows a short message at the bottom of the window.
  func showToast(_ text: String) {
    // The newest message replaces one still shown: toasts queue, and an older one (the fonts
    // changed) would hide the newer (which family went) for seconds.
    if let shown = shownToast { adw_toast_dismiss(shown.pointer) }
    let toast = created(adw_toast_new(text))
    shownToast = OwnedObject(retaining: toast)
    adw_toast_overlay_add_toast(toasts.opaque, toast)
  }

  /// Opens the settings (the gear button, Ctrl+comma).
  func openSettings() {
    guard model.openSettings() else { return }
    syncPages(animated: true)
  }

  /// Goes back one page (the back button, Alt+Left, Escape).
  func goBack() {
    guard model.back() else { return }
    syncPages(animated: true)
  }

  /// Activates the row `id` of the top page, as a click or Enter does.
  func activate(rowID: String) {
    if case .editText = currentPage?.screen.row(id: rowID)?.action {
      // Activating a text row focuses its field (focusRow does for text rows).
      if let page = currentPage, let position = page.position(ofRow: rowID) { page.focusRow(at: position) }
      return
    }
    switch model.activate(rowID: rowID) {
    case .nothing:
      return
    case .pushed:
      syncPages(animated: true)
    case .chose(let key, let value):
      onSettingChosen?(key, value)
      refreshAll()
    }
  }

  /// Makes the page widgets match the model's stack, sliding in pushed pages and out popped ones.
  func syncPages(animated: Bool) {
    let routes = model.stack
    var kept = 0
    while kept < pages.count && kept < routes.count && pages[kept].route == routes[kept] { kept += 1 }
    let popping = kept < pages.count
    for page in pages[kept...] { leavingPages.append(page.root) }
    pages.removeLast(pages.count - kept)
    for route in routes[kept...] {
      let screen = model.screen(for: route) ?? Screen(route: route, title: model.title(of: route), sections: [])
      let page = ScreenPage(screen: screen, fontMaps: fontMaps)
      page.onActivate = { [weak self] rowID in self?.activate(rowID: rowID) }
      page.onSearch = { [weak self] text in self?.search(text) }
      page.onTabOut = { [weak self] forward in self?.focusOutsideList(forward: forward) }
      page.onEdit = { [weak self] key, text in
        guard let self, case .chose = self.model.edit(key: key, text: text) else { return }
        self.onSettingChosen?(key, text)
      }
      pageCounter += 1
      // A stack page is read by screen readers: named by its screen, not "GtkStackPage".
      Accessibility.setLabel(gtk_stack_add_named(stack.opaque, page.root, "page-\(pageCounter)"), screen.title)
      pages.append(page)
    }
    guard let top = pages.last else { return }
    let topChanged = popping || kept < routes.count
    let transition =
      !animated
      ? GTK_STACK_TRANSITION_TYPE_NONE
      : popping ? GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT : GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
    gtk_stack_set_transition_type(stack.opaque, transition)
    gtk_stack_set_visible_child(stack.opaque, top.root)
    // Popped pages go when the slide ends ("notify::transition-running"), or now when there is
    // none: a popped page is destroyed, like a popped view controller.
    removeLeavingPages()
    updateHeader()
    // Focus moves only with the page: a redraw (a setting typed, fonts changed) leaves it alone.
    if topChanged { focusTopPage() }
  }

  private func focusTopPage() {
    guard let top = pages.last else { return }
    let chosen = model.focusRowID(for: top.route, on: top.screen).flatMap(top.position(ofRow:)) ?? 0
    top.focusRow(at: chosen)
  }

  /// Tab out of a list goes to the header bar's first button, Shift+Tab to the search field
  /// when it is open, else to the header bar's last button.
  private func focusOutsideList(forward: Bool) {
    if !forward, let page = pages.last, page.isSearching, let entry = page.searchEntry {
      gtk_widget_grab_focus(entry)
      return
    }
    let buttons = [backButton, searchButton, settingsButton].filter {
      gtk_widget_get_visible($0) != 0 && gtk_widget_get_sensitive($0) != 0
    }
    if let target = forward ? buttons.first : buttons.last { gtk_widget_grab_focus(target) }
  }

  private func search(_ text: String) {
    model.setSearch(text)
    guard let page = pages.first(where: { $0.route == .families }), let screen = model.screen(for: .families) else {
      return
    }
    page.update(screen)
    updateHeader()
    // Closing the search returns to the row you were on, scrolled into view.
    if !page.isSearching, page === pages.last, let id = page.lastFocusedRowID, let position = page.position(ofRow: id) {
      page.focusRow(at: position)
    }
  }

  private func updateHeader() {
    guard let top = pages.last else { return }
    let screen = top.screen
    adw_window_title_set_title(titleWidget.opaque, screen.title)
    adw_window_title_set_subtitle(titleWidget.opaque, screen.subtitle)
    let backTitle = model.backTitle
    gtk_widget_set_visible(backButton, backTitle == nil ? 0 : 1)
    gtk_label_set_text(backLabel.opaque, backTitle ?? "")
    Accessibility.setLabel(backButton, backTitle ?? "")
    gtk_widget_set_tooltip_text(backButton, backTitle.map { tr("Back to {screen}", ["screen": $0]) + " (Alt+←)" })
    // Set here, not once, so a change of interface language reaches them too.
    gtk_widget_set_tooltip_text(settingsButton, tr("Settings") + " (Ctrl+,)")
    Accessibility.setLabel(settingsButton, tr("Settings"))
    gtk_widget_set_tooltip_text(searchButton, tr("Search") + " (Ctrl+F)")
    Accessibility.setLabel(searchButton, tr("Search"))
    gtk_widget_set_visible(searchButton, screen.isSearchable ? 1 : 0)
    gtk_widget_set_sensitive(settingsButton, model.stack.contains(.settings) ? 0 : 1)
    if let bar = top.searchBar {
      if !isSearchButtonBound {
        Properties.bindBothWays(searchButton, "active", to: bar, "search-mode-enabled")
        isSearchButtonBound = true
      }
      gtk_search_bar_set_key_capture_widget(bar.opaque, window)
    } else {
      for page in pages { if let bar = page.searchBar { gtk_search_bar_set_key_capture_widget(bar.opaque, nil) } }
    }
  }

  private func removeLeavingPages() {
    guard gtk_stack_get_transition_running(stack.opaque) == 0 else { return }
    for widget in leavingPages { gtk_stack_remove(stack.opaque, widget) }
    leavingPages.removeAll()
  }

  /// Keyboard: Alt+Left or Escape goes back, Ctrl+F searches, Ctrl+comma opens the settings,
  /// Ctrl+Q quits.
  private func handleKey(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
    let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
    let alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
    switch (Int32(keyval), control, alt) {
    case (GDK_KEY_Left, false, true), (GDK_KEY_Escape, false, false):
      guard model.stack.count > 1 else { return false }
      goBack()
      return true
    case (GDK_KEY_f, true, false):
      guard let top = pages.last, let bar = top.searchBar, let entry = top.searchEntry else { return false }
      gtk_search_bar_set_search_mode(bar.opaque, 1)
      gtk_widget_grab_focus(entry)
      return true
    case (GDK_KEY_comma, true, false):
      openSettings()
      return true
    case (GDK_KEY_q, true, false):
      onQuit?()
      return true
    default:
      return false
    }
  }
}
