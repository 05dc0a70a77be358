import CFontconfig
import FixtureSupport
import Foundation
import Testing

@testable import TypecaseCore

/// A family's own configuration scales a bitmap font to the size asked for, as fontconfig's
/// 10-scale-bitmap-fonts.conf does in every application's configuration: without it, the list
/// drew Noto Color Emoji's samples at their 109-pixel strike in a row of 15-point text.
@Suite struct BitmapScalingTests {
  /// The pattern of a fixture outline font, as fontconfig reads it, made a bitmap font with one
  /// strike of `pixels` when `pixels` is given (what fontconfig reports for a bitmap font).
  static func pattern(bitmapPixels pixels: Double?) throws -> OpaquePointer {
    let file = FixtureFonts.fontsDirectory.appendingPathComponent("TypecaseFixtureSans-Regular.ttf").path
    var count: Int32 = 0
    let pattern = try #require(FcFreeTypeQuery(file, 0, nil, &count))
    if let pixels {
      FcPatternDel(pattern, FC_OUTLINE)
      FcPatternAddBool(pattern, FC_OUTLINE, FcFalse)
      FcPatternAddDouble(pattern, FC_PIXEL_SIZE, pixels)
    }
    return pattern
  }

  /// The horizontal scale fontconfig prepares the font of `configuration` with for text of
  /// `pixels` pixels (1 when it gives no matrix).
  static func scale(in configuration: FamilyFontConfiguration, pixels: Double) throws -> Double {
    let request = try #require(FcPatternCreate())
    defer { FcPatternDestroy(request) }
    FcPatternAddString(request, FC_FAMILY, "Typecase Fixture Sans")
    FcPatternAddDouble(request, FC_PIXEL_SIZE, pixels)
    FcConfigSubstitute(configuration.config, request, FcMatchPattern)
    FcDefaultSubstitute(request)
    var result = FcResultNoMatch
    let match = try #require(FcFontMatch(configuration.config, request, &result))
    defer { FcPatternDestroy(match) }
    var matrix: UnsafeMutablePointer<FcMatrix>?
    guard FcPatternGetMatrix(match, FC_MATRIX, 0, &matrix) == FcResultMatch, let matrix else { return 1 }
    return matrix.pointee.xx
  }

  @Test func aBitmapFontIsScaledToTheSizeAskedFor() throws {
    try #require(!FamilyFontConfiguration.bitmapScalingRules.isEmpty, "fontconfig's bitmap scaling rule is missing")
    let bitmap = try Self.pattern(bitmapPixels: 16)
    defer { FcPatternDestroy(bitmap) }
    let configuration = try #require(FamilyFontConfiguration(patterns: [bitmap]))
    #expect(try Self.scale(in: configuration, pixels: 48) == 3)
    // The same font in a configuration without the rule: drawn at its own 16 pixels.
    let bare = try #require(FamilyFontConfiguration(patterns: [bitmap], rules: []))
    #expect(try Self.scale(in: bare, pixels: 48) == 1)
  }

  @Test func anOutlineFontIsLeftAsItIs() throws {
    let outline = try Self.pattern(bitmapPixels: nil)
    defer { FcPatternDestroy(outline) }
    let configuration = try #require(FamilyFontConfiguration(patterns: [outline]))
    #expect(try Self.scale(in: configuration, pixels: 48) == 1)
  }
}
