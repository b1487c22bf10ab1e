import Foundation

/// Turns a downloaded file into a model. Kept as a protocol so this module does not decide
/// which shortcut model is used: the toolkit plugs in its core model, tests plug in stubs.
public protocol ShortcutDecoding: Sendable {
    associatedtype Decoded: Sendable
    /// Decodes `download`; throw any error (it is reported as ``ShortcutCloudError/decoding(id:detail:)``).
    func decode(_ download: ShortcutDownload) throws -> Decoded
    /// The number of actions in a decoded shortcut.
    func actionCount(of decoded: Decoded) -> Int
}

/// A ``ShortcutDecoding`` made of two closures.
public struct ClosureShortcutDecoder<Decoded: Sendable>: ShortcutDecoding {
    private let decodeBody: @Sendable (ShortcutDownload) throws -> Decoded
    private let countBody: @Sendable (Decoded) -> Int

    public init(
        decode: @escaping @Sendable (ShortcutDownload) throws -> Decoded,
        actionCount: @escaping @Sendable (Decoded) -> Int
    ) {
        decodeBody = decode
        countBody = actionCount
    }

    public func decode(_ download: ShortcutDownload) throws -> Decoded { try decodeBody(download) }
    public func actionCount(of decoded: Decoded) -> Int { countBody(decoded) }
}
