import Diagnostics
import Foundation
import ShortcutCatalog

/// The audit's rule table: which actions read sensitive data (sources), which send or store it
/// (sinks), which can do something dangerous on their own (capabilities), and the obfuscation
/// rules. It is data — `Resources/audit-rules.json`, documented in `Docs/Audit.md` — so a new
/// action is one line there, not code.
public struct AuditRules: Sendable, Hashable, Codable {
    /// How sensitive the data a source reads is; `marker` kinds are not data at all but a mark
    /// a value carries (decoded text), checked only by the obfuscation rules.
    public enum Sensitivity: String, Sendable, Hashable, Codable, CaseIterable {
        case low, medium, high, marker
    }

    /// A kind of source ("contacts") and how sensitive it is.
    public struct SourceKind: Sendable, Hashable, Codable {
        /// The kind's id (`contacts`), named by sources.
        public var kind: String
        /// Words used in verdicts and messages ("contacts", "the clipboard").
        public var label: String
        /// How sensitive the data is; picks the severity of flows.
        public var sensitivity: Sensitivity
    }

    /// Which actions an entry applies to: one identifier, or a named pattern.
    public enum Pattern: String, Sendable, Hashable, Codable {
        /// Any action that is neither `is.workflow.actions.*` nor `com.apple.*`.
        case thirdParty = "third-party"
        /// A third-party intent whose name starts with one of ``Source/intentPrefixes``.
        case thirdPartyGetter = "third-party-getter"
        /// An identifier starting with ``Capability/Entry/prefix``.
        case identifierPrefix = "identifier-prefix"
        /// A URL parameter whose known text contains one of ``Capability/Entry/contains``.
        case urlContains = "url-contains"
    }

    /// An action that reads data of a kind.
    public struct Source: Sendable, Hashable, Codable {
        /// The action identifier (or ``pattern``).
        public var identifier: String?
        /// A pattern instead of an identifier.
        public var pattern: Pattern?
        /// The ``SourceKind`` read.
        public var kind: String
        /// For ``Pattern/thirdPartyGetter``: intent name prefixes (`Get`, `Find`).
        public var intentPrefixes: [String]?
        /// Parameters that must hold these plain values (Base64 Encode only decodes in `Decode` mode).
        public var whenParameter: [String: String]?
        /// True for an identifier the catalog does not list (an app's intent seen in the wild).
        public var thirdParty: Bool?
    }

    /// A rule family for data reaching a kind of sink, with the severity per source sensitivity.
    public struct SinkKind: Sendable, Hashable, Codable {
        /// The kind's id (`network`), named by sinks.
        public var kind: String
        /// The rule id of its findings (`audit.flow.network`).
        public var rule: String
        /// Verb for verdicts ("sends").
        public var phrase: String
        /// Severity per ``Sensitivity`` raw value; a missing entry means no finding.
        public var severity: [String: Severity]
    }

    /// An action that sends, stores or hands on what it is given.
    public struct Sink: Sendable, Hashable, Codable {
        /// The action identifier (or ``pattern``).
        public var identifier: String?
        /// A pattern instead of an identifier.
        public var pattern: Pattern?
        /// The ``SinkKind``.
        public var kind: String
        /// Parameters holding the destination URL (hosts are read from them).
        public var urlKeys: [String]?
        /// Parameters holding a script's text.
        public var scriptKeys: [String]?
        /// The HTTP method parameter, and the method when it is absent.
        public var methodKey: String?
        public var defaultMethod: String?
        /// The SSH host parameter.
        public var hostKey: String?
        /// The parameter the previous action's output fills when it is absent (default `WFInput`).
        public var inputKey: String?
        /// Parameters that choose where data goes rather than carry it (recipients, paths).
        public var ignoredKeys: [String]?
        /// True for an identifier the catalog does not list.
        public var thirdParty: Bool?
    }

    /// A rule flagging what an action can do by itself.
    public struct Capability: Sendable, Hashable, Codable {
        /// One action (by identifier or pattern) the capability applies to, and when.
        public struct Entry: Sendable, Hashable, Codable {
            /// The action identifier (or ``pattern``).
            public var identifier: String?
            /// A pattern instead of an identifier.
            public var pattern: Pattern?
            /// Identifier prefix, or URL prefix for ``Pattern/urlContains``.
            public var prefix: String?
            /// For ``Pattern/urlContains``: texts of which the URL must contain one.
            public var contains: [String]?
            /// Verdict phrase ("runs an SSH script").
            public var phrase: String
            /// True for an identifier the catalog does not list.
            public var thirdParty: Bool?
        }

        /// The rule id (`audit.capability.shell`).
        public var rule: String
        public var severity: Severity
        /// The actions or patterns it covers.
        public var entries: [Entry]
    }

    /// One obfuscation rule.
    public struct ObfuscationRule: Sendable, Hashable, Codable {
        public var rule: String
        public var severity: Severity
        public var phrase: String
        /// For the blob rule: the shortest literal text counted as a blob.
        public var minimumLength: Int?
    }

    /// The three obfuscation rules.
    public struct Obfuscation: Sendable, Hashable, Codable {
        public var assembled: ObfuscationRule
        public var decoded: ObfuscationRule
        public var blob: ObfuscationRule
    }

    /// A built-in variable that is a source (`Clipboard`, `ExtensionInput`, …).
    public struct AttachmentSource: Sendable, Hashable, Codable {
        public var type: String
        public var kind: String
    }

    /// Actions that take the previous action's output when their input parameter is absent.
    public struct ImplicitInput: Sendable, Hashable, Codable {
        public var defaultKey: String
        public var identifiers: [String]
    }

    /// Format version of the table.
    public var version: Int
    /// Kinds of data, with their sensitivity.
    public var sourceKinds: [SourceKind]
    /// Actions that read data.
    public var sources: [Source]
    /// Built-in variables that are sources.
    public var attachmentSources: [AttachmentSource]
    /// Flow rules, one per kind of sink.
    public var sinkKinds: [SinkKind]
    /// Actions that send or store data.
    public var sinks: [Sink]
    /// Capability rules.
    public var capabilities: [Capability]
    /// Obfuscation rules.
    public var obfuscation: Obfuscation
    /// Actions whose output does not carry the content of their inputs (Show Alert, Count, …).
    public var opaqueOutputs: [String]
    /// Which actions take the previous output as input.
    public var implicitInput: ImplicitInput

    /// Every rule id of the table, in table order: the flow rules, the capabilities, the three
    /// obfuscation rules (`audit.flow.network`, …; `Docs/RuleIds.md`).
    public var ruleIDs: [String] {
        sinkKinds.map(\.rule) + capabilities.map(\.rule)
            + [obfuscation.assembled.rule, obfuscation.decoded.rule, obfuscation.blob.rule]
    }

    /// Decodes a rule table and checks its cross-references (kinds named by sources and sinks).
    public init(data: Data) throws(AuditRulesError) {
        do {
            self = try JSONDecoder().decode(AuditRules.self, from: data)
        } catch let error as DecodingError {
            throw AuditRulesError(.malformed(Self.describe(error)), at: Self.path(of: error))
        } catch {
            throw AuditRulesError(.malformed(String(describing: error)), at: "")
        }
        try validate()
    }

    /// The table bundled with the module (`Resources/audit-rules.json`), from the bundle beside the
    /// executable (symbolic links resolved; an unpacked release archive) or SwiftPM's.
    public static func bundled() throws(AuditRulesError) -> AuditRules {
        let bundle = ResourceBundle.bundle(named: "ShortcutKit_ShortcutAudit", generated: .module)
        guard
            let url = ResourceBundle.file("Resources/audit-rules.json", in: bundle)
                ?? bundle.url(forResource: "audit-rules", withExtension: "json", subdirectory: "Resources")
                ?? bundle.url(forResource: "audit-rules", withExtension: "json")
        else { throw AuditRulesError(.missing, at: "") }
        guard let data = try? Data(contentsOf: url) else { throw AuditRulesError(.missing, at: url.path) }
        return try AuditRules(data: data)
    }

    private func validate() throws(AuditRulesError) {
        let kinds = Set(sourceKinds.map(\.kind))
        let sinkKindNames = Set(sinkKinds.map(\.kind))
        for (index, source) in sources.enumerated() {
            guard kinds.contains(source.kind) else {
                throw AuditRulesError(.unknownKind(source.kind), at: "sources[\(index)].kind")
            }
            guard (source.identifier == nil) != (source.pattern == nil) else {
                throw AuditRulesError(.identifierOrPattern, at: "sources[\(index)]")
            }
        }
        for (index, source) in attachmentSources.enumerated() where !kinds.contains(source.kind) {
            throw AuditRulesError(.unknownKind(source.kind), at: "attachmentSources[\(index)].kind")
        }
        for (index, sink) in sinks.enumerated() {
            guard sinkKindNames.contains(sink.kind) else {
                throw AuditRulesError(.unknownKind(sink.kind), at: "sinks[\(index)].kind")
            }
            guard (sink.identifier == nil) != (sink.pattern == nil) else {
                throw AuditRulesError(.identifierOrPattern, at: "sinks[\(index)]")
            }
        }
        for (number, kind) in sinkKinds.enumerated() {
            for key in kind.severity.keys where Sensitivity(rawValue: key) == nil {
                throw AuditRulesError(.unknownKind(key), at: "sinkKinds[\(number)].severity")
            }
        }
        for (number, capability) in capabilities.enumerated() {
            for (index, entry) in capability.entries.enumerated()
            where (entry.identifier == nil) == (entry.pattern == nil) {
                throw AuditRulesError(.identifierOrPattern, at: "capabilities[\(number)].entries[\(index)]")
            }
        }
    }

    private static func path(of error: DecodingError) -> String {
        let context: DecodingError.Context? =
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): context
            case .keyNotFound(let key, let context):
                DecodingError.Context(
                    codingPath: context.codingPath + [key], debugDescription: context.debugDescription)
            @unknown default: nil
            }
        return (context?.codingPath ?? []).map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, _): "expected \(type)"
        case .valueNotFound(let type, _): "missing \(type)"
        case .keyNotFound(let key, _): "missing key \(key.stringValue)"
        case .dataCorrupted(let context): context.debugDescription
        @unknown default: "\(error)"
        }
    }
}

/// A rule table that cannot be used: where (a JSON path) and why.
public struct AuditRulesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the rule table.
    public enum Reason: Sendable, Hashable {
        /// The resource is not in the module bundle.
        case missing
        /// Not the expected JSON shape.
        case malformed(String)
        /// A source or sink names a kind the table does not define.
        case unknownKind(String)
        /// An entry must have exactly one of `identifier` and `pattern`.
        case identifierOrPattern
    }

    public var reason: Reason
    /// JSON path of the offending value (`sources[3].kind`), empty for the whole file.
    public var path: String

    public init(_ reason: Reason, at path: String) {
        self.reason = reason
        self.path = path
    }

    public var description: String {
        let place = path.isEmpty ? "" : " at \(path)"
        switch reason {
        case .missing: return "audit rules: resource audit-rules.json is missing\(place)"
        case .malformed(let why): return "audit rules: malformed\(place): \(why)"
        case .unknownKind(let kind): return "audit rules: unknown kind “\(kind)”\(place)"
        case .identifierOrPattern: return "audit rules: entry needs exactly one of identifier and pattern\(place)"
        }
    }
}
