import Glibc
import TypecaseCore

/// `typecase snapshot`: this machine's fonts as JSON, with each file's size, modification time
/// and SHA-256, to keep and compare later with `typecase diff`.
enum SnapshotCommand {
  static let spec = CommandSpec(
    path: ["snapshot"], valueOptions: [("output", "FILE")], shortOptions: ["o": "output"],
    valueCompletions: ["output": .files])

  static var help: Message {
    trParagraphs(
      """
      Usage: typecase snapshot [-o FILE]

      Writes every scalable font on this machine as JSON (bitmap fonts that cannot be
      scaled, PCF, BDF and bitmap-only OpenType, are left out, as Typecase lists them
      nowhere): the fields of 'typecase faces --json' for each face, with its family, its
      file's size, modification time and SHA-256, and a digest of the characters it covers;
      then fontconfig's version and the configuration files it read. Faces are sorted by
      file, so two snapshots of the same fonts differ only in their "header" (when they
      were taken and how long it took; with SOURCE_DATE_EPOCH set, that date and 0
      seconds, and they are the same bytes). Compare snapshots with 'typecase diff'. File
      hashes are cached by device, inode, size, mtime and ctime in $XDG_CACHE_HOME/typecase
      (~/.cache/typecase by default): only new or changed files are read again.

      Options:
        -o, --output FILE   write the snapshot to FILE (replaced atomically) instead of
                            standard output (- is standard output)
        -h, --help          show this help

      Exit status: 0 when every font was read; 1 when the snapshot cannot be written, or was
      written without the contents of files that cannot be read (standard error names them,
      and their faces have no "sha256"); 2 for a usage error or a SOURCE_DATE_EPOCH that is no
      date.

      Examples:
        typecase snapshot -o fonts-$(hostname).json
        typecase snapshot | jq '.faces | length'
        typecase diff fonts-release-1.2.json
      """)
  }

  /// Fails as reproducible builds ask when SOURCE_DATE_EPOCH is set but is no date (it was
  /// ignored, and the output dated now without a word).
  static func requireDateOrNone() throws(CommandFailure) {
    guard let value = UTCTimestamp.malformedSourceDateEpoch else { return }
    throw .badInput(
      tr(
        "SOURCE_DATE_EPOCH is \"{value}\", which is no date: it must be seconds since 1970, digits alone, at most 253402300799",
        ["value": VisibleText.echoed(value)]))
  }

  static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandFailure) -> Int32 {
    let started = monotonicMilliseconds()
    // Dated SOURCE_DATE_EPOCH when it is set, and said to take no time: two snapshots of the
    // same fonts are then the same bytes (a snapshot kept in a repository changed at each run).
    try requireDateOrNone()
    let epoch = UTCTimestamp.sourceDateEpoch
    let createdAt = epoch ?? UTCTimestamp.nowSeconds
    if let path = arguments.values["output"], path.isEmpty {
      throw .usage(UsageError(message: tr("the output file name is empty"), hint: spec.helpHint))
    }
    let fonts = try CurrentFonts.take(localizer: output.localizer)
    // Said, not left out without a word (a diff then found nothing changed).
    for file in fonts.unreadFiles {
      // Why, where Typecase knows: a name that is not UTF-8 was said unreadable alone, where
      // fc-query and sha256sum read the file.
      guard NonUTF8FileName.isLossy(file) else {
        output.error(
          tr(
            "cannot read {file}: its contents (SHA-256) are left out of the snapshot",
            ["file": VisibleText.escaped(file)]))
        continue
      }
      output.error(
        tr(
          "cannot read {file}: {reason}; its contents (SHA-256) are left out of the snapshot, and diff sees no change of them",
          nesting: ["file": .text(VisibleText.escaped(file)), "reason": .message(NonUTF8FileName.cannotOpen)]))
    }
    let header = SnapshotJSON.Header(
      createdAt: createdAt, milliseconds: epoch == nil ? monotonicMilliseconds() - started : 0)
    // "-" is standard output, as diff, cover and match --text read "-" as standard input (a
    // file named "-" was written).
    if let path = arguments.values["output"], path != "-" {
      do {
        try AtomicFile.write(to: path) { write in fonts.write(header: header, to: write) }
      } catch {
        throw .failure(tr("cannot write \"{path}\": {reason}", ["path": path, "reason": error.reason]))
      }
    } else {
      fonts.write(header: header) { output.write(utf8: $0) }
    }
    // Written, but not whole: a job taking a baseline as another user than the one checking it
    // kept an incomplete snapshot without knowing (only a later diff said "unreadable").
    return fonts.unreadFiles.isEmpty ? 0 : 1
  }

  /// Milliseconds on a clock that only moves forward.
  static func monotonicMilliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
  }
}
