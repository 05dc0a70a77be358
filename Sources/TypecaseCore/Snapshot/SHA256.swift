/// SHA-256 (FIPS 180-4), in pure Swift: the digest of font files in a snapshot.
///
/// Linux has no CryptoKit and the package fetches nothing, so Typecase carries its own rather
/// than linking libcrypto into a command-line tool whose start-up time matters. It is fast
/// enough because files are hashed in parallel and their digests cached (`FileHashCache`).
public struct SHA256: Sendable {
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
  )
  /// Bytes of an incomplete block, waiting for more.
  private var pending: [UInt8] = []
  /// Bytes hashed so far.
  private var length: UInt64 = 0

  /// A hasher with nothing hashed yet.
  public init() {}

  /// The digest of `bytes` as 64 lowercase hexadecimal digits.
  public static func hex(_ bytes: some Sequence<UInt8>) -> String {
    var hasher = SHA256()
    hasher.update(Array(bytes))
    return hasher.finalize().hexDigits
  }

  /// Hashes `bytes` after what was hashed before.
  public mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// Hashes the memory of `buffer` after what was hashed before.
  public mutating func update(_ buffer: UnsafeRawBufferPointer) {
    guard !buffer.isEmpty else { return }
    length &+= UInt64(buffer.count)
    var rest = buffer[...]
    if !pending.isEmpty {
      let taken = min(64 - pending.count, rest.count)
      pending.append(contentsOf: rest.prefix(taken))
      rest = rest.dropFirst(taken)
      guard pending.count == 64 else { return }
      pending.withUnsafeBytes { compress(blocks: $0) }
      pending.removeAll(keepingCapacity: true)
    }
    let whole = rest.count / 64 * 64
    if whole > 0 {
      compress(blocks: UnsafeRawBufferPointer(rebasing: rest.prefix(whole)))
    }
    pending.append(contentsOf: rest.dropFirst(whole))
  }

  /// The digest of everything hashed (the hasher is spent).
  public mutating func finalize() -> Digest {
    let bitLength = length &* 8
    var tail = pending
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> shift)) }
    tail.withUnsafeBytes { compress(blocks: $0) }
    pending = []
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32)
    for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
      bytes.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) })
    }
    return Digest(bytes: bytes)
  }

  /// A SHA-256 digest.
  public struct Digest: Sendable, Hashable {
    /// The 32 bytes.
    public let bytes: [UInt8]

    /// The digest as 64 lowercase hexadecimal digits, as `sha256sum` prints it.
    public var hexDigits: String {
      let digits = Array("0123456789abcdef".utf8)
      var text: [UInt8] = []
      text.reserveCapacity(64)
      for byte in bytes {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0xF)])
      }
      return String(decoding: text, as: UTF8.self)
    }
  }

  /// Runs the compression function over each 64-byte block of `blocks` (a whole number of them).
  private mutating func compress(blocks: UnsafeRawBufferPointer) {
    var (h0, h1, h2, h3, h4, h5, h6, h7) = state
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      SHA256.roundConstants.withUnsafeBufferPointer { k in
        var offset = 0
        while offset + 64 <= blocks.count {
          for t in 0..<16 {
            w[t] = UInt32(bigEndian: blocks.loadUnaligned(fromByteOffset: offset + 4 * t, as: UInt32.self))
          }
          for t in 16..<64 {
            let s0 = w[t - 15].rotatedRight(7) ^ w[t - 15].rotatedRight(18) ^ (w[t - 15] >> 3)
            let s1 = w[t - 2].rotatedRight(17) ^ w[t - 2].rotatedRight(19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
          }
          var a = h0
          var b = h1
          var c = h2
          var d = h3
          var e = h4
          var f = h5
          var g = h6
          var h = h7
          for t in 0..<64 {
            let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ s1 &+ choice &+ k[t] &+ w[t]
            let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = s0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ temp1
            d = c
            c = b
            b = a
            a = temp1 &+ temp2
          }
          h0 &+= a
          h1 &+= b
          h2 &+= c
          h3 &+= d
          h4 &+= e
          h5 &+= f
          h6 &+= g
          h7 &+= h
          offset += 64
        }
      }
    }
    state = (h0, h1, h2, h3, h4, h5, h6, h7)
  }

  /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]
}

extension UInt32 {
  /// The bits rotated right by `count` (0 < count < 32).
  @inline(__always)
  fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 &- count)) }
}
