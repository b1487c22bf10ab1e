/// One step of an LZ77 parse: copy `literalCount` bytes from the input, then `matchLength` bytes
/// from `distance` bytes back in the output. The last step of a parse may have no match
/// (`matchLength == 0`, `distance == 0`) to carry the trailing literals.
struct LZSequence: Equatable, Sendable {
    var literalCount: Int
    var matchLength: Int
    var distance: Int
}
