import Foundation

/// Turns a downloaded file into a model. The toolkit's own is ``ShortcutModelDecoder`` (the typed
/// model, which every caller in the toolkit uses); the protocol lets a caller that needs less — an
/// action count, the raw bytes — skip building the model, and lets tests inject failures.
public protocol ShortcutDecoding: Sendable {
    associatedtype Decoded: Sendable
    /// Decodes `download`; throw any error (it is reported as ``ShortcutCloudError/decoding(id:detail:)``).
    func decode(_ download: ShortcutDownload) throws -> Decoded
    /// The number of actions in a decoded shortcut.
    func actionCount(of decoded: Decoded) -> Int
}

/// A ``ShortcutDecoding`` made of two closures.
package struct ClosureShortcutDecoder<Decoded: Sendable>: ShortcutDecoding {
    private let decodeBody: @Sendable (ShortcutDownload) throws -> Decoded
    private let countBody: @Sendable (Decoded) -> Int

    package init(
        decode: @escaping @Sendable (ShortcutDownload) throws -> Decoded,
        actionCount: @escaping @Sendable (Decoded) -> Int
    ) {
        decodeBody = decode
        countBody = actionCount
    }

    package func decode(_ download: ShortcutDownload) throws -> Decoded { try decodeBody(download) }
    package func actionCount(of decoded: Decoded) -> Int { countBody(decoded) }
}
