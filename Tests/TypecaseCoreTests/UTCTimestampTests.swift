import Testing

@testable import TypecaseCore

@Suite struct UTCTimestampTests {
  @Test func isoDates() {
    #expect(UTCTimestamp.iso8601(seconds: 0) == "1970-01-01T00:00:00Z")
    #expect(UTCTimestamp.iso8601(seconds: 951_782_400) == "2000-02-29T00:00:00Z")
    #expect(UTCTimestamp.iso8601(seconds: 1_704_067_199) == "2023-12-31T23:59:59Z")
    #expect(UTCTimestamp.iso8601(seconds: -1) == "1969-12-31T23:59:59Z")
    #expect(UTCTimestamp.iso8601(seconds: 4_102_444_800) == "2100-01-01T00:00:00Z")
  }
}
