import FoundationEssentials
import Glibc
import TypecaseCore

/// `typecase remove FONT...`: moves the files of fonts installed for the user to the
/// trash, after asking (or with `--yes`), and rebuilds fontconfig's caches.
enum RemoveCommand {
  static let spec = CommandSpec(
    path: ["remove"], flags: ["yes", "duplicates", "json"], maximumPositionals: Int.max, positionalCompletions: [.fonts]
  )

  static var help: Message {
    trParagraphs(
      """
      Usage: typecase remove FONT... [--duplicates] [--yes] [--json]

      Moves the files of fonts installed for you (in ~/.local/share/fonts or ~/.fonts) to the
      trash, where your file manager can restore them, and rebuilds fontconfig's cache. Each
      FONT is a PostScript name (the file holding it goes, with every face in it), a family name
      (every file of the family) or a font file's path (with a slash); each must find fonts to
      remove, or nothing is removed. Fonts installed for everyone (/usr/share/fonts, …) are
      never removed: each is named, with where its file lives. On a terminal it lists the files
      and asks first; otherwise it refuses without --yes. Exit status 1 when nothing was
      removed. Ctrl+C stops between two files: the files done stay in the trash, and the exit
      status is 130.

      Options:
        --duplicates    remove only the copies of FACE (of each face of FAMILY) in your
                        fonts folder that GTK programs do not draw (the same PostScript name
                        in several files), keeping the one they draw: fontconfig's choice,
                        or, when that one is Type 1, its first that Pango can draw
        --yes           do not ask
        --json          the outcome of each file as JSON
        -h, --help      show this help

      Examples:
        typecase remove "Fira Code"
        typecase remove Inter-Bold --duplicates --yes
        typecase remove ~/.local/share/fonts/Inter.ttc --yes --json
        typecase remove ~/.local/share/fonts/old/*.otf
      """)
  }

  static func run(
    _ arguments: ParsedArguments, output: inout Output, canAsk: Bool = TerminalQuestion.canAsk,
    ask: (String) -> Bool = TerminalQuestion.ask
  ) throws(CommandFailure) -> Int32 {
    let names = arguments.positionals
    guard !names.isEmpty else {
      throw .usage(UsageError(message: tr("missing face, family or file"), hint: spec.helpHint))
    }
    for name in names { try FamilyName.validate(name, spec: spec, orFace: true) }
    let library = try FontLibrary.forCommand()
    let removal = try plan(
      names, duplicatesOnly: arguments.has("duplicates"), json: arguments.has("json"), library: library,
      output: &output)
    if let kept = removal.keptForEveryone {
      // A family of the user's fonts and the system's: the system's are said once, before
      // the question, not as an error for each after it.
      output.note(kept)
    } else if removal.refused.count > 1, let refusal = removal.refusal {
      // A family installed for everyone alone: once, where its files are (nine lines for
      // DejaVu Sans, each the same but for the file).
      output.error(refusal)
    } else {
      for (file, problem) in removal.refused {
        output.error(
          tr(
            "cannot remove {faces}: {reason}",
            nesting: ["faces": .text(describe(file)), "reason": .message(problem.message)]))
      }
    }
    guard !removal.removable.isEmpty else {
      if arguments.has("duplicates") && removal.refused.isEmpty {
        let reason =
          names.count == 1
          ? tr("\"{name}\" has no copies to remove in your fonts folder", ["name": VisibleText.escaped(names[0])])
          : tr(
            "none of {names} has copies to remove in your fonts folder",
            ["names": names.map { "\"" + VisibleText.escaped($0) + "\"" }.joined(separator: ", ")])
        if arguments.has("json") { output.line(nothingRemoved(because: reason, localizer: output.localizer)) }
        throw .failure(reason)
      }
      if arguments.has("json") { output.line(document(removal, results: [], localizer: output.localizer).rendered()) }
      return 1
    }
    // The fonts each file holds besides those asked for (of any family): they go with it, and
    // went unsaid ("remove" of one family of a collection took the other's too).
    let others = otherFonts(in: removal.removable, library: library)
    if !arguments.has("yes") {
      guard canAsk else {
        let reason = tr("not removed: standard input is not a terminal to ask on")
        // Said on standard output too, as every other refusal with --json is, with the files
        // --yes would move ("unconfirmed"): a script saw no file to check before passing it.
        if arguments.has("json") {
          output.line(
            document(removal, results: [], unconfirmed: others, reason: reason, localizer: output.localizer).rendered())
        }
        throw .failure(reason, details: [tr("pass --yes to remove without asking")])
      }
      // Each file with the faces that go with it: one face of a collection takes the others.
      let list = removal.removable.map { file in
        "  " + describe(file) + "\n"
          + (others[file.path].map { "    " + output.localizer(alsoMoved($0)) + "\n" } ?? "")
      }.joined()
      let question = output.localizer(
        trn("Move {count} font file to the trash?", "Move {count} font files to the trash?", removal.removable.count))
      // What was said so far (the fonts that stay, being installed for everyone) is read
      // before the answer: kept for the end, it came after it.
      let said = output.errors
      output.errors = ""
      guard ask(said + question + "\n" + list + output.localizer(tr("[y/N] "))) else {
        output.note(tr("nothing removed"))
        // A document with --json whatever happened, as without a terminal: the files not moved.
        if arguments.has("json") {
          output.line(
            document(
              removal, results: [], unconfirmed: others, reason: tr("nothing removed"), localizer: output.localizer
            )
            .rendered())
        }
        return 1
      }
    }
    // Ctrl+C stops between two files, as `install` does.
    let (results, signal) = InterruptRequest.catching { removal.remove(isInterrupted: $0) }
    if arguments.has("json") {
      output.line(document(removal, results: results, alsoInFiles: others, localizer: output.localizer).rendered())
    }
    for (file, result) in results {
      switch result {
      case .success(let trashed):
        if !arguments.has("json") {
          output.line(
            tr(
              "moved to the trash: {faces} → {trashed}",
              ["faces": describe(file), "trashed": VisibleText.escaped(trashed.trashedPath)]))
          if let also = others[file.path] { output.line("  " + output.localizer(alsoMoved(also))) }
        }
      case .failure(let problem):
        output.error(
          tr(
            "cannot remove {faces}: {reason}",
            nesting: ["faces": .text(describe(file)), "reason": .message(problem.message)]))
      }
    }
    // A signal that came once every file was moved left nothing undone.
    if let signal, results.count < removal.removable.count {
      output.error(
        trn(
          "interrupted after {done} of {count} file: the others were not moved to the trash",
          "interrupted after {done} of {count} files: the others were not moved to the trash", removal.removable.count,
          ["done": String(results.count)]))
      return 128 + signal
    }
    return results.contains { (try? $0.result.get()) != nil } ? 0 : 1
  }

  /// The files `names` come to, together (`remove fonts/*.ttf`, `remove Inter "Inter Display"`).
  ///
  /// Nothing is removed when a name finds nothing to remove: each such name is said and the
  /// command fails, as a mistyped name among several (or a family's name in words without
  /// quotes, `remove Inter Display`, which took the family Inter) would otherwise take the
  /// others' files alone.
  private static func plan(
    _ names: [String], duplicatesOnly: Bool, json: Bool, library: FontLibrary, output: inout Output
  ) throws(CommandFailure) -> FontRemoval {
    var removal: FontRemoval?
    var failures: [(name: String, failure: CommandFailure)] = []
    for name in names {
      do {
        let more = try plan(name, duplicatesOnly: duplicatesOnly, library: library)
        // A name or path among several that finds no file to remove (missing, not installed,
        // installed for everyone) finds nothing: the others' files went, with exit status 0.
        // A path is named as one alone is ("This font cannot be removed" was said of three).
        if names.count > 1, more.removable.isEmpty, let refused = more.refused.first {
          let refusal =
            name.contains("/") || more.refused.count == 1
            ? tr(
              "cannot remove {faces}: {reason}",
              nesting: ["faces": .text(describe(refused.file)), "reason": .message(refused.problem.message)])
            : more.refusal ?? refused.problem.message
          failures.append((name, .failure(refusal)))
          continue
        }
        if removal == nil { removal = more } else { removal?.add(more) }
      } catch {
        failures.append((name, error))
      }
    }
    if let removal, failures.isEmpty { return removal }
    guard names.count > 1 else {
      let failure = failures.first?.failure ?? .failure(tr("missing face, family or file"))
      // Scripts reading the JSON get a document whatever happened: no files, and why (an
      // unknown name wrote nothing to stdout; then only stderr said why), with "not-found"
      // for a name no font goes by, which a script making sure a font is gone takes as done.
      if json {
        let problem = names.first.map { findsNothing($0, library: library) } == true ? "not-found" : nil
        output.line(nothingRemoved(because: failure.message, problem: problem, localizer: output.localizer))
      }
      throw failure
    }
    // Words of one name given as several: said as when one name is taken (`remove DejaVu Sans`).
    let joined = names.joined(separator: " ")
    if !names.contains(where: { $0.contains("/") }),
      !library.faces(postScriptNamed: joined).isEmpty || library.families.family(named: joined) != nil
    {
      let hint = tr(
        "a name or text with spaces goes in quotes, as one argument: {example}",
        ["example": (joined.hasPrefix("-") ? "-- " : "") + CommandSpec.doubleQuoted(joined)])
      if json { output.line(nothingRemoved(because: hint, localizer: output.localizer)) }
      throw .usage(UsageError(message: tr("unexpected argument '{argument}'", ["argument": names[1]]), hint: hint))
    }
    for (_, failure) in failures {
      output.error(failure.message)
      if case .failure(_, let details) = failure {
        for detail in details { output.errors += "  " + output.localizer(detail) + "\n" }
      }
    }
    let reason = trn(
      "nothing removed: {count} of the {total} names given finds no font to remove",
      "nothing removed: {count} of the {total} names given find no font to remove", failures.count,
      ["total": String(names.count)])
    if json {
      let named: [JSONValue] = failures.map {
        .object(omittingNil: [
          ("name", .string($0.name)),
          ("problem", findsNothing($0.name, library: library) ? .string("not-found") : nil),
          ("reason", .string(output.localizer($0.failure.message))),
        ])
      }
      output.line(
        JSONValue.object(omittingNil: [
          ("files", .array([])), ("reason", .string(output.localizer(reason))), ("names", .array(named)),
        ]).rendered())
    }
    throw .failure(reason)
  }

  /// The files `name` (a file, a PostScript name, a family) comes to.
  private static func plan(_ name: String, duplicatesOnly: Bool, library: FontLibrary) throws(CommandFailure)
    -> FontRemoval
  {
    if duplicatesOnly { return try duplicatesPlan(name, library: library) }
    // A family whose name holds a "/" ("AC/DC Sans") is that family when no such file is
    // there: it was looked for as a file in the current folder.
    let path = FaceTarget.absolute(name, currentDirectory: FileManager.default.currentDirectoryPath)
    if name.contains("/"),
      FileManager.default.fileExists(atPath: path)
        || (library.faces(postScriptNamed: name).isEmpty && library.families.family(named: name) == nil)
    {
      let faces = library.faces(inFile: path)
      if !faces.isEmpty { return FontRemoval(faces: faces) }
      // A file fontconfig lists no font of Typecase's in (a bitmap font, a damaged font, or
      // no font; in a fonts folder or not), or no file: each refused with its reason.
      return FontRemoval(unlistedFile: path)
    }
    // A family's own name before a face's PostScript name: Windows families give their regular
    // face the family's name ("Calibri", "Tahoma"), and the family's other files stayed, where
    // the window's family page removes them all.
    if let family = familyCalled(name, library: library) { return FontRemoval(faces: family.faces(goingBy: name)) }
    let faces = library.faces(postScriptNamed: name)
    let families = Set(faces.map(\.family))
    if families.count > 1 {
      // Two fonts that give themselves one PostScript name are not copies of one font: both
      // went to the trash.
      throw .failure(
        tr(
          "\"{name}\" names fonts of several families ({families})",
          [
            "name": VisibleText.escaped(name),
            "families": families.sorted().map(VisibleText.escaped).joined(separator: ", "),
          ]),
        details: [
          tr(
            "name the file to remove: {files}",
            ["files": faces.map { VisibleText.escaped($0.location.file) }.joined(separator: ", ")])
        ])
    }
    if !faces.isEmpty {
      // Every face of the file goes with it (a collection's others too): named, as they are
      // when a family is removed; only the one asked for was.
      let files = Set(faces.map(\.location.file))
      return FontRemoval(faces: library.faces().filter { files.contains($0.location.file) })
    }
    guard let found = library.families.family(named: name), let family = library.family(named: found.name) else {
      // Both a face's and a family's name were looked for.
      if let kind = library.unlistedBitmapFont(named: name) {
        let bitmap = FontLibrary.bitmapFont(name, kind)
        // Removed by its file, as `install` put it there (the name `install` printed was refused
        // without a way on).
        let userFolder = UserFontFolder()
        let files = library.unlistedBitmapFiles(named: name).filter(userFolder.contains)
        let byFile =
          files.isEmpty
          ? []
          : [
            tr(
              "remove it by its file: typecase remove {files}",
              ["files": files.map { shellWord(VisibleText.escaped($0)) }.joined(separator: " ")])
          ]
        throw .failure(bitmap.message, details: [bitmap.hint] + byFile)
      }
      throw noFontOrFamily(name, library: library)
    }
    // Another name of the family: the faces going by it ("DejaVu Sans Condensed" removed
    // every DejaVu Sans face).
    return FontRemoval(faces: family.faces(goingBy: name))
  }

  /// The family `name` names before a face's PostScript name does, or nil: one of whose names
  /// is exactly `name`, else, when no face's PostScript name is exactly `name`, one of whose
  /// names is `name` in another case ("qux" took the face Qux of another family; "Qux" names
  /// that face, as `face Qux` reads it, before the family QUX).
  private static func familyCalled(_ name: String, library: FontLibrary) -> FontFamily? {
    guard let found = library.families.family(named: name) else { return nil }
    if !found.allNames.contains(name) {
      let lowered = name.lowercased()
      guard found.allNames.contains(where: { $0.lowercased() == lowered }),
        !library.faces(postScriptNamed: name).contains(where: { $0.postScriptName == name })
      else { return nil }
    }
    return library.family(named: found.name)
  }

  /// The failure for `name`, a name of no face and of no one family: a name several families
  /// answer to is said to be one, with their names.
  private static func noFontOrFamily(_ name: String, library: FontLibrary) -> CommandFailure {
    let notFound = library.familyNotFound(name)
    if !library.families.families(ambiguouslyNamed: name).isEmpty {
      return .failure(notFound.message, details: [notFound.hint])
    }
    // A file of that name here (in the fonts folder, say): removed by its path, which a name
    // without a slash is not taken for (it was "no font named" without a way on).
    var status = stat()
    let here = FaceTarget.absolute(name, currentDirectory: FileManager.default.currentDirectoryPath)
    var byPath =
      stat(here, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
      ? [
        tr(
          "to remove the file here, give its path: typecase remove {path}",
          ["path": shellWord(name.contains("/") ? name : "./" + name)])
      ] : []
    // A file of that name in the user's fonts folder, given from elsewhere (the name `install`
    // printed as it copied it): its path, to give.
    if byPath.isEmpty, !name.contains("/") {
      let userFolder = UserFontFolder()
      let installed = Set(library.faces().map(\.location.file)).filter {
        $0.hasSuffix("/" + name) && userFolder.contains($0)
      }
      byPath = installed.sorted().map {
        tr(
          "to remove the installed file, give its path: typecase remove {path}",
          ["path": shellWord(VisibleText.escaped($0))])
      }
    }
    // The closest faces too ("DejaVuSans-Bld"), as `specimen` offers them: families alone
    // gave "run 'typecase families'", as if no name were near.
    return .failure(
      tr("no font or font family named \"{name}\"", ["name": VisibleText.escaped(name)]),
      details: byPath + [library.closestFamilyAndFaceNames(to: name)])
  }

  /// The copies to remove for `--duplicates`: of the face `name`, else of every face of the
  /// family `name` ("DejaVu Sans" said it was "not installed more than once" while
  /// `families --duplicates` listed it).
  private static func duplicatesPlan(_ name: String, library: FontLibrary) throws(CommandFailure) -> FontRemoval {
    let shown = VisibleText.escaped(name)
    // A file is removed whole: the hint to give its path dropped --duplicates, and the whole
    // file went.
    if name.contains("/"), library.families.family(named: name) == nil, library.faces(postScriptNamed: name).isEmpty {
      throw .failure(
        tr(
          "--duplicates takes a face's or a family's name, not a file (\"{name}\"): the copies are found by name",
          ["name": shown]))
    }
    var sets: [DuplicateCopies] = []
    // The family first, as without --duplicates ("Calibri" is the family's and its regular's).
    let family = familyCalled(name, library: library)
    if family == nil, let copies = library.duplicateCopies(ofPostScriptName: name) {
      sets = [copies]
    } else if family != nil || library.faces(postScriptNamed: name).isEmpty {
      guard let family = family ?? library.families.family(named: name).flatMap({ library.family(named: $0.name) })
      else {
        throw noFontOrFamily(name, library: library)
      }
      var seen = Set<String>()
      for postScriptName in family.faces.compactMap(\.postScriptName) where seen.insert(postScriptName).inserted {
        if let copies = library.duplicateCopies(ofPostScriptName: postScriptName, family: family.name) {
          sets.append(copies)
        }
      }
    }
    guard !sets.isEmpty else {
      throw .failure(tr("\"{name}\" is not installed more than once", ["name": shown]))
    }
    let removable = sets.flatMap { $0.removableCopies() }
    let sharing = sets.flatMap { $0.copiesSharingTheirFiles() }
    if removable.isEmpty, !sharing.isEmpty {
      // Files go to the trash whole: one that also holds a font programs draw from it (its
      // only copy, or the copy fontconfig prefers) stays.
      throw .failure(
        tr(
          "the copies of \"{name}\" in your fonts folder stay: their files also hold other fonts that programs draw from them ({files})",
          [
            "name": shown,
            "files": Set(sharing.map(\.location.file)).sorted().map(VisibleText.escaped).joined(separator: ", "),
          ]))
    }
    if removable.isEmpty {
      let kept = Set(sets.map(\.preferred.location.file)).sorted().map(VisibleText.escaped)
      throw .failure(
        trn(
          "\"{name}\" has no copies to remove in your fonts folder: GTK programs draw {file}, which stays",
          "\"{name}\" has no copies to remove in your fonts folder: GTK programs draw {file}, which stay",
          kept.count, ["name": shown, "file": kept.joined(separator: ", ")]))
    }
    return FontRemoval(faces: removable)
  }

  /// `text` as one word for a POSIX shell: as it is when it holds only letters, digits and
  /// `_./+-`, else in single quotes.
  static func shellWord(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_./+-".unicodeScalars.contains($0))
      }
    return plain ? text : "'" + text.replacing("'", with: "'\\''") + "'"
  }

  /// The fonts in each of `files` besides those asked for, by file (files holding none left
  /// out), from the fonts fontconfig lists now.
  private static func otherFonts(in files: [FontRemoval.File], library: FontLibrary) -> [String: [String]] {
    // By where each is: the copies `--duplicates` takes are read otherwise than the family's
    // faces, and the face asked for was named again as "also in this file".
    let asked = Set(files.flatMap(\.faces).map(FaceKey.init))
    var others: [String: [String]] = [:]
    // One walk over the catalog for every file (it was one each), each family read once.
    for family in library.families(inFiles: Set(files.map(\.path))) {
      for face in library.family(named: family)?.faces ?? [] where !asked.contains(FaceKey(face)) {
        guard files.contains(where: { $0.path == face.location.file }) else { continue }
        others[face.location.file, default: []].append(face.displayName)
      }
    }
    return others
  }

  /// The line that names the other fonts a file takes with it.
  private static func alsoMoved(_ names: [String]) -> Message {
    trn(
      "also in this file, and moved with it: {fonts}", "also in this file, and moved with it: {fonts}", names.count,
      ["fonts": names.map(VisibleText.escaped).joined(separator: ", ")])
  }

  /// A file as messages name it: its path, and the faces asked for in it.
  private static func describe(_ file: FontRemoval.File) -> String {
    // Each once: a collection listing one face 2,000 times named it 2,000 times in one line.
    var seen = Set<String>()
    let names = file.faces.filter { !$0.family.isEmpty }.map(\.displayName).filter { seen.insert($0).inserted }
    let path = VisibleText.escaped(file.path)
    return names.isEmpty ? path : path + " (" + names.map(VisibleText.escaped).joined(separator: ", ") + ")"
  }

  /// The JSON document of a removal that found no file to remove: `{"files": [], "problem",
  /// "reason"}` (`problem`: "not-found" when given, else left out).
  static func nothingRemoved(because reason: Message, problem: String? = nil, localizer: Localizer) -> String {
    JSONValue.object(omittingNil: [
      ("files", .array([])), ("problem", problem.map { .string($0) }), ("reason", .string(localizer(reason))),
    ]).rendered()
  }

  /// Whether `name` (not a path) is the name of no font or family at all, bitmap fonts too:
  /// what `remove` finds nothing of, as opposed to fonts it may not remove.
  private static func findsNothing(_ name: String, library: FontLibrary) -> Bool {
    !name.contains("/") && library.families.family(named: name) == nil
      && library.faces(postScriptNamed: name).isEmpty && library.unlistedBitmapFont(named: name) == nil
  }

  /// The JSON document of a removal.
  static func document(
    _ removal: FontRemoval, results: [(file: FontRemoval.File, result: Result<FontTrash.TrashedFile, InstallProblem>)],
    alsoInFiles: [String: [String]] = [:], unconfirmed: [String: [String]]? = nil, reason: Message? = nil,
    localizer: Localizer
  ) -> JSONValue {
    func faces(_ file: FontRemoval.File) -> JSONValue {
      .array(file.faces.filter { !$0.family.isEmpty }.map { .string($0.displayName) })
    }
    var entries: [JSONValue] = results.map { file, result in
      switch result {
      case .success(let trashed):
        .object(omittingNil: [
          ("file", .string(file.path)), ("status", .string("trashed")), ("trashedAs", .string(trashed.trashedPath)),
          ("faces", faces(file)), ("alsoInFile", alsoInFiles[file.path].map { .array($0.map(JSONValue.string)) }),
        ])
      case .failure(let problem):
        .object(omittingNil: [
          ("file", .string(file.path)), ("status", .string("failed")), ("faces", faces(file)),
          ("problem", .string(problem.code)), ("reason", .string(localizer(problem.message))),
        ])
      }
    }
    // Removing unconfirmed: the files it would have moved (`unconfirmed` holds their other fonts).
    if let unconfirmed {
      entries += removal.removable.map { file in
        .object(omittingNil: [
          ("file", .string(file.path)), ("status", .string("unconfirmed")), ("faces", faces(file)),
          ("alsoInFile", unconfirmed[file.path].map { .array($0.map(JSONValue.string)) }),
        ])
      }
    }
    entries += removal.refused.map { file, problem in
      .object(omittingNil: [
        ("file", .string(file.path)), ("status", .string("refused")), ("faces", faces(file)),
        ("problem", .string(problem.code)), ("reason", .string(localizer(problem.message))),
      ])
    }
    return .object(omittingNil: [("files", .array(entries)), ("reason", reason.map { .string(localizer($0)) })])
  }
}
