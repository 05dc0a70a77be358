import Foundation
import Testing

/// The tests that start the window program, run one at a time: windows on one X screen share
/// the keyboard focus (XTest keys go to the focused one) and hide each other in screen grabs.
@Suite(.serialized) enum WindowProcesses {}

/// Waits up to ten seconds for `condition`, read four times a second; whether it came true.
func eventually(_ condition: () throws -> Bool) rethrows -> Bool {
  for _ in 0..<40 {
    if try condition() { return true }
    Thread.sleep(forTimeInterval: 0.25)
  }
  return try condition()
}
