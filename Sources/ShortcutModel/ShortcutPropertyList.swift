import Foundation
import PropertyList
import ShortcutSigning

/// The property list inside a shortcut file, whatever its wrapping.
///
/// Classifies by content with ``Encoding/init(detecting:)``: `AEA1` → signed (unwrapped without
/// keys), otherwise whatever `PropertyListFormat.detect(_:)` finds — binary, XML, or the
/// project's JSON rendering (Docs/JSON.md).
public enum ShortcutPropertyList {
    /// How a file stores its plist.
    public enum Encoding: String, Sendable, Hashable, Codable, CaseIterable {
        case binary, xml, signed, json

        /// The one classifier every caller uses: `nil` when the bytes are none of the four kinds.
        public init?(detecting data: Data) {
            if AEAContainer.hasMagic(data) {
                self = .signed
                return
            }
            switch PropertyListFormat.detect(data) {
            case .binary: self = .binary
            case .xml: self = .xml
            case .json: self = .json
            case nil: return nil
            }
        }
    }

    /// What every "not a shortcut" message says the four accepted kinds are.
    public static let acceptedKinds = "a binary, XML or JSON property list, or a signed (AEA1) shortcut"

    /// Which encodings a reader takes. The one policy for JSON: JSON is the toolkit's own loss-free
    /// rendering (Docs/JSON.md), read wherever a person hands the toolkit a file (every `shortcut`
    /// command, ``ShortcutDocument/init(data:limits:accepting:)`` by default). Bytes that arrive as
    /// a shortcut to install or share — an iCloud download, a gallery upload — must be a file the
    /// Shortcuts app imports, so those readers take ``appleFormats`` only.
    public struct Encodings: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let binary = Encodings(rawValue: 1)
        public static let xml = Encodings(rawValue: 2)
        public static let signed = Encodings(rawValue: 4)
        public static let json = Encodings(rawValue: 8)
        /// What the Shortcuts app reads: binary, XML and signed files.
        public static let appleFormats: Encodings = [.binary, .xml, .signed]
        /// Everything, JSON included.
        public static let all: Encodings = [.binary, .xml, .signed, .json]

        /// Whether `encoding` is among these.
        public func contains(_ encoding: Encoding) -> Bool {
            switch encoding {
            case .binary: contains(Encodings.binary)
            case .xml: contains(Encodings.xml)
            case .signed: contains(Encodings.signed)
            case .json: contains(Encodings.json)
            }
        }
    }

    /// Reads the plist, unwrapping a signed container. The container is returned too. This is the
    /// one reader of shortcut files; ``ShortcutDocument`` builds the model on it.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - limits: bounds on the decoded payload and the property-list tree.
    ///   - accepting: the encodings to read; another one fails with
    ///     ``ShortcutReadError/Reason/encodingNotAccepted(_:)``.
    /// - Throws: ``ShortcutReadError`` keeping the typed error of the layer that failed.
    public static func readWithContainer(
        _ data: Data, limits: ReadLimits = .default, accepting: Encodings = .all
    ) throws(ShortcutReadError) -> (PropertyListValue, Encoding, SignedShortcut?) {
        guard let encoding = Encoding(detecting: data) else { throw ShortcutReadError(.unrecognizedContent) }
        guard accepting.contains(encoding) else { throw ShortcutReadError(.encodingNotAccepted(encoding)) }
        var bytes = data
        var container: SignedShortcut?
        if encoding == .signed {
            do {
                let signed = try SignedShortcut(data: data, limits: limits.signed)
                container = signed
                bytes = signed.workflowData
            } catch {
                throw ShortcutReadError(.signedContainer(error))
            }
        }
        do {
            return (try PropertyListValue(decoding: bytes, limits: limits.propertyList), encoding, container)
        } catch {
            throw ShortcutReadError(.propertyList(error))
        }
    }

    /// Reads the plist only.
    public static func read(
        _ data: Data, limits: ReadLimits = .default, accepting: Encodings = .all
    ) throws(ShortcutReadError) -> PropertyListValue {
        try readWithContainer(data, limits: limits, accepting: accepting).0
    }
}
