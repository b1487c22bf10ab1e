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

/// The action identifiers of an unsigned workflow.
public struct WorkflowSummary: Sendable, Equatable {
    public var actionIdentifiers: [String]
    public var actionCount: Int { actionIdentifiers.count }
}

/// A stop-gap decoder using Foundation's property-list reader: reads `WFWorkflowActions` from
/// an unsigned (binary or XML) plist. Signed files need the core model and are rejected.
public struct FoundationWorkflowSummaryDecoder: ShortcutDecoding {
    public init() {}

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public func decode(_ download: ShortcutDownload) throws -> WorkflowSummary {
        guard download.kind != .signedArchive else {
            throw Failure(description: "signed (AEA1) files need the core decoder")
        }
        let root = try PropertyListSerialization.propertyList(from: download.data, options: [], format: nil)
        guard let dict = root as? [String: Any] else { throw Failure(description: "<root>: not a dictionary") }
        guard let actions = dict["WFWorkflowActions"] as? [Any] else {
            throw Failure(description: "WFWorkflowActions: missing or not an array")
        }
        var ids: [String] = []
        ids.reserveCapacity(actions.count)
        for (i, action) in actions.enumerated() {
            guard let a = action as? [String: Any], let id = a["WFWorkflowActionIdentifier"] as? String else {
                throw Failure(description: "WFWorkflowActions[\(i)].WFWorkflowActionIdentifier: missing")
            }
            ids.append(id)
        }
        return WorkflowSummary(actionIdentifiers: ids)
    }

    public func actionCount(of decoded: WorkflowSummary) -> Int { decoded.actionCount }
}
