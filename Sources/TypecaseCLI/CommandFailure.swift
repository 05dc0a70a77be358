import TypecaseCore

/// Why a command stopped: a usage mistake (exit 2) or a failure to do what was asked (exit 1).
enum CommandFailure: Error {
  case usage(UsageError)
  case failure(Message, details: [Message] = [])
}
