import Diagnostics
import Foundation
import PropertyList

/// A SiriKit intent definition (`.intentdefinition`): the intents, enums and custom types an app
/// declares in Xcode, read from an XML or binary property list.
///
/// The model is loss-free by construction: every element keeps its plist dictionary in `raw`
/// (unknown keys, the localisation `…ID` keys and the key order included), and the typed
/// properties are read-only views of it. ``propertyList`` is therefore value-equal to the file.
/// To change a definition, edit the plist and read it again.
///
/// ```swift
/// let definition = try IntentDefinition(data: Data(contentsOf: url))
/// for intent in definition.intents { print(intent.className, intent.parameters.map(\.name)) }
/// for problem in definition.problems { print(problem) }
/// ```
public struct IntentDefinition: Sendable, Equatable {
    /// `INIntentDefinitionModelVersion`: `1.0` (Xcode 10), `1.1` (Xcode 11), `1.2` (Xcode 12+).
    public let modelVersion: String?
    /// `INIntentDefinitionNamespace`: the random id that also appears in Shortcuts' coercion
    /// class names, so changing it breaks shortcuts that use the app's custom types.
    public let namespace: String?
    /// `INIntentDefinitionSystemVersion`: the macOS build that last saved the file.
    public let systemVersion: String?
    /// `INIntentDefinitionToolsVersion`: the Xcode version that last saved the file.
    public let toolsVersion: String?
    /// `INIntentDefinitionToolsBuildVersion`: the Xcode build that last saved the file.
    public let toolsBuildVersion: String?
    /// `INIntents`, in file order.
    public let intents: [Intent]
    /// `INEnums`, in file order.
    public let enums: [IntentEnum]
    /// `INTypes` (custom `INObject` types), in file order; empty in files that predate them.
    public let types: [IntentType]
    /// The root dictionary exactly as read.
    public let raw: PropertyListDictionary

    /// Reads a definition from the bytes of an XML or binary property list.
    ///
    /// - Throws: ``IntentDefinitionError`` when the bytes are not a plist, the root is not a
    ///   dictionary, or a known key has the wrong type (the error names the key path).
    public init(data: Data) throws(IntentDefinitionError) {
        let value: PropertyListValue
        do {
            value = try PropertyListValue(decoding: data)
        } catch {
            throw IntentDefinitionError.intentDefinition(.notPropertyList(error), at: "")
        }
        try self.init(propertyList: value)
    }

    /// Reads a definition from a property list already in memory.
    public init(propertyList value: PropertyListValue) throws(IntentDefinitionError) {
        guard case .dictionary(let root) = value else {
            throw IntentDefinitionError.intentDefinition(.rootNotDictionary(found: value.typeName), at: "")
        }
        let fields = PropertyListFields(root, at: "")
        modelVersion = try fields.string(Key.modelVersion)
        namespace = try fields.string(Key.namespace)
        systemVersion = try fields.string(Key.systemVersion)
        toolsVersion = try fields.string(Key.toolsVersion)
        toolsBuildVersion = try fields.string(Key.toolsBuildVersion)
        intents = try fields.elements(Key.intents, Intent.init(fields:))
        enums = try fields.elements(Key.enums, IntentEnum.init(fields:))
        types = try fields.elements(Key.types, IntentType.init(fields:))
        raw = root
    }

    /// The definition as a property list, value-equal to what was read.
    public var propertyList: PropertyListValue { .dictionary(raw) }

    /// The definition encoded as an XML or binary property list.
    public func encoded(as format: PropertyListFormat) throws -> Data {
        try propertyList.encoded(as: format)
    }

    /// The intent called `name`, if any.
    public func intent(named name: String) -> Intent? { intents.first { $0.name == name } }

    /// The enum called `name`, if any.
    public func enumeration(named name: String) -> IntentEnum? { enums.first { $0.name == name } }

    /// The custom type called `name`, if any.
    public func type(named name: String) -> IntentType? { types.first { $0.name == name } }

    /// Everything ``IntentDefinitionValidator`` finds wrong, errors and warnings, in file order.
    public var problems: [Diagnostic] { IntentDefinitionValidator().problems(in: self) }

    enum Key {
        static let modelVersion = "INIntentDefinitionModelVersion"
        static let namespace = "INIntentDefinitionNamespace"
        static let systemVersion = "INIntentDefinitionSystemVersion"
        static let toolsVersion = "INIntentDefinitionToolsVersion"
        static let toolsBuildVersion = "INIntentDefinitionToolsBuildVersion"
        static let intents = "INIntents"
        static let enums = "INEnums"
        static let types = "INTypes"
    }
}
