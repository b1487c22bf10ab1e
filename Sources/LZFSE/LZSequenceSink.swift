/// Receives the steps of an LZ77 parse in order, as ``LZMatchFinder`` finds them, so a large
/// input's parse is consumed while it is made instead of being held in memory at once.
protocol LZSequenceSink: ~Copyable {
    /// Takes the next step of the parse.
    mutating func take(_ sequence: LZSequence)
}

/// Collects a whole parse in an array (for small inputs and tests).
struct LZSequenceCollector: LZSequenceSink {
    var sequences: [LZSequence] = []

    mutating func take(_ sequence: LZSequence) {
        sequences.append(sequence)
    }
}
