import Testing

@testable import TypecaseCore

/// The head table's revision as text, and whether it says another number than the version
/// string.
@Suite struct FontRevisionTests {
  @Test func writesThousandths() {
    #expect(FontRevision.text(0x0002_0000) == "2.000")
    #expect(FontRevision.text(0x0001_0042) == "1.001")
    #expect(FontRevision.text(0x0002_0979) == "2.037")
    #expect(FontRevision.text(0) == "0.000")
    #expect(FontRevision.text(-0x0001_8000) == "-1.500")
  }

  @Test func comparesWithTheVersionStringsFirstNumber() {
    #expect(!FontRevision.differs("1.000", fromVersion: "Version 1.000; ttfautohint (v1.8.3)"))
    #expect(FontRevision.differs("1.001", fromVersion: "Version 1.002; ttfautohint (v1.8.3)"))
    #expect(!FontRevision.differs("1.100", fromVersion: "Version 1.10"))
    #expect(!FontRevision.differs("3.000", fromVersion: "3"))
    #expect(FontRevision.differs("2.000", fromVersion: "Version 1.000"))
    #expect(FontRevision.differs("2.000", fromVersion: nil))
    #expect(FontRevision.differs("2.000", fromVersion: "Release build"))
    // A trailing point is no decimal: "Version 2." reads 2.
    #expect(!FontRevision.differs("2.000", fromVersion: "Version 2."))
  }
}
