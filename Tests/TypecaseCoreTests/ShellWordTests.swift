import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// A path in a suggested command: as it is when a shell reads it so, else quoted.
@Suite struct ShellWordTests {
  @Test func aPlainPathStaysAndAnyOtherIsQuoted() throws {
    #expect(
      ShellWord.quoted("~/.local/share/fonts/Inter-4.0.ttf", fullPath: "/h/.local/share/fonts/Inter-4.0.ttf")
        == "~/.local/share/fonts/Inter-4.0.ttf")
    #expect(
      ShellWord.quoted("~/fonts/Iter Sans's.ttf", fullPath: "/h/fonts/Iter Sans's.ttf")
        == #"'/h/fonts/Iter Sans'\''s.ttf'"#)
    #expect(ShellWord.quoted("/f/$HOME.ttf", fullPath: "/f/$HOME.ttf") == "'/f/$HOME.ttf'")
    #expect(ShellWord.quoted("/f/a~b.ttf", fullPath: "/f/a~b.ttf") == "'/f/a~b.ttf'")
    #expect(ShellWord.quoted("/f/日本.ttf", fullPath: "/f/日本.ttf") == "'/f/日本.ttf'")
    // Read back by a shell: the same path.
    for path in ["/f/Iter Sans's.ttf", "/f/$HOME `x`.ttf", "/f/a\"b.ttf"] {
      let shell = try ProcessRunner.run(
        URL(fileURLWithPath: "/bin/sh"), ["-c", "printf %s " + ShellWord.quoted(path, fullPath: path)],
        environment: [:])
      #expect(shell.standardOutput == path)
    }
  }
}
