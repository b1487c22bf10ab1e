import ShortcutModel

/// The rule table arranged for lookups by action: built once per ``Auditor``.
struct RuleIndex: Sendable {
    let rules: AuditRules
    private let sourcesByIdentifier: [String: [AuditRules.Source]]
    private let sourcePatterns: [AuditRules.Source]
    private let sinksByIdentifier: [String: AuditRules.Sink]
    private let sinkPatterns: [AuditRules.Sink]
    let sinkKinds: [String: AuditRules.SinkKind]
    let sourceKinds: [String: AuditRules.SourceKind]
    let attachmentSources: [String: String]
    /// Identifier → (rule index, entry) for capabilities matched by identifier.
    private let capabilitiesByIdentifier: [String: [(Int, AuditRules.Capability.Entry)]]
    /// Capabilities matched by pattern, with their rule index.
    let capabilityPatterns: [(Int, AuditRules.Capability.Entry)]
    let opaque: Set<String>
    let implicitInput: Set<String>

    init(_ rules: AuditRules) {
        self.rules = rules
        sourcesByIdentifier = Dictionary(grouping: rules.sources.filter { $0.identifier != nil }) {
            $0.identifier ?? ""
        }
        sourcePatterns = rules.sources.filter { $0.pattern != nil }
        var sinks: [String: AuditRules.Sink] = [:]
        for sink in rules.sinks { if let id = sink.identifier, sinks[id] == nil { sinks[id] = sink } }
        sinksByIdentifier = sinks
        sinkPatterns = rules.sinks.filter { $0.pattern != nil }
        sinkKinds = Dictionary(rules.sinkKinds.map { ($0.kind, $0) }) { first, _ in first }
        sourceKinds = Dictionary(rules.sourceKinds.map { ($0.kind, $0) }) { first, _ in first }
        attachmentSources = Dictionary(rules.attachmentSources.map { ($0.type, $0.kind) }) { first, _ in first }
        var capabilities: [String: [(Int, AuditRules.Capability.Entry)]] = [:]
        var patterns: [(Int, AuditRules.Capability.Entry)] = []
        for (number, capability) in rules.capabilities.enumerated() {
            for entry in capability.entries {
                if let id = entry.identifier {
                    capabilities[id, default: []].append((number, entry))
                } else {
                    patterns.append((number, entry))
                }
            }
        }
        capabilitiesByIdentifier = capabilities
        capabilityPatterns = patterns
        opaque = Set(rules.opaqueOutputs)
        implicitInput = Set(rules.implicitInput.identifiers)
    }

    /// The intent part of a third-party identifier (`GetValueIntent` of `dk.simonbs.DataJar.GetValueIntent`).
    static func intentName(_ identifier: String) -> Substring {
        identifier.split(separator: ".").last ?? Substring(identifier)
    }

    /// The source kind an action reads, if any.
    func sourceKind(of action: Action) -> String? {
        for source in sourcesByIdentifier[action.identifier] ?? []
        where Self.parametersMatch(source.whenParameter, action) {
            return source.kind
        }
        for source in sourcePatterns where matches(source, action.identifier) { return source.kind }
        return nil
    }

    private func matches(_ source: AuditRules.Source, _ identifier: String) -> Bool {
        switch source.pattern {
        case .thirdPartyGetter?:
            guard !ActionIdentifier.isBuiltIn(identifier), identifier.contains(".") else { return false }
            let intent = Self.intentName(identifier)
            return (source.intentPrefixes ?? []).contains { prefix in
                intent.hasPrefix(prefix) && intent.dropFirst(prefix.count).first?.isUppercase == true
            }
        case .thirdParty?: return !ActionIdentifier.isBuiltIn(identifier) && identifier.contains(".")
        default: return false
        }
    }

    private static func parametersMatch(_ required: [String: String]?, _ action: Action) -> Bool {
        guard let required else { return true }
        return required.allSatisfy { key, value in action.parameters[key]?.plainText == value }
    }

    /// The sink rule for an action, if any.
    func sink(for identifier: String) -> AuditRules.Sink? {
        if let sink = sinksByIdentifier[identifier] { return sink }
        return sinkPatterns.first {
            $0.pattern == .thirdParty && !ActionIdentifier.isBuiltIn(identifier) && identifier.contains(".")
        }
    }

    /// Capabilities matched by identifier or identifier prefix (URL patterns are checked by the pass).
    func capabilities(for identifier: String) -> [(Int, AuditRules.Capability.Entry)] {
        var found = capabilitiesByIdentifier[identifier] ?? []
        for (number, entry) in capabilityPatterns where entry.pattern == .identifierPrefix {
            if let prefix = entry.prefix, identifier.hasPrefix(prefix) { found.append((number, entry)) }
        }
        return found
    }
}
