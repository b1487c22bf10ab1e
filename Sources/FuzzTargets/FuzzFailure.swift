/// A fuzz input that broke a promise without crashing: an oracle violation, or an error of a type
/// the reader does not document. The libFuzzer executables abort on it, so libFuzzer keeps the
/// input; the regression replay tests report it.
public struct FuzzFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which promise broke.
    public enum Reason: Sendable, Equatable {
        /// A round trip did not give back an equal value (what was compared, and how they differ).
        case roundTripMismatch(String)
        /// A writer refused a value its reader had just produced.
        case writerRefused(String)
        /// A reader threw something other than its documented typed error.
        case unexpectedError(String)
        /// A bundled resource the target needs did not load (a packaging error): what and why
        /// (``BundledFuzzResource``).
        case missingResource(String)
    }

    /// The target whose check failed (``FuzzTarget`` or ``AppShortcutsFuzzTarget`` raw value).
    public var target: String
    public var reason: Reason
    /// Where in the value the failure is: the key path of the first difference (`.a[2].b`), or
    /// the stage of the target ("xml round trip") when there is no finer place.
    public var location: String

    public init(target: String, _ reason: Reason, at location: String) {
        self.target = target
        self.reason = reason
        self.location = location
    }

    public var description: String {
        switch reason {
        case .roundTripMismatch(let what): "\(target): round trip not value-equal at \(location): \(what)"
        case .writerRefused(let what): "\(target): writer refused a value its reader produced, at \(location): \(what)"
        case .unexpectedError(let what): "\(target): undocumented error at \(location): \(what)"
        case .missingResource(let what): "\(target): \(what) (a packaging error; the fuzzer checks nothing without it)"
        }
    }
}
