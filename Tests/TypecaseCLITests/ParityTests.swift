import FixtureSupport
import Foundation
import Testing

/// `typecase families` against fc-list: family for family, face for face.
@Suite struct ParityTests {
  /// What fc-list says: each family[0] with the number of scalable patterns listed for it.
  func fcListCounts(environment: [String: String]) throws -> [String: Int] {
    let result = try ProcessRunner.runTool(
      "fc-list", ["--format", "%{family[0]}\\n", ":scalable=true"], environment: environment)
    #expect(result.status == 0)
    var counts: [String: Int] = [:]
    for line in result.standardOutput.split(separator: "\n") { counts[String(line), default: 0] += 1 }
    return counts
  }

  func typecaseCounts(environment: [String: String]) throws -> [String: Int] {
    let result = try ProcessRunner.run(ProcessRunner.typecase, ["families"], environment: environment)
    #expect(result.status == 0)
    var counts: [String: Int] = [:]
    for line in result.standardOutput.split(separator: "\n") {
      let columns = line.split(separator: "\t")
      counts[String(columns[0])] = Int(columns[1])
    }
    return counts
  }

  @Test func matchesFcListOnTheFixtureFonts() throws {
    let environment = FixtureFonts.environment()
    let expected = try fcListCounts(environment: environment)
    #expect(expected == FixtureFonts.expectedFaceCounts)
    #expect(try typecaseCounts(environment: environment) == expected)
  }

  @Test func matchesFcListOnThisMachinesFonts() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let expected = try fcListCounts(environment: environment)
    #expect(!expected.isEmpty)
    #expect(try typecaseCounts(environment: environment) == expected)
  }

  @Test func jsonCountsEveryFaceOnThisMachine() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let expected = try fcListCounts(environment: environment)
    let result = try ProcessRunner.run(ProcessRunner.typecase, ["families", "--json"], environment: environment)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let families = try #require(document["families"] as? [[String: Any]])
    var counts: [String: Int] = [:]
    for family in families {
      counts[family["name"] as? String ?? ""] = (family["faces"] as? [Any])?.count
    }
    #expect(counts == expected)
  }
}
