/// Encodes an LZ77 parse as the LZVN opcode stream of a `bvxn` block (spec §6.6).
///
/// A match op carries up to 3 literals. Which match lengths an op can hold depends on its
/// literal count, because some bit patterns belong to other opcodes (0x70–0x7F, 0xD0–0xDF are
/// invalid and 0xA0–0xBF, 0xE0–0xFF are other ops): with L = 0, 1, 2, 3 literals the 1- to
/// 3-byte match ops reach M = 10, 8, 6, 4. Longer matches continue with the "previous distance"
/// ops 0xF0–0xFF.
enum LZVNEncoder {
    /// The largest distance an LZVN op can carry (the 16-bit "large distance" op).
    static let maximumDistance = 65_535
    /// Longest match for a small/large/previous-distance op by its literal count 0…3.
    private static let shortOpMaximumMatch = [10, 8, 6, 4]

    /// The payload (ending with the 8-byte end-of-stream op) for `input` parsed as `sequences`,
    /// whose distances must not exceed ``maximumDistance`` and whose matches are empty or at
    /// least 3 bytes long.
    static func encode(_ input: UnsafeBufferPointer<UInt8>, sequences: [LZSequence]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + input.count / 8 + 16)
        var position = 0
        var previousDistance = 0
        for sequence in sequences {
            var literals = sequence.literalCount
            let match = sequence.matchLength
            // Literals beyond what the match op can carry go in literal-only ops first.
            let carried = match > 0 && literals <= 3 ? literals : 0
            appendLiterals(input, from: position, count: literals - carried, to: &output)
            position += literals - carried
            literals = carried
            if match > 0 {
                let remaining = appendMatch(
                    input, literalsFrom: position, literals: literals, match: match, distance: sequence.distance,
                    previousDistance: previousDistance, to: &output)
                appendRepeat(remaining, to: &output)
                previousDistance = sequence.distance
                position += literals + match
            }
        }
        output += [0x06, 0, 0, 0, 0, 0, 0, 0]
        return output
    }

    /// Literal-only ops: 0xE1–0xEF carry 1…15 bytes, 0xE0 n carries 16…271.
    private static func appendLiterals(
        _ input: UnsafeBufferPointer<UInt8>, from start: Int, count: Int, to output: inout [UInt8]
    ) {
        var position = start
        var left = count
        while left > 0 {
            let chunk = min(left, 271)
            if chunk >= 16 {
                output.append(0xE0)
                output.append(UInt8(chunk - 16))
            } else {
                output.append(0xE0 | UInt8(chunk))
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: input[position..<position + chunk]))
            position += chunk
            left -= chunk
        }
    }

    /// One op for `literals` (0…3) literal bytes and as much of the match as it can carry, then
    /// the literal bytes. Returns the match bytes still to copy from the same distance.
    private static func appendMatch(
        _ input: UnsafeBufferPointer<UInt8>, literalsFrom start: Int, literals: Int, match: Int, distance: Int,
        previousDistance: Int, to output: inout [UInt8]
    ) -> Int {
        let shortMaximum = shortOpMaximumMatch[literals]
        let l = UInt8(literals) << 6
        var taken: Int
        if distance == previousDistance && literals == 0 {
            return match  // the repeat ops carry it all
        } else if distance == previousDistance {
            taken = min(match, shortMaximum)
            output.append(l | UInt8(taken - 3) << 3 | 0b110)
        } else if distance <= 0x5FF && match <= shortMaximum {
            taken = match
            output.append(l | UInt8(taken - 3) << 3 | UInt8(distance >> 8))
            output.append(UInt8(truncatingIfNeeded: distance))
        } else if distance < 1 << 14 {
            taken = min(match, 34)
            let word = distance << 2 | (taken - 3) & 3
            output.append(0xA0 | UInt8(literals) << 3 | UInt8((taken - 3) >> 2))
            output.append(UInt8(truncatingIfNeeded: word))
            output.append(UInt8(truncatingIfNeeded: word >> 8))
        } else {
            taken = min(match, shortMaximum)
            output.append(l | UInt8(taken - 3) << 3 | 0b111)
            output.append(UInt8(truncatingIfNeeded: distance))
            output.append(UInt8(truncatingIfNeeded: distance >> 8))
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<start + literals]))
        return match - taken
    }

    /// Match bytes from the previous distance: 0xF1–0xFF carry 1…15, 0xF0 n carries 16…271.
    private static func appendRepeat(_ count: Int, to output: inout [UInt8]) {
        var left = count
        while left > 0 {
            let chunk = min(left, 271)
            if chunk >= 16 {
                output.append(0xF0)
                output.append(UInt8(chunk - 16))
            } else {
                output.append(0xF0 | UInt8(chunk))
            }
            left -= chunk
        }
    }
}
