import Testing
import TypecaseCore

/// Design coordinates as axis summaries and sliders write them.
@Suite struct DecimalTextTests {
  @Test(arguments: [
    (700.0, 5, "-", "700"), (-10.0, 5, "-", "-10"), (12.5, 3, "\u{2212}", "12.5"),
    (-0.25, 3, "\u{2212}", "\u{2212}0.25"), (0.123456, 5, "-", "0.12346"), (99.999, 2, "-", "100"),
    (-0.001, 2, "-", "0"), (400.1000, 3, "-", "400.1"),
  ])
  func writesValuesWithoutTrailingZeros(value: Double, decimals: Int, minus: String, expected: String) {
    #expect(DecimalText.string(value, maximumDecimals: decimals, minus: minus) == expected)
  }
}
