import Foundation
import PropertyList
import ShortcutSigning

/// A shortcut as read from a file: the typed ``Shortcut``, the property list it came from, and
/// how it was stored (binary, XML, JSON or signed).
///
/// Reading classifies by content, never by extension (``ShortcutPropertyList/Encoding/init(detecting:)``);
/// a signed file's inner `Shortcut.wflow` is extracted without needing any key.
public struct ShortcutDocument: Sendable {
    /// How the shortcut was stored.
    public typealias Encoding = ShortcutPropertyList.Encoding

    public var shortcut: Shortcut
    /// The root of the plist as read (for signed files: of the inner workflow).
    public var propertyList: PropertyListValue
    public var encoding: Encoding
    /// The container of a signed file (auth data, signing kind), for verification and display.
    public var signedContainer: SignedShortcut?

    /// Reads a shortcut from file bytes.
    ///
    /// - Parameters:
    ///   - data: the file's bytes, in any of the four encodings.
    ///   - limits: bounds on the decoded payload and the property-list tree (hostile files).
    ///   - accepting: the encodings to read: all four by default; ``ShortcutPropertyList/Encodings/appleFormats``
    ///     for bytes that must be importable by the Shortcuts app (see ``ShortcutPropertyList/Encodings``).
    /// - Throws: ``ShortcutReadError`` with the typed error of the layer that failed.
    public init(
        data: Data, limits: ReadLimits = .default, accepting: ShortcutPropertyList.Encodings = .all
    ) throws(ShortcutReadError) {
        (propertyList, encoding, signedContainer) = try ShortcutPropertyList.readWithContainer(
            data, limits: limits, accepting: accepting)
        do {
            shortcut = try Shortcut(propertyList: propertyList)
        } catch {
            throw ShortcutReadError(.model(error))
        }
    }

    /// Reads the file at `url`.
    public init(
        contentsOf url: URL, limits: ReadLimits = .default, accepting: ShortcutPropertyList.Encodings = .all
    ) throws(ShortcutReadError) {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw ShortcutReadError(.unreadable((error as NSError).localizedDescription))
        }
        try self.init(data: data, limits: limits, accepting: accepting)
    }
}
