import Testing
import TypecaseCore

@testable import TypecaseUI

/// A second launch's search and filters, written for the running window and read back there.
@Suite struct FindRequestTests {
  @Test func everyFilterAndTheSearchReadBackAsWritten() throws {
    var filters = FamilyFilters()
    filters.faces.language = "zh-tw"
    filters.faces.weight = 350...650
    filters.faces.width = .condensed
    filters.faces.format = .type1
    filters.faces.location = .user
    filters.faces.monospace = true
    filters.faces.italic = true
    filters.faces.variable = true
    filters.faces.color = true
    filters.faces.duplicates = true
    filters.starred = true
    for search in [nil, "", "Inter", "a=b\nmonospace", "search=x"] {
      let request = FindRequest(search: search, filters: filters)
      #expect(FindRequest(text: request.text) == request, "\(String(describing: search))")
    }
    let plain = FindRequest(search: nil, filters: FamilyFilters())
    #expect(plain.isEmpty)
    #expect(FindRequest(text: plain.text) == plain)
    #expect(!FindRequest(search: "x", filters: FamilyFilters()).isEmpty)
    #expect(FindRequest(text: "weight=heavy") == nil)
    #expect(FindRequest(text: "user\nsystem") == nil)
  }
}
