/// The faces cache's index (`SnapshotFaceStore`): the configuration the cached faces were
/// written for, each font folder's line of the fingerprint and the file holding its faces, and
/// the snapshot's order as runs of consecutive faces of one folder.
///
/// The file is binary: a header line naming the format, then numbers as 8 bytes little-endian
/// and byte strings after their length: the configuration; the folder count, each folder's line
/// and file name (empty for a folder without faces); the run count, each run's folder, first
/// face and face count.
package struct SnapshotFaceIndex: Sendable, Equatable {
  /// The first line of an index of this format.
  static let header = Array("typecase snapshot faces 4\n".utf8)

  /// Consecutive faces of one folder in the snapshot's order.
  package struct Run: Sendable, Equatable {
    /// The folder, an index in `folders`.
    package var folder: Int
    /// The first face, a position in the folder's faces.
    package var start: Int
    /// How many faces.
    package var count: Int

    /// Creates a run.
    package init(folder: Int, start: Int, count: Int) {
      self.folder = folder
      self.start = start
      self.count = count
    }
  }

  /// A font folder.
  package struct Folder: Sendable, Equatable {
    /// Its line of the fingerprint (`FontSetFingerprint.folders`).
    package var line: String
    /// The name of the file of its faces; empty when it has none.
    package var name: String

    /// Creates a folder.
    package init(line: String, name: String) {
      self.line = line
      self.name = name
    }
  }

  /// The configuration (`FontSetFingerprint.configuration`).
  package var configuration: String
  /// The folders.
  package var folders: [Folder]
  /// The snapshot's order.
  package var runs: [Run]

  /// Creates an index.
  package init(configuration: String, folders: [Folder], runs: [Run]) {
    self.configuration = configuration
    self.folders = folders
    self.runs = runs
  }

  /// Adds the face at `position` of `folder` after the faces of `runs`: to the last run when it
  /// follows it.
  package static func add(folder: Int, position: Int, to runs: inout [Run]) {
    if let last = runs.last, last.folder == folder, last.start + last.count == position {
      runs[runs.count - 1].count += 1
    } else {
      runs.append(Run(folder: folder, start: position, count: 1))
    }
  }

  /// The index in `bytes`; nil when they are not one.
  package init?(bytes: [UInt8]) {
    let read = bytes.withUnsafeBufferPointer { bytes -> SnapshotFaceIndex? in
      var reader = CacheFileReader(bytes: bytes)
      func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      }
      guard reader.take(Self.header.count).map({ bytes[$0].elementsEqual(Self.header) }) == true,
        let configuration = reader.byteString(), let folderCount = reader.count(of: 16)
      else { return nil }
      var folders: [Folder] = []
      for _ in 0..<folderCount {
        guard let line = reader.byteString(), let name = reader.byteString() else { return nil }
        folders.append(Folder(line: string(line), name: string(name)))
      }
      guard let runCount = reader.count(of: 24) else { return nil }
      var runs: [Run] = []
      runs.reserveCapacity(runCount)
      for _ in 0..<runCount {
        guard let folder = reader.number(), let start = reader.number(), let count = reader.number(),
          folder < UInt64(folderCount), start <= UInt64(Int.max), count <= UInt64(Int.max)
        else { return nil }
        runs.append(Run(folder: Int(folder), start: Int(start), count: Int(count)))
      }
      guard reader.isAtEnd else { return nil }
      return SnapshotFaceIndex(configuration: string(configuration), folders: folders, runs: runs)
    }
    guard let read else { return nil }
    self = read
  }

  /// The index as its file's bytes.
  package var bytes: [UInt8] {
    var bytes = Self.header
    func number(_ value: Int) {
      withUnsafeBytes(of: UInt64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }
    func string(_ text: String) {
      number(text.utf8.count)
      bytes.append(contentsOf: text.utf8)
    }
    string(configuration)
    number(folders.count)
    for folder in folders {
      string(folder.line)
      string(folder.name)
    }
    number(runs.count)
    for run in runs {
      number(run.folder)
      number(run.start)
      number(run.count)
    }
    return bytes
  }
}
