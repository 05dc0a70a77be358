import TypecaseCore

/// Why a command stopped: a usage mistake (exit 2), a failure to do what was asked (exit 1), or
/// input that cannot be used where exit 1 means an answer (`diff`: 1 is "the fonts differ").
enum CommandFailure: Error {
  case usage(UsageError)
  case failure(Message, details: [Message] = [])
  /// A one-line message and exit status 2, with no usage hint (a file that is not a snapshot).
  case badInput(Message)
}

extension CommandFailure {
  /// What the failure says first (a usage mistake's message, without its hint).
  var message: Message {
    switch self {
    case .usage(let usage): usage.message
    case .failure(let message, _): message
    case .badInput(let message): message
    }
  }
}
