import PropertyList
import ShortcutSigning

/// Why a file could not be read as a shortcut. Keeps the typed error of the layer that failed
/// (with its byte offset, line and column, or key path), so callers can act on it; `layer` and
/// `message` summarise it for people.
public struct ShortcutReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the file could not be read, with the lower layer's error where there is one.
    public enum Reason: Sendable, Equatable {
        /// The file could not be read from disk (the system's message).
        case unreadable(String)
        /// The bytes are none of the four kinds (``ShortcutPropertyList/acceptedKinds``).
        case unrecognizedContent
        /// A kind the reader was asked not to take (JSON where an importable file is needed).
        case encodingNotAccepted(ShortcutPropertyList.Encoding)
        /// A signed file whose container is damaged.
        case signedContainer(SignedShortcutError)
        /// The property list is malformed.
        case propertyList(PropertyListError)
        /// The property list is not a shortcut the model accepts.
        case model(ShortcutDecodingError)
    }

    /// The reading layer that failed, for summaries.
    public enum Layer: String, Sendable, Equatable {
        case io
        case fileKind = "file kind"
        case signedContainer = "signed container"
        case propertyList = "property list"
        case model = "shortcut"
    }

    public var reason: Reason

    public init(_ reason: Reason) { self.reason = reason }

    public var layer: Layer {
        switch reason {
        case .unreadable: .io
        case .unrecognizedContent, .encodingNotAccepted: .fileKind
        case .signedContainer: .signedContainer
        case .propertyList: .propertyList
        case .model: .model
        }
    }

    /// The failing layer's own description (naming its offset, line/column or key path).
    public var message: String {
        switch reason {
        case .unreadable(let message): message
        case .unrecognizedContent: "not a shortcut (expected \(ShortcutPropertyList.acceptedKinds))"
        case .encodingNotAccepted(.json):
            "a JSON rendering, which the Shortcuts app cannot import (expected a binary, XML or signed "
                + "shortcut; `shortcut convert FILE --to binary` makes one)"
        case .encodingNotAccepted(let encoding): "a \(encoding.rawValue) file is not accepted here"
        case .signedContainer(let error): error.description
        case .propertyList(let error): error.description
        case .model(let error):
            if let mismatch = Self.notAShortcut(error) {
                "a valid property list, but not a shortcut: \(mismatch)"
            } else {
                error.description
            }
        }
    }

    /// What makes a well-formed property list no shortcut at all (its root, or its action list),
    /// or nil for a shortcut with a defect further in.
    private static func notAShortcut(_ error: ShortcutDecodingError) -> String? {
        switch error.reason {
        case .rootNotDictionary(let found): "its root is \(withArticle(found)), not a dictionary"
        case .missingKey("WFWorkflowActions") where error.keyPath == "WFWorkflowActions" || error.keyPath.isEmpty:
            "it has no WFWorkflowActions"
        case .wrongType(let expected, let found) where error.keyPath == "WFWorkflowActions":
            "WFWorkflowActions is \(withArticle(found)), not \(withArticle(expected))"
        default: nil
        }
    }

    private static func withArticle(_ typeName: String) -> String {
        PropertyListDecodingError.article(for: typeName) + " " + typeName
    }

    /// True when the bytes are a well-formed property list that is not a shortcut at all (its root
    /// is not a dictionary, or it has no action list), rather than a damaged shortcut.
    public var isPropertyListButNotAShortcut: Bool {
        if case .model(let error) = reason { return Self.notAShortcut(error) != nil }
        return false
    }

    public var description: String {
        switch layer {
        case .io, .fileKind: message
        case .model where isPropertyListButNotAShortcut: message
        default: "\(layer.rawValue): \(message)"
        }
    }
}
