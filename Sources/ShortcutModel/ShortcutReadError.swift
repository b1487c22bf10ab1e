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
        case .unrecognizedContent: .fileKind
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
        case .signedContainer(let error): error.description
        case .propertyList(let error): error.description
        case .model(let error): error.description
        }
    }

    public var description: String {
        switch layer {
        case .io, .fileKind: message
        default: "\(layer.rawValue): \(message)"
        }
    }
}
