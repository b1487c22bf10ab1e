/// Where two byte sequences first differ, for round-trip failure messages.
enum ByteMismatch {
    /// The index of the first differing byte, or the shorter length when one is a prefix of the other.
    static func offset(_ left: some Sequence<UInt8>, _ right: some Sequence<UInt8>) -> Int {
        var offset = 0
        var (leftBytes, rightBytes) = (left.makeIterator(), right.makeIterator())
        while let leftByte = leftBytes.next(), let rightByte = rightBytes.next(), leftByte == rightByte { offset += 1 }
        return offset
    }
}
