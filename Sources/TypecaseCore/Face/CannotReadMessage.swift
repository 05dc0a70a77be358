extension Message {
  /// "cannot read "PATH": REASON": what the commands and the window say of a font file nothing
  /// could be read from, its path with control characters escaped.
  public static func cannotRead(_ path: String, because reason: Message) -> Message {
    tr(
      "cannot read \"{path}\": {reason}",
      nesting: ["path": .text(VisibleText.escaped(path)), "reason": .message(reason)])
  }

  /// "the file holds COUNT faces; there is no face INDEX": a face number beyond the faces of
  /// its file.
  public static func noSuchFace(_ index: Int, count: Int) -> Message {
    trn(
      "the file holds {count} face; there is no face {index}", "the file holds {count} faces; there is no face {index}",
      count, ["index": String(index)])
  }

  /// "the font has COUNT named instances; there is no instance NUMBER": a named instance
  /// beyond the variable font's.
  public static func noSuchInstance(_ number: Int, count: Int) -> Message {
    trn(
      "the font has {count} named instance; there is no instance {number}",
      "the font has {count} named instances; there is no instance {number}", count, ["number": String(number)])
  }
}
