/// The deepest nesting of square brackets in Swift text, outside strings and comments.
///
/// swift-syntax 603's parser looks ahead at every `[` to decide between an array literal and
/// an array type, and that lookahead is exponential in the nesting depth (about 6 s for 20
/// levels in a debug build, doubling per level). Real code nests square brackets a few levels
/// (`[[String: [Int]]]`), so deeper input is reported as invalid before it reaches the parser.
enum BracketDepth {
    /// Deepest square-bracket nesting handed to the parser.
    static let maximum = 10

    /// The first position where square brackets nest deeper than ``maximum`` (UTF-8 offset),
    /// or nil.
    static func firstExcess(in bytes: some Collection<UInt8>) -> Int? {
        var depth = 0
        var inString = false
        var previous: UInt8 = 0
        var iterator = bytes.makeIterator()
        var offset = -1
        var lineComment = false
        var blockComment = 0
        while let byte = iterator.next() {
            offset += 1
            defer { previous = byte }
            if lineComment {
                if byte == UInt8(ascii: "\n") { lineComment = false }
                continue
            }
            if blockComment > 0 {
                if previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/") { blockComment -= 1 }
                continue
            }
            if inString {
                if byte == UInt8(ascii: "\"") && previous != UInt8(ascii: "\\") { inString = false }
                if byte == UInt8(ascii: "\\") && previous == UInt8(ascii: "\\") {
                    // An escaped backslash does not escape the next quote.
                    previous = 0
                    continue
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): lineComment = true
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): blockComment += 1
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximum { return offset }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}
