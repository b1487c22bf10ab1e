import Foundation
import IntentDefinitions

/// The intent definition target: read, then run every check of the validator.
enum IntentDefinitionFuzzing {
    static func read(_ data: Data) -> FuzzOutcome {
        do {
            let definition = try IntentDefinition(data: data)
            _ = IntentDefinitionValidator().problems(in: definition)
            return .accepted
        } catch {
            return .rejected(error.description)
        }
    }
}
