import CAdwaita

/// An AdwMessageDialog: a text wrapped to the dialog's width, and a button that closes it (or a
/// choice of two: Cancel and an action).
public final class MessageDialog: Widget {
  /// Creates a dialog over `parent` (modal to it) headed `heading` (none when nil) saying
  /// `body`, closed by a button labelled `closeLabel`; screen readers call it `name`
  /// (libadwaita 1.2 named a dialog "AdwMessageDialog").
  public init(heading: String? = nil, body: String, closeLabel: String, name: String, parent: ApplicationWindow) {
    super.init(retaining: created(adw_message_dialog_new(parent.cast(), heading, body)))
    adw_message_dialog_add_response(cast(), "close", closeLabel)
    adw_message_dialog_set_default_response(cast(), "close")
    adw_message_dialog_set_close_response(cast(), "close")
    setAccessibleLabel(name)
    nameCloseButton()
  }

  /// Creates a dialog over `parent` headed `heading` that shows `child` (a long text in a
  /// scrolled view) and a button `closeLabel` that closes it; screen readers call it `heading`.
  public init(heading: String, child: Widget, closeLabel: String, parent: ApplicationWindow) {
    super.init(retaining: created(adw_message_dialog_new(parent.cast(), heading, nil)))
    adw_message_dialog_set_extra_child(cast(), child.pointer)
    adw_message_dialog_add_response(cast(), "close", closeLabel)
    adw_message_dialog_set_default_response(cast(), "close")
    adw_message_dialog_set_close_response(cast(), "close")
    setAccessibleLabel(heading)
    nameCloseButton()
  }

  /// Creates a dialog over `parent` headed `heading` saying `body` that asks for a choice:
  /// `cancelLabel` (the default, and what Escape answers) or `actionLabel`, drawn as
  /// destructive; screen readers call it `heading`.
  public init(heading: String, body: String, cancelLabel: String, actionLabel: String, parent: ApplicationWindow) {
    super.init(retaining: created(adw_message_dialog_new(parent.cast(), heading, body)))
    adw_message_dialog_add_response(cast(), "cancel", cancelLabel)
    adw_message_dialog_add_response(cast(), "action", actionLabel)
    adw_message_dialog_set_response_appearance(cast(), "action", ADW_RESPONSE_DESTRUCTIVE)
    adw_message_dialog_set_default_response(cast(), "cancel")
    adw_message_dialog_set_close_response(cast(), "cancel")
    setAccessibleLabel(heading)
    nameCloseButton()
  }

  /// Calls `handler` once the dialog is answered, with whether the action was chosen (false
  /// for Cancel, Escape, or the dialog closed).
  public func onAnswered(_ handler: @escaping (_ acted: Bool) -> Void) {
    Signal.connect(
      self, "response",
      withPointer: { response in
        let chosen = response.map { String(cString: UnsafePointer<CChar>($0)) }
        handler(chosen == "action")
      })
  }

  /// Names the close button by its label once (see `Accessible.nameByItsLabel`); the dialog
  /// made it when the response was added.
  private func nameCloseButton() {
    for widget in descendants where widget.isA(gtk_button_get_type()) { Accessible.nameByItsLabel(widget) }
  }

  /// Calls `handler` once the dialog is answered or closed (Escape, the button).
  public func onClosed(_ handler: @escaping () -> Void) {
    Signal.connect(self, "response", withPointer: { _ in handler() })
  }

  /// What the dialog says.
  public var body: String { swiftString(adw_message_dialog_get_body(cast())) }

  /// Sets the body flush with the dialog's start, for a list (libadwaita centres it: lines of
  /// files and reasons ran together in a centred block).
  public func alignBodyToStart() {
    let body = self.body
    for widget in descendants where widget.isA(gtk_label_get_type()) {
      guard let text = gtk_label_get_text(widget.opaque), String(cString: text) == body else { continue }
      gtk_label_set_xalign(widget.opaque, 0)
      gtk_label_set_justify(widget.opaque, GTK_JUSTIFY_LEFT)
    }
  }

  /// Shows the dialog.
  public func present() { gtk_window_present(cast()) }

  /// Closes the dialog.
  public func close() { gtk_window_close(cast()) }
}
