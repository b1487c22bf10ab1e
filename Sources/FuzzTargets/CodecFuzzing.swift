import Foundation

/// What every codec target promises of a refusal: the error names a place inside the input (a byte
/// offset, or a line) and its description is one line.
enum CodecFuzzing {
    /// `.rejected(description)` when `offset` lies in `0...count` and `description` is one line;
    /// otherwise the ``FuzzFailure`` naming the broken promise.
    static func rejected(
        _ target: FuzzTarget, _ description: String, offset: Int, within count: Int, error: String
    ) throws(FuzzFailure) -> FuzzOutcome {
        guard offset >= 0, offset <= count else {
            throw FuzzFailure(
                target: target.rawValue, .unexpectedError("offset \(offset) outside \(count) bytes"), at: error)
        }
        guard !description.contains("\n") else {
            throw FuzzFailure(target: target.rawValue, .unexpectedError("not one line: \(description)"), at: error)
        }
        return .rejected(description)
    }
}
