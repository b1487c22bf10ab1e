import Foundation
import PropertyList
import ShortcutSigning

/// A shortcut as read from a file: the typed ``Shortcut``, the property list it came from, and
/// how it was stored (binary, XML, or signed).
///
/// Reading classifies by content, never by extension: `bplist00` → binary, `<?xml`/`<plist` →
/// XML, `AEA1` → signed (the inner `Shortcut.wflow` is extracted without needing any key).
public struct ShortcutDocument: Sendable {
    /// How the shortcut was stored.
    public typealias Encoding = ShortcutPropertyList.Encoding

    public var shortcut: Shortcut
    /// The root of the plist as read (for signed files: of the inner workflow).
    public var propertyList: PropertyListValue
    public var encoding: Encoding
    /// The container of a signed file (auth data, signing kind), for verification and display.
    public var signedContainer: SignedShortcut?

    /// Reads a shortcut from file bytes in any supported encoding.
    ///
    /// - Throws: ``ShortcutReadError`` saying which layer failed and where.
    public init(data: Data, limits: PropertyListLimits = .default) throws(ShortcutReadError) {
        (propertyList, encoding, signedContainer) = try ShortcutPropertyList.readWithContainer(data, limits: limits)
        do {
            shortcut = try Shortcut(propertyList: propertyList)
        } catch {
            throw ShortcutReadError(layer: .model, message: error.description)
        }
    }

    /// Reads the file at `url`.
    public init(contentsOf url: URL, limits: PropertyListLimits = .default) throws(ShortcutReadError) {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw ShortcutReadError(layer: .io, message: (error as NSError).localizedDescription)
        }
        try self.init(data: data, limits: limits)
    }
}

extension Shortcut {
    /// Encodes the shortcut as an unsigned binary or XML plist.
    public func encoded(as format: PropertyListFormat) throws -> Data {
        try propertyList.encoded(as: format)
    }
}

/// Why a file could not be read as a shortcut: the layer that failed, and its message (which
/// names the byte offset, line/column, or key path).
public struct ShortcutReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Layer: String, Sendable, Equatable {
        case io, fileKind = "file kind", signedContainer = "signed container"
        case propertyList = "property list", model = "shortcut"
    }

    public var layer: Layer
    public var message: String

    public init(layer: Layer, message: String) {
        self.layer = layer
        self.message = message
    }

    public var description: String {
        switch layer {
        case .io, .fileKind: message
        default: "\(layer.rawValue): \(message)"
        }
    }
}
