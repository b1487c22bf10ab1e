import Foundation

/// Base64 for `<data>` (XML) and `{"$data": …}` (JSON).
///
/// Our own codec because XML data is line-wrapped with indentation inside, the writer must wrap
/// exactly like Apple's, and invalid input must report *where* it is invalid.
enum PropertyListBase64 {
    private static let alphabet: [UInt8] = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    private static let invalid: UInt8 = 0xFF
    private static let space: UInt8 = 0xFE
    private static let padding: UInt8 = 0xFD

    /// Byte → sextet, or one of the markers above.
    private static let decodeTable: [UInt8] = {
        var table = [UInt8](repeating: invalid, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        for byte in [0x20, 0x09, 0x0A, 0x0D] as [UInt8] { table[Int(byte)] = space }
        table[Int(UInt8(ascii: "="))] = padding
        return table
    }()

    /// Appends the base64 text of `bytes` (no line breaks) to `output`.
    static func encode(_ bytes: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        let table = alphabet
        output.reserveCapacity(output.count + (bytes.count + 2) / 3 * 4)
        var index = 0
        let count = bytes.count
        while count - index >= 3 {
            let chunk = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            output.append(table[Int(chunk >> 18 & 0x3F)])
            output.append(table[Int(chunk >> 12 & 0x3F)])
            output.append(table[Int(chunk >> 6 & 0x3F)])
            output.append(table[Int(chunk & 0x3F)])
            index += 3
        }
        if count - index == 1 {
            let chunk = UInt32(bytes[index]) << 16
            output.append(table[Int(chunk >> 18 & 0x3F)])
            output.append(table[Int(chunk >> 12 & 0x3F)])
            output.append(UInt8(ascii: "="))
            output.append(UInt8(ascii: "="))
        } else if count - index == 2 {
            let chunk = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
            output.append(table[Int(chunk >> 18 & 0x3F)])
            output.append(table[Int(chunk >> 12 & 0x3F)])
            output.append(table[Int(chunk >> 6 & 0x3F)])
            output.append(UInt8(ascii: "="))
        }
    }

    static func encode(_ data: Data) -> [UInt8] {
        var output: [UInt8] = []
        data.withUnsafeBytes { encode($0, into: &output) }
        return output
    }

    /// Decodes base64 text, skipping ASCII whitespace anywhere (Apple wraps and indents it).
    /// Padding may be omitted; anything after padding other than `=` and whitespace is an error.
    /// - Returns: the bytes, or the offset (into `text`) of the first offending byte.
    static func decode(_ text: UnsafeBufferPointer<UInt8>) -> Result<Data, DecodingFailure> {
        let table = decodeTable
        var output = [UInt8]()
        output.reserveCapacity(text.count / 4 * 3 + 3)
        var accumulator: UInt32 = 0
        var sextets = 0  // in the current group of four
        var index = 0
        let count = text.count
        while index < count {
            let code = table[Int(text[index])]
            if code < 64 {
                accumulator = accumulator << 6 | UInt32(code)
                sextets += 1
                if sextets == 4 {
                    output.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                    output.append(UInt8(truncatingIfNeeded: accumulator >> 8))
                    output.append(UInt8(truncatingIfNeeded: accumulator))
                    accumulator = 0
                    sextets = 0
                }
            } else if code == space {
                // skipped
            } else if code == padding {
                break
            } else {
                return .failure(DecodingFailure(offset: index))
            }
            index += 1
        }
        if index < count {
            // At the first "=": it may only complete a group of 2 or 3 sextets.
            guard sextets >= 2 else { return .failure(DecodingFailure(offset: index)) }
            var pads = 0
            while index < count {
                let code = table[Int(text[index])]
                if code == padding {
                    pads += 1
                    guard sextets + pads <= 4 else { return .failure(DecodingFailure(offset: index)) }
                } else if code != space {
                    return .failure(DecodingFailure(offset: index))
                }
                index += 1
            }
        }
        switch sextets {
        case 0: break
        case 1: return .failure(DecodingFailure(offset: count))
        case 2: output.append(UInt8(truncatingIfNeeded: accumulator >> 4))
        default:  // 3
            output.append(UInt8(truncatingIfNeeded: accumulator >> 10))
            output.append(UInt8(truncatingIfNeeded: accumulator >> 2))
        }
        return .success(Data(output))
    }

    struct DecodingFailure: Error {
        var offset: Int
    }
}
