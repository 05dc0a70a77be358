extension FontLibrary {
  /// The listed face a font file names, opened by path (`typecase FILE`, `--page face/FILE`):
  /// the face at `location`, and, where a variable font as a whole and its default instance
  /// share the place, the whole font when the file was named alone (`namesWholeFile`), as
  /// `typecase face FILE` reads it; nil when the file is not installed.
  public func listedFace(at location: FontLocation, namesWholeFile: Bool) -> FontFace? {
    // The file's families first: making every face (50,000) took a moment.
    let here = families(inFile: location.file).flatMap { family(named: $0)?.faces ?? [] }.filter {
      $0.location == location
    }
    return here.first { ($0.variation?.isWholeFont ?? false) == namesWholeFile } ?? here.first
  }
}
