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

    /// Reads the plist, unwrapping a signed container. The container is returned too.
    ///
    /// - Throws: ``ShortcutReadError`` keeping the typed error of the layer that failed.
    public static func readWithContainer(
        _ data: Data, limits: PropertyListLimits = .default
    ) throws(ShortcutReadError) -> (PropertyListValue, Encoding, SignedShortcut?) {
        guard let encoding = Encoding(detecting: data) else { throw ShortcutReadError(.unrecognizedContent) }
        var bytes = data
        var container: SignedShortcut?
        if encoding == .signed {
            do {
                let signed = try SignedShortcut(data: data)
                container = signed
                bytes = signed.workflowData
            } catch {
                throw ShortcutReadError(.signedContainer(error))
            }
        }
        do {
            return (try PropertyListValue(decoding: bytes, limits: limits), encoding, container)
        } catch {
            throw ShortcutReadError(.propertyList(error))
        }
    }

    /// Reads the plist only.
    public static func read(_ data: Data, limits: PropertyListLimits = .default) throws(ShortcutReadError)
        -> PropertyListValue
    {
        try readWithContainer(data, limits: limits).0
    }
}
