import TypecaseCore

/// `typecase diff A.json [B.json]`: the faces added, removed and changed between two snapshots,
/// or between a snapshot and this machine now, by family.
enum DiffCommand {
  static let spec = CommandSpec(
    path: ["diff"], flags: ["json"], maximumPositionals: 2, positionalCompletions: [.files, .files])

  static var help: Message {
    trParagraphs(
      """
      Usage: typecase diff A.json [B.json] [--json]

      Compares two snapshots written by 'typecase snapshot' (or, with one, that snapshot with
      this machine's fonts now) and prints, family by family, the faces added (+), removed (-)
      and changed (~): the same PostScript name with another version, file, contents
      (SHA-256) or character coverage. A file only touched (same contents) is no change.

      Exit status: 0 when the fonts are the same, 1 when they differ, 2 when a snapshot
      cannot be read (missing, not a snapshot, truncated).

      Options:
        --json          the differences as JSON
        -h, --help      show this help

      Examples:
        typecase snapshot -o before.json
        typecase diff before.json
        typecase diff build-1.json build-2.json --json | jq '.summary'
      """)
  }

  static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandFailure) -> Int32 {
    guard let firstPath = arguments.positionals.first else {
      throw .usage(UsageError(message: tr("missing snapshot file"), hint: spec.helpHint))
    }
    let before = try read(firstPath, output: &output)
    let afterFaces: [SnapshotFace]
    if arguments.positionals.count > 1 {
      afterFaces = try read(arguments.positionals[1], output: &output).faces
    } else {
      do {
        afterFaces = try SnapshotCommand.take().entries.map(\.comparable)
      } catch {
        switch error {
        case .failure(let message, _): throw .badInput(message)
        default: throw error
        }
      }
    }
    let diff = SnapshotDiff(before: before.faces, after: afterFaces)
    if arguments.has("json") {
      output.write(DiffReport.json(diff).rendered() + "\n")
    } else {
      for line in DiffReport.lines(diff, localizer: output.localizer) { output.line(line) }
    }
    return diff.isEmpty ? 0 : 1
  }

  /// The snapshot at `path`; a note on standard error when a newer Typecase wrote it.
  private static func read(_ path: String, output: inout Output) throws(CommandFailure) -> SnapshotDocument {
    let document: SnapshotDocument
    do {
      document = try SnapshotDocument.read(path: path)
    } catch {
      throw .badInput(error.message(path: path))
    }
    if document.isNewer {
      output.error(
        tr(
          "\"{path}\" was written by a newer Typecase (snapshot version {version}; this one knows {known}): comparing the fields this version knows",
          ["path": path, "version": String(document.version), "known": String(FontSnapshot.formatVersion)]))
    }
    return document
  }
}
