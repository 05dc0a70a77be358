import TypecaseCore

/// `typecase star FAMILY` and `typecase unstar FAMILY`: the starred families, kept in the
/// settings file (`starred-families`) that the window shares.
enum StarCommand {
  static let starSpec = CommandSpec(
    path: ["star"], flags: ["json"], maximumPositionals: 1, positionalCompletions: [.families])
  static let unstarSpec = CommandSpec(
    path: ["unstar"], flags: ["json"], maximumPositionals: 1, positionalCompletions: [.starredFamilies])

  static var starHelp: Message {
    trParagraphs(
      """
      Usage: typecase star FAMILY [--json]

      Stars a font family: the window shows a star on its row and page, and the Starred
      filter (typecase families --starred) lists it. FAMILY is found as typecase faces finds
      it (any case, localized names); the family's own name is kept. A starred family that
      is later removed stays starred. --json prints the family's exact name, whether it is
      starred and whether this run changed anything ("changed": false when it already was).

      Examples:
        typecase star "DejaVu Sans"
        typecase families --starred
      """)
  }

  static var unstarHelp: Message {
    trParagraphs(
      """
      Usage: typecase unstar FAMILY [--json]

      Takes the star off a font family (also one that is no longer installed: give its name
      as typecase families --starred names it). --json prints what star --json prints.

      Examples:
        typecase unstar "DejaVu Sans"
      """)
  }

  static func run(
    _ arguments: ParsedArguments, starring: Bool, settings: SettingsContext, output: inout Output
  ) throws(CommandFailure) -> Int32 {
    let spec = starring ? starSpec : unstarSpec
    guard let name = arguments.positionals.first else {
      throw .usage(UsageError(message: tr("missing family name"), hint: spec.helpHint))
    }
    try FamilyName.validate(name, spec: spec)
    let family: String
    // The name said and printed: the family's own, where `family` is a starred spelling.
    var shown: String?
    // Unstarring takes a starred name as given, else in any case when one starred name is
    // so: with "Case Family" and "case family" starred, "CASE FAMILY" took the first away
    // silently, where star says the name is ambiguous.
    var starredInAnyCase = settings.values.starredFamilies.filter { $0.lowercased() == name.lowercased() }
    // A name with a control character, as `families --starred` shows it (`Line\nBreak Sans`):
    // one not installed could not be unstarred.
    if starredInAnyCase.isEmpty {
      starredInAnyCase = settings.values.starredFamilies.filter { VisibleText.escaped($0) == name }
    }
    // Spellings of one installed family (written by hand: "DejaVu Sans", "dejavu sans") are
    // that family's stars, all taken away: one was left, the family still starred after
    // "Unstarred".
    // The installed families, read once for the unstar checks that need them (nil: unreadable).
    var readFamilies: [FamilySummary]??
    func installedFamilies() -> [FamilySummary]? {
      if readFamilies == nil { readFamilies = .some(try? FontSource.familySummaries()) }
      return readFamilies ?? nil
    }
    var spellings: [String] = []
    if !starring && starredInAnyCase.count > 1, let installed = installedFamilies(),
      let found = installed.family(named: name),
      starredInAnyCase.allSatisfy({ $0.lowercased() == found.name.lowercased() })
    {
      spellings = starredInAnyCase
    }
    if !starring && spellings.isEmpty && starredInAnyCase.count > 1 && !starredInAnyCase.contains(name) {
      throw .failure(
        tr("\"{name}\" names several starred families", ["name": VisibleText.escaped(name)]),
        details: [
          tr(
            "give one of them exactly: {families}",
            ["families": starredInAnyCase.map { "\"" + VisibleText.escaped($0) + "\"" }.joined(separator: ", ")])
        ])
    }
    if !starring,
      let starred = starredInAnyCase.contains(name) ? name : starredInAnyCase.first
    {
      family = starred
      // Said by the installed family's own name, as star says it ("dejavu serif", written by
      // hand, was said and printed as the family's exact name).
      shown = installedFamilies()?.family(named: starred)?.name ?? starred
    } else {
      let families: [FamilySummary]
      do {
        families = try FontSource.familySummaries()
      } catch {
        throw .failure(error.message)
      }
      guard let found = families.family(named: name) else {
        if !starring {
          // Nothing to take back, as for an installed family: a script's "remove the font,
          // then unstar it" failed on every run after the first.
          try failIfTheStarsAreNoList(settings)
          report(
            name, starred: false, changed: false, arguments, &output,
            tr("\"{family}\" is not starred", ["family": VisibleText.escaped(name)]))
          return 0
        }
        // A bitmap font is named as one (the catalog lists scalable fonts only), as `faces`
        // names it.
        let notFound = (try? FontLibrary.forCommand())?.familyNotFound(name) ?? families.notFound(name)
        throw .failure(notFound.message, details: [notFound.hint])
      }
      family = found.name
      // An installed family without a star: saying "Unstarred" would claim a change. Nothing
      // fails, as starring a starred family does not (it exited 1 where star exited 0).
      if !starring && !settings.values.starredFamilies.contains(where: { $0.lowercased() == family.lowercased() }) {
        try failIfTheStarsAreNoList(settings)
        report(
          family, starred: false, changed: false, arguments, &output,
          tr("\"{family}\" is not starred", ["family": VisibleText.escaped(family)]))
        return 0
      }
    }
    // A star already there: saying "Starred" again would claim a change (nothing fails).
    // In any case, as the file may have it written by hand ("dejavu sans").
    if starring && settings.values.starredFamilies.contains(where: { $0.lowercased() == family.lowercased() }) {
      report(
        family, starred: true, changed: false, arguments, &output,
        tr("\"{family}\" is already starred", ["family": VisibleText.escaped(family)]))
      return 0
    }
    do {
      // An unusable settings file set aside: said where it went.
      for spelling in spellings.isEmpty ? [family] : spellings {
        for warning in try settings.store.setStarred(spelling, starring).warnings { output.error(warning) }
      }
    } catch {
      throw .failure(error.message)
    }
    let said = shown ?? family
    report(
      said, starred: starring, changed: true, arguments, &output,
      starring
        ? tr("Starred \"{family}\"", ["family": VisibleText.escaped(said)])
        : tr("Unstarred \"{family}\"", ["family": VisibleText.escaped(said)]))
    return 0
  }

  /// Prints what a run did: `message`, or with `--json` the family's exact name, whether it
  /// is starred now and whether the run changed the file (what a configuration tool asks).
  private static func report(
    _ family: String, starred: Bool, changed: Bool, _ arguments: ParsedArguments, _ output: inout Output,
    _ message: Message
  ) {
    guard arguments.has("json") else {
      output.line(message)
      return
    }
    output.line(
      JSONValue.object(omittingNil: [
        ("family", .string(family)), ("starred", .bool(starred)), ("changed", .bool(changed)),
      ]).rendered())
  }

  /// Fails as `star` does when the file's `starred-families` is written as something other
  /// than a list: an unstar said "is not starred" of a name the file holds, written by hand.
  private static func failIfTheStarsAreNoList(_ settings: SettingsContext) throws(CommandFailure) {
    // Only a file that exists and gave no star can hold such a value.
    guard settings.values.starredFamilies.isEmpty, settings.store.modificationStamp() != nil else { return }
    do {
      // Nothing is written when nothing changes; the store refuses a list that is none.
      _ = try settings.store.setStarred("", false)
    } catch {
      if case .notAList = error { throw .failure(error.message) }
    }
  }
}
