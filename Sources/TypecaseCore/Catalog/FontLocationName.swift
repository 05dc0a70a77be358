import Glibc

extension FontLocation {
  /// The largest index fontconfig and FreeType can take (32 bits: named instance × 65,536 +
  /// face in the collection).
  public static let largestIndex = Int(UInt32.max)

  /// The face a file's name names: the whole name when a file has it, else the name before a
  /// last `#INDEX` (`Inter.var.ttf#65536`: named instance × 65,536 + face in a collection).
  ///
  /// `typecase face FILE#INDEX` and the window's `--page face/FILE#INDEX` read names so; a
  /// name whose `#` is followed by anything but a number up to `largestIndex` is a file's.
  /// `fileExists` says whether a file has a name (by default, whether the system finds one).
  public init(naming text: String, fileExists: (String) -> Bool = { access($0, F_OK) == 0 }) {
    self.init(file: text)
    guard !fileExists(text), let hash = text.lastIndex(of: "#") else { return }
    let digits = text[text.index(after: hash)...]
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits),
      number <= Self.largestIndex
    else { return }
    self.init(file: String(text[..<hash]), index: number)
  }

  /// The name `init(naming:fileExists:)` reads back: the file, with `#INDEX` when the face is
  /// not the file's first.
  public var name: String { index == 0 ? file : "\(file)#\(index)" }
}
