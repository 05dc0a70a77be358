import CAdwaita

/// A GtkStack: children on top of each other, one shown, with a slide between them.
public final class Stack: Widget {
  /// How the next change of child is shown.
  public enum Transition {
    case none, slideLeft, slideRight
  }

  /// Creates an empty stack; each child is measured only while shown (`homogeneous` false).
  public init(homogeneous: Bool = true) {
    super.init(retaining: created(gtk_stack_new()))
    gtk_stack_set_hhomogeneous(opaque, homogeneous ? 1 : 0)
    gtk_stack_set_vhomogeneous(opaque, homogeneous ? 1 : 0)
  }

  /// How long a slide takes, in milliseconds.
  public var transitionMilliseconds: Int {
    get { Int(gtk_stack_get_transition_duration(opaque)) }
    set { gtk_stack_set_transition_duration(opaque, guint(newValue)) }
  }

  /// Whether a slide is under way.
  public var isTransitionRunning: Bool { gtk_stack_get_transition_running(opaque) != 0 }

  /// Adds `child` as `name`; screen readers read its page as `accessibleLabel`.
  public func add(_ child: Widget, name: String, accessibleLabel: String) {
    if let page = gtk_stack_add_named(opaque, child.pointer, name) { Accessible.setLabel(page, accessibleLabel) }
    hideChildrenNotShown()
  }

  /// Renames `child`'s page for screen readers (after a change of interface language).
  public func setAccessibleLabel(of child: Widget, _ accessibleLabel: String) {
    if let page = gtk_stack_get_page(opaque, child.pointer) { Accessible.setLabel(page, accessibleLabel) }
  }

  /// Removes `child`.
  public func remove(_ child: Widget) { gtk_stack_remove(opaque, child.pointer) }

  /// Shows `child` with `transition`.
  public func show(_ child: Widget, transition: Transition = .none) {
    gtk_stack_set_transition_type(opaque, transition.gtkType)
    gtk_stack_set_visible_child(opaque, child.pointer)
    hideChildrenNotShown()
  }

  /// Shows the child named `name`, at once.
  public func show(named name: String) {
    gtk_stack_set_transition_type(opaque, GTK_STACK_TRANSITION_TYPE_NONE)
    gtk_stack_set_visible_child_name(opaque, name)
    hideChildrenNotShown()
  }

  /// Hides every child but the one shown, and its page, from assistive technology.
  ///
  /// GTK 4.8 leaves them in the accessibility tree as visible, at the places they would be
  /// drawn: a screen reader met the family list under a family page, and the rows of a list
  /// under the "No Results Found" that stood for it.
  private func hideChildrenNotShown() {
    let shown = gtk_stack_get_visible_child(opaque)
    var child = gtk_widget_get_first_child(pointer)
    while let current = child {
      let hidden: gboolean = current == shown ? 0 : 1
      typecase_accessible_set_hidden(current.accessible, hidden)
      if let page = gtk_stack_get_page(opaque, current) { typecase_accessible_set_hidden(page.accessible, hidden) }
      child = gtk_widget_get_next_sibling(current)
    }
  }

  /// Calls `handler` when a slide starts or ends.
  public func onTransitionRunningChanged(_ handler: @escaping () -> Void) {
    Signal.connect(self, "notify::transition-running", withPointer: { _ in handler() })
  }
}

extension Stack.Transition {
  fileprivate var gtkType: GtkStackTransitionType {
    switch self {
    case .none: GTK_STACK_TRANSITION_TYPE_NONE
    case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
    case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
    }
  }
}
