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
      and changed (~): the same PostScript name with another family or style, version
      (the head table's revision), file, weight, width or slant, contents (SHA-256),
      character coverage or the languages fontconfig finds it covers, then the file it is in.
      Copies of one name are paired by file, then by contents (a file renamed), then by
      family. A file only touched (same contents) is no change. A or B - reads that snapshot
      from standard input ('typecase snapshot -o - | typecase diff -').

      Exit status: 0 when the fonts are the same, 1 when they differ, 2 when a snapshot
      cannot be read (missing, not a snapshot, truncated) or the output cannot be written.

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
    // 1 says the fonts differ: output that cannot be written is trouble, 2, as for diff(1).
    output.writeFailureStatus = 2
    guard let firstPath = arguments.positionals.first else {
      throw .usage(UsageError(message: tr("missing snapshot file"), hint: spec.helpHint))
    }
    let secondPath = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
    if firstPath == "-" && secondPath == "-" {
      throw .usage(UsageError(message: tr("only one of A and B can be - (standard input)"), hint: spec.helpHint))
    }
    // Both sides at once (two snapshot files, or the file and the fonts now): each is tens of
    // megabytes to read, or fonts to list and files to examine. Failures are reported in the
    // order the sides are named.
    let localizer = output.localizer
    let (firstSide, secondSide) = ParallelMap.both(
      { read(firstPath) },
      { () -> Side in
        if let secondPath { return .file(read(secondPath)) }
        return .now(Result { () throws(CommandFailure) in try now(localizer: localizer) })
      })
    let first = try firstSide.get()
    let second: Result<SnapshotText, CommandFailure>
    // The configuration files fontconfig read (a rule or an order of folders that gives programs
    // another copy or family): the fonts were "the same", exit 0, where what renders changed.
    var configuration: ConfigurationFilesChange?
    switch secondSide {
    case .file(let read):
      second = read
      if case .success(let text) = read {
        configuration = ConfigurationFilesChange(
          before: first.openingConfigurationFiles, after: text.openingConfigurationFiles,
          digests: (first.openingConfigurationDigest, text.openingConfigurationDigest))
      }
      if case .success(let text) = read, first.hasSameFaces(as: text) {
        // The same text from the faces on: the same faces. Checked once, not read.
        return try same(
          first, text, paths: (firstPath, secondPath ?? ""), configuration: configuration, arguments: arguments,
          output: &output)
      }
    case .now(let fonts):
      let fonts = try fonts.get()
      configuration = ConfigurationFilesChange(
        before: first.openingConfigurationFiles, after: fonts.configurationFiles,
        digests: (first.openingConfigurationDigest, ConfigurationDigest.of(fonts.configurationFiles)))
      // Faces copied from the cache are compared as they are written, without being held.
      if fonts.isCached && first.hasFaces(writtenBy: fonts.writeFaces) {
        return try sameAsNow(
          first, faceCount: fonts.faceCount, path: firstPath, configuration: configuration, arguments: arguments,
          output: &output)
      }
      var text: [UInt8] = []
      fonts.write(header: SnapshotJSON.Header(createdAt: 0, milliseconds: 0)) { text.append(contentsOf: $0) }
      do {
        second = .success(try SnapshotText(bytes: text))
      } catch {
        throw .badInput(error.message(path: "typecase snapshot"))
      }
      if case .success(let text) = second, first.hasSameFaces(as: text) {
        return try sameAsNow(
          first, faceCount: fonts.faceCount, path: firstPath, configuration: configuration, arguments: arguments,
          output: &output)
      }
    }
    // The first checked in full (the same errors as reading it), noting where each face is;
    // the second only where it differs from the first (the rest is the same text, checked
    // already); only the faces where the lists differ are read.
    let before: SnapshotText.Summary
    do {
      before = try first.check(records: true)
    } catch {
      throw .badInput(error.message(path: firstPath))
    }
    note(before.versionAfterFaces ?? first.openingVersion, path: firstPath, output: &output)
    let secondText = try second.get()
    let after: SnapshotText.Summary
    do {
      after = try secondText.check(sharingWith: first, checked: before)
    } catch {
      throw .badInput(error.message(path: secondPath ?? ""))
    }
    note(after.versionAfterFaces ?? secondText.openingVersion, path: secondPath ?? "", output: &output)
    do {
      let diff = try SnapshotDiff(before: first, records: before.records, after: secondText, records: after.records)
      return report(diff, configuration: configuration, arguments: arguments, output: &output)
    } catch {
      throw .badInput(error.message(path: firstPath))
    }
  }

  /// The second side of the comparison.
  private enum Side: Sendable {
    /// A snapshot file, read as far as its faces.
    case file(Result<SnapshotText, CommandFailure>)
    /// The fonts now.
    case now(Result<CurrentFonts, CommandFailure>)
  }

  /// Reports two snapshot files with the same text from their faces on: `first` checked in
  /// full (the same errors as reading it), no differences.
  private static func same(
    _ first: SnapshotText, _ second: SnapshotText, paths: (String, String), configuration: ConfigurationFilesChange?,
    arguments: ParsedArguments, output: inout Output
  ) throws(CommandFailure) -> Int32 {
    let summary: SnapshotText.Summary
    do {
      summary = try first.check()
    } catch {
      throw .badInput(error.message(path: paths.0))
    }
    note(summary.versionAfterFaces ?? first.openingVersion, path: paths.0, output: &output)
    // The second's text from the faces on is the first's: only what comes before can differ
    // (a face count that is not the list's was taken for the same fonts, named second).
    guard let version = summary.versionAfterFaces ?? second.openingVersion else {
      throw .badInput(SnapshotReadError.notSnapshot(.noVersion).message(path: paths.1))
    }
    try checkFaceCount(of: second, listing: summary.faceCount, path: paths.1)
    note(version, path: paths.1, output: &output)
    return report(
      SnapshotDiff(sameFaces: summary.faceCount), configuration: configuration, arguments: arguments, output: &output)
  }

  /// Reports a snapshot file whose text from its faces on is what `snapshot` writes for the
  /// fonts now (`faceCount` faces): that text is valid, so the file is as far as it was read.
  private static func sameAsNow(
    _ file: SnapshotText, faceCount: Int, path: String, configuration: ConfigurationFilesChange?,
    arguments: ParsedArguments, output: inout Output
  ) throws(CommandFailure) -> Int32 {
    guard let version = file.openingVersion else {
      throw .badInput(SnapshotReadError.notSnapshot(.noVersion).message(path: path))
    }
    try checkFaceCount(of: file, listing: faceCount, path: path)
    note(version, path: path, output: &output)
    return report(
      SnapshotDiff(sameFaces: faceCount), configuration: configuration, arguments: arguments, output: &output)
  }

  /// Fails as reading `file` in full fails when the face count it declares before its faces is
  /// not `listed`, the count of the faces it lists.
  private static func checkFaceCount(of file: SnapshotText, listing listed: Int, path: String) throws(CommandFailure) {
    guard let declared = file.openingFaceCount, declared != listed else { return }
    throw .badInput(
      SnapshotReadError.notSnapshot(.faceCountMismatch(declared: declared, listed: listed)).message(path: path))
  }

  /// Writes `diff` and the change of configuration files as asked; the exit status (1 when
  /// either differs).
  private static func report(
    _ diff: SnapshotDiff, configuration: ConfigurationFilesChange?, arguments: ParsedArguments, output: inout Output
  ) -> Int32 {
    if arguments.has("json") {
      output.write(DiffReport.json(diff, configuration: configuration).rendered() + "\n")
    } else {
      for line in DiffReport.lines(diff, configuration: configuration, localizer: output.localizer) {
        output.line(line)
      }
    }
    return diff.isEmpty && configuration == nil ? 0 : 1
  }

  /// The snapshot file at `path` ("-": standard input, as `snapshot -o -` writes it), read as
  /// far as its faces.
  private static func read(_ path: String) -> Result<SnapshotText, CommandFailure> {
    do {
      guard path == "-" else { return .success(try SnapshotText.read(path: path)) }
      let bytes: [UInt8]
      do {
        bytes = try TextArgument.readStandardInput(upTo: SnapshotText.sizeLimit)
      } catch {
        return .failure(
          .badInput(tr("cannot read the snapshot from standard input: {reason}", ["reason": error.reason])))
      }
      return .success(try SnapshotText(bytes: bytes))
    } catch {
      return .failure(.badInput(error.message(path: path)))
    }
  }

  /// The fonts now (a failure to read them is bad input here: exit status 1 means "differ").
  private static func now(localizer: Localizer) throws(CommandFailure) -> CurrentFonts {
    do {
      return try CurrentFonts.take(localizer: localizer)
    } catch {
      switch error {
      case .failure(let message, _): throw .badInput(message)
      default: throw error
      }
    }
  }

  /// A note on standard error when `version` is that of a newer Typecase.
  private static func note(_ version: Int?, path: String, output: inout Output) {
    guard let version, version > FontSnapshot.formatVersion else { return }
    output.error(
      tr(
        "\"{path}\" was written by a newer Typecase (snapshot version {version}; this one knows {known}): comparing the fields this version knows",
        ["path": path, "version": String(version), "known": String(FontSnapshot.formatVersion)]))
  }
}
