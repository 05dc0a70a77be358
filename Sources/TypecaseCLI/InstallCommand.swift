import FoundationEssentials
import TypecaseCore

/// `typecase install FILE...`: checks each font file with FreeType and copies it into the
/// user's fonts folder, then rebuilds fontconfig's cache of that folder.
enum InstallCommand {
  static let spec = CommandSpec(
    path: ["install"], flags: ["json", "replace"], maximumPositionals: Int.max, positionalCompletions: [.files])

  static var help: Message {
    trParagraphs(
      """
      Usage: typecase install FILE... [--replace] [--json]

      Installs font files for you alone: each file is checked with FreeType first (every face
      in it must open, whole, with a character map; nothing is copied otherwise), then copied
      into your fonts folder, $XDG_DATA_HOME/fonts (~/.local/share/fonts by default), and
      fontconfig's cache of that folder is rebuilt, so every program started afterwards sees
      the new fonts. A file is never written over: the same file again is "already
      installed", another build of the font under the same name is refused, or with --replace
      moved to the trash first (a new build of your own font), and another font of the same
      file name is installed beside it, its folder's name before its own. The copy is written
      under no name,
      flushed to disk and then named, so an interrupted install leaves either no file or the
      whole file. A folder stands for the font files under it (a foundry's download,
      extracted), hidden files and macOS's __MACOSX folder passed over.

      Prints one line per file: "installed", "replaced", "already installed", or the reason it
      was not (on standard error). Exit status 1 when no file could be installed. Ctrl+C stops
      between two files: the files done stay installed, and the exit status is 130.

      Options:
        --replace       move a different file of the same name in your fonts folder to
                        the trash, and install the new one in its place
        --json          the outcome of each file as JSON
        -h, --help      show this help

      Examples:
        typecase install ~/Downloads/Inter.ttc
        typecase install --replace build/MyFont-Regular.ttf
        typecase install fonts/*.otf --json | jq -r '.files[].status'
        typecase remove "Inter"
      """)
  }

  static func run(_ arguments: ParsedArguments, output: inout Output) throws(CommandFailure) -> Int32 {
    guard !arguments.positionals.isEmpty else {
      throw .usage(UsageError(message: tr("missing font file"), hint: spec.helpHint))
    }
    // An empty argument names no file, as it names no font for other commands (it was taken
    // for the current folder: "it is a folder, not a font file").
    guard !arguments.positionals.contains(where: \.isEmpty) else {
      throw .usage(UsageError(message: tr("a font file's path is empty"), hint: spec.helpHint))
    }
    let installer = FontInstaller(replacesDifferentFiles: arguments.has("replace"))
    let currentDirectory = FileManager.default.currentDirectoryPath
    // A folder stands for the font files under it (a foundry's download, extracted), each
    // named from the folder as given.
    var given: [String] = []
    var paths: [String] = []
    for argument in arguments.positionals {
      let absolute = FaceTarget.absolute(argument, currentDirectory: currentDirectory)
      for path in FontFolderFiles.expanding([absolute]) {
        paths.append(path)
        // The path under the folder, after the folder as typed.
        let under = path.hasPrefix(absolute) ? path.dropFirst(absolute.count).drop { $0 == "/" } : ""
        var folder = Substring(argument)
        while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
        given.append(under.isEmpty ? argument : folder + "/" + under)
      }
    }
    // A long install (a foundry's folder of hundreds of files) says how far it has come on
    // the terminal: it sat silent for seconds, the files said only at the end.
    let localizer = output.localizer
    let progress = ProgressLine.onStandardError(environment: ProcessInfo.processInfo.environment) { done, count in
      localizer(
        trn(
          "installing font files: {done} of {count}", "installing font files: {done} of {count}", count,
          ["done": Localizer.number(done)]))
    }
    // Ctrl+C stops between two files: those done are said, the caches refreshed (it printed
    // nothing, and 166 of 300 files were installed).
    let (batch, signal) = InterruptRequest.catching { isInterrupted in
      installer.installAll(paths, isInterrupted: isInterrupted) { progress?.update(done: $0, total: paths.count) }
    }
    progress?.finish()
    let results = Array(zip(given, batch.results)).map { (file: $0.0, result: $0.1) }
    let replaced = batch.replaced
    let anyInstalled = results.contains { if case .success(.installed) = $0.result { true } else { false } }
    let listed = batch.listed
    if arguments.has("json") {
      output.line(
        document(results, folder: installer.folder, listed: listed, replaced: replaced, localizer: output.localizer)
          .rendered())
    } else {
      for (file, result) in results {
        switch result {
        case .success(.installed(let destination, let faces)) where replaced[destination] != nil:
          // What went, read from the trash: a file of another family, or a collection of
          // several, took fonts the new one does not have.
          let gone = replaced[destination].flatMap { try? CheckedFontFile.read($0.trashedPath) }.map {
            InstalledBitmapFonts.families($0.faces)
          }
          output.line(
            tr(
              "replaced: {file} → {destination} ({families}); the file it replaced ({replaced}) is in the trash",
              [
                "file": VisibleText.escaped(file), "destination": VisibleText.escaped(destination),
                "families": InstalledBitmapFonts.families(faces), "replaced": gone ?? "?",
              ]))
        case .success(.installed(let destination, let faces)):
          output.line(
            tr(
              "installed: {file} → {destination} ({families})",
              [
                "file": VisibleText.escaped(file), "destination": VisibleText.escaped(destination),
                "families": InstalledBitmapFonts.families(faces),
              ]))
        case .success(.alreadyInstalled(let destination, let faces)):
          output.line(
            tr(
              "already installed: {file} is {destination} ({families})",
              [
                "file": VisibleText.escaped(file), "destination": VisibleText.escaped(destination),
                "families": InstalledBitmapFonts.families(faces),
              ]))
        case .failure(let problem):
          // The metrics beside their Type 1 font, given in the same install (`install
          // fonts/*` of URW's folder): no refusal telling the user to install the font just
          // installed.
          if problem.isFontMetrics, let font = typeOneFont(of: file, among: results) {
            output.note(
              tr(
                "({file} holds the metrics of {font}, which is installed without it: programs read the font alone)",
                ["file": VisibleText.escaped(file), "font": VisibleText.escaped(font)]))
            continue
          }
          output.error(
            tr(
              "cannot install \"{file}\": {reason}",
              nesting: ["file": .text(VisibleText.escaped(file)), "reason": .message(problem.message)]))
        }
      }
    }
    if listed && anyInstalled, !arguments.has("json") {
      for note in InstalledCopies.notes(results.map { ($0.file, $0.result) }) { output.note(note) }
      let outcomes = results.compactMap { try? $0.result.get() }
      for note in InstalledBitmapFonts.notes(outcomes) + InstalledWebFonts.notes(outcomes) { output.note(note) }
      // A fonts folder other users can change (a group's shared folder linked in): what is
      // installed there, remove and the window's Move to Trash then refuse to take back.
      let copies = outcomes.compactMap { outcome -> String? in
        if case .installed(let file, _) = outcome { return file }
        return nil
      }
      let userFolder = UserFontFolder()
      if let shared = copies.lazy.compactMap({ userFolder.folderOthersCanChange(holding: $0) }).first {
        output.note(
          tr(
            "(another user can change {folder}: typecase remove will not move fonts out of it to the trash; remove them from there by hand)",
            ["folder": VisibleText.escaped(UserFontFolder.abbreviated(shared))]))
      }
      // An administrator's install (Ansible's become, sudo -i) went to root's own fonts
      // folder, which no other account's programs read, without a word.
      if RootAccount.ownsHomeFolder(of: installer.folder) {
        output.note(
          tr(
            "(installed for root only: other accounts' programs do not read {folder}; for every account, copy the fonts into /usr/local/share/fonts)",
            ["folder": VisibleText.escaped(installer.folder)]))
      }
    }
    if !listed {
      output.error(
        tr(
          "fontconfig's configuration does not list {folder}: programs will not see fonts installed there",
          ["folder": VisibleText.escaped(installer.folder)]))
    }
    // A signal that came once every file was done (while the cache was rebuilt) left nothing.
    if let signal, results.count < paths.count {
      output.error(
        trn(
          "interrupted after {done} of {count} file: the others were not installed",
          "interrupted after {done} of {count} files: the others were not installed", paths.count,
          ["done": String(results.count)]))
      return 128 + signal
    }
    return results.contains { (try? $0.result.get()) != nil } ? 0 : 1
  }

  /// The file among `results` installed (or already installed) that the AFM file `metrics`
  /// goes with: the same name but its extension, a Type 1 font's.
  private static func typeOneFont(
    of metrics: String, among results: [(file: String, result: Result<FontInstaller.Outcome, InstallProblem>)]
  ) -> String? {
    let stem = { (path: String) in path.lastIndex(of: ".").map { String(path[..<$0]) } ?? path }
    return results.first { result in
      guard (try? result.result.get()) != nil, let dot = result.file.lastIndex(of: ".") else { return false }
      let fileExtension = result.file[result.file.index(after: dot)...].lowercased()
      return ["pfb", "pfa", "t1"].contains(fileExtension) && stem(result.file) == stem(metrics)
    }?.file
  }

  /// The JSON document of the outcomes.
  static func document(
    _ results: [(file: String, result: Result<FontInstaller.Outcome, InstallProblem>)], folder: String, listed: Bool,
    replaced: [String: FontTrash.TrashedFile] = [:], localizer: Localizer
  ) -> JSONValue {
    .object(omittingNil: [
      ("folder", .string(folder)),
      ("folderListedByFontconfig", .bool(listed)),
      (
        "files",
        .array(
          results.map { file, result in
            switch result {
            case .success(let outcome):
              let (status, destination, faces) =
                switch outcome {
                case .installed(let file, let faces): (replaced[file] == nil ? "installed" : "replaced", file, faces)
                case .alreadyInstalled(let file, let faces): ("already-installed", file, faces)
                }
              return .object(omittingNil: [
                ("file", .string(file)), ("status", .string(status)), ("installedAs", .string(destination)),
                // Where the file it replaced went (`--replace`).
                ("replacedFileInTrash", replaced[destination].map { .string($0.trashedPath) }),
                (
                  "faces",
                  .array(
                    faces.map { face in
                      .object(omittingNil: [
                        ("family", .string(face.family)), ("style", .string(face.style)),
                        ("postscriptName", face.postScriptName.map(JSONValue.string)),
                        // A bitmap font (false): programs see it, Typecase's lists do not.
                        ("scalable", .bool(face.isScalable)),
                      ])
                    })
                ),
              ])
            case .failure(let problem):
              return .object(omittingNil: [
                ("file", .string(file)), ("status", .string("failed")), ("problem", .string(problem.code)),
                ("reason", .string(localizer(problem.message))),
              ])
            }
          })
      ),
    ])
  }
}
