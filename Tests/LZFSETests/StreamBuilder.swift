/// Builds LZFSE streams by hand for tests: block framing, LZVN opcodes (tracking the expected
/// output alongside), `bvx2` headers with chosen frequency tables, and `bvx2` → `bvx1`
/// conversion. Written from the format description, independently of the decoder.
enum StreamBuilder {
    static let end: [UInt8] = Array("bvx$".utf8)

    static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    static func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    static func le64(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// A `bvx-` block.
    static func rawBlock(_ bytes: [UInt8]) -> [UInt8] {
        Array("bvx-".utf8) + le32(bytes.count) + bytes
    }

    /// A `bvxn` block around an LZVN payload (which should end with the end-of-stream opcode).
    static func lzvnBlock(rawSize: Int, payload: [UInt8]) -> [UInt8] {
        Array("bvxn".utf8) + le32(rawSize) + le32(payload.count) + payload
    }

    /// The blocks of a complete stream, without its final `bvx$` (to splice streams together).
    static func blocks(of stream: [UInt8]) -> [UInt8] {
        precondition(stream.suffix(4) == end[...], "test stream must end with bvx$")
        return Array(stream.dropLast(4))
    }

    // MARK: bvx2 headers

    /// Fields of a compressed block; frequencies in the order L[20], M[20], D[64], literal[256].
    struct CompressedFields: Equatable {
        var rawSize = 0, literalCount = 0, matchCount = 0
        var literalPayloadSize = 0, lmdPayloadSize = 0
        var literalBits = 0, lmdBits = 0
        var literalStates = [0, 0, 0, 0]
        var lState = 0, mState = 0, dState = 0
        var frequencies = [UInt16](repeating: 0, count: 360)
    }

    /// Encodes 360 frequencies with the `bvx2` variable-length code (LSB-first).
    static func encodeFrequencies(_ frequencies: [UInt16]) -> [UInt8] {
        var bits: [Bool] = []
        func put(_ value: Int, _ count: Int) { for i in 0..<count { bits.append((value >> i) & 1 == 1) } }
        for f in frequencies.map(Int.init) {
            switch f {
            case 0...1:
                put(0, 1)
                put(f, 1)
            case 2...3:
                put(0b01, 2)
                put(f - 2, 1)
            case 4...7:
                put(0b011, 3)
                put(f - 4, 2)
            case 8...23:
                put(0b0111, 4)
                put(f - 8, 4)
            default:
                put(0b1111, 4)
                put(f - 24, 10)
            }
        }
        var bytes = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
        for (index, bit) in bits.enumerated() where bit { bytes[index / 8] |= 1 << UInt8(index % 8) }
        return bytes
    }

    /// A `bvx2` header for `fields` (the payloads follow it).
    static func v2Header(_ fields: CompressedFields) -> [UInt8] {
        let table = encodeFrequencies(fields.frequencies)
        let headerSize = 32 + table.count
        func u(_ v: Int) -> UInt64 { UInt64(truncatingIfNeeded: v) }
        let w0 =
            u(fields.literalCount) | u(fields.literalPayloadSize) << 20 | u(fields.matchCount) << 40
            | u(fields.literalBits + 7) << 60
        let s = fields.literalStates
        let w1 =
            u(s[0]) | u(s[1]) << 10 | u(s[2]) << 20 | u(s[3]) << 30 | u(fields.lmdPayloadSize) << 40
            | u(fields.lmdBits + 7) << 60
        let w2 = u(headerSize) | u(fields.lState) << 32 | u(fields.mState) << 42 | u(fields.dState) << 52
        return Array("bvx2".utf8) + le32(fields.rawSize) + le64(w0) + le64(w1) + le64(w2) + table
    }

    /// Fields of a `bvx2` block whose tables each hold one symbol with the full frequency, so
    /// no state bits are read: every literal is `literal`, every match has L = `l`, M = `m`
    /// (both < 16, no extra bits) and D from symbol `dSymbol`, its extra bits read from the
    /// match payload (8 zero bytes by default, so D is that symbol's base).
    static func singleSymbolFields(
        literal: UInt8, literalCount: Int, l: Int, m: Int, dSymbol: Int, matchCount: Int, rawSize: Int
    ) -> CompressedFields {
        var fields = CompressedFields()
        fields.rawSize = rawSize
        fields.literalCount = literalCount
        fields.matchCount = matchCount
        fields.lmdPayloadSize = 8
        if literalCount > 0 { fields.frequencies[104 + Int(literal)] = 1024 }
        if matchCount > 0 {
            fields.frequencies[l] = 64
            fields.frequencies[20 + m] = 64
            fields.frequencies[40 + dSymbol] = 256
        }
        return fields
    }

    /// A `bvx2` block: header for `fields`, then the payloads (sizes taken from `fields`;
    /// missing payload bytes are zeros).
    static func singleSymbolBlock(_ fields: CompressedFields, literalPayload: [UInt8] = [], lmdPayload: [UInt8]? = nil)
        -> [UInt8]
    {
        let literals =
            literalPayload + [UInt8](repeating: 0, count: max(0, fields.literalPayloadSize - literalPayload.count))
        let lmd = lmdPayload ?? [UInt8](repeating: 0, count: fields.lmdPayloadSize)
        return v2Header(fields) + literals + lmd
    }

    /// A `bvx1` header for `fields` (772 bytes).
    static func v1Header(_ fields: CompressedFields) -> [UInt8] {
        var header = Array("bvx1".utf8) + le32(fields.rawSize)
        header += le32(fields.literalPayloadSize + fields.lmdPayloadSize)
        header += le32(fields.literalCount) + le32(fields.matchCount)
        header += le32(fields.literalPayloadSize) + le32(fields.lmdPayloadSize)
        header += le32(fields.literalBits)
        for state in fields.literalStates { header += le16(state) }
        header += le32(fields.lmdBits) + le16(fields.lState) + le16(fields.mState) + le16(fields.dState)
        for f in fields.frequencies { header += le16(Int(f)) }
        return header + [0, 0]
    }

    /// Parses a `bvx2` header (test-side, for conversion); returns the fields and header size.
    static func parseV2(_ block: [UInt8]) -> (CompressedFields, headerSize: Int) {
        func u64(_ at: Int) -> UInt64 { (0..<8).reduce(0) { $0 | UInt64(block[at + $1]) << (8 * UInt64($1)) } }
        func field(_ w: UInt64, _ shift: UInt64, _ width: UInt64) -> Int { Int((w >> shift) & ((1 << width) - 1)) }
        let w0 = u64(8)
        let w1 = u64(16)
        let w2 = u64(24)
        var fields = CompressedFields()
        fields.rawSize = Int(u64(4) & 0xFFFF_FFFF)
        fields.literalCount = field(w0, 0, 20)
        fields.literalPayloadSize = field(w0, 20, 20)
        fields.matchCount = field(w0, 40, 20)
        fields.literalBits = field(w0, 60, 3) - 7
        fields.literalStates = [field(w1, 0, 10), field(w1, 10, 10), field(w1, 20, 10), field(w1, 30, 10)]
        fields.lmdPayloadSize = field(w1, 40, 20)
        fields.lmdBits = field(w1, 60, 3) - 7
        let headerSize = field(w2, 0, 32)
        fields.lState = field(w2, 32, 10)
        fields.mState = field(w2, 42, 10)
        fields.dState = field(w2, 52, 10)
        var bitIndex = 32 * 8
        func bit() -> Int {
            defer { bitIndex += 1 }
            return Int(block[bitIndex / 8] >> UInt8(bitIndex % 8)) & 1
        }
        func bits(_ n: Int) -> Int { (0..<n).reduce(0) { $0 | bit() << $1 } }
        if headerSize > 32 {
            for index in 0..<360 {
                let value: Int
                if bit() == 0 {
                    value = bit()
                } else if bit() == 0 {
                    value = 2 + bits(1)
                } else if bit() == 0 {
                    value = 4 + bits(2)
                } else if bit() == 0 {
                    value = 8 + bits(4)
                } else {
                    value = 24 + bits(10)
                }
                fields.frequencies[index] = UInt16(value)
            }
        }
        return (fields, headerSize)
    }

    /// Rewrites a stream's `bvx2` blocks as `bvx1` blocks (same payloads, unpacked header).
    static func convertingV2ToV1(_ stream: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var offset = 0
        while offset < stream.count {
            let magic = String(decoding: stream[offset..<offset + 4], as: UTF8.self)
            guard magic == "bvx2" else {
                result += stream[offset...]  // this helper is only used on bvx2 … bvx$ streams
                break
            }
            let (fields, headerSize) = parseV2(Array(stream[offset...]))
            let payloadStart = offset + headerSize
            let payloadEnd = payloadStart + fields.literalPayloadSize + fields.lmdPayloadSize
            result += v1Header(fields) + stream[payloadStart..<payloadEnd]
            offset = payloadEnd
        }
        return result
    }
}

/// Builds an LZVN payload opcode by opcode and keeps the output it must decode to.
struct LZVNBuilder {
    var payload: [UInt8] = []
    var expected: [UInt8] = []
    /// Output that precedes this block in the stream (matches may reach into it).
    var history: [UInt8] = []

    init(history: [UInt8] = []) { self.history = history }

    private mutating func emit(_ opcode: [UInt8], literals: [UInt8], match: Int, distance: Int) {
        payload += opcode + literals
        expected += literals
        var window = history + expected
        for _ in 0..<match {
            let byte = window[window.count - distance]
            window.append(byte)
            expected.append(byte)
        }
    }

    /// Whether `op` is one of the generic `LLMMM…` opcodes (the others take L/M combinations
    /// that the format reuses for other opcodes or reserves).
    static func isGeneric(_ op: Int) -> Bool {
        ![0x06, 0x0E, 0x16, 0x1E, 0x26, 0x2E, 0x36, 0x3E].contains(op) && !(0x70...0x7F).contains(op)
            && !(0xA0...0xBF).contains(op) && !(0xD0...0xFF).contains(op)
    }

    /// `LLMMMDDD dddddddd`: L 0…3, M 3…10, D < 0x600.
    mutating func smallDistance(_ literals: [UInt8], match: Int, distance: Int) {
        let op = literals.count << 6 | (match - 3) << 3 | distance >> 8
        precondition(op & 7 <= 5 && Self.isGeneric(op), "not encodable as a small-distance opcode")
        emit([UInt8(op), UInt8(distance & 0xFF)], literals: literals, match: match, distance: distance)
    }

    /// `101LLMMM` + u16 (D << 2 | M low bits): L 0…3, M 3…34, D < 16 384.
    mutating func mediumDistance(_ literals: [UInt8], match: Int, distance: Int) {
        let m = match - 3
        let op = 0xA0 | literals.count << 3 | m >> 2
        let word = distance << 2 | (m & 3)
        emit([UInt8(op), UInt8(word & 0xFF), UInt8(word >> 8)], literals: literals, match: match, distance: distance)
    }

    /// `LLMMM111` + u16 D.
    mutating func largeDistance(_ literals: [UInt8], match: Int, distance: Int) {
        let op = literals.count << 6 | (match - 3) << 3 | 7
        precondition(Self.isGeneric(op), "not encodable as a large-distance opcode")
        emit(
            [UInt8(op), UInt8(distance & 0xFF), UInt8(distance >> 8)], literals: literals, match: match,
            distance: distance)
    }

    /// `LLMMM110`: L 1…3 (L = 0 codes are reserved), reuses `distance`.
    mutating func previousDistance(_ literals: [UInt8], match: Int, distance: Int) {
        let op = literals.count << 6 | (match - 3) << 3 | 6
        precondition(literals.count > 0 && Self.isGeneric(op), "not encodable as a previous-distance opcode")
        emit([UInt8(op)], literals: literals, match: match, distance: distance)
    }

    /// `1110LLLL` (1…15 bytes) or `0xE0 L-16` (16…271 bytes).
    mutating func literal(_ bytes: [UInt8]) {
        let op: [UInt8] = bytes.count < 16 ? [0xE0 | UInt8(bytes.count)] : [0xE0, UInt8(bytes.count - 16)]
        emit(op, literals: bytes, match: 0, distance: 1)
    }

    /// `1111MMMM` (1…15) or `0xF0 M-16` (16…271), reusing `distance`.
    mutating func match(_ length: Int, distance: Int) {
        let op: [UInt8] = length < 16 ? [0xF0 | UInt8(length)] : [0xF0, UInt8(length - 16)]
        emit(op, literals: [], match: length, distance: distance)
    }

    mutating func nop(_ code: UInt8 = 0x0E) { payload.append(code) }
    mutating func endOfStream() { payload += [0x06, 0, 0, 0, 0, 0, 0, 0] }

    /// The `bvxn` block for what was built (call ``endOfStream()`` first).
    var block: [UInt8] { StreamBuilder.lzvnBlock(rawSize: expected.count, payload: payload) }
}
