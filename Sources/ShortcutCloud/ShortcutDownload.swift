import Foundation

/// What a downloaded shortcut file is, by its first bytes (spec §3, §4).
public enum ShortcutFileKind: String, Sendable, Equatable, Hashable, Codable {
    /// `bplist00…`: an unsigned workflow in binary property-list form.
    case binaryPropertyList
    /// `<?xml` / `<plist` (after an optional BOM and whitespace): an XML property list.
    case xmlPropertyList
    /// `AEA1…`: a signed shortcut (Apple Encrypted Archive).
    case signedArchive

    /// Detects the kind from the magic bytes; `nil` when it is none of the three.
    public init?(detecting data: Data) {
        if data.starts(with: Array("bplist00".utf8)) {
            self = .binaryPropertyList
        } else if data.starts(with: Array("AEA1".utf8)) {
            self = .signedArchive
        } else {
            var body = data.prefix(64)[...]
            if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
            body = body.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            guard body.starts(with: Array("<?xml".utf8)) || body.starts(with: Array("<plist".utf8)) else { return nil }
            self = .xmlPropertyList
        }
    }

    /// A sensible file extension when saving.
    public var fileExtension: String { self == .signedArchive ? "shortcut" : "plist" }
}

/// A downloaded shortcut file: raw bytes plus where they came from and what they are. Decoding
/// into a model is a separate, pluggable step (``ShortcutDecoding``).
public struct ShortcutDownload: Sendable, Equatable {
    /// Which asset of the record was downloaded.
    public enum Source: String, Sendable, Equatable, Codable {
        /// The record's `shortcut` asset (preferred).
        case unsigned
        /// The record's `signedShortcut` asset (fallback).
        case signed
    }

    public var id: String
    public var source: Source
    public var kind: ShortcutFileKind
    public var data: Data

    public init(id: String, source: Source, kind: ShortcutFileKind, data: Data) {
        self.id = id
        self.source = source
        self.kind = kind
        self.data = data
    }
}

/// A fetched shortcut: metadata (with ``ShortcutMetadata/actionCount`` filled), the file, and
/// whatever the decoder made of it.
public struct DecodedShortcut<Decoded: Sendable>: Sendable {
    public var metadata: ShortcutMetadata
    public var download: ShortcutDownload
    public var decoded: Decoded
}
