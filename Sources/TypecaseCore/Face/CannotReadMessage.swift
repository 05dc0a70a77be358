extension Message {
  /// "cannot read "PATH": REASON": what the commands and the window say of a font file nothing
  /// could be read from, its path with control characters escaped.
  public static func cannotRead(_ path: String, because reason: Message) -> Message {
    tr(
      "cannot read \"{path}\": {reason}",
      nesting: ["path": .text(VisibleText.escaped(path)), "reason": .message(reason)])
  }
}
