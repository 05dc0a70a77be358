import TypecaseUI

/// One line of a drawn list: a screen's sections flattened into headers, rows and footers.
///
/// Every screen is drawn as one list view; a grouped screen's section titles and footers are
/// lines of their own, and each row knows where it stands in its section (for rounded cards).
enum ListEntry: Equatable {
  case header(String)
  case row(Row, isFirst: Bool, isLast: Bool)
  case footer(String)

  /// The lines of `screen`, in order.
  static func entries(of screen: Screen) -> [ListEntry] {
    var entries: [ListEntry] = []
    entries.reserveCapacity(screen.sections.reduce(0) { $0 + $1.rows.count + 2 })
    for section in screen.sections {
      if let title = section.title { entries.append(.header(title)) }
      for (index, row) in section.rows.enumerated() {
        entries.append(.row(row, isFirst: index == 0, isLast: index == section.rows.count - 1))
      }
      if let footer = section.footer { entries.append(.footer(footer)) }
    }
    return entries
  }

  /// The row, when the line is one.
  var row: Row? {
    if case .row(let row, _, _) = self { return row }
    return nil
  }

  /// Whether the line is a text field (a row that edits a text setting).
  var isTextField: Bool {
    if case .editText = row?.action { return true }
    return false
  }
}
