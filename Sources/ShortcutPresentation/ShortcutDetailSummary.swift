import Foundation

/// What the detail view's summary line says: "12 actions · Created 2 mo ago · Modified 1 wk ago",
/// and whether to show the signing seal.
public struct ShortcutDetailSummary: Sendable, Hashable {
    /// Actions as the app counts them (control-flow middle and end markers excluded), if known.
    public var actionCount: Int?
    /// When the shortcut was shared.
    public var created: Date?
    /// When it last changed.
    public var modified: Date?
    /// The seal to show; nil for unsigned shortcuts.
    public var signing: SigningSeal?

    /// How a shortcut is signed, for the seal next to the summary line.
    public enum SigningSeal: Sendable, Hashable {
        /// iCloud says `signingStatus == "APPROVED"`.
        case approved
        /// A signed file: iCloud- or contact-signed (the signing kind as `RenderMetadata` names it).
        case signedFile(String)
        /// iCloud gave another status; kept verbatim.
        case other(String)

        /// SF Symbol for the seal.
        public var systemImage: String {
            switch self {
            case .approved, .signedFile: "checkmark.seal.fill"
            case .other: "questionmark.diamond"
            }
        }

        /// VoiceOver and tooltip text.
        public var label: String {
            switch self {
            case .approved: "Signed by Apple"
            case .signedFile(let kind): "Signed (\(kind))"
            case .other(let status): "Signing status: \(status.lowercased())"
            }
        }
    }

    /// The parts you know.
    public init(actionCount: Int?, created: Date?, modified: Date?, signing: SigningSeal?) {
        self.actionCount = actionCount
        self.created = created
        self.modified = modified
        self.signing = signing
    }

    /// From iCloud metadata.
    public init(data: ShortcutData) {
        let signing: SigningSeal? =
            switch data.signingStatus {
            case nil: nil
            case "APPROVED"?: .approved
            case let status?: .other(status)
            }
        self.init(actionCount: data.actionCount, created: data.createdAt, modified: data.modifiedAt, signing: signing)
    }

    /// The parts that are known, in order: count, created, modified.
    public func parts(now: Date) -> [String] {
        var parts: [String] = []
        if let actionCount { parts.append(actionCount == 1 ? "1 action" : "\(actionCount) actions") }
        if let created { parts.append("Created " + RelativeAge.text(for: created, now: now)) }
        if let modified { parts.append("Modified " + RelativeAge.text(for: modified, now: now)) }
        return parts
    }

    /// The parts joined with " · "; empty when nothing is known.
    public func text(now: Date) -> String { parts(now: now).joined(separator: " · ") }

    /// The line for VoiceOver: the same parts, then the seal's label.
    public func accessibilityLabel(now: Date) -> String {
        (parts(now: now) + [signing?.label].compactMap { $0 }).joined(separator: ", ")
    }
}
