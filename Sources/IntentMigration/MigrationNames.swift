import IntentDefinitions
import SwiftSource

/// The Swift names the migration gives to the elements of a definition, following Xcode's
/// converter: `ImportIntent` → `ImportAppIntent`, enum class `IntentAccountType` →
/// `IntentAccountTypeAppEnum`, type class `IntentOutline` → `IntentOutlineAppEntity`.
struct MigrationNames: Sendable {
    let definition: IntentDefinition

    /// The App Intent struct for `intent`.
    func intentType(_ intent: Intent) -> String {
        SwiftIdentifier.make(from: intent.name, case: .upperCamel, fallback: "Unnamed") + "AppIntent"
    }

    /// The `AppEnum` for `enumeration` (class-name override respected).
    func enumType(_ enumeration: IntentEnum) -> String {
        SwiftIdentifier.make(from: enumeration.className, case: .upperCamel, fallback: "Unnamed") + "AppEnum"
    }

    /// The `AppEntity` for `type` (class-name override respected).
    func entityType(_ type: IntentType) -> String {
        SwiftIdentifier.make(from: type.className, case: .upperCamel, fallback: "Unnamed") + "AppEntity"
    }

    /// A property or argument name for a parameter (`INIntentParameterName`).
    func property(_ name: String) -> String { SwiftIdentifier.make(from: name, case: .lowerCamel, fallback: "value") }

    /// The enum case for a value name; raw values stay the value names Shortcuts stores.
    func enumCase(_ name: String) -> String { SwiftIdentifier.make(from: name, case: .lowerCamel, fallback: "value") }

    /// The values of `enumeration` that become cases: all but SiriKit's implicit `unknown`
    /// (index 0), which App Intents does not have.
    func cases(of enumeration: IntentEnum) -> [IntentEnum.Value] {
        enumeration.values.filter { value in
            !(value.index == 0 || (value.index == nil && value.name == "unknown"))
        }
    }
}
