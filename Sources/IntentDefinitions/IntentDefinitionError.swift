import PropertyList

/// An intent definition file the model cannot accept, and where in it.
///
/// The key path reads like `INIntents[2].INIntentParameters[0].INIntentParameterName` (a
/// dictionary-keyed entry as `INIntentParameterCombinations["a,b"]`), so a user can find the spot
/// in Xcode's plist editor or any text editor.
public struct IntentDefinitionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, independent of where.
    public enum Reason: Sendable, Equatable {
        /// The bytes are not a property list; the underlying error names the byte offset.
        case notPropertyList(PropertyListError)
        /// The root of the plist is not a dictionary.
        case rootNotDictionary(found: String)
        /// A key every element of its kind needs (such as `INIntentName`) is absent.
        case missingKey(String)
        /// A known key holds a different type than the format uses.
        case wrongType(expected: String, found: String)
    }

    /// What went wrong.
    public var reason: Reason
    /// Dotted key path with array indices; empty for errors about the file as a whole.
    public var keyPath: String

    /// An error of `reason` at `keyPath` (empty for the file as a whole).
    public init(_ reason: Reason, at keyPath: String) {
        self.reason = reason
        self.keyPath = keyPath
    }

    public var description: String {
        switch reason {
        case .notPropertyList(let error):
            // The plist error already says where (byte, line, column).
            return "not an intent definition: \(error)"
        case .rootNotDictionary(let found):
            let article = found.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            return "not an intent definition: the root is \(article) \(found), not a dictionary"
        case .missingKey(let key):
            return keyPath.isEmpty ? "missing key \(key)" : "missing key \(key) at \(keyPath)"
        case .wrongType(let expected, let found):
            return "expected \(expected), found \(found) at \(keyPath)"
        }
    }
}
