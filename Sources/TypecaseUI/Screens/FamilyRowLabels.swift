import TypecaseCore

/// The messages of the family list's rows, translated once for a whole list and filled for
/// each family: "Star NAME", "Unstar NAME", "Details of NAME", "NAME, N fonts".
///
/// Looking each message up and filling it for every row took about 10 µs a family, 130 ms of
/// the window's main thread before its first frame at 50,000 faces.
final class FamilyRowLabels {
  private let star: MessageTemplate
  private let unstar: MessageTemplate
  private let details: MessageTemplate
  private let starred: MessageTemplate
  private let localizer: Localizer
  /// "NAME, N fonts" for each count of fonts met so far (plural forms depend on the count).
  private var fontCounts: [Int: MessageTemplate] = [:]

  /// Translates the messages into `localizer`'s language.
  init(localizer: Localizer) {
    self.localizer = localizer
    // Without arguments, `tr` leaves the placeholders in the translation.
    star = MessageTemplate(localizer.tr("Star {family}"))
    unstar = MessageTemplate(localizer.tr("Unstar {family}"))
    details = MessageTemplate(localizer.tr("Details of {name}"))
    starred = MessageTemplate(localizer.tr("{row}, starred"))
  }

  /// A row's name (`label`) saying that its family is starred: a screen reader then hears the
  /// star given or taken with Ctrl+D on the row, which kept its name (only the star button's,
  /// not a Tab stop, changed).
  func starredLabel(_ label: String) -> String { filled(starred, "row", label) }

  /// What the star toggle of `name` (shown with control characters escaped) says it does.
  func starLabel(_ name: String, isStarred: Bool) -> String {
    filled(isStarred ? unstar : star, "family", name)
  }

  /// "Details of NAME", the detail button's name.
  func detailsLabel(_ name: String) -> String { filled(details, "name", name) }

  /// "NAME, N fonts", what a screen reader says of a family of several fonts.
  func familyLabel(_ name: String, fontCount: Int) -> String {
    if let template = fontCounts[fontCount] { return filled(template, "family", name) }
    // `{family}` is filled with itself: a value is not filled again, so the placeholder stays.
    let template = MessageTemplate(
      localizer.trn("{family}, {count} font", "{family}, {count} fonts", fontCount, ["family": "{family}"]))
    fontCounts[fontCount] = template
    return filled(template, "family", name)
  }

  /// `template` filled with `value` for `key`, a name in a right-to-left script isolated and
  /// the whole set left to right, as `Localizer` fills its messages: "Star عربي Sans 2" read
  /// "عربي Sans 2" as "Sans 2 عربي" is read everywhere else.
  private func filled(_ template: MessageTemplate, _ key: String, _ value: String) -> String {
    guard localizer.isolatesRightToLeft, RightToLeftIsolation.hasRightToLeft(value) else {
      return template.filled([key: value])
    }
    return RightToLeftIsolation.leftToRightMark + template.filled([key: RightToLeftIsolation.isolated(value)])
  }
}
