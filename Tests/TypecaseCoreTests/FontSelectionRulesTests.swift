import Testing

@testable import TypecaseCore

/// The `<selectfont>` rules a folder-by-folder reading follows, read from configuration text,
/// and file names matched as fontconfig's `FcStrGlobMatch` matches them.
@Suite struct FontSelectionRulesTests {
  /// The rules of `texts`, each one configuration file; nil when one cannot be followed.
  private func rules(_ texts: String...) -> FontSelectionRules? {
    var rules = FontSelectionRules()
    for text in texts where !rules.add(text) { return nil }
    return rules
  }

  private func matches(_ glob: String, _ string: String) -> Bool {
    string.withCString { name in
      name.withMemoryRebound(to: UInt8.self, capacity: string.utf8.count + 1) {
        FontSelectionRules.globMatches(glob, $0)
      }
    }
  }

  @Test func debiansStockRulesAreFollowed() {
    // /etc/fonts/fonts.conf and conf.d/70-no-bitmaps.conf of Debian 12, in part.
    let fontsConf = """
      <!--
        Ignore dpkg temporary files created in fonts directories
      -->
      \t<selectfont>
      \t\t<rejectfont>
      \t\t\t<glob>*.dpkg-tmp</glob>
      \t\t</rejectfont>
      \t</selectfont>
      \t<selectfont>
      \t\t<rejectfont>
      \t\t\t<glob>*.dpkg-new</glob>
      \t\t</rejectfont>
      \t</selectfont>
      """
    let noBitmaps = """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig>
        <description>Reject bitmap fonts</description>
      <!-- Reject bitmap fonts -->
       <selectfont>
        <rejectfont>
         <pattern>
           <patelt name="scalable"><bool>false</bool></patelt>
         </pattern>
        </rejectfont>
       </selectfont>
      </fontconfig>
      """
    #expect(
      rules(fontsConf, noBitmaps)
        == FontSelectionRules(acceptGlobs: [], rejectGlobs: ["*.dpkg-tmp", "*.dpkg-new"], rejectsUnscalable: true))
    #expect(rules("<fontconfig><dir>/usr/share/fonts</dir></fontconfig>") == FontSelectionRules())
  }

  @Test func acceptingAndRejectingGlobsAreKeptApart() {
    let text = """
      <selectfont>
        <acceptfont><glob>/opt/fonts/*</glob></acceptfont>
        <rejectfont><glob>/opt/*</glob><glob> spaced </glob></rejectfont>
      </selectfont>
      """
    #expect(rules(text) == FontSelectionRules(acceptGlobs: ["/opt/fonts/*"], rejectGlobs: ["/opt/*", " spaced "]))
  }

  @Test func commentedOutRulesDoNotCount() {
    #expect(rules("<!-- <selectfont><acceptfont><pattern/></acceptfont></selectfont> -->") == FontSelectionRules())
  }

  @Test func rulesThatCannotBeFollowedMakeItGiveUp() {
    let unfollowable = [
      // Any other pattern, or an accepting one.
      "<selectfont><rejectfont><pattern><patelt name=\"family\"><string>A</string></patelt></pattern></rejectfont></selectfont>",
      "<selectfont><acceptfont><pattern><patelt name=\"scalable\"><bool>false</bool></patelt></pattern></acceptfont></selectfont>",
      "<selectfont><rejectfont><pattern><patelt name=\"scalable\"><bool>no</bool></patelt></pattern></rejectfont></selectfont>",
      // Entities, character data, attributes, elements it does not know.
      "<!DOCTYPE fontconfig [<!ENTITY a \"b\">]><selectfont><rejectfont><glob>&a;</glob></rejectfont></selectfont>",
      "<selectfont><rejectfont><glob>a&amp;b</glob></rejectfont></selectfont>",
      "<selectfont><rejectfont><glob><![CDATA[*]]></glob></rejectfont></selectfont>",
      "<selectfont id=\"x\"><rejectfont><glob>*</glob></rejectfont></selectfont>",
      "<selectfont><rejectfont><glob>*</glob><other/></rejectfont></selectfont>",
      "<selectfont>text<rejectfont><glob>*</glob></rejectfont></selectfont>",
      // Cut short.
      "<selectfont><rejectfont><glob>*</glob>",
    ]
    for text in unfollowable {
      #expect(rules(text) == nil, "\(text)")
    }
  }

  @Test func globsMatchAsFontconfigsDo() {
    #expect(matches("*.dpkg-tmp", "/usr/share/fonts/a.ttf.dpkg-tmp"))
    #expect(!matches("*.dpkg-tmp", "/usr/share/fonts/a.ttf"))
    // A star takes slashes too.
    #expect(matches("/usr/*/a.ttf", "/usr/share/fonts/a.ttf"))
    #expect(matches("*/extra-fonts", "/x/extra-fonts"))
    #expect(!matches("*/extra-fonts", "/x/extra-fonts/a.ttf"))
    #expect(matches("a?c", "abc"))
    #expect(!matches("a?c", "ac"))
    #expect(matches("*", ""))
    #expect(matches("a*", "a"))
    #expect(matches("*a*b", "xxaxxb"))
    #expect(!matches("*a*b", "xxbxxa"))
    #expect(!matches("abc", "abcd"))
    // The last star matches only the end, as fontconfig's shortcut does.
    #expect(matches("*ab", "abab"))
    #expect(!matches("*ab", "aba"))
  }
}
