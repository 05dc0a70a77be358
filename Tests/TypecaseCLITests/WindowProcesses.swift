import Testing

/// The tests that start the window program, run one at a time: windows on one X screen share
/// the keyboard focus (XTest keys go to the focused one) and hide each other in screen grabs.
@Suite(.serialized) enum WindowProcesses {}
