import Foundation
import ShortcutModel

/// The toolkit's decoder: the full typed model, for binary, XML and signed files alike.
public struct ShortcutModelDecoder: ShortcutDecoding {
    public init() {}

    public func decode(_ download: ShortcutDownload) throws -> ShortcutDocument {
        try ShortcutDocument(data: download.data)
    }

    public func actionCount(of document: ShortcutDocument) -> Int { document.shortcut.actions.count }
}
