import Testing

@testable import TypecaseCore

/// How two snapshots' faces are paired and compared.
@Suite struct SnapshotDiffTests {
  func face(
    _ name: String?, family: String = "F", file: String, index: Int = 0, version: String? = "1.000",
    sha: String? = "s", count: Int? = 95, charset: String? = "c"
  ) -> SnapshotFace {
    SnapshotFace(
      family: family, style: "Regular", postScriptName: name, file: file, index: index, version: version,
      sha256: sha, characterCount: count, charsetSHA256: charset)
  }

  @Test func sameFacesAreNoDifference() {
    let faces = [face("A", file: "/a"), face(nil, family: "G", file: "/g")]
    let diff = SnapshotDiff(before: faces, after: faces.reversed())
    #expect(diff.isEmpty)
    #expect(diff.unchangedCount == 2)
  }

  @Test func addedRemovedAndChangedByFamily() {
    let diff = SnapshotDiff(
      before: [face("A", file: "/a"), face("B", family: "Other", file: "/b"), face("C", file: "/c")],
      after: [face("A", file: "/a", version: "2.000", sha: "t"), face("C", file: "/c"), face("D", file: "/d")])
    #expect(diff.families.map(\.name) == ["F", "Other"])
    #expect(diff.families[0].added.map(\.identity) == ["D"])
    #expect(diff.families[0].changed.map(\.fields) == [[.version, .sha256]])
    #expect(diff.families[1].removed.map(\.identity) == ["B"])
    #expect((diff.addedCount, diff.removedCount, diff.changedCount, diff.unchangedCount) == (1, 1, 1, 1))
  }

  /// A touched file (same contents) is the same face; coverage one side does not know is not
  /// compared.
  @Test func onlyKnownCoverageIsCompared() {
    let diff = SnapshotDiff(
      before: [face("A", file: "/a", count: nil, charset: nil)], after: [face("A", file: "/a", count: 3, charset: "y")])
    #expect(diff.isEmpty)
    let coverage = SnapshotDiff(before: [face("A", file: "/a")], after: [face("A", file: "/a", charset: "other")])
    #expect(coverage.families.first?.changed.first?.fields == [.coverage])
  }

  /// A face renamed (a configuration's rule giving its family another name, a new version
  /// calling its style otherwise) under the same PostScript name is a change: it was "the
  /// same", while programs now found it only by its new name.
  @Test func aRenamedFaceIsAChange() {
    let renamed = SnapshotDiff(before: [face("A", file: "/a")], after: [face("A", family: "Corp", file: "/a")])
    #expect(renamed.families.map(\.name) == ["Corp"])
    #expect(renamed.families.first?.changed.first?.fields == [.names])
    var restyled = face("A", file: "/a", version: "2.000")
    restyled.style = "Book"
    let both = SnapshotDiff(before: [face("A", file: "/a")], after: [restyled])
    #expect(both.families.first?.changed.first?.fields == [.names, .version])
  }

  /// A file that could no longer be read (no SHA-256) is a change of contents: it was "the
  /// same", and a snapshot that silently left out the hash passed a CI check.
  @Test func aFileNoLongerReadIsAChange() {
    let unread = SnapshotDiff(before: [face("A", file: "/a", sha: "x")], after: [face("A", file: "/a", sha: nil)])
    #expect(unread.families.first?.changed.first?.fields == [.sha256])
    let readAgain = SnapshotDiff(before: [face("A", file: "/a", sha: nil)], after: [face("A", file: "/a", sha: "x")])
    #expect(readAgain.families.first?.changed.first?.fields == [.sha256])
  }

  /// One font installed twice: paired by file, the copy that went is removed, not a change.
  @Test func duplicatesArePairedByFile() {
    let diff = SnapshotDiff(
      before: [face("A", file: "/one"), face("A", file: "/two")], after: [face("A", file: "/two")])
    #expect(diff.families.first?.removed.map(\.file) == ["/one"])
    #expect(diff.families.first?.changed.isEmpty == true)
    let moved = SnapshotDiff(before: [face("A", file: "/one")], after: [face("A", file: "/three")])
    #expect(moved.families.first?.changed.first?.fields == [.file])
  }

  /// Two builds of one name only renamed are the same builds in other files, each paired with
  /// its contents: in file order, each read as the other's new version.
  @Test func buildsOnlyRenamedArePairedByTheirContents() {
    let diff = SnapshotDiff(
      before: [
        face("A", file: "/A-zzz.ttf", version: "1.000", sha: "one"),
        face("A", file: "/A-0.ttf", version: "3.000", sha: "three"),
      ],
      after: [
        face("A", file: "/A-a.ttf", version: "1.000", sha: "one"),
        face("A", file: "/A-b.ttf", version: "3.000", sha: "three"),
      ])
    let changes = diff.families.first?.changed ?? []
    #expect(changes.count == 2)
    #expect(changes.allSatisfy { $0.fields == [.file] && $0.before.version == $0.after.version }, "\(changes)")
  }

  /// A family's build that went, beside another family's font of the same PostScript name that
  /// was renamed: the build is removed and the other font's file changed, not the build
  /// renamed into the other family.
  @Test func facesOfOneNameArePairedWithinTheirFamily() {
    let diff = SnapshotDiff(
      before: [
        face("DejaVuSans", family: "DejaVu Sans", file: "/sys/DejaVuSans.ttf"),
        face("DejaVuSans", family: "DejaVu Sans", file: "/home/DejaVuSans-QA99.ttf", version: "99.000", sha: "qa"),
        face("DejaVuSans", family: "QA Clash", file: "/home/QAClash.ttf", version: "2.004", sha: "clash"),
      ],
      after: [
        face("DejaVuSans", family: "DejaVu Sans", file: "/sys/DejaVuSans.ttf"),
        face("DejaVuSans", family: "QA Clash", file: "/home/QAClash2.ttf", version: "2.004", sha: "clash-2"),
      ])
    let dejaVu = diff.families.first { $0.name == "DejaVu Sans" }
    #expect(dejaVu?.removed.map(\.file) == ["/home/DejaVuSans-QA99.ttf"])
    let clash = diff.families.first { $0.name == "QA Clash" }
    #expect(clash?.changed.map(\.fields) == [[.file, .sha256]])
    #expect(clash?.removed.isEmpty == true)
  }

  /// A family's build that went while another family's font of the name came, in other files
  /// and of other contents: one removed and one added, not a font renamed into the other
  /// family.
  @Test func facesOfOneNameInOtherFamiliesAndFilesAreAddedAndRemoved() {
    let diff = SnapshotDiff(
      before: [
        face("Q", family: "QA Diff", file: "/a/1.ttf", sha: "1"),
        face("Q", family: "QA Diff", file: "/b/2.ttf", sha: "2"),
      ],
      after: [
        face("Q", family: "QA Diff", file: "/a/1.ttf", sha: "1"),
        face("Q", family: "QA Other", file: "/d/4.ttf", sha: "4"),
      ])
    #expect(diff.families.first { $0.name == "QA Diff" }?.removed.map(\.file) == ["/b/2.ttf"])
    #expect(diff.families.first { $0.name == "QA Other" }?.added.map(\.file) == ["/d/4.ttf"])
    #expect(diff.changedCount == 0)
  }

  /// A named instance whose number moved (an instance before it dropped) is at the same place:
  /// only an instance's own face of the file, or another file, is another place.
  @Test func anInstanceRenumberedStaysInItsPlace() {
    let moved = SnapshotDiff(
      before: [face("V-Bold", file: "/v.ttf", index: 7 << 16, sha: "v1")],
      after: [face("V-Bold", file: "/v.ttf", index: 6 << 16, sha: "v2")])
    #expect(moved.families.first?.changed.first?.fields == [.sha256])
    let otherFace = SnapshotDiff(
      before: [face("V-Bold", file: "/v.ttc", index: 7 << 16)],
      after: [face("V-Bold", file: "/v.ttc", index: 7 << 16 | 1)])
    #expect(otherFace.families.first?.changed.first?.fields == [.file])
    let instanceNoMore = SnapshotDiff(
      before: [face("V-Bold", file: "/v.ttf", index: 7 << 16)], after: [face("V-Bold", file: "/v.ttf", index: 0)])
    #expect(instanceNoMore.families.first?.changed.first?.fields == [.file])
  }

  /// Languages fontconfig finds a face covers are compared as sets, where both sides list them.
  @Test func languagesLostOrGainedAreAChange() {
    var before = face("A", file: "/a")
    before.languages = ["en", "ru", "uk"]
    var after = face("A", file: "/a", count: 93)
    after.languages = ["en", "de"]
    let diff = SnapshotDiff(before: [before], after: [after])
    #expect(diff.families.first?.changed.first?.fields == [.coverage, .languages])
    after.languages = ["uk", "en", "ru"]
    after.characterCount = 95
    #expect(SnapshotDiff(before: [before], after: [after]).isEmpty)
    after.languages = nil
    #expect(SnapshotDiff(before: [before], after: [after]).isEmpty)
  }
}
