/// A property list whose *structure* a model cannot accept, and where in it — the one decoding
/// error of every model built on property lists (shortcuts, intent definitions).
///
/// The key path reads like `WFWorkflowActions[12].WFWorkflowActionIdentifier` or
/// `INIntents[2].INIntentParameters[0].INIntentParameterName` (a dictionary-keyed entry as
/// `INIntentParameterCombinations["a,b"]`), so a user can find the spot in any plist editor.
public struct PropertyListDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, independent of where.
    public enum Reason: Sendable, Equatable {
        /// The bytes are not a property list; the underlying error names the byte offset.
        case notPropertyList(PropertyListError)
        /// The root of the plist is not a dictionary.
        case rootNotDictionary(found: String)
        /// A key every element of its kind needs is absent.
        case missingKey(String)
        /// A known key holds a different type than the format uses.
        case wrongType(expected: String, found: String)
    }

    /// What went wrong.
    public var reason: Reason
    /// Dotted key path with array indices; empty for errors about the file as a whole.
    public var keyPath: String
    /// What the file was read as ("shortcut", "intent definition"), named when the whole file is
    /// rejected; `nil` leaves it out.
    public var documentKind: String?

    /// An error of `reason` at `keyPath` (empty for the file as a whole).
    public init(_ reason: Reason, at keyPath: String, documentKind: String? = nil) {
        self.reason = reason
        self.keyPath = keyPath
        self.documentKind = documentKind
    }

    public var description: String {
        switch reason {
        case .notPropertyList(let error):
            // The plist error already says where (byte, line, column).
            return wholeFile("\(error)")
        case .rootNotDictionary(let found):
            return wholeFile("the root is \(Self.article(for: found)) \(found), not a dictionary")
        case .missingKey(let key):
            return keyPath.isEmpty ? "missing key \(key)" : "missing key \(key) at \(keyPath)"
        case .wrongType(let expected, let found):
            return keyPath.isEmpty
                ? "expected \(expected), found \(found)" : "expected \(expected), found \(found) at \(keyPath)"
        }
    }

    private func wholeFile(_ what: String) -> String {
        guard let documentKind else { return what }
        return "not \(Self.article(for: documentKind)) \(documentKind): \(what)"
    }

    /// "a" or "an" for a type or document name ("an array", "a shortcut").
    package static func article(for noun: String) -> String {
        noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
