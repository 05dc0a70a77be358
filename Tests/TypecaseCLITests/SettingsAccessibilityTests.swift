import FixtureSupport
import Foundation
import Testing

extension WindowProcesses {
  /// What a screen reader hears of the settings seed, read through AT-SPI from the real window
  /// driven by keys (XTest).
  @Suite(.enabled(if: canReadAccessibleTrees, "needs a display, a D-Bus session and python3-pyatspi (scripts/test)"))
  struct SettingsAccessibilityTests {
    /// The Temperature Unit row is read with its value ("Temperature Unit", then "Celsius (°C)"), as
    /// it is drawn, and with the new value once another is chosen: it was read by its name
    /// alone, so a listener never heard the unit.
    @Test func aSettingsRowIsReadWithItsValue() throws {
      let window = try FaceWindow(page: "settings/language-region")
      defer { window.close() }
      let row = try window.waitFor { $0.role == "list item" && $0.name == "Temperature Unit" && $0.frame != nil }
      #expect(row.description == "Celsius (°C)")
      _ = try window.tab { $0.role == "list item" && $0.name == "Language" }
      window.keys("Down")
      _ = try window.waitFor { $0.name == "Temperature Unit" && $0.isFocused }
      window.keys("Return")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Celsius") && $0.isFocused }
      window.keys("Down", "Return")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fahrenheit") && $0.isChecked }
      window.keys("alt+Left")
      let changed = try window.waitFor {
        $0.role == "list item" && $0.name == "Temperature Unit" && $0.frame != nil && !$0.description.hasPrefix("C")
      }
      #expect(changed.description == "Fahrenheit (°F)")
      // Lines without a value have no description.
      let others = try window.objects().filter {
        $0.role == "list item" && $0.frame != nil && !["Temperature Unit", "Language"].contains($0.name)
      }
      #expect(!others.isEmpty)
      #expect(others.allSatisfy { $0.description.isEmpty }, "\(others.map(\.description))")
    }

    /// Space picks a row of a settings list, as in any GTK list: only Enter did.
    @Test func spaceOpensAndPicksAsEnterDoes() throws {
      let window = try FaceWindow(page: "settings/language-region")
      defer { window.close() }
      _ = try window.tab { $0.role == "list item" && $0.name == "Language" }
      window.keys("Down")
      _ = try window.waitFor { $0.name == "Temperature Unit" && $0.isFocused }
      window.keys("space")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Celsius") && $0.isFocused }
      window.keys("Down", "space")
      _ = try window.waitFor { $0.role == "list item" && $0.name.hasPrefix("Fahrenheit") && $0.isChecked }
      #expect(try window.objects().contains { $0.role == "list item" && $0.name.hasPrefix("Celsius") && !$0.isChecked })
    }
  }
}
