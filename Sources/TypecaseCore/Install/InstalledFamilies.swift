import CFontconfig

extension FontLibrary {
  /// The families with a face in `file`, in the catalog's order: where a font just installed
  /// shows up.
  public func families(inFile file: String) -> [String] { families(inFiles: [file]) }

  /// The families with a face in any of `files`, in the catalog's order, found in one walk
  /// over the catalog.
  public func families(inFiles files: Set<String>) -> [String] {
    families.map(\.name).filter { name in
      (patternsByFamily[name] ?? []).contains {
        FontPatternReader(pattern: $0).string(FC_FILE).map(files.contains) ?? false
      }
    }
  }
}
