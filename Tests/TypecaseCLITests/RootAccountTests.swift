import Foundation
import Testing

@testable import TypecaseCLI

/// Which folders are root's own, for the note an administrator's install gets.
@Suite struct RootAccountTests {
  @Test(.enabled(if: geteuid() == 0, "runs as root"))
  func rootsOwnFontsFolderIsRootsAlone() throws {
    let home = try #require(getpwuid(0).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } })
    #expect(RootAccount.ownsHomeFolder(of: home + "/.local/share/fonts"))
    #expect(!RootAccount.ownsHomeFolder(of: "/home/someone/.local/share/fonts"))
    // A folder beside it whose name starts the same is not in it.
    #expect(!RootAccount.ownsHomeFolder(of: home + "-other/fonts"))
  }

  @Test(.enabled(if: geteuid() != 0, "runs as another user"))
  func anotherUsersFoldersAreNeverRoots() {
    #expect(!RootAccount.ownsHomeFolder(of: "/root/.local/share/fonts"))
  }
}
