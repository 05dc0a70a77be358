import CFontconfig

extension FontLibrary {
  /// The families with a face in `file`, in the catalog's order: where a font just installed
  /// shows up.
  public func families(inFile file: String) -> [String] {
    families.map(\.name).filter { name in
      (patternsByFamily[name] ?? []).contains { FontPatternReader(pattern: $0).string(FC_FILE) == file }
    }
  }
}
