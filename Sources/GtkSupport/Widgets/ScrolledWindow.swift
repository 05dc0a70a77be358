import CAdwaita

/// A GtkScrolledWindow that scrolls its child one way only.
public final class ScrolledWindow: Widget {
  /// Which way a scroller scrolls.
  public enum Direction {
    /// Up and down: as wide as the space it is given, any height.
    case vertical
    /// Sideways, for one line of controls: as tall as its child and, where there is room, as
    /// wide, but never making what holds it wider (a row of chips).
    case horizontal
    /// Neither way: as tall as its child, as wide as it is given; a wider child is clipped
    /// (text in a face of absurd metrics), and the wheel goes on to the scroller around it.
    case clipping
  }

  /// Creates a scroller around `child`.
  public init(child: Widget, scrolling direction: Direction = .vertical) {
    super.init(retaining: created(gtk_scrolled_window_new()))
    switch direction {
    case .vertical:
      gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    case .horizontal:
      gtk_scrolled_window_set_policy(opaque, GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
      gtk_scrolled_window_set_propagate_natural_width(opaque, 1)
      gtk_scrolled_window_set_propagate_natural_height(opaque, 1)
      scrollsSidewaysByWheel()
    case .clipping:
      gtk_scrolled_window_set_policy(opaque, GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
      gtk_scrolled_window_set_propagate_natural_height(opaque, 1)
      removeControllers(ofType: gtk_event_controller_scroll_get_type())
    }
    gtk_scrolled_window_set_child(opaque, child.pointer)
  }

  /// Makes a plain mouse wheel scroll a sideways scroller: GTK 4 scrolls it only by a wheel
  /// turned sideways or with Shift held, and most mice have neither (a strip of filter chips
  /// wider than the window could not be scrolled by the wheel at all).
  ///
  /// A touchpad's sideways swipe is GTK's own.
  private func scrollsSidewaysByWheel() {
    guard let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL) else { return }
    // Before the scroller's own handling, which lets an up-or-down turn go by.
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    Signal.connectScroll(controller) { [weak self] delta, notches, _ in
      guard let self, delta != 0, let adjustment = gtk_scrolled_window_get_hadjustment(self.opaque) else {
        return false
      }
      let page = gtk_adjustment_get_page_size(adjustment)
      let value = gtk_adjustment_get_value(adjustment)
      // GTK's own step for a notch: the page size to the power 2/3; a touchpad's delta is pixels.
      let moved = min(
        max(value + delta * (notches ? pow(page, 2.0 / 3.0) : 1), gtk_adjustment_get_lower(adjustment)),
        gtk_adjustment_get_upper(adjustment) - page)
      guard abs(moved - value) >= 0.5 else { return false }
      gtk_adjustment_set_value(adjustment, moved)
      return true
    }
    gtk_widget_add_controller(pointer, controller)
  }

  /// How far right the scroller is scrolled, in pixels.
  public var horizontalOffset: Double {
    gtk_scrolled_window_get_hadjustment(opaque).map { gtk_adjustment_get_value($0) } ?? 0
  }

  /// Lets a vertical scroller's child be wider than the scroller, which then clips it, rather
  /// than making the window as wide as the child's widest word: a font whose letters are metres
  /// wide (16 units per em) widened the window to 5,818 pixels.
  public func clipsWiderChild() {
    gtk_scrolled_window_set_policy(opaque, GTK_POLICY_EXTERNAL, GTK_POLICY_AUTOMATIC)
  }

  /// Stops the scroller scrolling by itself to the keyboard focus (GTK's viewport does, from
  /// the layout of the frame before), for a caller that keeps the focus in view itself with
  /// `scrollToShow`.
  public func stopFollowingFocus() {
    guard let viewport = gtk_scrolled_window_get_child(opaque),
      viewport.isInstance(of: gtk_viewport_get_type())
    else { return }
    gtk_viewport_set_scroll_to_focus(OpaquePointer(viewport), 0)
  }

  /// How far down the scroller is scrolled, in pixels; set, clamped to what its content spans.
  public var verticalOffset: Double {
    get { gtk_scrolled_window_get_vadjustment(opaque).map { gtk_adjustment_get_value($0) } ?? 0 }
    set {
      guard let adjustment = gtk_scrolled_window_get_vadjustment(opaque) else { return }
      gtk_adjustment_set_value(adjustment, newValue)
    }
  }

  /// Scrolls up or down as little as shows `widget` (inside the scroller's child) and `margin`
  /// pixels around it, its top first when it is taller than the scroller.
  ///
  /// A scroller inside another (the face page's character grid) scrolls to its focus, but the
  /// outer one does not follow: End in the grid left the focused character below the window.
  /// A margin shows a focused widget's focus ring, which GTK's own scrolling to the focus
  /// leaves outside (a switch at the window's lower edge showed none). `below` shows that
  /// much more under it where there is room (what a search field finds), the widget first.
  public func scrollToShow(_ widget: Widget, margin: Double = 0, below: Double = 0) {
    scrollToShow(widget, part: nil, margin: margin, below: below)
  }

  /// Scrolls up or down as little as shows the `part` of `widget` that starts `part.y` pixels
  /// below its top and is `part.height` tall (a text view's line with the cursor), and
  /// `margin` pixels around it.
  public func scrollToShow(_ widget: Widget, part: (y: Int, height: Int)?, margin: Double = 0, below: Double = 0) {
    guard let viewport = gtk_scrolled_window_get_child(opaque), let content = gtk_widget_get_first_child(viewport),
      let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
    else { return }
    var bounds = graphene_rect_t()
    // Relative to the content, less the scroll: 0 is the top of what shows. Relative to the
    // viewport, a scroll not yet laid out was counted twice (the content is moved only at the
    // next layout), and two calls in a row scrolled the widget out of sight.
    guard gtk_widget_compute_bounds(widget.pointer, content, &bounds) != 0 else { return }
    if let part {
      bounds.origin.y += Float(part.y)
      bounds.size.height = Float(part.height)
    }
    // The content's origin is below its own top margin.
    let origin = Double(gtk_widget_get_margin_top(content)) - gtk_adjustment_get_value(adjustment)
    let top = Double(bounds.origin.y) + origin - margin
    let bottom = Double(bounds.origin.y) + origin + Double(bounds.size.height) + margin + below
    let page = gtk_adjustment_get_page_size(adjustment)
    var delta = bottom > page ? bottom - page : 0
    if top - delta < 0 { delta = top }
    if delta != 0 { gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + delta) }
  }

  /// Lets the mouse wheel over this scroller scroll `outer` (a scroller it is inside) first,
  /// while this one is partly out of `outer`'s view on the side the wheel turns to, and again
  /// once this one is at its end: the wheel over the face page's character grid scrolled the
  /// grid alone, and the page stood still from there on, its end out of reach but by the
  /// margins beside the grid.
  ///
  /// A turn of the wheel that was scrolling `outer` goes on scrolling it over this scroller,
  /// as browsers latch a wheel gesture to the scroller it started in: the page scrolled down
  /// to the grid stopped there, and the grid of a font with 20,000 characters took hundreds
  /// of notches before the page moved again. A pause (`WheelGesture.pause`) ends the turn;
  /// the next one over this scroller scrolls it.
  public func chainWheel(to outer: ScrolledWindow) {
    guard let gesture = outer.wheelGesture,
      let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)
    else { return }
    // Before this scroller's own wheel handling, which takes every turn it can follow.
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    Signal.connectScroll(controller) { [weak self, weak outer] delta, notches, time in
      guard let self, let outer, delta != 0 else { return false }
      let scrolled = self.passWheel(delta, notches: notches, to: outer, latched: gesture.continuesOuterTurn(at: time))
      // Scrolled only to show this scroller whole: the next event scrolls it.
      gesture.current?.scrolledOuter = scrolled == .outer
      return scrolled != .inner
    }
    gtk_widget_add_controller(pointer, controller)
  }

  /// The turns of the wheel over this scroller, told apart for the scrollers inside it that
  /// `chainWheel(to:)` chains to it; made once, with the controller that sees each turn (the
  /// face page made its grid again on each change of language, and added one each time).
  private lazy var wheelGesture: WheelGesture? = {
    guard let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL) else { return nil }
    let gesture = WheelGesture()
    // Every wheel event over this scroller, those over the scrollers inside it included,
    // before any of them handles it: the capture phase runs from the window down.
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    Signal.connectScroll(controller) { _, _, time in
      gesture.begin(at: time)
      return false
    }
    gtk_widget_add_controller(pointer, controller)
    return gesture
  }()

  /// Which scroller a wheel event over an inner scroller moves.
  private enum WheelTarget {
    /// The inner scroller (the event is left to it).
    case inner
    /// The outer scroller, as far as the wheel turns.
    case outer
    /// The outer scroller, as far as shows the inner one whole.
    case outerToShowInner
  }

  /// Scrolls `outer` by a wheel turn of `delta` over this scroller, as `chainWheel(to:)` has
  /// it, and says which scroller moved.
  ///
  /// `latched`: the turn was scrolling `outer`, which goes on moving as far as it can.
  private func passWheel(_ delta: Double, notches: Bool, to outer: ScrolledWindow, latched: Bool) -> WheelTarget {
    guard let inner = gtk_scrolled_window_get_vadjustment(opaque),
      let outerAdjustment = gtk_scrolled_window_get_vadjustment(outer.opaque),
      let viewport = gtk_scrolled_window_get_child(outer.opaque), let content = gtk_widget_get_first_child(viewport)
    else { return .inner }
    let down = delta > 0
    let outerValue = gtk_adjustment_get_value(outerAdjustment)
    let outerPage = gtk_adjustment_get_page_size(outerAdjustment)
    let outerCanMove =
      down
      ? outerValue < gtk_adjustment_get_upper(outerAdjustment) - outerPage - 0.5
      : outerValue > gtk_adjustment_get_lower(outerAdjustment) + 0.5
    guard outerCanMove else { return .inner }
    // GTK's own step for a notch: the page size to the power 2/3; a touchpad's delta is pixels.
    var step = delta * (notches ? pow(outerPage, 2.0 / 3.0) : 1)
    if latched {
      gtk_adjustment_set_value(outerAdjustment, outerValue + step)
      return .outer
    }
    // Where this scroller stands in what `outer` shows (0: its top edge), as `scrollToShow`
    // measures it.
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(pointer, content, &bounds) != 0 else { return .inner }
    let top = Double(bounds.origin.y) + Double(gtk_widget_get_margin_top(content)) - outerValue
    let bottom = top + Double(bounds.size.height)
    let hidden = down ? bottom - outerPage : top
    let innerValue = gtk_adjustment_get_value(inner)
    let atEnd =
      down
      ? innerValue >= gtk_adjustment_get_upper(inner) - gtk_adjustment_get_page_size(inner) - 0.5
      : innerValue <= gtk_adjustment_get_lower(inner) + 0.5
    let partlyHidden = down ? hidden > 0.5 : hidden < -0.5
    guard partlyHidden || atEnd else { return .inner }
    // No further than shows this scroller whole, from where it scrolls itself.
    if !atEnd { step = down ? min(step, hidden) : max(step, hidden) }
    gtk_adjustment_set_value(outerAdjustment, outerValue + step)
    return atEnd ? .outer : .outerToShowInner
  }

  /// Where `widget` (inside the content) starts below the top of what shows, in pixels (as
  /// `scrollToShow` measures it); nil when it is not laid out in the content.
  public func offsetInView(of widget: Widget) -> Double? {
    guard let viewport = gtk_scrolled_window_get_child(opaque), let content = gtk_widget_get_first_child(viewport),
      let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
    else { return nil }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget.pointer, content, &bounds) != 0 else { return nil }
    return Double(bounds.origin.y) + Double(gtk_widget_get_margin_top(content)) - gtk_adjustment_get_value(adjustment)
  }

  /// Scrolls so that `widget` (inside the content) starts `margin` pixels below the top of
  /// what shows, or as near as the content's end allows.
  public func scrollToTop(of widget: Widget, margin: Double = 0) {
    guard let viewport = gtk_scrolled_window_get_child(opaque), let content = gtk_widget_get_first_child(viewport),
      let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
    else { return }
    var bounds = graphene_rect_t()
    // As in `scrollToShow`: relative to the content, whose origin is below its top margin.
    guard gtk_widget_compute_bounds(widget.pointer, content, &bounds) != 0 else { return }
    let top = Double(bounds.origin.y) + Double(gtk_widget_get_margin_top(content)) - margin
    // GTK keeps the value within the content (no further than its end allows).
    if abs(top - gtk_adjustment_get_value(adjustment)) >= 1 { gtk_adjustment_set_value(adjustment, top) }
  }
}

/// An AdwClamp: keeps its child at most a given width, centered.
public final class Clamp: Widget {
  /// Creates a clamp around `child`, at most `maximumWidth` pixels wide.
  public init(child: Widget, maximumWidth: Int) {
    super.init(retaining: created(adw_clamp_new()))
    adw_clamp_set_maximum_size(opaque, Int32(maximumWidth))
    adw_clamp_set_child(opaque, child.pointer)
  }
}
