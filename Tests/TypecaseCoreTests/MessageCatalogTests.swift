import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// The .mo reader: msgfmt's files, with and without a hash table, in either byte order.
@Suite struct MessageCatalogTests {
  @Test(arguments: [[], ["--no-hash"], ["--endianness=big"], ["--endianness=little", "--no-hash"]])
  func readsWhatMsgfmtWrites(options: [String]) throws {
    let catalog = try #require(try CompiledCatalog.catalog(CompiledCatalog.po(), options: options))
    #expect(catalog.translation(of: "Settings") == "Réglages")
    #expect(catalog.forms(of: "{count} font") == ["{count} police", "{count} polices"])
    #expect(catalog.translation(of: "“{character}” is not in {face}") == "« {character} » n’est pas dans {face}")
    #expect(catalog.translation(of: "Usage: typecase x\n  --json") == "Emploi : typecase x\n  --json")
    #expect(catalog.translation(of: "Untranslated") == nil, "msgfmt leaves out untranslated entries")
    #expect(catalog.translation(of: "Setting") == nil)
    #expect(catalog.translation(of: "Settingsx") == nil)
    #expect(catalog.translation(of: "") == nil, "the header is not a translation")
    #expect(catalog.headerField("Language") == "xx")
    #expect(catalog.pluralRule.form(for: 1) == 0)
    #expect(catalog.pluralRule.form(for: 2) == 1)
  }

  @Test func refusesWhatIsNotACatalog() {
    #expect(MessageCatalog(bytes: []) == nil)
    #expect(MessageCatalog(bytes: [UInt8](repeating: 0, count: 64)) == nil)
    var truncated: [UInt8] = [0xde, 0x12, 0x04, 0x95] + [UInt8](repeating: 0, count: 24)
    truncated[8] = 200  // 200 strings, tables outside the file
    truncated[12] = 28
    truncated[16] = 28
    #expect(MessageCatalog(bytes: truncated) == nil)
  }

  @Test func pluralFormsFollowTheCatalogsRule() throws {
    let directory = try CompiledCatalog.directory(
      language: "ja",
      po: CompiledCatalog.po(pluralForms: "nplurals=1; plural=0;").replacing(
        "msgstr[1] \"{count} polices\"\n", with: ""))
    let localizer = Localizer(language: .japanese, directory: directory)
    #expect(localizer.trn("{count} font", "{count} fonts", 1) == "1 police")
    #expect(localizer.trn("{count} font", "{count} fonts", 7) == "7 police")
    #expect(localizer.trn("{count} face", "{count} faces", 1) == "1 face", "untranslated: English's rule")
    #expect(localizer.trn("{count} face", "{count} faces", 3) == "3 faces")
  }

  /// gettext's hashpjw over bytes beyond ASCII, where a carry into bit 32 matters.
  @Test func hashesAsGettextDoes() {
    #expect(MessageCatalog.hash(Array("".utf8)) == 0)
    #expect(MessageCatalog.hash(Array("a".utf8)) == 0x61)
    // Every shipped entry is found through the hash table (most of them are UTF-8 heavy).
    for language in ["ja", "ko"] {
      let url = TranslationTests.translations.appendingPathComponent("\(language).mo")
      guard let data = try? Data(contentsOf: url), let catalog = MessageCatalog(bytes: [UInt8](data)) else {
        Issue.record("cannot read \(language).mo")
        continue
      }
      for entry in catalog.entries {
        #expect(catalog.forms(of: entry.msgid) == entry.forms, "\(language): \(entry.msgid) not found by its hash")
      }
    }
  }
}
