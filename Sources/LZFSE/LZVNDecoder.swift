/// Decodes the LZVN payload of a `bvxn` block (spec §6.6): a byte-oriented opcode stream where
/// each opcode carries a literal run (bytes that follow the opcode) and/or a match.
enum LZVNDecoder {
    /// What an opcode asks for; computed from the opcode byte and its operand bytes.
    private enum Opcode {
        case endOfStream, nop, invalid
        /// `length` = opcode + operand bytes; `distance` nil = keep the previous distance.
        case copy(length: Int, literals: Int, match: Int, distance: Int?)
    }

    /// Decodes `[payloadOffset, payloadOffset + payloadSize)` into `rawSize` bytes of `output`.
    static func decode(
        input: UnsafeRawBufferPointer, payloadOffset: Int, payloadSize: Int, rawSize: Int,
        blockOffset: Int, output: inout LZFSEOutput
    ) throws(LZFSEError) {
        guard let inputBase = input.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw LZFSEError(.truncated, offset: blockOffset)
        }
        guard input.count - payloadOffset >= payloadSize else { throw LZFSEError(.truncated, offset: blockOffset) }
        guard rawSize <= output.capacity - output.count else {
            throw LZFSEError(.invalidHeader("block size exceeds the scanned stream size"), offset: blockOffset)
        }
        let base = output.base
        let blockStart = base + output.count
        let blockEnd = blockStart + rawSize
        var destination = blockStart
        let payloadEnd = payloadOffset + payloadSize
        var position = payloadOffset
        var distance = 0

        // Each iteration consumes at least one payload byte, so the loop ends within payloadSize steps.
        while true {
            guard position < payloadEnd else {
                throw LZFSEError(.invalidLength("LZVN payload ends without an end-of-stream opcode"), offset: position)
            }
            let available = payloadEnd - position
            let op = inputBase[position]
            // Operand bytes, read only when present; missing ones trip the length check below.
            let byte1 = available > 1 ? Int(inputBase[position + 1]) : 0
            let byte2 = available > 2 ? Int(inputBase[position + 2]) : 0
            switch classify(op, byte1, byte2) {
            case .endOfStream:
                guard available == 8 else {
                    throw LZFSEError(
                        .invalidLength("end-of-stream opcode not at the payload's last 8 bytes"),
                        offset: position)
                }
                let produced = destination - blockStart
                guard produced == rawSize else {
                    throw LZFSEError(.sizeMismatch(expected: rawSize, actual: produced), offset: blockOffset)
                }
                output.count += produced
                return
            case .nop:
                position += 1
            case .invalid:
                throw LZFSEError(.invalidOpcode(op), offset: position)
            case .copy(let length, let literals, let match, let newDistance):
                guard length + literals <= available else {
                    throw LZFSEError(.truncated, offset: position)
                }
                let room = blockEnd - destination
                guard literals <= room, match <= room - literals else {
                    throw LZFSEError(.invalidLength("LZVN output runs past the block's raw size"), offset: position)
                }
                if literals > 0 {
                    let source = inputBase + position + length
                    if input.count - (position + length) >= literals + 8 {
                        copyChunked(to: destination, from: source, count: literals)
                    } else {
                        destination.update(from: source, count: literals)
                    }
                    destination += literals
                }
                if let newDistance { distance = newDistance }
                if match > 0 {
                    guard distance > 0, distance <= destination - base else {
                        throw LZFSEError(.invalidMatchDistance(distance), offset: position)
                    }
                    copyMatch(to: destination, distance: distance, length: match)
                    destination += match
                }
                position += length + literals
            }
        }
    }

    /// Maps an opcode (and its possible operand bytes) to its meaning.
    @inline(__always)
    private static func classify(_ op: UInt8, _ byte1: Int, _ byte2: Int) -> Opcode {
        let code = Int(op)
        switch op {
        case 0x06: return .endOfStream
        case 0x0E, 0x16: return .nop
        case 0x1E, 0x26, 0x2E, 0x36, 0x3E, 0x70...0x7F, 0xD0...0xDF: return .invalid
        case 0xA0...0xBF:  // 101LLMMM: medium distance
            let word = byte1 | (byte2 << 8)
            return .copy(
                length: 3, literals: (code >> 3) & 3, match: ((code & 7) << 2 | (word & 3)) + 3,
                distance: word >> 2)
        case 0xE0: return .copy(length: 2, literals: byte1 + 16, match: 0, distance: nil)
        case 0xE1...0xEF: return .copy(length: 1, literals: code & 15, match: 0, distance: nil)
        case 0xF0: return .copy(length: 2, literals: 0, match: byte1 + 16, distance: nil)
        case 0xF1...0xFF: return .copy(length: 1, literals: 0, match: code & 15, distance: nil)
        default:
            let literals = code >> 6
            let match = ((code >> 3) & 7) + 3
            switch code & 7 {
            case 7: return .copy(length: 3, literals: literals, match: match, distance: byte1 | (byte2 << 8))
            case 6: return .copy(length: 1, literals: literals, match: match, distance: nil)
            default: return .copy(length: 2, literals: literals, match: match, distance: ((code & 7) << 8) | byte1)
            }
        }
    }
}
