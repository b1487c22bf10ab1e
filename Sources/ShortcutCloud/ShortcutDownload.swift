import Foundation
import ShortcutModel

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
    public var kind: ShortcutPropertyList.Encoding
    public var data: Data

    public init(id: String, source: Source, kind: ShortcutPropertyList.Encoding, data: Data) {
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
