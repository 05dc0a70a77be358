import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore
@testable import TypecaseFaceReading

/// The catalog's own reading of variable fonts (`SfntFace`, `NameTable`, `FvarTable`), which
/// keeps HarfBuzz out of `typecase`, against HarfBuzz's (`HarfBuzzFace`, what the face page
/// reads): the same names, axes and instances for every fixture font and every font on this
/// machine, and for name tables made to test the corners.
@Suite struct NameTableTests {
  /// Every fixture font file and every face fontconfig lists on this machine (file, index).
  static let faces: [FontLocation] = {
    let fixtures = ["fonts", "face-fonts", "extra-fonts", "render-fonts"].flatMap { folder -> [FontLocation] in
      let directory = FixtureFonts.packageRoot.appendingPathComponent("Tests/Fixtures/" + folder)
      return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        .filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }
        .map { FontLocation(file: directory.appendingPathComponent($0).path) }
    }
    let listed =
      (try? ProcessRunner.runTool("fc-list", ["--format", "%{file}\\t%{index}\\n"], environment: [:]))?
      .standardOutput ?? ""
    let machine = Set(
      listed.split(separator: "\n").compactMap { line -> FontLocation? in
        let fields = line.split(separator: "\t")
        guard fields.count == 2, let index = Int(fields[1]) else { return nil }
        return FontLocation(file: String(fields[0]), index: index & 0xFFFF)
      })
    // Web fonts (WOFF, WOFF2) aside: the catalog unpacks them, HarfBuzz 6 reads none (Material
    // Icons' Debian package installs both).
    let sfntFiles = machine.filter { !isWebFont($0.file) }
    return fixtures + sfntFiles.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
  }()

  /// Whether the file at `path` begins as a WOFF or WOFF2 file does ("wOFF", "wOF2").
  static func isWebFont(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let magic = (try? handle.read(upToCount: 4)) ?? Data()
    return magic == Data("wOFF".utf8) || magic == Data("wOF2".utf8)
  }

  @Test func thereAreFacesToCompare() {
    #expect(Self.faces.count > 20)
    #expect(Self.faces.contains { $0.file.hasSuffix("FixtureVariable-VF.ttf") })
  }

  @Test func namesAxesAndInstancesAreHarfBuzzs() {
    var variable = 0
    for location in Self.faces {
      let sfnt = SfntFace(file: location.file, faceIndex: location.index)
      let harfBuzz = HarfBuzzFace(file: location.file, faceIndex: location.index)
      #expect(sfnt?.facesInFile == harfBuzz?.facesInFile, "\(location)")
      guard let sfnt, let harfBuzz, location.index < harfBuzz.facesInFile else { continue }
      let names = NameTable(sfnt)
      let harfBuzzNames = FaceNames(harfBuzz)
      let entries = harfBuzz.nameEntries
      #expect(
        names.languages.map { "\($0.id) \($0.language)" } == entries.map { "\($0.id) \($0.language)" }, "\(location)")
      for id in Set(entries.map(\.id)) {
        #expect(names.english(id) == harfBuzzNames.english(id), "\(location) name \(id)")
      }
      let fvar = FvarTable(sfnt)
      #expect(fvar.axes.map { "\($0)" } == harfBuzz.axisInfos.map { "\($0)" }, "\(location)")
      #expect(fvar.namedInstances.map { "\($0)" } == harfBuzz.namedInstanceInfos.map { "\($0)" }, "\(location)")
      let harfBuzzVariations = FontVariations(
        axes: harfBuzz.axisInfos, namedInstances: harfBuzz.namedInstanceInfos, english: harfBuzzNames.english)
      let read = FontVariations.read(file: location.file, faceIndex: location.index)
      #expect(read == (harfBuzzVariations.axes.isEmpty ? nil : harfBuzzVariations), "\(location)")
      if read != nil { variable += 1 }
    }
    #expect(variable >= 2)
  }

  @Test func madeUpNameTablesReadAsHarfBuzzReadsThem() throws {
    // Records HarfBuzz ranks and drops: every encoding of the platforms, languages it knows and
    // does not, a Unicode record named by an ltag tag, broken UTF-16 and Mac Roman beyond ASCII,
    // one name in two encodings of one language, and a string outside the table.
    let records: [(platform: UInt16, encoding: UInt16, language: UInt16, id: UInt16, bytes: [UInt8])] = [
      (3, 1, 0x0409, 1, utf16("Family")), (3, 10, 0x0409, 1, utf16("Family 32")), (1, 0, 0, 1, [0x46, 0xE9, 0x41]),
      (3, 1, 0x0411, 1, utf16("ファミリー")), (3, 1, 0x7777, 1, utf16("Unknown")), (0, 3, 0, 2, utf16("Ltag")),
      (0, 4, 1, 2, utf16("Ltag two")), (0, 3, 9, 2, utf16("No tag")),
      (3, 1, 0x0804, 4, [0xD8, 0x00, 0x00, 0x41, 0x00]),
      (3, 1, 0x0404, 4, utf16("Full 𝔸")), (2, 1, 0x0409, 4, utf16("ISO")), (1, 0, 11, 5, [0x4A, 0x80]),
      (3, 0, 0x0409, 6, utf16("Symbol")), (3, 1, 0x0C09, 9, utf16("Aussie")), (3, 1, 0x0809, 9, utf16("British")),
    ]
    for stray in [false, true] {
      let font = try madeUpFont(records: records, ltag: ["en-US", "ja_JP", "", "@x"], strayRecord: stray)
      defer { try? FileManager.default.removeItem(atPath: font) }
      let sfnt = try #require(SfntFace(file: font, faceIndex: 0))
      let harfBuzz = try #require(HarfBuzzFace(file: font, faceIndex: 0))
      let names = NameTable(sfnt)
      #expect(
        names.languages.map { "\($0.id) \($0.language)" } == harfBuzz.nameEntries.map { "\($0.id) \($0.language)" })
      // A string outside the table makes HarfBuzz drop the whole table.
      #expect(stray ? names.languages.isEmpty : names.languages.count > 8)
      let harfBuzzNames = FaceNames(harfBuzz)
      for id in UInt32(0)...12 { #expect(names.english(id) == harfBuzzNames.english(id), "name \(id)") }
    }
  }

  func utf16(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }

  /// A font file (in the temporary folder) holding only a name table of `records` and an ltag
  /// table of `ltag`; with `strayRecord`, one more record's string lies past the end of the table.
  func madeUpFont(
    records: [(platform: UInt16, encoding: UInt16, language: UInt16, id: UInt16, bytes: [UInt8])], ltag: [String],
    strayRecord: Bool
  ) throws -> String {
    var name: [UInt8] = []
    func u16(_ value: Int, into bytes: inout [UInt8]) { bytes += [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
    func u32(_ value: Int, into bytes: inout [UInt8]) {
      for shift in [24, 16, 8, 0] { bytes.append(UInt8((value >> shift) & 0xFF)) }
    }
    var strings: [UInt8] = []
    u16(0, into: &name)
    let count = records.count + (strayRecord ? 1 : 0)
    u16(count, into: &name)
    u16(6 + 12 * count, into: &name)
    for record in records {
      for field in [record.platform, record.encoding, record.language, record.id] { u16(Int(field), into: &name) }
      u16(record.bytes.count, into: &name)
      u16(strings.count, into: &name)
      strings += record.bytes
    }
    if strayRecord { for field in [3, 1, 0x0409, 10, 8, 60000] { u16(field, into: &name) } }
    name += strings
    var tags: [UInt8] = []
    u32(1, into: &tags)
    u32(0, into: &tags)
    u32(ltag.count, into: &tags)
    var offset = 12 + 4 * ltag.count
    for tag in ltag {
      u16(offset, into: &tags)
      u16(tag.utf8.count, into: &tags)
      offset += tag.utf8.count
    }
    tags += ltag.flatMap { Array($0.utf8) }
    let tables: [(String, [UInt8])] = [("ltag", tags), ("name", name)]
    var file: [UInt8] = []
    u32(0x0001_0000, into: &file)
    u16(tables.count, into: &file)
    for field in [32, 1, 0] { u16(field, into: &file) }
    var start = 12 + 16 * tables.count
    for (tag, bytes) in tables {
      file += Array(tag.utf8)
      u32(0, into: &file)
      u32(start, into: &file)
      u32(bytes.count, into: &file)
      start += bytes.count
    }
    for (_, bytes) in tables { file += bytes }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("name-table-\(UUID().uuidString).ttf").path
    try Data(file).write(to: URL(fileURLWithPath: path))
    return path
  }
}
