import Foundation
import ShortcutModel

/// What a downloaded shortcut file is, by its first bytes (spec §3, §4).
public enum ShortcutFileKind: String, Sendable, Equatable, Hashable, Codable {
    /// `bplist00…`: an unsigned workflow in binary property-list form.
    case binaryPropertyList
    /// `<?xml` / `<plist` (after an optional BOM and whitespace): an XML property list.
    case xmlPropertyList
    /// `AEA1…`: a signed shortcut (Apple Encrypted Archive).
    case signedArchive

    /// Detects the kind from the magic bytes with the model's own classifier; `nil` when it is
    /// none of the three (a JSON body, say an error page, is not a shortcut file).
    public init?(detecting data: Data) {
        switch ShortcutPropertyList.encoding(of: data) {
        case .binary?: self = .binaryPropertyList
        case .xml?: self = .xmlPropertyList
        case .signed?: self = .signedArchive
        case .json?, nil: return nil
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
