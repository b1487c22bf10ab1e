import Foundation
import PropertyList
import ShortcutSigning

/// The property list inside a shortcut file, whatever its wrapping.
///
/// Classifies by content: `bplist00` → binary, `<?xml`/`<plist` → XML, `AEA1` → signed
/// (unwrapped without keys), `{`/`[` → the project's JSON rendering (Docs/JSON.md).
public enum ShortcutPropertyList {
    /// How a file stores its plist.
    public enum Encoding: String, Sendable, Hashable, Codable {
        case binary, xml, signed, json
    }

    /// The encoding of `data`, or nil when it is none of the known kinds.
    public static func encoding(of data: Data) -> Encoding? {
        if SignedShortcut.isSigned(data) { return .signed }
        switch PropertyListFormat.detect(data) {
        case .binary: return .binary
        case .xml: return .xml
        case nil:
            let first = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .json : nil
        }
    }

    /// Reads the plist, unwrapping a signed container. The container is returned too.
    public static func readWithContainer(
        _ data: Data, limits: PropertyListLimits = .default
    ) throws(ShortcutReadError) -> (PropertyListValue, Encoding, SignedShortcut?) {
        guard let encoding = encoding(of: data) else {
            throw ShortcutReadError(layer: .fileKind, message: "not a shortcut (expected bplist00, <?xml or AEA1 at byte 0)")
        }
        var bytes = data
        var container: SignedShortcut?
        if encoding == .signed {
            do {
                let signed = try SignedShortcut(data: data)
                container = signed
                bytes = signed.workflowData
            } catch {
                throw ShortcutReadError(layer: .signedContainer, message: String(describing: error))
            }
        }
        do {
            let value =
                encoding == .json
                ? try PropertyListJSONReader().read(bytes)
                : try PropertyListValue(decoding: bytes, limits: limits)
            return (value, encoding, container)
        } catch let error as PropertyListError {
            throw ShortcutReadError(layer: .propertyList, message: error.description)
        } catch {
            throw ShortcutReadError(layer: .propertyList, message: String(describing: error))
        }
    }

    /// Reads the plist only.
    public static func read(_ data: Data, limits: PropertyListLimits = .default) throws(ShortcutReadError) -> PropertyListValue {
        try readWithContainer(data, limits: limits).0
    }
}
