import Foundation
import Testing
import TypecaseCore

/// `trimmingSpaces()` trims what Foundation's `trimmingCharacters(in: .whitespaces)` trims: tabs,
/// space separators and the zero width space at either end, not line breaks.
@Suite struct SpaceTrimmingTests {
  /// Every space separator, tab, and characters that are no spaces for this (line breaks, a
  /// zero-width space, a combining mark).
  static let edges: [String] =
    (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init)
    .filter { $0.properties.generalCategory == .spaceSeparator }.map(String.init)
    + ["\t", "\n", "\r", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{200B}", "\u{FEFF}", "\u{301}", "x", ""]

  @Test func trimsAsFoundationTrimsWhitespaces() {
    #expect(Self.edges.count > 25)
    for left in Self.edges {
      for right in Self.edges {
        for middle in ["", "a b", "日本\u{3000}語", "\u{301}"] {
          let text = left + left + middle + right
          #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
      }
    }
    #expect("  Inter  ".trimmingSpaces() == "Inter")
    #expect("\t\u{3000}x\u{A0}".trimmingSpaces() == "x")
    #expect(" \n ".trimmingSpaces() == "\n")
    #expect("\u{200B}x\u{200B}".trimmingSpaces() == "x")
  }
}
