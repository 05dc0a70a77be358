/// Which plural form a language uses for a count: a catalog's `Plural-Forms` header
/// ("nplurals=2; plural=(n != 1);"), evaluated as gettext does.
///
/// The expression is C's subset that gettext allows: `n`, whole numbers, `! * / % + - < > <= >=
/// == != && || ?:` and parentheses.
public struct PluralRule: Sendable, Equatable {
  /// How many forms the language has.
  public let count: Int
  private let expression: Expression

  /// English's rule (and gettext's when a catalog has none): one, and everything else.
  public static let germanic = PluralRule(count: 2, expression: .binary(.notEqual, .n, .number(1)))

  private init(count: Int, expression: Expression) {
    self.count = count
    self.expression = expression
  }

  /// The rule of a `Plural-Forms` value, or nil when it does not parse.
  public init?(header value: Substring) {
    var nplurals: Int?
    var plural: Substring?
    for field in value.split(separator: ";") {
      let parts = field.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      switch parts[0].trimmingSpaces() {
      case "nplurals": nplurals = Int(parts[1].trimmingSpaces())
      case "plural": plural = parts[1]
      default: continue
      }
    }
    guard let nplurals, nplurals > 0, let plural else { return nil }
    var parser = Parser(Array(plural.utf8))
    guard let expression = parser.parseExpression(), parser.atEnd else { return nil }
    self.init(count: nplurals, expression: expression)
  }

  /// The index of the form for `n` (0 when the expression names a form the language lacks).
  public func form(for n: Int) -> Int {
    let index = expression.value(n: max(n, 0))
    return index >= 0 && index < count ? index : 0
  }

  /// A parsed expression over `n`.
  private indirect enum Expression: Sendable, Equatable {
    case n
    case number(Int)
    case not(Expression)
    case binary(Operator, Expression, Expression)
    case condition(Expression, Expression, Expression)

    /// The expression's value for `n` (C's: a comparison is 0 or 1).
    func value(n: Int) -> Int {
      switch self {
      case .n: return n
      case .number(let value): return value
      case .not(let operand): return operand.value(n: n) == 0 ? 1 : 0
      case .condition(let test, let then, let otherwise):
        return test.value(n: n) != 0 ? then.value(n: n) : otherwise.value(n: n)
      case .binary(let op, let left, let right):
        let a = left.value(n: n)
        if op == .and { return a != 0 && right.value(n: n) != 0 ? 1 : 0 }
        if op == .or { return a != 0 || right.value(n: n) != 0 ? 1 : 0 }
        return op.apply(a, right.value(n: n))
      }
    }
  }

  /// A binary operator, spelt as in C.
  private enum Operator: String, Sendable, Equatable {
    case multiply = "*", divide = "/", remainder = "%", add = "+", subtract = "-"
    case less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
    case equal = "==", notEqual = "!=", and = "&&", or = "||"

    /// `a op b`; division by zero gives 0 rather than a crash (a broken header is not fatal).
    func apply(_ a: Int, _ b: Int) -> Int {
      switch self {
      case .multiply: return a &* b
      case .divide: return b == 0 ? 0 : a / b
      case .remainder: return b == 0 ? 0 : a % b
      case .add: return a &+ b
      case .subtract: return a &- b
      case .less: return a < b ? 1 : 0
      case .greater: return a > b ? 1 : 0
      case .lessOrEqual: return a <= b ? 1 : 0
      case .greaterOrEqual: return a >= b ? 1 : 0
      case .equal: return a == b ? 1 : 0
      case .notEqual: return a != b ? 1 : 0
      case .and, .or: return 0
      }
    }
  }

  /// A recursive-descent parser over the expression's bytes, by C's precedence.
  private struct Parser {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether only spaces are left.
    var atEnd: Bool {
      mutating get {
        skipSpaces()
        return index == bytes.count
      }
    }

    /// `test ? then : otherwise`, or a binary expression.
    mutating func parseExpression() -> Expression? {
      guard let test = parseBinary(level: 0) else { return nil }
      guard take("?") else { return test }
      guard let then = parseExpression(), take(":"), let otherwise = parseExpression() else { return nil }
      return .condition(test, then, otherwise)
    }

    /// The operators of each level, loosest first.
    private static let levels: [[Operator]] = [
      [.or], [.and], [.equal, .notEqual], [.lessOrEqual, .greaterOrEqual, .less, .greater],
      [.add, .subtract], [.multiply, .divide, .remainder],
    ]

    private mutating func parseBinary(level: Int) -> Expression? {
      guard level < Self.levels.count else { return parseUnary() }
      guard var left = parseBinary(level: level + 1) else { return nil }
      while let op = Self.levels[level].first(where: { take($0.rawValue) }) {
        guard let right = parseBinary(level: level + 1) else { return nil }
        left = .binary(op, left, right)
      }
      return left
    }

    private mutating func parseUnary() -> Expression? {
      if peek("!") && !peek("!=") {
        index += 1
        return parseUnary().map { .not($0) }
      }
      if take("(") {
        guard let inner = parseExpression(), take(")") else { return nil }
        return inner
      }
      if take("n") { return .n }
      skipSpaces()
      var value = 0
      let start = index
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
        value = value &* 10 &+ Int(bytes[index] - UInt8(ascii: "0"))
        index += 1
      }
      return index > start ? .number(value) : nil
    }

    private mutating func skipSpaces() {
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
        index += 1
      }
    }

    private mutating func peek(_ token: String) -> Bool {
      skipSpaces()
      let utf8 = Array(token.utf8)
      return bytes.count - index >= utf8.count && Array(bytes[index..<index + utf8.count]) == utf8
    }

    /// Consumes `token` when it comes next.
    ///
    /// "<" is not taken from "<=", nor "!" from "!=".
    private mutating func take(_ token: String) -> Bool {
      guard peek(token) else { return false }
      let end = index + token.utf8.count
      if token.utf8.count == 1, end < bytes.count, bytes[end] == UInt8(ascii: "="),
        token == "<" || token == ">" || token == "!" || token == "="
      {
        return false
      }
      index = end
      return true
    }
  }
}

extension Substring {
  /// The text without spaces and tabs at either end.
  fileprivate func trimmingSpaces() -> Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return self[first...last]
  }
}
