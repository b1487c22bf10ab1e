import Foundation
import ShortcutAuthoringCore
import ShortcutModel

/// One generated DSL function, as data: which parameters it takes, in order, and how each is
/// typed. Read from ``ActionSignatureData`` (written by `Scripts/generate-actions.py` together
/// with the functions themselves, so the two cannot drift apart).
struct ActionSignature: Sendable {
    enum Kind: Sendable {
        case value
        case bool
        case mode
        /// The `AppIntentDescriptor` of a third-party App Intent (an `IntentDescriptor` argument).
        case descriptor
        /// An enumeration: stored string → Swift case name.
        case enumeration(cases: [String: String])
    }

    struct Parameter: Sendable {
        var key: String
        var label: String
        var kind: Kind
    }

    var identifier: String
    var function: String
    var parameters: [Parameter]
    /// The `AppIntentDescriptor` the function writes (App Intent actions), as stored.
    var appIntentDescriptor: PropertyListValue?

    /// Every generated function by action identifier (parsed once; immutable).
    static let all: [String: ActionSignature] = parse(ActionSignatureData.json)

    static func parse(_ json: String) -> [String: ActionSignature] {
        guard let rows = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]] else { return [:] }
        var result: [String: ActionSignature] = [:]
        result.reserveCapacity(rows.count)
        for row in rows {
            guard row.count >= 3, let identifier = row[0] as? String, let function = row[1] as? String,
                let rawParameters = row[2] as? [[Any]]
            else { continue }
            var parameters: [Parameter] = []
            for raw in rawParameters {
                guard raw.count >= 3, let key = raw[0] as? String, let label = raw[1] as? String,
                    let kind = raw[2] as? String
                else { continue }
                switch kind {
                case "bool": parameters.append(Parameter(key: key, label: label, kind: .bool))
                case "mode": parameters.append(Parameter(key: key, label: label, kind: .mode))
                case "descriptor": parameters.append(Parameter(key: key, label: label, kind: .descriptor))
                case "enum":
                    var cases: [String: String] = [:]
                    for pair in (raw.count > 4 ? raw[4] as? [[String]] : nil) ?? [] where pair.count == 2 {
                        cases[pair[0]] = pair[1]
                    }
                    parameters.append(Parameter(key: key, label: label, kind: .enumeration(cases: cases)))
                default: parameters.append(Parameter(key: key, label: label, kind: .value))
                }
            }
            var signature = ActionSignature(identifier: identifier, function: function, parameters: parameters)
            if row.count > 3, let app = row[3] as? [Any], app.count == 4, let intent = app[0] as? String,
                let bundle = app[1] as? String
            {
                let fields = Action.appIntentDescriptor(
                    intent, bundle: bundle, name: app[2] as? String, team: app[3] as? String)
                signature.appIntentDescriptor = ParameterValue.dictionary(fields).propertyList
            }
            result[identifier] = signature
        }
        return result
    }
}
