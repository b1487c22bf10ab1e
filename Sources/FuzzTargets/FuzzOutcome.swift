/// What a reader made of one fuzz input, when nothing went wrong.
///
/// Both outcomes are fine: fuzzing only fails on a crash, a hang, or a ``FuzzFailure``.
public enum FuzzOutcome: Sendable, Equatable {
    /// The reader accepted the input (and every check on the result held).
    case accepted
    /// The reader refused the input with its documented typed error (the error's description).
    case rejected(String)
}
