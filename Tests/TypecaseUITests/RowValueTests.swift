import Testing

@testable import TypecaseUI

/// Rows keep value semantics although their fields live in a shared box: changing a copy never
/// changes the row it was copied from, and equality and hashing follow the fields.
@Suite struct RowValueTests {
  static func sample() -> Row {
    var row = Row(
      id: "family/Alpha", text: "Alpha", detail: "4 styles", font: RowFont(family: "Alpha", points: 20),
      accessory: .disclosure, action: .push(.family("Alpha")))
    row.badge = "Duplicates"
    return row
  }

  @Test func changingACopyLeavesTheOriginalAsItWas() {
    let original = Self.sample()
    var copy = original
    copy.text = "Beta"
    copy.badge = nil
    copy.isDimmed = true
    copy.star = StarToggle(family: "Beta", isStarred: true, label: "Unstar Beta")
    #expect(original.text == "Alpha")
    #expect(original.badge == "Duplicates")
    #expect(!original.isDimmed)
    #expect(original.star == nil)
    #expect(copy.text == "Beta" && copy.badge == nil && copy.isDimmed && copy.star?.isStarred == true)
    #expect(copy != original)
  }

  @Test func rowsWithTheSameFieldsAreEqualAndHashAlike() {
    let first = Self.sample()
    let second = Self.sample()
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
    var changed = second
    changed.detail = "3 styles"
    #expect(changed != first)
    changed.detail = "4 styles"
    #expect(changed == first)
  }

  @Test func aRowChangedTwiceInPlaceKeepsBothChanges() {
    var row = Self.sample()
    row.accessibleLabel = "Alpha, 4 styles"
    row.detailLabel = "Details of Alpha"
    #expect(row.accessibleLabel == "Alpha, 4 styles")
    #expect(row.detailLabel == "Details of Alpha")
    #expect(row.text == "Alpha")
  }
}
