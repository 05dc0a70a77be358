import CFontconfig

extension FontLibrary {
  /// The families with a face in `file`, in the catalog's order: where a font just installed
  /// shows up.
  public func families(inFile file: String) -> [String] { families(inFiles: [file]) }

  /// The families with a face in any of `files`, in the catalog's order, found in one walk
  /// over the catalog.
  ///
  /// The paths are compared as C strings: a Swift string made of each of 50,000 faces' paths
  /// took 25 ms, on the window's thread at every read of the fonts while a file's page was open.
  public func families(inFiles files: Set<String>) -> [String] {
    let wanted = files.map { Array($0.utf8CString) }
    return FC_FILE.withCString { object in
      families.map(\.name).filter { name in
        (patternsByFamily[name] ?? []).contains { FontPatternReader(pattern: $0).hasString(object, among: wanted) }
      }
    }
  }
}
