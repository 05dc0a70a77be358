import CAdwaita

/// A GTK widget: what every kind of widget can do, for code that must not touch pointers.
public class Widget: ObjectHandle {
  /// The widget as its C struct.
  var pointer: UnsafeMutablePointer<GtkWidget> { address.assumingMemoryBound(to: GtkWidget.self) }

  /// A handle of the widget `pointer` with a reference of its own (nil for NULL).
  static func retaining(_ pointer: UnsafeMutablePointer<GtkWidget>?) -> Widget? {
    pointer.map { Widget(retaining: $0) }
  }

  /// Called after `useFontMap` gave the widget another font map: a widget that lays its text
  /// out in Pango contexts of its own (a text view) hands the map on to them.
  func fontMapDidChange() {}

  /// Whether the widget is shown (when its parent is).
  public var isVisible: Bool {
    get { gtk_widget_get_visible(pointer) != 0 }
    set { gtk_widget_set_visible(pointer, newValue ? 1 : 0) }
  }

  /// Whether the widget can take keyboard focus (a button inside a list row need not: the
  /// row does, and a key does what the button does).
  public var isFocusable: Bool {
    get { gtk_widget_get_focusable(pointer) != 0 }
    set { gtk_widget_set_focusable(pointer, newValue ? 1 : 0) }
  }

  /// Whether the widget or anything in it can take the keyboard focus (GTK's can-focus).
  public var canFocus: Bool {
    get { gtk_widget_get_can_focus(pointer) != 0 }
    set { gtk_widget_set_can_focus(pointer, newValue ? 1 : 0) }
  }

  /// Whether the widget takes input.
  public var isSensitive: Bool {
    get { gtk_widget_get_sensitive(pointer) != 0 }
    set { gtk_widget_set_sensitive(pointer, newValue ? 1 : 0) }
  }

  /// Whether the widget is on screen now (mapped).
  public var isMapped: Bool { gtk_widget_get_mapped(pointer) != 0 }

  /// Whether the widget takes the width its parent has to spare.
  public var expandsHorizontally: Bool {
    get { gtk_widget_get_hexpand(pointer) != 0 }
    set { gtk_widget_set_hexpand(pointer, newValue ? 1 : 0) }
  }

  /// Whether the widget takes the height its parent has to spare.
  public var expandsVertically: Bool {
    get { gtk_widget_get_vexpand(pointer) != 0 }
    set { gtk_widget_set_vexpand(pointer, newValue ? 1 : 0) }
  }

  /// The width the widget was given, in pixels.
  public var width: Int { Int(gtk_widget_get_width(pointer)) }

  /// The height the widget was given, in pixels.
  public var height: Int { Int(gtk_widget_get_height(pointer)) }

  /// The widget's CSS node name ("label", "row", "listview", …).
  public var cssName: String { swiftString(gtk_widget_get_css_name(pointer)) }

  /// The tooltip, plain text; nil (or empty) for none.
  ///
  /// Setting the text it already has does nothing: GTK would ask the X server where the pointer
  /// is (a round trip) on every set, and headers set their tooltips again on each update.
  public var tooltip: String? {
    get { gtk_widget_get_tooltip_text(pointer).map { String(cString: $0) } }
    set {
      let text = newValue?.isEmpty == true ? nil : newValue
      guard text != tooltip else { return }
      gtk_widget_set_tooltip_text(pointer, text)
    }
  }

  /// Shows the text `text` answers as the tooltip, asked for only when the tooltip is about to
  /// show; nil shows none.
  ///
  /// For widgets whose tooltip changes often (a list row's buttons, bound again for every
  /// search and scroll): setting `tooltip` costs an X round trip each time it changes.
  public func setTooltip(_ text: @escaping () -> String?) {
    gtk_widget_set_has_tooltip(pointer, 1)
    Signal.connectQueryTooltip(pointer) { _, _, _ in text() }
  }

  /// The widget this one is a child of.
  public var parent: Widget? { .retaining(gtk_widget_get_parent(pointer)) }

  /// The widget's direct children, in order.
  public var children: [Widget] {
    var result: [Widget] = []
    var child = gtk_widget_get_first_child(pointer)
    while let current = child {
      result.append(Widget(retaining: current))
      child = gtk_widget_get_next_sibling(current)
    }
    return result
  }

  /// Every widget below this one, depth first.
  public var descendants: [Widget] { children.flatMap { [$0] + $0.descendants } }

  /// Whether the widget is of GType `type` or of a type derived from it
  /// (`gtk_button_get_type()` for a GtkButton, a GtkToggleButton…).
  func isA(_ type: GType) -> Bool {
    pointer.isInstance(of: type)
  }

  /// The widget that has keyboard focus in this widget's window.
  public var focusWidgetOfWindow: Widget? {
    guard let root = gtk_widget_get_root(pointer) else { return nil }
    return .retaining(gtk_root_get_focus(root))
  }

  /// The height its window opens with or last had, in pixels (what a widget inside it can take
  /// before the window is first laid out); nil when the widget is in no window.
  public var windowHeight: Int? {
    guard let root = gtk_widget_get_root(pointer) else { return nil }
    let laidOut = Int(gtk_widget_get_height(root.widget))
    if laidOut > 0 { return laidOut }
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(UnsafeMutablePointer<GtkWindow>(root.opaque), &width, &height)
    return height > 0 ? Int(height) : nil
  }

  /// This widget or the nearest one above it of GType `type` (or derived from it), nil for
  /// none.
  func ancestor(ofType type: GType) -> Widget? {
    .retaining(gtk_widget_get_ancestor(pointer, type))
  }

  /// Whether this widget is `ancestor` or lies inside it.
  public func isInside(_ ancestor: Widget) -> Bool {
    self == ancestor || gtk_widget_is_ancestor(pointer, ancestor.pointer) != 0
  }

  /// Adds a CSS class.
  public func addCSSClass(_ name: String) { gtk_widget_add_css_class(pointer, name) }

  /// Removes a CSS class.
  public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(pointer, name) }

  /// Whether the widget has CSS class `name`.
  public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(pointer, name) != 0 }

  /// Gives the widget, of the CSS classes `among`, exactly those in `wanted`, changing only
  /// those that differ: removing a class and adding it back would make GTK compute the style
  /// of the widget and everything in it again.
  public func setCSSClasses(_ wanted: Set<String>, among: [String]) {
    for name in among where wanted.contains(name) != hasCSSClass(name) {
      if wanted.contains(name) { addCSSClass(name) } else { removeCSSClass(name) }
    }
  }

  /// Sets the margins, in pixels.
  public func setMargins(top: Int = 0, bottom: Int = 0, start: Int = 0, end: Int = 0) {
    gtk_widget_set_margin_top(pointer, Int32(top))
    gtk_widget_set_margin_bottom(pointer, Int32(bottom))
    gtk_widget_set_margin_start(pointer, Int32(start))
    gtk_widget_set_margin_end(pointer, Int32(end))
  }

  /// The pixels to an inch GTK draws this widget's text at: 96, unless the desktop scales text
  /// (Large Text: 144); a size in points is this many pixels per 72 points.
  public var textResolution: Double {
    guard let context = gtk_widget_get_pango_context(pointer) else { return 96 }
    let resolution = pango_cairo_context_get_resolution(context)
    return resolution > 0 ? resolution : 96
  }

  /// Centers the widget vertically in the height it is given.
  public func centerVertically() { gtk_widget_set_valign(pointer, GTK_ALIGN_CENTER) }

  /// Keeps the widget at its natural width, centered in the width it is given.
  public func centerHorizontally() { gtk_widget_set_halign(pointer, GTK_ALIGN_CENTER) }

  /// Asks for at least `width` × `height` pixels (nil: no wish).
  public func requestSize(width: Int?, height: Int?) {
    gtk_widget_set_size_request(pointer, Int32(width ?? -1), Int32(height ?? -1))
  }

  /// Whether the widget has keyboard focus (is its window's focus widget).
  public var hasFocus: Bool { gtk_widget_has_focus(pointer) != 0 }

  /// Whether the keyboard focus is on the widget or on one inside it.
  public var hasFocusInside: Bool {
    guard let root = gtk_widget_get_root(pointer), let focus = gtk_root_get_focus(root) else { return false }
    return focus == pointer || gtk_widget_is_ancestor(focus, pointer) != 0
  }

  /// Moves keyboard focus here; whether it moved.
  @discardableResult
  public func grabFocus() -> Bool { gtk_widget_grab_focus(pointer) != 0 }

  /// Makes `child` the one that takes the focus when it comes in from outside, without moving
  /// it (GTK's focus child; a list view then starts from that child's row, as its keyboard
  /// cursor moves there).
  public func setFocusChild(_ child: Widget) { gtk_widget_set_focus_child(pointer, child.pointer) }

  /// Makes `descendant` the one the focus comes back to when it comes into this widget from
  /// outside, Tab or Shift+Tab alike: each widget between them takes the next as its focus
  /// child (see `setFocusChild`).
  public func setFocusPath(to descendant: Widget) {
    var child = descendant.pointer
    while let parent = gtk_widget_get_parent(child) {
      gtk_widget_set_focus_child(parent, child)
      if parent == pointer { return }
      child = parent
    }
  }

  /// Moves keyboard focus to the first widget inside this one that takes it (as Tab would).
  @discardableResult
  public func focusFirstInside() -> Bool { gtk_widget_child_focus(pointer, GTK_DIR_TAB_FORWARD) != 0 }

  /// Moves keyboard focus to the last widget inside this one that takes it (as Shift+Tab
  /// would, coming from after it).
  @discardableResult
  public func focusLastInside() -> Bool { gtk_widget_child_focus(pointer, GTK_DIR_TAB_BACKWARD) != 0 }

  /// Moves keyboard focus, already inside this widget, to the next widget inside it that takes
  /// it (as Tab would); false, the focus unmoved, when there is none.
  public func moveFocusOnInside() -> Bool { gtk_widget_child_focus(pointer, GTK_DIR_TAB_FORWARD) != 0 }

  /// Whether the widget has its window-system resources (it was shown, or `realize` was called).
  public var isRealized: Bool { gtk_widget_get_realized(pointer) != 0 }

  /// Makes the widget's window-system resources now, before it is first shown (a hidden search
  /// field that the first key typed would otherwise realize, styles and all, in that key's frame).
  public func realize() { gtk_widget_realize(pointer) }

  /// Asks for the widget to be measured and laid out again.
  public func queueResize() { gtk_widget_queue_resize(pointer) }

  /// Has GTK look again, in the next frame, at which widget lies under the pointer (hover,
  /// tooltips, where the next click goes), as it does when the pointer moves; nothing while the
  /// pointer is over another surface (a popover over the widget keeps it).
  public func lookAgainUnderPointer() {
    guard let native = gtk_widget_get_native(pointer), let surface = gtk_native_get_surface(native),
      let clock = gdk_surface_get_frame_clock(surface), let display = gdk_surface_get_display(surface),
      let seat = gdk_display_get_default_seat(display), let device = gdk_seat_get_pointer(seat),
      gdk_device_get_surface_at_position(device, nil, nil) == surface
    else { return }
    if typecase_surface_request_motion(surface) != 0 {
      gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_FLUSH_EVENTS)
    } else if let root = gtk_widget_get_root(pointer) {
      // GTK asks for that motion itself when it lays the whole window out again.
      gtk_widget_queue_allocate(root.cast())
    }
  }

  /// Asks for the widget to be drawn again in the next frame.
  public func queueDraw() { gtk_widget_queue_draw(pointer) }

  /// Emits the widget's activate signal (a button's click, an entry's Enter).
  public func activate() { gtk_widget_activate(pointer) }

  /// Adds a key controller (keyboard handling) to the widget.
  public func add(_ controller: KeyController) {
    gtk_widget_add_controller(pointer, controller.controllerPointer)
  }

  /// Takes away the event controllers of `type` that GTK gave the widget (a slider's scroll
  /// controller), so that their events go on to the widgets around it.
  func removeControllers(ofType type: GType) {
    guard let controllers = gtk_widget_observe_controllers(pointer) else { return }
    defer { g_object_unref(controllers.gpointer) }
    // Gathered first: the list changes as they go.
    var matching: [UnsafeMutableRawPointer] = []
    for index in 0..<g_list_model_get_n_items(controllers) {
      guard let controller = g_list_model_get_item(controllers, index) else { continue }
      if controller.isInstance(of: type) { matching.append(controller) } else { g_object_unref(controller) }
    }
    for controller in matching {
      gtk_widget_remove_controller(pointer, OpaquePointer(controller))
      g_object_unref(controller)
    }
  }

  /// Adds a click gesture (presses of a mouse button) to the widget.
  public func add(_ gesture: ClickGesture) {
    gtk_widget_add_controller(pointer, gesture.controllerPointer)
  }

  /// Where `point` of this widget lies in `other`'s coordinates (nil when unrelated).
  public func translate(x: Double, y: Double, to other: Widget) -> (x: Double, y: Double)? {
    var point = graphene_point_t(x: Float(x), y: Float(y))
    var placed = graphene_point_t(x: 0, y: 0)
    guard gtk_widget_compute_point(pointer, other.pointer, &point, &placed) != 0 else { return nil }
    return (Double(placed.x), Double(placed.y))
  }

  /// Whether this widget, inside `container`, lies at least partly within the container's area,
  /// or within `margin` pixels above or below it.
  public func isShown(in container: Widget, margin: Double = 0) -> Bool {
    guard isMapped, let placed = translate(x: 0, y: 0, to: container) else { return false }
    let bottom = placed.y + Double(height)
    return bottom > -margin && placed.y < Double(container.height) + margin
  }
}
