import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes the user's settings file, `settings.json` in the settings directory.
///
/// The file is a pretty-printed JSON object of setting key to string value. Writers take an
/// exclusive `flock` on `settings.lock` beside it, re-read the file, change one key and replace
/// the file atomically, so concurrent processes lose no write and a crash never leaves half a
/// file. Keys this version does not know are kept as written. A file that is not a JSON object
/// is only read around (the defaults apply) until a setting is written: then it is renamed
/// aside (never deleted), and the new file holds what the writer was using with the change.
public final class SettingsStore: Sendable {
  /// The directory that holds the settings file.
  public let directory: URL
  /// The settings the store accepts.
  public let schema: SettingsSchema
  /// The locale variables defaults are worked out from.
  public let environment: [String: String]
  /// The clock that dates a corrupt file set aside.
  private let now: @Sendable () -> Date
  /// How long a write waits for another writer's lock before it fails (see
  /// `waitingForTheLock(atMost:)`).
  public let lockWait: Double
  /// Called once when a write has waited a second for another writer's lock (a command says
  /// it waits: it sat silent for ten seconds).
  let onLongWait: (@Sendable () -> Void)?

  /// Creates a store over `directory`; nothing is read or written until asked.
  public convenience init(
    directory: URL, schema: SettingsSchema = TypecaseSettings.schema, environment: [String: String]
  ) {
    self.init(directory: directory, schema: schema, environment: environment, now: { Date() })
  }

  /// Creates a store whose clock is `now` (tests pin it to name corrupt files predictably).
  init(
    directory: URL, schema: SettingsSchema, environment: [String: String], now: @escaping @Sendable () -> Date,
    lockWait: Double = 10, onLongWait: (@Sendable () -> Void)? = nil
  ) {
    self.directory = directory
    self.schema = schema
    self.environment = environment
    self.now = now
    self.lockWait = lockWait
    self.onLongWait = onLongWait
  }

  /// The same store, its writes waiting at most `seconds` for another writer's lock (10 by
  /// default; the window waits less, its thread held meanwhile).
  public func waitingForTheLock(atMost seconds: Double) -> SettingsStore {
    SettingsStore(
      directory: directory, schema: schema, environment: environment, now: now, lockWait: seconds,
      onLongWait: onLongWait)
  }

  /// The same store, calling `notice` once when a write has waited a second for another
  /// writer's lock.
  public func saying(whileWaiting notice: @escaping @Sendable () -> Void) -> SettingsStore {
    SettingsStore(
      directory: directory, schema: schema, environment: environment, now: now, lockWait: lockWait, onLongWait: notice)
  }

  /// The settings file, `settings.json` in the directory.
  public var fileURL: URL { directory.appendingPathComponent("settings.json") }

  /// The usual settings directory: `$XDG_CONFIG_HOME/typecase` when that is an absolute path,
  /// else `$HOME/.config/typecase`.
  public static func defaultDirectory(environment: [String: String]) -> URL {
    if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
      return URL(fileURLWithPath: configHome, isDirectory: true).appendingPathComponent("typecase")
    }
    let home = HomeFolder.path(environment: environment)
    return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config/typecase")
  }

  /// The settings in the file, with warnings about anything that could not be used.
  ///
  /// A missing file gives the defaults. A file that is not a JSON object gives the defaults and
  /// stays as it is: reading changes nothing (`typecase settings` renamed it, under a window
  /// or an editor still using it); the next write sets it aside. Values a setting does not
  /// allow are skipped. Each case adds a warning for the user.
  public func load() -> SettingsLoad {
    switch read() {
    case .success(let load): load
    case .failure(let problem):
      resolve(
        [:],
        warnings: [
          tr(
            "the settings file {path} cannot be used ({problem}), so the defaults apply; it is left as it is until a setting is changed",
            nesting: ["path": .text(filePath), "problem": .message(describe(problem))])
        ])
    }
  }

  /// The settings in the file as `load` reads them, except that a file that is not a JSON
  /// object gives nil, with what is wrong in it, rather than the defaults.
  ///
  /// For a program that keeps the settings it uses while the file cannot be read (an editor,
  /// `cat >` or a script may still be writing it).
  public func loadLeavingAnUnusableFile() -> (load: SettingsLoad?, problem: Message?) {
    switch read() {
    case .success(let load): (load, nil)
    case .failure(let corrupt): (nil, describe(corrupt))
    }
  }

  /// The file read once: its settings, or why its contents are no JSON object.
  private func read() -> Result<SettingsLoad, JSONValue.ParseError> {
    switch SettingsFileSystem.readContents(filePath, regularFileOnly: true, limit: Self.sizeLimit) {
    case .missing:
      return .success(resolve([:], warnings: []))
    case .failed(let failure):
      let warning = tr(
        "the settings file {path} could not be read ({reason}), so the defaults apply",
        nesting: ["path": .text(filePath), "reason": failure.reason])
      return .success(resolve([:], warnings: [warning]))
    case .bytes(let bytes):
      do throws(JSONValue.ParseError) {
        return .success(resolve(try JSONValue.parseObject(bytes), warnings: []))
      } catch {
        return .failure(error)
      }
    }
  }

  /// Stores `value` for the setting `key`, keeping every other value in the file.
  ///
  /// Returns the settings as they now are, including other processes' changes. A file that
  /// cannot be read as settings is set aside, and `inUse` (the settings the writer was using,
  /// as a window keeps them) written with the change in its place; nil: the change alone.
  @discardableResult
  public func set(_ key: String, to value: String, inUse: SettingsValues? = nil) throws(SettingsStoreError)
    -> SettingsLoad
  {
    let setting = try definition(key)
    guard setting.allows(value) else {
      throw .invalidValue(key: key, value: value, allowed: setting.allowedValues)
    }
    return try update(inUse: inUse) { $0[key] = .string(value) }
  }

  /// Stores several settings at once (one write, under one lock), keeping every other value.
  ///
  /// Returns the settings as they now are, including other processes' changes; `inUse` as for
  /// `set(_:to:inUse:)`.
  @discardableResult
  public func set(_ values: [(key: String, value: String)], inUse: SettingsValues? = nil) throws(SettingsStoreError)
    -> SettingsLoad
  {
    for (key, value) in values {
      let setting = try definition(key)
      guard setting.allows(value) else {
        throw .invalidValue(key: key, value: value, allowed: setting.allowedValues)
      }
    }
    return try update(inUse: inUse) { members in for (key, value) in values { members[key] = .string(value) } }
  }

  /// Removes the stored value of `key` so its default applies; nil resets every setting.
  ///
  /// Keys this version does not know stay in the file. Returns the settings as they now are.
  @discardableResult
  public func reset(_ key: String?) throws(SettingsStoreError) -> SettingsLoad {
    guard let key else {
      let keys = schema.settings.map(\.key)
      return try update { members in keys.forEach { members[$0] = nil } }
    }
    _ = try definition(key)
    return try update { $0[key] = nil }
  }

  /// Stars (`starred` true) or unstars the family `name` in the file's `starred-families` list,
  /// keeping everything else; starring twice keeps one entry.
  ///
  /// Returns the settings as they now are, other processes' stars included; `inUse` as for
  /// `set(_:to:inUse:)`.
  @discardableResult
  public func setStarred(_ name: String, _ starred: Bool, inUse: SettingsValues? = nil) throws(SettingsStoreError)
    -> SettingsLoad
  {
    guard !name.contains("\0") else {
      throw .invalidValue(key: TypecaseSettings.Key.starredFamilies, value: name, allowed: [])
    }
    var unusable: JSONValue?
    let load = try update(inUse: inUse) { members in
      // A list written by hand as something else ("DejaVu Sans, DejaVu Serif") is not
      // replaced by a list of one: it was, without a word, and the stars written were gone.
      let key = TypecaseSettings.Key.starredFamilies
      if let written = members[key], written.arrayElements == nil {
        unusable = written
        return
      }
      // Entries that are no names (a number, an object) stay where they are, unread.
      var elements = members[key]?.arrayElements ?? []
      let names = Self.starredFamilies(in: members)
      // In any case, as fontconfig names families: a star written by hand as "dejavu sans"
      // is DejaVu Sans's.
      let folded = name.lowercased()
      if starred {
        guard !names.contains(where: { $0.lowercased() == folded }) else { return }
        elements.append(.string(name))
      } else if names.contains(name) {
        // The name as given, where two starred names differ in case alone.
        elements.removeAll { $0.stringValue == name }
      } else {
        guard names.contains(where: { $0.lowercased() == folded }) else { return }
        elements.removeAll { $0.stringValue?.lowercased() == folded }
      }
      members[key] = .array(elements)
    }
    if let unusable { throw .notAList(key: TypecaseSettings.Key.starredFamilies, value: unusable) }
    return load
  }

  /// The names in the file's `starred-families` list (its strings, each once).
  static func starredFamilies(in members: [String: JSONValue]) -> [String] {
    guard case .array(let elements)? = members[TypecaseSettings.Key.starredFamilies] else { return [] }
    var names: [String] = []
    for name in elements.compactMap(\.stringValue) where !names.contains(name) { names.append(name) }
    return names
  }

  /// The stamp of the settings file now, nil when there is none; poll it to notice other writers.
  public func modificationStamp() -> FileFingerprint? { FileFingerprint(path: filePath) }

  private var filePath: String { fileURL.path }

  private var lockPath: String { directory.appendingPathComponent("settings.lock").path }

  /// The definition of `key`, or the error that lists the known keys.
  private func definition(_ key: String) throws(SettingsStoreError) -> SettingDefinition {
    guard let setting = schema.setting(key) else { throw .unknownKey(key, known: schema.settings.map(\.key)) }
    return setting
  }

  /// Changes the file's members with `change` under the lock, writing only when something
  /// changed; an unusable file is set aside and replaced by `inUse` (or nothing) changed.
  private func update(inUse: SettingsValues? = nil, _ change: (inout [String: JSONValue]) -> Void)
    throws(SettingsStoreError) -> SettingsLoad
  {
    do throws(SettingsFileSystem.Failure) {
      do throws(SettingsFileSystem.Failure) {
        try SettingsFileSystem.makeDirectories(directory.path)
      } catch {
        // The folder that could not be made is named: "…/settings.json: Permission denied"
        // named a file that did not exist.
        throw SettingsFileSystem.Failure(code: error.code, subject: error.subject ?? directory.path)
      }
      return try SettingsFileSystem.withExclusiveLock(lockPath, waitingAtMost: lockWait, onLongWait: onLongWait) {
        () throws(SettingsFileSystem.Failure) in
        // The file written: settings.json, or where it links to.
        let target = SettingsFileSystem.writeTarget(filePath)
        func changeUnderLock() throws(SettingsFileSystem.Failure) -> SettingsLoad {
          var current = try self.readUnderLock(at: target, inUse: inUse)
          let before = current.members
          change(&current.members)
          if current.members != before || current.setAside {
            try SettingsFileSystem.replace(current.path, with: JSONValue.document(current.members))
          }
          return self.resolve(current.members, warnings: current.warnings)
        }
        // The file may be the settings file of other configuration folders too, linked (two
        // accounts, a toolbox's own XDG_CONFIG_HOME) or hard-linked, whose writers take their
        // own settings.lock: the file itself is locked as well (a regular one: a named pipe
        // would hold the opening), or, not made yet, the folder it will be made in. With two
        // folders on one file, a third of 80 stars made at once from both were lost.
        if SettingsFileSystem.isRegularFile(target) {
          return try SettingsFileSystem.withExclusiveLock(
            target, on: .file, waitingAtMost: lockWait, onLongWait: onLongWait, changeUnderLock)
        }
        let targetFolder = SettingsFileSystem.directoryName(target)
        guard
          SettingsFileSystem.resolvingLink(targetFolder) != SettingsFileSystem.resolvingLink(directory.path),
          SettingsFileSystem.exists(targetFolder)
        else { return try changeUnderLock() }
        return try SettingsFileSystem.withExclusiveLock(
          targetFolder, on: .folder, waitingAtMost: lockWait, onLongWait: onLongWait, changeUnderLock)
      }
    } catch {
      // A link is named with where it points: "No such file or directory" of a link that
      // exists, into a folder that does not, sent users looking at the wrong place.
      let target = SettingsFileSystem.writeTarget(filePath)
      throw .unwritable(path: target == filePath ? filePath : filePath + " → " + target, reason: error.reason)
    }
  }

  /// The largest settings file read, in bytes: Typecase writes well under a kilobyte, and a
  /// 50 MB file took five seconds to read before every command, `--help` too.
  static let sizeLimit = 1 << 20

  /// The file's members as a lock holder sees them, a corrupt file having been set aside.
  private struct LockedContents {
    /// The file written to: `settings.json`, or where it links to.
    var path: String
    /// The top-level members, by key.
    var members: [String: JSONValue]
    /// What happened to a corrupt file.
    var warnings: [Message]
    /// Whether a corrupt file was set aside: a file is written then even with nothing changed
    /// (none was, and the settings in use were gone with it).
    var setAside = false
  }

  /// Reads the file at `path` (settings.json, or where it links to); the caller holds the lock.
  ///
  /// A file that is no JSON object is set aside, its members taken from `inUse` (none when
  /// nil).
  private func readUnderLock(at path: String, inUse: SettingsValues?) throws(SettingsFileSystem.Failure)
    -> LockedContents
  {
    switch SettingsFileSystem.readContents(path, regularFileOnly: true, limit: Self.sizeLimit) {
    case .missing:
      return LockedContents(path: path, members: [:], warnings: [])
    case .failed(let failure) where failure.code == EFBIG:
      // A regular file of over a megabyte is no settings file: set aside as a corrupt one is
      // (every change failed with "File too large", `settings reset` too, for good).
      return try setAside(path, problem: failure.reason, inUse: inUse)
    case .failed(let failure):
      throw failure
    case .bytes(let bytes):
      do throws(JSONValue.ParseError) {
        return LockedContents(path: path, members: try JSONValue.parseObject(bytes), warnings: [])
      } catch {
        return try setAside(path, problem: .message(describe(error)), inUse: inUse)
      }
    }
  }

  /// Moves the unusable file at `path` aside (`problem`: what is wrong with it); its members
  /// taken from `inUse` (none when nil).
  private func setAside(
    _ path: String, problem: Message.Argument, inUse: SettingsValues?
  ) throws(SettingsFileSystem.Failure) -> LockedContents {
    let kept = try SettingsFileSystem.moveAside(path, suffix: ".corrupt-" + timestamp())
    guard let inUse else {
      let warning = tr(
        "the settings file {path} could not be used ({problem}), so the defaults apply; it was kept as {kept}",
        nesting: ["path": .text(filePath), "problem": problem, "kept": .text(kept)])
      return LockedContents(path: path, members: [:], warnings: [warning], setAside: true)
    }
    let warning = tr(
      "the settings file {path} could not be used ({problem}); it was kept as {kept}, and the settings in use were written in its place",
      nesting: ["path": .text(filePath), "problem": problem, "kept": .text(kept)])
    return LockedContents(path: path, members: Self.members(of: inUse), warnings: [warning], setAside: true)
  }

  /// The file's members that hold `values`: each stored value, and the starred families.
  static func members(of values: SettingsValues) -> [String: JSONValue] {
    var members = values.stored.mapValues(JSONValue.string)
    if !values.starredFamilies.isEmpty {
      members[TypecaseSettings.Key.starredFamilies] = .array(values.starredFamilies.map(JSONValue.string))
    }
    return members
  }

  /// The values of `members` the schema allows, with a warning for each one it does not.
  private func resolve(_ members: [String: JSONValue], warnings: [Message]) -> SettingsLoad {
    var stored: [String: String] = [:]
    var warnings = warnings
    for setting in schema.settings {
      guard let value = members[setting.key] else { continue }
      // A number is read as its text: `"preview-size": 24` is what a person writes by hand.
      if let text = value.stringValue ?? value.numberText, setting.allows(text) {
        stored[setting.key] = text
      } else if setting.allowedValues.isEmpty {
        warnings.append(
          tr(
            "ignored {key} = {value} in the settings file: it must be text without NUL characters",
            ["key": setting.key, "value": SettingsStoreError.shortened(value)]))
      } else {
        warnings.append(
          tr(
            "ignored {key} = {value} in the settings file: the allowed values are {allowed}",
            [
              "key": setting.key, "value": SettingsStoreError.shortened(value),
              "allowed": setting.allowedValues.joined(separator: ", "),
            ]))
      }
    }
    if let starred = members[TypecaseSettings.Key.starredFamilies], starred.arrayElements == nil {
      warnings.append(
        tr(
          "ignored {key} = {value} in the settings file: it must be a list of family names",
          ["key": TypecaseSettings.Key.starredFamilies, "value": SettingsStoreError.shortened(starred)]))
    }
    // A key written otherwise than Typecase's ("previewSize", "Language") was passed over
    // without a word; keys of other versions, like nothing Typecase knows, stay unsaid.
    let known = schema.settings.map(\.key) + [TypecaseSettings.Key.starredFamilies]
    for key in members.keys.sorted() where !known.contains(key) {
      guard let meant = known.first(where: { Self.spelling($0) == Self.spelling(key) }) else { continue }
      warnings.append(
        tr(
          "ignored {key} in the settings file: no setting is called so; did you mean {meant}?",
          ["key": JSONValue.quoted(key), "meant": meant]))
    }
    // Entries of the list that are no names were passed over without a word.
    let unnamed = members[TypecaseSettings.Key.starredFamilies]?.arrayElements?.filter { $0.stringValue == nil } ?? []
    if !unnamed.isEmpty {
      warnings.append(
        trn(
          "ignored {count} entry of {key} in the settings file that is no family name: {values}",
          "ignored {count} entries of {key} in the settings file that are no family names: {values}",
          unnamed.count,
          [
            "key": TypecaseSettings.Key.starredFamilies,
            "values": unnamed.map(SettingsStoreError.shortened).joined(separator: ", "),
          ]))
    }
    return SettingsLoad(
      values: SettingsValues(
        stored: stored, environment: environment, starredFamilies: Self.starredFamilies(in: members)),
      warnings: warnings)
  }

  /// `key` in lowercase letters and digits alone: "previewSize", "Preview_Size" and
  /// "preview-size" are spelt alike.
  private static func spelling(_ key: String) -> String {
    String(key.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) })
  }

  /// What is wrong with a file, for a warning.
  private func describe(_ problem: JSONValue.ParseError) -> Message {
    switch problem {
    case .notUTF8: tr("not UTF-8 text")
    case .notJSON(let line): tr("not valid JSON at line {line}", ["line": String(line)])
    case .notAnObject: tr("not a JSON object")
    }
  }

  /// The time now in UTC, for example "20261129T120000Z".
  private func timestamp() -> String {
    var seconds = time_t(now().timeIntervalSince1970.rounded(.down))
    var parts = tm()
    guard gmtime_r(&seconds, &parts) != nil else { return String(seconds) }
    let fields = [parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour, parts.tm_min, parts.tm_sec]
    let digits = zip(fields, [4, 2, 2, 2, 2, 2]).map { field, width in
      let text = String(field)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return digits[0] + digits[1] + digits[2] + "T" + digits[3] + digits[4] + digits[5] + "Z"
  }
}

/// The settings read from the file, and what the user should hear about it.
public struct SettingsLoad: Sendable, Equatable {
  /// The values: valid stored ones, defaults for the rest.
  public var values: SettingsValues
  /// What the user should hear: a corrupt file set aside, values ignored.
  public var warnings: [Message]

  /// Creates a load result.
  public init(values: SettingsValues, warnings: [Message]) {
    self.values = values
    self.warnings = warnings
  }
}

/// Why a setting could not be changed.
public enum SettingsStoreError: Error, Equatable, CustomStringConvertible {
  /// The explanation in English (for logs).
  public var description: String { message.description }

  /// No setting has this key; `known` lists those that do.
  case unknownKey(String, known: [String])
  /// The setting does not take this value; `allowed` lists its values (empty for free text).
  case invalidValue(key: String, value: String, allowed: [String])
  /// The settings file could not be written; the values in memory still apply.
  case unwritable(path: String, reason: Message.Argument)
  /// The file holds `value` for `key`, which must be a list (of family names): it is not
  /// changed, so that what was written by hand is not lost.
  case notAList(key: String, value: JSONValue)

  /// Whether the file was not written because another program held its lock for as long as
  /// the store waits.
  public var isLockHeld: Bool {
    guard case .unwritable(_, let reason) = self else { return false }
    return reason == SettingsFileSystem.Failure.lockHeld.reason
  }

  /// A one-line explanation.
  public var message: Message {
    switch self {
    case .unknownKey(let key, let known):
      tr(
        "unknown setting {key}; settings are: {known}",
        ["key": JSONValue.quoted(key), "known": known.joined(separator: ", ")])
    case .invalidValue(let key, let value, let allowed) where allowed.isEmpty:
      tr(
        "{value} is not a value of {key}; it must be text without NUL characters",
        ["value": Self.shortened(.string(value)), "key": key])
    case .invalidValue(let key, let value, let allowed):
      tr(
        "{value} is not a value of {key}; allowed: {allowed}",
        ["value": Self.shortened(.string(value)), "key": key, "allowed": allowed.joined(separator: ", ")])
    case .unwritable(let path, let reason):
      tr("cannot write settings to {path}: {reason}", nesting: ["path": .text(path), "reason": reason])
    case .notAList(let key, let value):
      tr(
        "the settings file holds {key} = {value}, not a list of family names: it is left as it is; write it as a list, such as [\"DejaVu Sans\"], or remove it",
        ["key": key, "value": Self.shortened(value)])
    }
  }

  /// `value` as JSON on one line, cut to about 60 characters, for messages.
  static func shortened(_ value: JSONValue) -> String {
    let oneLine = value.rendered().split(separator: "\n").map { $0.trimmingSpaces() }
      .joined(separator: " ")
    return oneLine.count > 60 ? oneLine.prefix(57) + "…" : oneLine
  }
}
