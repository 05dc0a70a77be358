import CAdwaita

/// A horizontal GtkScale: a slider over a range of numbers (a size, a variation axis).
///
/// A slider shows no text of its own that names it, so it is made with the accessible name a
/// screen reader reads for it ("Weight", "Size").
public final class Scale: Widget {
  /// Creates a slider over `range` moving by `step` (arrow keys; page keys move ten steps),
  /// at the range's start, named `accessibleLabel` for assistive technology.
  ///
  /// The mouse wheel over it scrolls the page around it, not its value: GTK's slider took the
  /// wheel, and scrolling down a face page with the pointer passing over an axis moved the
  /// axis (Bold became Regular, a notch at a time, the page standing still).
  ///
  /// An empty range (one number) or a step that is not above zero makes a slider that stays
  /// put: `gtk_scale_new_with_range` returns NULL for them.
  public init(range: ClosedRange<Double>, step: Double, accessibleLabel: String) {
    let moves = range.lowerBound < range.upperBound && step > 0
    super.init(
      retaining: created(
        moves
          ? gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, range.lowerBound, range.upperBound, step)
          : gtk_scale_new(
            GTK_ORIENTATION_HORIZONTAL,
            gtk_adjustment_new(range.lowerBound, range.lowerBound, range.upperBound, 0, 0, 0))))
    setAccessibleLabel(accessibleLabel)
    removeControllers(ofType: gtk_event_controller_scroll_get_type())
  }

  private var scale: UnsafeMutablePointer<GtkScale> { cast() }
  private var gtkRange: UnsafeMutablePointer<GtkRange> { cast() }

  /// The numbers the slider spans; a value outside it moves to its nearest end.
  public var range: ClosedRange<Double> {
    get {
      guard let adjustment = gtk_range_get_adjustment(gtkRange) else { return 0...0 }
      let lower = gtk_adjustment_get_lower(adjustment)
      return lower...max(lower, gtk_adjustment_get_upper(adjustment))
    }
    set { gtk_range_set_range(gtkRange, newValue.lowerBound, newValue.upperBound) }
  }

  /// How far an arrow key moves the slider (page keys move ten times as far, or `pageStep`).
  public var step: Double {
    get { gtk_range_get_adjustment(gtkRange).map { gtk_adjustment_get_step_increment($0) } ?? 0 }
    set { gtk_range_set_increments(gtkRange, newValue, newValue * 10) }
  }

  /// How far Page Up and Page Down move the slider.
  public var pageStep: Double {
    get { gtk_range_get_adjustment(gtkRange).map { gtk_adjustment_get_page_increment($0) } ?? 0 }
    set { gtk_range_set_increments(gtkRange, step, newValue) }
  }

  /// The value shown, kept within `range` (a value set is not rounded to `digits`).
  public var value: Double {
    get { gtk_range_get_value(gtkRange) }
    set { gtk_range_set_value(gtkRange, newValue) }
  }

  /// How many decimals the value is shown with, and rounded to as the user moves the slider
  /// (GTK rounds it only while the value is drawn, unless the range's round-digits say so too:
  /// a weight dragged read 570.37).
  public var digits: Int {
    get { Int(gtk_scale_get_digits(scale)) }
    set {
      gtk_scale_set_digits(scale, Int32(newValue))
      gtk_range_set_round_digits(gtkRange, Int32(newValue))
    }
  }

  /// Whether the value is drawn as text beside the slider.
  public var drawsValue: Bool {
    get { gtk_scale_get_draw_value(scale) != 0 }
    set { gtk_scale_set_draw_value(scale, newValue ? 1 : 0) }
  }

  /// Draws the value as `text` gives it ("48 pt"), not as the bare number.
  public func showValue(as text: @escaping (Double) -> String) {
    let box = Unmanaged.passRetained(ClosureBox(text)).toOpaque()
    gtk_scale_set_format_value_func(
      scale,
      { _, value, data in
        guard let data else { return nil }
        return g_strdup(Unmanaged<ClosureBox<(Double) -> String>>.fromOpaque(data).takeUnretainedValue().value(value))
      }, box,
      { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
      })
  }

  /// Marks `value` below the slider with a tick and, if given, `label` (plain text).
  public func addMark(at value: Double, label: String? = nil) {
    guard let label else {
      gtk_scale_add_mark(scale, value, GTK_POS_BOTTOM, nil)
      return
    }
    // GtkScale reads mark labels as Pango markup: "<" or "&" in a plain label would break it.
    let escaped = g_markup_escape_text(label, -1)
    defer { g_free(escaped) }
    gtk_scale_add_mark(scale, value, GTK_POS_BOTTOM, escaped)
  }

  /// Removes every mark.
  public func clearMarks() { gtk_scale_clear_marks(scale) }

  /// Calls `handler` with the new value whenever it changes: moved by the user, or set.
  public func onValueChanged(_ handler: @escaping (Double) -> Void) {
    let gtkRange = gtkRange
    Signal.connect(self, "value-changed") { handler(gtk_range_get_value(gtkRange)) }
  }
}
