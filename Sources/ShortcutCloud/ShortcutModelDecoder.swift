import Foundation
import ShortcutModel

/// The toolkit's decoder: the full typed model, read by the one shortcut reader
/// (`ShortcutDocument`) in Apple's formats only — binary, XML and signed files; JSON is the
/// toolkit's own rendering and never what iCloud serves.
public struct ShortcutModelDecoder: ShortcutDecoding {
    /// Bounds on the decoded payload and the property-list tree.
    public var limits: ReadLimits

    public init(limits: ReadLimits = .default) { self.limits = limits }

    public func decode(_ download: ShortcutDownload) throws -> ShortcutDocument {
        try ShortcutDocument(data: download.data, limits: limits, accepting: .appleFormats)
    }

    public func actionCount(of document: ShortcutDocument) -> Int { document.shortcut.actions.count }
}
