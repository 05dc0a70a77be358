import TypecaseCore

/// How `typecase diff` shows a `SnapshotDiff`: lines per family, or JSON.
enum DiffReport {
  /// One line per family and face, the configuration files added and removed, then a summary
  /// line.
  static func lines(_ diff: SnapshotDiff, configuration: ConfigurationFilesChange? = nil, localizer: Localizer)
    -> [String]
  {
    var lines: [String] = []
    for family in diff.families {
      lines.append(VisibleText.escaped(family.name))
      // The version between name and file, as a change's details stand (of two builds of one
      // name, the line said which file came or went, not which build).
      for face in family.added {
        lines.append("  + " + VisibleText.escaped(face.identity) + "\t" + standing(face, localizer))
      }
      for face in family.removed {
        lines.append("  - " + VisibleText.escaped(face.identity) + "\t" + standing(face, localizer))
      }
      for change in family.changed {
        let details = change.fields.flatMap { describe($0, change, localizer: localizer) }.map { localizer($0) }
        // Then the file it is in now: with one name in two files (a .t1 and an .otf), the line
        // did not say which had changed.
        lines.append(
          "  ~ " + VisibleText.escaped(change.after.identity) + "\t" + details.joined(separator: "; ") + "\t"
            + place(change.after))
      }
    }
    if let configuration {
      lines.append(localizer.tr("fontconfig's configuration files"))
      for file in configuration.added { lines.append("  + " + VisibleText.escaped(file)) }
      for file in configuration.removed { lines.append("  - " + VisibleText.escaped(file)) }
      if configuration.changed {
        lines.append("  ~ " + localizer.tr("the same files, with other contents or in another order"))
      }
    }
    let summary =
      diff.isEmpty
      ? configuration == nil
        ? trn("The fonts are the same ({count} face).", "The fonts are the same ({count} faces).", diff.afterCount)
        : trn(
          "The fonts are the same ({count} face), but not fontconfig's configuration: programs may get other fonts.",
          "The fonts are the same ({count} faces), but not fontconfig's configuration: programs may get other fonts.",
          diff.afterCount)
      : tr(
        "{added} added, {removed} removed, {changed} changed, in {families} ({before} before, {after} after).",
        nesting: [
          // Each number as the counted ones are written ("2,594 faces before, 2596 after").
          "added": .text(Localizer.number(diff.addedCount)), "removed": .text(Localizer.number(diff.removedCount)),
          "changed": .text(Localizer.number(diff.changedCount)),
          "families": .message(trn("{count} family", "{count} families", diff.families.count)),
          "before": .message(trn("{count} face", "{count} faces", diff.beforeCount)),
          "after": .text(Localizer.number(diff.afterCount)),
        ])
    lines.append(localizer(summary))
    return lines
  }

  /// `{"same", "summary", "families": [{"name", "added", "removed", "changed"}]}`, and
  /// `"configFiles": {"added", "removed"}` when fontconfig's configuration files differ.
  static func json(_ diff: SnapshotDiff, configuration: ConfigurationFilesChange? = nil) -> JSONValue {
    .object(omittingNil: [
      ("same", .bool(diff.isEmpty && configuration == nil)),
      (
        "summary",
        .object([
          .init(name: "added", value: .number(diff.addedCount)),
          .init(name: "removed", value: .number(diff.removedCount)),
          .init(name: "changed", value: .number(diff.changedCount)),
          .init(name: "unchanged", value: .number(diff.unchangedCount)),
          .init(name: "facesBefore", value: .number(diff.beforeCount)),
          .init(name: "facesAfter", value: .number(diff.afterCount)),
        ])
      ),
      (
        "families",
        .array(
          diff.families.map { family in
            .object([
              .init(name: "name", value: .string(family.name)),
              .init(name: "added", value: .array(family.added.map(json))),
              .init(name: "removed", value: .array(family.removed.map(json))),
              .init(
                name: "changed",
                value: .array(
                  family.changed.map { change in
                    // No "postscriptName" for a face without one (a variable font as a whole):
                    // its family and style were written there, a name it does not have.
                    .object(omittingNil: [
                      ("postscriptName", change.after.postScriptName.map(JSONValue.string)),
                      ("fields", .array(change.fields.map { .string($0.rawValue) })),
                      ("before", json(change.before)),
                      ("after", json(change.after)),
                    ])
                  })),
            ])
          })
      ),
      (
        "configFiles",
        configuration.map { change in
          .object([
            .init(name: "added", value: .array(change.added.map(JSONValue.string))),
            .init(name: "removed", value: .array(change.removed.map(JSONValue.string))),
            .init(name: "changed", value: .bool(change.changed)),
          ])
        }
      ),
    ])
  }

  private static func json(_ face: SnapshotFace) -> JSONValue {
    .object(omittingNil: [
      ("postscriptName", face.postScriptName.map(JSONValue.string)),
      ("fullName", face.fullName.map(JSONValue.string)),
      ("family", .string(face.family)),
      ("style", .string(face.style)),
      ("file", .string(face.file)),
      ("index", .number(face.index)),
      ("version", face.version.map(JSONValue.string)),
      ("sha256", face.sha256.map(JSONValue.string)),
      ("characterCount", face.characterCount.map(JSONValue.number)),
      // What tells coverage of as many characters apart ("fields": ["coverage"] showed two
      // equal objects).
      ("charsetSHA256", face.charsetSHA256.map(JSONValue.string)),
      ("weight", face.weight.map(JSONValue.number)),
      ("width", face.width.map(JSONValue.number)),
      ("slant", face.slant.map(JSONValue.number)),
      ("languages", face.languages.map { .array($0.map(JSONValue.string)) }),
      // A variable font's axes and a named instance's coordinates, as the lines say them.
      ("axes", face.axes.map(JSONValue.string)),
      ("coordinates", face.coordinates.map(JSONValue.string)),
    ])
  }

  /// A face added or removed: its version, if it has one, then its file.
  private static func standing(_ face: SnapshotFace, _ localizer: Localizer) -> String {
    guard let version = face.version else { return place(face) }
    return localizer(tr("version {version}", ["version": VisibleText.escaped(version)])) + "\t" + place(face)
  }

  /// The face's file, with `#INDEX` for a face of a collection or an instance.
  private static func place(_ face: SnapshotFace) -> String {
    VisibleText.escaped(face.index == 0 ? face.file : face.file + "#" + String(face.index))
  }

  /// What differs of a changed face in `field`, before → after (weight, width and slant each).
  private static func describe(_ field: SnapshotDiff.Field, _ change: SnapshotDiff.Change, localizer: Localizer)
    -> [Message]
  {
    let old = change.before
    let new = change.after
    switch field {
    case .names:
      let name = { (face: SnapshotFace) in
        VisibleText.escaped(face.style.isEmpty ? face.family : face.family + " " + face.style)
      }
      return [tr("name {before} → {after}", ["before": name(old), "after": name(new)])]
    case .version:
      return [tr("version {before} → {after}", ["before": old.version ?? "–", "after": new.version ?? "–"])]
    case .file:
      return [tr("file {before} → {after}", ["before": place(old), "after": place(new)])]
    case .sha256:
      // A file that could not be read has no SHA-256.
      let unread = tr("unreadable")
      return [
        tr(
          "contents {before} → {after}",
          nesting: [
            "before": old.sha256.map { .text(String($0.prefix(12))) } ?? .message(unread),
            "after": new.sha256.map { .text(String($0.prefix(12))) } ?? .message(unread),
          ])
      ]
    case .traits:
      var changes: [Message] = []
      if let before = old.weight, let after = new.weight, before != after {
        changes.append(tr("weight {before} → {after}", ["before": String(before), "after": String(after)]))
      }
      if let before = old.width, let after = new.width, before != after {
        changes.append(tr("width {before} → {after}", ["before": String(before), "after": String(after)]))
      }
      if let before = old.slant, let after = new.slant, before != after {
        changes.append(tr("slant {before} → {after}", ["before": String(before), "after": String(after)]))
      }
      return changes
    case .variation:
      var changes: [Message] = []
      if let before = old.axes, let after = new.axes, SnapshotVariation.axesDiffer(before, after) {
        // By tag: those that moved ("wght 100–900 … → wght 300–800 …"), those gone and those
        // new (an axis removed and another added read as two moved, in order).
        let beforeAxes = SnapshotVariation.axesByTag(before)
        let afterAxes = SnapshotVariation.axesByTag(after)
        let afterByTag = Dictionary(afterAxes, uniquingKeysWith: { first, _ in first })
        let beforeByTag = Dictionary(beforeAxes, uniquingKeysWith: { first, _ in first })
        let moved = beforeAxes.compactMap { axis in
          afterByTag[axis.tag].flatMap { $0 == axis.axis ? nil : (axis.axis, $0) }
        }
        if !moved.isEmpty {
          changes.append(
            tr(
              "axes {before} → {after}",
              [
                "before": VisibleText.escaped(moved.map(\.0).joined(separator: ", ")),
                "after": VisibleText.escaped(moved.map(\.1).joined(separator: ", ")),
              ]))
        }
        let gone = beforeAxes.filter { afterByTag[$0.tag] == nil }.map(\.axis)
        if !gone.isEmpty {
          changes.append(tr("no longer has {axes}", ["axes": VisibleText.escaped(gone.joined(separator: ", "))]))
        }
        let new = afterAxes.filter { beforeByTag[$0.tag] == nil }.map(\.axis)
        if !new.isEmpty {
          changes.append(tr("now also has {axes}", ["axes": VisibleText.escaped(new.joined(separator: ", "))]))
        }
      } else if let before = old.coordinates, let after = new.coordinates,
        SnapshotVariation.coordinatesDiffer(before, after)
      {
        changes.append(
          tr(
            "coordinates {before} → {after}",
            ["before": VisibleText.escaped(before), "after": VisibleText.escaped(after)]))
      }
      return changes
    case .coverage:
      if let before = old.characterCount, let after = new.characterCount, before != after {
        return [
          tr("characters {before} → {after}", ["before": Localizer.number(before), "after": Localizer.number(after)])
        ]
      }
      return [
        trn("other characters (as many: {count})", "other characters (as many: {count})", new.characterCount ?? 0)
      ]
    case .languages:
      let before = Set(old.languages ?? [])
      let after = Set(new.languages ?? [])
      var changes: [Message] = []
      let lost = before.subtracting(after)
      if !lost.isEmpty {
        changes.append(
          tr("no longer covers {languages}", nesting: ["languages": languageList(lost, localizer: localizer)]))
      }
      let gained = after.subtracting(before)
      if !gained.isEmpty {
        changes.append(
          tr("now also covers {languages}", nesting: ["languages": languageList(gained, localizer: localizer)]))
      }
      return changes
    }
  }

  /// How many languages are named before the rest are counted.
  private static let languagesNamed = 12

  /// Languages as fontconfig names them, in order, the first `languagesNamed` named and the
  /// rest counted ("ab, av, …, uk and 19 more").
  private static func languageList(_ languages: Set<String>, localizer: Localizer) -> Message.Argument {
    let sorted = languages.sorted()
    // As the language joins a list ("、" in Japanese).
    let named = localizer.list(sorted.prefix(languagesNamed).map(VisibleText.escaped))
    guard sorted.count > languagesNamed else { return .text(named) }
    return .message(
      trn(
        "{languages} and {count} more", "{languages} and {count} more", sorted.count - languagesNamed,
        ["languages": named]))
  }
}
