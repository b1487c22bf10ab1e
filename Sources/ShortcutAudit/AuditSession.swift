import Diagnostics
import ShortcutCatalog
import ShortcutModel
import ShortcutSemantics

/// One audit of one shortcut: labels every action, runs the data-flow pass and turns what
/// reaches the sinks, the capable actions and the obfuscation signs into findings.
struct AuditSession {
    let shortcut: Shortcut
    let analysis: ShortcutAnalysis
    let index: RuleIndex
    let catalog: ActionCatalog
    let text: StaticText
    /// Hosts of each network sink (empty for other actions).
    private(set) var hosts: [Int: [String]] = [:]
    private(set) var labels: [String] = []

    init(shortcut: Shortcut, analysis: ShortcutAnalysis, index: RuleIndex, catalog: ActionCatalog) {
        self.shortcut = shortcut
        self.analysis = analysis
        self.index = index
        self.catalog = catalog
        self.text = StaticText(shortcut: shortcut, analysis: analysis)
    }

    mutating func findings() -> [AuditFinding] {
        labels = []
        labels.reserveCapacity(shortcut.actions.count)
        for position in shortcut.actions.indices { labels.append(label(of: position)) }
        var pass = DataFlowPass(shortcut: shortcut, analysis: analysis, index: index, labels: labels)
        pass.run()
        var found: [AuditFinding] = []
        for position in shortcut.actions.indices {
            let action = shortcut.actions[position]
            if let sink = index.sink(for: action.identifier) {
                found += flowFindings(position, sink: sink, inflows: pass.inflows[position])
                found += urlFindings(position, sink: sink)
            }
            found += capabilityFindings(position, inflows: pass.inflows[position])
            if let blob = blobFinding(position) { found.append(blob) }
        }
        return found
    }

    // MARK: - Labels and hosts

    private mutating func label(of position: Int) -> String {
        let action = shortcut.actions[position]
        var label = catalog.title(of: action)
        switch action.identifier {
        case "is.workflow.actions.setvariable", "is.workflow.actions.appendvariable":
            if let variable = action.parameters["WFVariableName"]?.plainText { label += " «\(variable)»" }
        case "is.workflow.actions.getvariable":
            if let variable = action.parameters["WFVariable"]?.attachment?.variableName { label += " «\(variable)»" }
        default: break
        }
        guard let sink = index.sink(for: action.identifier) else { return label }
        var details: [String] = []
        if let methodKey = sink.methodKey {
            details.append((action.parameters[methodKey]?.plainText ?? sink.defaultMethod ?? "GET").uppercased())
        }
        let found = hostsOf(position, sink: sink)
        if !found.isEmpty {
            hosts[position] = found
            details.append(found.joined(separator: ", "))
        }
        return details.isEmpty ? label : label + " (" + details.joined(separator: " ") + ")"
    }

    /// Literal hosts of a sink's URL parameters, or `computed`.
    private func hostsOf(_ position: Int, sink: AuditRules.Sink) -> [String] {
        let action = shortcut.actions[position]
        var found: [String] = []
        if let key = sink.hostKey {
            found.append(
                action.parameters[key].flatMap { text.pieces(of: $0, at: position) }.map { $0.map(\.text).joined() }
                    ?? "computed")
        }
        guard sink.kind == "network" else { return found }
        for key in sink.urlKeys ?? [] {
            guard let value = action.parameters[key] else {
                if key == (sink.inputKey ?? index.rules.implicitInput.defaultKey) || sink.urlKeys?.count == 1 {
                    found.append("computed")
                }
                continue
            }
            let prefix = text.knownPrefix(of: value, at: position)
            let complete = text.pieces(of: value, at: position) != nil
            if let host = StaticText.host(of: prefix),
                complete || StaticText.isSchemeOnly(host) || Self.hostIsComplete(prefix)
            {
                found.append(host)  // the scheme and host are literal; variables come later, if at all
            } else {
                found.append("computed")
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }
    }

    /// True when the text after `://` holds the whole host (a `/`, `?` or `#` ends it), or the
    /// text is a complete URL.
    static func hostIsComplete(_ prefix: String) -> Bool {
        guard let separator = prefix.range(of: "://") else { return false }
        return prefix[separator.upperBound...].contains { "/?#".contains($0) }
    }

    // MARK: - Findings

    private func flowFindings(_ position: Int, sink: AuditRules.Sink, inflows: [DataFlowPass.Inflow]) -> [AuditFinding]
    {
        let hostList = hosts[position] ?? []
        // A URL that only names an app or a data: URL leaves the device through that app, not the network.
        let kindName =
            sink.kind == "network" && !hostList.isEmpty && hostList.allSatisfy(StaticText.isSchemeOnly)
            ? "app" : sink.kind
        guard let kind = index.sinkKinds[kindName] else { return [] }
        let ignored = Set(sink.ignoredKeys ?? [])
        let urlLike = Set((sink.urlKeys ?? []) + (sink.scriptKeys ?? []))
        struct Hit {
            var severity: Severity
            var origin: Origin
            var path: PathNode
            var channel: String
        }
        var hits: [Hit] = []
        var decoded: [Hit] = []
        for inflow in inflows where !ignored.contains(inflow.key) {
            for (origin, path) in inflow.taint.items {
                guard let sourceKind = index.sourceKinds[origin.kind] else { continue }
                if sourceKind.sensitivity == .marker {
                    if urlLike.contains(inflow.key) {
                        decoded.append(Hit(severity: .warning, origin: origin, path: path, channel: inflow.key))
                    }
                    continue
                }
                guard let severity = kind.severity[sourceKind.sensitivity.rawValue] else { continue }
                hits.append(Hit(severity: severity, origin: origin, path: path, channel: inflow.key))
            }
        }
        var result: [AuditFinding] = []
        let sinkStep = AuditStep(actionIndex: position, label: labels[position])
        if let worst = hits.max(by: { $0.severity < $1.severity }),
            let first = hits.first(where: { $0.severity == worst.severity })
        {
            let kinds = Self.unique(hits.map(\.origin.kind))
            let labelsOfKinds = kinds.map { index.sourceKinds[$0]?.label ?? $0 }
            let data = labelsOfKinds.joined(separator: ", ")
            let parts = VerdictParts(
                template: kind.phrase, data: labelsOfKinds, places: hostList.isEmpty ? [labels[position]] : hostList)
            result.append(
                AuditFinding(
                    rule: kind.rule, severity: worst.severity,
                    message: "\(data) reach\(kinds.count == 1 && !data.hasSuffix("s") ? "es" : "") \(labels[position])",
                    verdict: parts.phrase, sinkAction: position,
                    sourceActions: Self.unique(hits.filter { !$0.origin.builtIn }.map(\.origin.action)),
                    sourceKinds: kinds, channels: Self.unique(hits.map(\.channel)),
                    path: first.path.steps + [sinkStep], hosts: hostList, verdictParts: parts))
        }
        if let first = decoded.first {
            let rule = index.rules.obfuscation.decoded
            result.append(
                AuditFinding(
                    rule: rule.rule, severity: rule.severity,
                    message: "decoded text is used as the URL or script of \(labels[position])", verdict: rule.phrase,
                    sinkAction: position, sourceActions: Self.unique(decoded.map(\.origin.action)),
                    sourceKinds: ["decoded"],
                    channels: Self.unique(decoded.map(\.channel)), path: first.path.steps + [sinkStep],
                    hosts: hosts[position] ?? []))
        }
        return result
    }

    /// Self-update and data-URL capabilities (URL patterns) and URLs assembled from fragments.
    private func urlFindings(_ position: Int, sink: AuditRules.Sink) -> [AuditFinding] {
        let action = shortcut.actions[position]
        var result: [AuditFinding] = []
        let sinkStep = AuditStep(actionIndex: position, label: labels[position])
        for key in (sink.urlKeys ?? []) + (sink.scriptKeys ?? []) {
            guard let value = action.parameters[key] else {
                // An absent input parameter takes the previous action's output: match its known text.
                if key == (sink.inputKey ?? index.rules.implicitInput.defaultKey), position > 0 {
                    let known = text.knownOutputPrefix(of: position - 1).lowercased()
                    result += urlPatternFindings(position, key: key, lowered: known)
                }
                continue
            }
            let pieces = text.pieces(of: value, at: position)
            // A URL built at run time (`shortcuts://import-shortcut?url=` + downloaded text) is
            // matched on its known beginning and on the literal text between its variables.
            let known =
                pieces.map { $0.map(\.text).joined() }
                ?? text.knownPrefix(of: value, at: position) + "\n" + StaticText.literalText(of: value)
            result += urlPatternFindings(position, key: key, lowered: known.lowercased())
            if let pieces, Set(pieces.map(\.action)).count >= 2,
                (sink.urlKeys ?? []).contains(key) ? StaticText.hostIsAssembled(pieces) : true
            {
                let rule = index.rules.obfuscation.assembled
                let writers = Self.unique(pieces.map(\.action)).sorted()
                result.append(
                    AuditFinding(
                        rule: rule.rule, severity: rule.severity,
                        message: "the \(key) of \(labels[position]) is assembled from fragments written by actions "
                            + writers.map(String.init).joined(separator: ", "),
                        verdict: rule.phrase, sinkAction: position, sourceActions: writers.filter { $0 != position },
                        channels: [key],
                        path: writers.filter { $0 != position }.map { AuditStep(actionIndex: $0, label: labels[$0]) }
                            + [sinkStep],
                        hosts: hosts[position] ?? []))
            }
        }
        return result
    }

    /// The URL-pattern capabilities (self-update, data: URL scripts) whose texts `lowered` holds.
    private func urlPatternFindings(_ position: Int, key: String, lowered: String) -> [AuditFinding] {
        var result: [AuditFinding] = []
        for (number, entry) in index.capabilityPatterns where entry.pattern == .urlContains {
            let prefixOK = entry.prefix.map { lowered.hasPrefix($0.lowercased()) } ?? true
            guard prefixOK, (entry.contains ?? []).contains(where: { lowered.contains($0.lowercased()) }) else {
                continue
            }
            let capability = index.rules.capabilities[number]
            result.append(
                AuditFinding(
                    rule: capability.rule, severity: capability.severity,
                    message: "\(labels[position]) \(entry.phrase)", verdict: entry.phrase, sinkAction: position,
                    channels: [key], path: [AuditStep(actionIndex: position, label: labels[position])],
                    hosts: hosts[position] ?? []))
        }
        return result
    }

    private func capabilityFindings(_ position: Int, inflows: [DataFlowPass.Inflow]) -> [AuditFinding] {
        let action = shortcut.actions[position]
        return index.capabilities(for: action.identifier).map { number, entry in
            let capability = index.rules.capabilities[number]
            var message = "\(labels[position]) \(entry.phrase)"
            var kinds: [String] = []
            if action.identifier == "is.workflow.actions.runworkflow" {
                let called =
                    action.parameters["WFWorkflowName"]?.plainText
                    ?? action.parameters["WFWorkflow"].flatMap { value -> String? in
                        if case .dictionary(let fields) = value { return fields["workflowName"]?.plainText }
                        return nil
                    }
                message = "runs the shortcut «\(called ?? "chosen at run time")», whose actions are not audited here"
                for inflow in inflows { kinds += inflow.taint.items.map(\.origin.kind) }
                kinds = Self.unique(kinds).filter { index.sourceKinds[$0]?.sensitivity != .marker }
                if !kinds.isEmpty {
                    message +=
                        "; it is given \(kinds.map { index.sourceKinds[$0]?.label ?? $0 }.joined(separator: ", "))"
                }
            }
            return AuditFinding(
                rule: capability.rule, severity: capability.severity, message: message, verdict: entry.phrase,
                sinkAction: position, sourceKinds: kinds,
                path: [AuditStep(actionIndex: position, label: labels[position])],
                hosts: hosts[position] ?? [])
        }
    }

    /// A long literal with no spaces in a base64/hex/percent alphabet, not explained by a
    /// comment right before it.
    private func blobFinding(_ position: Int) -> AuditFinding? {
        let rule = index.rules.obfuscation.blob
        let minimum = rule.minimumLength ?? 1000
        if position > 0, shortcut.actions[position - 1].identifier == "is.workflow.actions.comment" { return nil }
        let action = shortcut.actions[position]
        guard action.identifier != "is.workflow.actions.comment" else { return nil }
        for (key, value) in action.parameters {
            let literal = StaticText.literalText(of: value)
            guard literal.utf8.count >= minimum else { continue }
            let longest = Self.longestEncodedRun(literal)
            guard longest >= minimum else { continue }
            return AuditFinding(
                rule: rule.rule, severity: rule.severity,
                message: "\(labels[position]) holds \(longest) characters of encoded-looking text in \(key)"
                    + " with no comment before it",
                verdict: rule.phrase, sinkAction: position, channels: [key],
                path: [AuditStep(actionIndex: position, label: labels[position])])
        }
        return nil
    }

    /// Length of the longest run of base64 / hex / percent-encoding characters.
    static func longestEncodedRun(_ text: String) -> Int {
        var longest = 0
        var current = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "%"), UInt8(ascii: "-"),
                UInt8(ascii: "_"):
                current += 1
                longest = max(longest, current)
            default: current = 0
            }
        }
        return longest
    }

    static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}
