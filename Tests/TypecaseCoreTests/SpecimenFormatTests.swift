import Testing

@testable import TypecaseCore

/// The path a specimen is written to from a file chooser's name and kind of file chosen.
@Suite struct SpecimenFormatTests {
  @Test func theKindChosenGivesTheNameItsExtension() {
    // PNG chosen over the suggested "….pdf": a PNG (a PDF was written).
    #expect(SpecimenFormat.path(for: "/d/Mono Specimen.pdf", kind: .png) == "/d/Mono Specimen.png")
    #expect(SpecimenFormat.path(for: "/d/mono", kind: .svg) == "/d/mono.svg")
    #expect(SpecimenFormat.path(for: "/d/mono.png", kind: .png) == "/d/mono.png")
    // The first kind, PDF, is what the chooser starts with: a name saying another keeps it.
    #expect(SpecimenFormat.path(for: "/d/mono.png", kind: .pdf) == "/d/mono.png")
    #expect(SpecimenFormat.path(for: "/d/mono", kind: .pdf) == "/d/mono.pdf")
    // No kind said: the name's, else PDF.
    #expect(SpecimenFormat.path(for: "/d/mono.SVG", kind: nil) == "/d/mono.SVG")
    #expect(SpecimenFormat.path(for: "/d.x/mono", kind: nil) == "/d.x/mono.pdf")
  }
}
