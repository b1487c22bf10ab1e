import Foundation
import ShortcutModel
import ShortcutSemantics

/// Text known before the shortcut runs: literals, and variables that resolve to literals
/// (Text, URL, Set Variable with a single setter, Base64/URL decoding of known text). Used to
/// read hosts and to see URLs assembled from fragments. Depth-limited, so cycles and long
/// chains end.
struct StaticText {
    /// A piece of known text and the action that wrote it.
    struct Piece: Hashable {
        var text: String
        var action: Int
    }

    let shortcut: Shortcut
    let analysis: ShortcutAnalysis
    /// Named variable → its setters.
    let setters: [String: [Int]]
    static let depthLimit = 12

    init(shortcut: Shortcut, analysis: ShortcutAnalysis) {
        self.shortcut = shortcut
        self.analysis = analysis
        var setters: [String: [Int]] = [:]
        for variable in analysis.variables.namedVariables { setters[variable.name] = variable.setters }
        self.setters = setters
    }

    /// Known text: the pieces read so far, and whether they are the whole value (false when
    /// a part is only known at run time; the pieces are then the known beginning).
    struct Known {
        var pieces: [Piece]
        var complete: Bool

        static let unknown = Known(pieces: [], complete: false)
    }

    /// The pieces of a parameter value at `action`, or nil when any part is only known at run time.
    func pieces(of value: ParameterValue, at action: Int) -> [Piece]? {
        let known = evaluate(value, at: action, depth: 0)
        return known.complete ? known.pieces : nil
    }

    /// The text a value is known to start with ("https://api.example.com/q?c=" when a variable follows).
    func knownPrefix(of value: ParameterValue, at action: Int) -> String {
        evaluate(value, at: action, depth: 0).pieces.map(\.text).joined()
    }

    private func evaluate(_ value: ParameterValue, at action: Int, depth: Int) -> Known {
        guard depth < Self.depthLimit else { return .unknown }
        switch value {
        case .string(let text): return Known(pieces: [Piece(text: text, action: action)], complete: true)
        case .text(let token):
            var result: [Piece] = []
            for part in token.parts {
                switch part {
                case .text(let text): result.append(Piece(text: text, action: action))
                case .variable(let attachment):
                    let inner = evaluate(attachment, depth: depth + 1)
                    result += inner.pieces
                    if !inner.complete { return Known(pieces: result, complete: false) }
                }
            }
            return Known(pieces: result, complete: true)
        case .array(let values) where values.count == 1: return evaluate(values[0], at: action, depth: depth)
        default:
            guard let attachment = value.attachment else { return .unknown }
            return evaluate(attachment, depth: depth + 1)
        }
    }

    /// The literal text of a value with variables left out (for "contains" checks when the
    /// whole text is not known).
    static func literalText(of value: ParameterValue) -> String {
        switch value {
        case .string(let text): return text
        case .text(let token):
            return token.parts.map { part in
                if case .text(let text) = part { return text }
                return ""
            }.joined()
        case .array(let values): return values.map(literalText(of:)).joined(separator: "\n")
        default: return ""
        }
    }

    private func evaluate(_ attachment: Attachment, depth: Int) -> Known {
        guard attachment.aggrandizements?.isEmpty ?? true else { return .unknown }
        switch attachment.type {
        case .actionOutput:
            guard let uuid = attachment.outputUUID?.uppercased(), let producer = analysis.variables.producers[uuid]
            else {
                return .unknown
            }
            return output(of: producer, depth: depth)
        case .variable:
            guard let name = attachment.variableName, let found = setters[name], found.count == 1,
                shortcut.actions[found[0]].identifier == "is.workflow.actions.setvariable"
            else { return .unknown }
            return output(of: found[0], depth: depth)
        default: return .unknown
        }
    }

    /// The text the output of the action at `index` is known to start with (for an action's
    /// implicit input, which is the previous action's output).
    func knownOutputPrefix(of index: Int) -> String {
        output(of: index, depth: 0).pieces.map(\.text).joined()
    }

    /// The known output of an action.
    private func output(of index: Int, depth: Int) -> Known {
        let action = shortcut.actions[index]
        let key: String
        switch action.identifier {
        case "is.workflow.actions.gettext": key = "WFTextActionText"
        case "is.workflow.actions.url": key = "WFURLActionURL"
        case "is.workflow.actions.setvariable": key = "WFInput"
        case "is.workflow.actions.getvariable": key = "WFVariable"
        case "is.workflow.actions.base64encode", "is.workflow.actions.urlencode":
            guard action.parameters["WFEncodeMode"]?.plainText == "Decode", let input = action.parameters["WFInput"]
            else {
                return .unknown
            }
            let known = evaluate(input, at: index, depth: depth + 1)
            guard known.complete else { return .unknown }
            let text = known.pieces.map(\.text).joined()
            let decoded =
                action.identifier.hasSuffix("base64encode")
                ? Data(base64Encoded: text, options: .ignoreUnknownCharacters).flatMap {
                    String(data: $0, encoding: .utf8)
                }
                : text.removingPercentEncoding
            return decoded.map { Known(pieces: [Piece(text: $0, action: index)], complete: true) } ?? .unknown
        default: return .unknown
        }
        guard let value = action.parameters[key] else { return .unknown }
        return evaluate(value, at: index, depth: depth + 1)
    }

    /// Where a URL points: its host for web schemes (`https://api.example.com/x` →
    /// `api.example.com`, lower-cased), else its scheme with a colon (`data:`, `things:`).
    /// Nil when the text does not start with a scheme.
    static func host(of url: String) -> String? {
        let trimmed = url.drop { $0.isWhitespace }
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let scheme = trimmed[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        let lowered = scheme.lowercased()
        guard ["http", "https", "ftp", "ws", "wss"].contains(lowered) else { return lowered + ":" }
        let rest = trimmed[trimmed.index(after: colon)...].drop { $0 == "/" }
        let authority = rest.prefix { !"/?#".contains($0) && !$0.isWhitespace }
        let hostPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        let host = hostPort.hasPrefix("[") ? hostPort.prefix { $0 != "]" } + "]" : hostPort.prefix { $0 != ":" }
        let result = host.lowercased()
        return result.isEmpty ? nil : result
    }

    /// True for a destination that is a scheme only (an app or a `data:` URL, not a web host).
    static func isSchemeOnly(_ host: String) -> Bool { host.hasSuffix(":") }

    /// True when the scheme and host of the joined pieces are split over two or more pieces
    /// written by different actions (the URL only exists once the fragments are put together).
    static func hostIsAssembled(_ pieces: [Piece]) -> Bool {
        let text = pieces.map(\.text).joined()
        guard let found = host(of: text), !isSchemeOnly(found), let schemeEnd = text.range(of: "://") else {
            return false
        }
        let hostStart = text.distance(from: text.startIndex, to: schemeEnd.upperBound)
        let authority = text[schemeEnd.upperBound...].prefix { !"/?#".contains($0) }
        let hostEnd = hostStart + authority.count
        var offset = 0
        var writers = Set<Int>()
        for piece in pieces {
            let end = offset + piece.text.count
            if end > 0, offset < hostEnd, !piece.text.isEmpty { writers.insert(piece.action) }
            offset = end
        }
        return writers.count >= 2
    }
}
