import CAdwaita

/// A GtkDropTarget taking files (a GdkFileList) dropped from a file manager.
public final class FileDropTarget {
  let controller: OpaquePointer

  /// A drop target whose `handler` gets the local paths of the dropped files and answers
  /// whether it took them.
  public init(_ handler: @escaping ([String]) -> Bool) {
    controller = created(gtk_drop_target_new(gdk_file_list_get_type(), GDK_ACTION_COPY))
    let box = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    let callback:
      @convention(c) (
        OpaquePointer?, UnsafePointer<GValue>?, Double, Double, gpointer?
      ) -> gboolean = { _, value, _, _, data in
        guard let data, let value, let list = g_value_get_boxed(value) else { return 0 }
        var paths: [String] = []
        var node = gdk_file_list_get_files(OpaquePointer(list))
        let first = node
        while let current = node {
          if let file = current.pointee.data, let path = g_file_get_path(OpaquePointer(file)) {
            paths.append(String(cString: path))
            g_free(path)
          }
          node = current.pointee.next
        }
        g_slist_free(first)
        return Unmanaged<ClosureBox<([String]) -> Bool>>.fromOpaque(data).takeUnretainedValue().value(paths) ? 1 : 0
      }
    let destroy: GClosureNotify = { data, _ in
      guard let data else { return }
      Unmanaged<AnyObject>.fromOpaque(data).release()
    }
    g_signal_connect_data(
      UnsafeMutableRawPointer(controller), "drop", unsafeBitCast(callback, to: GCallback.self), box, destroy,
      GConnectFlags(rawValue: 0))
  }
}

extension Widget {
  /// Lets files be dropped on the widget (the widget takes the controller).
  public func add(_ target: FileDropTarget) {
    gtk_widget_add_controller(pointer, target.controller)
  }
}
