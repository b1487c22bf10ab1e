/// Turns the parse of one input segment into `bvx2` blocks as the match finder produces it:
/// triples go into an ``LZFSEBlockEncoder`` until it is full, then the block is written (or a
/// stored block, where coding does not shrink it) and a new one starts.
struct LZFSESegmentEncoder: LZSequenceSink, ~Copyable {
    private let input: UnsafeBufferPointer<UInt8>
    /// The stream so far; the finished blocks are appended to it.
    private(set) var output: [UInt8]
    private var block = LZFSEBlockEncoder()
    /// Input offset of the current block's first byte.
    private var blockStart = 0
    /// Input offset of the next sequence's first literal.
    private var position = 0

    init(input: UnsafeBufferPointer<UInt8>, output: consuming [UInt8]) {
        self.input = input
        self.output = output
    }

    /// Splits what one triple cannot carry: long literal runs into literal-only triples, long
    /// matches into pieces that repeat the distance.
    mutating func take(_ sequence: LZSequence) {
        var literals = sequence.literalCount
        while literals > LZFSEBlockEncoder.maximumL {
            append(literals: LZFSEBlockEncoder.maximumL, match: 0, distance: sequence.distance)
            literals -= LZFSEBlockEncoder.maximumL
        }
        var match = sequence.matchLength
        repeat {
            let piece = min(match, LZFSEBlockEncoder.maximumM)
            append(literals: literals, match: piece, distance: sequence.distance)
            literals = 0
            match -= piece
        } while match > 0
    }

    /// Writes the last block; the encoder has consumed the whole segment.
    consuming func finish() -> [UInt8] {
        flush()
        return output
    }

    @inline(__always)
    private mutating func append(literals count: Int, match: Int, distance: Int) {
        if !block.canAppend(literals: count) { flush() }
        block.append(
            literals: UnsafeBufferPointer(start: input.baseAddress! + position, count: count), matchLength: match,
            distance: distance, outputPosition: position + count)
        position += count + match
    }

    private mutating func flush() {
        guard !block.isEmpty else { return }
        let encoded = block.encode()
        if encoded.count < 8 + block.rawSize {
            output += encoded
        } else {
            LZFSEEncoder.appendStored(
                UnsafeBufferPointer(rebasing: input[blockStart..<blockStart + block.rawSize]), to: &output)
        }
        blockStart += block.rawSize
        block.reset()
    }
}
