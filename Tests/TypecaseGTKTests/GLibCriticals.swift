import CAdwaita

/// Counts the GLib criticals (failed g_return_if_fail checks: misuse of a GLib, GTK or Pango
/// call) logged while a test runs.
enum GLibCriticals {
  nonisolated(unsafe) private static var messages: [String] = []

  /// The criticals logged by GObject, GTK and Pango while `body` ran.
  static func logged(during body: () throws -> Void) rethrows -> [String] {
    messages = []
    let domains: [String] = ["GLib-GObject", "GLib", "Gtk", "Pango"]
    var handlers: [UInt32] = []
    for domain in domains {
      handlers.append(
        g_log_set_handler(
          domain, G_LOG_LEVEL_CRITICAL,
          { domain, _, message, _ in
            GLibCriticals.messages.append(
              (domain.map { String(cString: $0) } ?? "") + ": " + (message.map { String(cString: $0) } ?? ""))
          }, nil))
    }
    defer { for (domain, id) in zip(domains, handlers) { g_log_remove_handler(domain, id) } }
    try body()
    return messages
  }
}
