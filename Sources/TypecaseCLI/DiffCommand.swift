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
    let secondPath = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
    // Both sides at once (two snapshot files, or the file and the fonts now): each is tens of
    // megabytes to read, or fonts to list and files to examine. Failures are reported in the
    // order the sides are named.
    let sides = ParallelMap.map(count: 2) { position -> Side in
      if position == 0 {
        return .document(Result { () throws(SnapshotReadError) in try SnapshotDocument.read(path: firstPath) })
      }
      if let secondPath {
        return .document(Result { () throws(SnapshotReadError) in try SnapshotDocument.read(path: secondPath) })
      }
      return .now(Result { () throws(CommandFailure) in try SnapshotCommand.take().entries.map(\.comparable) })
    }
    let before = try faces(of: sides[0], path: firstPath, output: &output)
    let after = try faces(of: sides[1], path: secondPath ?? "", output: &output)
    let diff = SnapshotDiff(before: before, after: after)
    if arguments.has("json") {
      output.write(DiffReport.json(diff).rendered() + "\n")
    } else {
      for line in DiffReport.lines(diff, localizer: output.localizer) { output.line(line) }
    }
    return diff.isEmpty ? 0 : 1
  }

  /// One side of the comparison, read.
  private enum Side: Sendable {
    /// A snapshot file.
    case document(Result<SnapshotDocument, SnapshotReadError>)
    /// This machine's fonts now.
    case now(Result<[SnapshotFace], CommandFailure>)
  }

  /// The faces of `side` (a snapshot read from `path`, or the fonts now); a note on standard
  /// error when a newer Typecase wrote the snapshot.
  private static func faces(of side: Side, path: String, output: inout Output) throws(CommandFailure)
    -> [SnapshotFace]
  {
    switch side {
    case .document(.success(let document)):
      if document.isNewer {
        output.error(
          tr(
            "\"{path}\" was written by a newer Typecase (snapshot version {version}; this one knows {known}): comparing the fields this version knows",
            ["path": path, "version": String(document.version), "known": String(FontSnapshot.formatVersion)]))
      }
      return document.faces
    case .document(.failure(let error)):
      throw .badInput(error.message(path: path))
    case .now(.success(let faces)):
      return faces
    case .now(.failure(.failure(let message, _))):
      throw .badInput(message)
    case .now(.failure(let error)):
      throw error
    }
  }
}
