import Diagnostics

/// Checks an ``IntentDefinition`` for what Xcode or Shortcuts would reject or mishandle:
/// clashing names and tags, references to parameters, enums and types that do not exist, and a
/// missing namespace. Every rule is listed in ``IntentDefinitionRule``.
public struct IntentDefinitionValidator: Sendable {
    /// A validator; it has no settings.
    public init() {}

    /// The problems of `definition`, in file order.
    public func problems(in definition: IntentDefinition) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if definition.namespace == nil {
            problems.append(
                .init(
                    .warning, .missingNamespace, at: IntentDefinition.Key.namespace,
                    "no namespace: Xcode adds one when it saves the file, and Shortcuts stores it in the class names of custom types"
                ))
        }
        var seenIntents: Set<String> = []
        for (index, intent) in definition.intents.enumerated() {
            let path = "\(IntentDefinition.Key.intents)[\(index)]"
            if !seenIntents.insert(intent.name).inserted {
                problems.append(
                    .init(
                        .error, .duplicateIntentName, at: "\(path).\(Intent.Key.name)",
                        "another intent is already called \(intent.name)"))
            }
            problems += intentProblems(intent, at: path, in: definition)
        }
        for (index, enumeration) in definition.enums.enumerated() {
            problems += enumProblems(enumeration, at: "\(IntentDefinition.Key.enums)[\(index)]")
        }
        return problems
    }

    private func intentProblems(_ intent: Intent, at path: String, in definition: IntentDefinition) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let parametersPath = "\(path).\(Intent.Key.parameters)"
        var names: Set<String> = []
        var tags: Set<Int> = []
        for (index, parameter) in intent.parameters.enumerated() {
            let parameterPath = "\(parametersPath)[\(index)]"
            let prefix = IntentParameter.intentPrefix
            if !names.insert(parameter.name).inserted {
                problems.append(
                    .init(
                        .error, .duplicateParameterName, at: "\(parameterPath).\(prefix)Name",
                        "\(intent.name) already has a parameter called \(parameter.name)"))
            }
            if let tag = parameter.tag, !tags.insert(tag).inserted {
                problems.append(
                    .init(
                        .error, .duplicateParameterTag, at: "\(parameterPath).\(prefix)Tag",
                        "\(intent.name) already has a parameter with tag \(tag)"))
            }
            if let parent = parameter.relationship?.parentName, intent.parameter(named: parent) == nil {
                problems.append(
                    .init(
                        .error, .missingRelationshipParent, at: "\(parameterPath).\(prefix)Relationship",
                        "\(parameter.name) depends on \(parent), which is not a parameter of \(intent.name)"))
            }
            problems += typeProblems(parameter, at: parameterPath, prefix: prefix, in: definition)
            problems += relationshipValueProblems(
                parameter, at: "\(parameterPath).\(prefix)Relationship", of: intent, in: definition)
        }
        for (key, combinations) in [
            (Intent.Key.parameterCombinations, intent.parameterCombinations),
            (Intent.Key.managedParameterCombinations, intent.managedParameterCombinations),
        ] {
            for combination in combinations {
                problems += combinationProblems(combination, at: "\(path).\(key)[\"\(combination.key)\"]", of: intent)
            }
        }
        for (key, name, rule) in [
            (Intent.Key.input, intent.inputParameterName, IntentDefinitionRule.missingInputParameter),
            (Intent.Key.keyParameter, intent.keyParameterName, .missingKeyParameter),
        ] {
            if let name, intent.parameter(named: name) == nil {
                problems.append(
                    .init(.error, rule, at: "\(path).\(key)", "\(name) is not a parameter of \(intent.name)"))
            }
        }
        if let response = intent.response {
            let responsePath = "\(path).\(Intent.Key.response)"
            for (index, parameter) in response.parameters.enumerated() {
                let prefix =
                    response.parametersKey == IntentResponse.Key.legacyParameters
                    ? IntentParameter.legacyResponsePrefix : IntentParameter.responsePrefix
                problems += typeProblems(
                    parameter, at: "\(responsePath).\(response.parametersKey)[\(index)]", prefix: prefix, in: definition
                )
            }
            if let output = response.outputParameterName, intent.outputParameter == nil {
                problems.append(
                    .init(
                        .error, .missingOutputParameter, at: "\(responsePath).\(IntentResponse.Key.output)",
                        "\(output) is not a response parameter of \(intent.name)"))
            }
        }
        return problems
    }

    private func combinationProblems(
        _ combination: IntentParameterCombination, at path: String, of intent: Intent
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for name in combination.parameterNames where intent.parameter(named: name) == nil {
            problems.append(
                .init(
                    .error, .unknownCombinationParameter, at: path,
                    "the combination names \(name), which is not a parameter of \(intent.name)"))
        }
        for (key, text) in [
            (IntentParameterCombination.Key.title, combination.title),
            (IntentParameterCombination.Key.subtitle, combination.subtitle),
        ] {
            guard let text else { continue }
            for name in IntentParameterCombination.placeholders(in: text) {
                if intent.parameter(named: name) == nil {
                    problems.append(
                        .init(
                            .error, .unknownPlaceholder, at: "\(path).\(key)",
                            "${\(name)} is not a parameter of \(intent.name)"))
                } else if !combination.parameterNames.contains(name) {
                    problems.append(
                        .init(
                            .error, .placeholderNotInCombination, at: "\(path).\(key)",
                            "${\(name)} is a parameter of \(intent.name) but not of this combination (\(combination.key.isEmpty ? "no parameters" : combination.key))"
                        ))
                }
            }
        }
        return problems
    }

    /// Enum and object types must be defined in this file when they claim to live in it: a
    /// namespace that differs from the file's (`System`) points at SiriKit's own types.
    private func typeProblems(
        _ parameter: IntentParameter, at path: String, prefix: String, in definition: IntentDefinition
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func isLocal(_ namespace: String?) -> Bool { namespace == nil || namespace == definition.namespace }
        if let enumType = parameter.enumType, isLocal(parameter.enumTypeNamespace),
            definition.enumeration(named: enumType) == nil
        {
            problems.append(
                .init(
                    .error, .undefinedEnum, at: "\(path).\(prefix)EnumType",
                    "\(parameter.name) uses the enum \(enumType), which is not in INEnums"))
        }
        if let objectType = parameter.objectType, isLocal(parameter.objectTypeNamespace),
            definition.type(named: objectType) == nil
        {
            problems.append(
                .init(
                    .error, .undefinedType, at: "\(path).\(prefix)ObjectType",
                    "\(parameter.name) uses the type \(objectType), which is not in INTypes"))
        }
        return problems
    }

    /// `EnumHasExactValue` must name a value of the parent's enum, `BooleanHasExactValue` a boolean.
    private func relationshipValueProblems(
        _ parameter: IntentParameter, at path: String, of intent: Intent, in definition: IntentDefinition
    ) -> [Diagnostic] {
        guard let relationship = parameter.relationship, let parentName = relationship.parentName,
            let parent = intent.parameter(named: parentName)
        else { return [] }
        let valuePath = "\(path).\(IntentParameter.intentPrefix)RelationshipPredicateValue"
        switch relationship.predicateName {
        case "EnumHasExactValue":
            guard let enumType = parent.enumType else {
                return [
                    .init(
                        .error, .relationshipValueNotInEnum, at: path,
                        "\(parameter.name) depends on an enum value of \(parentName), which is not enum-typed")
                ]
            }
            guard let enumeration = definition.enumeration(named: enumType) else { return [] }  // undefinedEnum says it
            guard case .string(let name)? = relationship.predicateValue else {
                return [
                    .init(
                        .error, .relationshipValueNotInEnum, at: valuePath,
                        "\(parameter.name) depends on \(parentName) having no particular value of \(enumType)")
                ]
            }
            if enumeration.values.contains(where: { $0.name == name }) { return [] }
            return [
                .init(
                    .error, .relationshipValueNotInEnum, at: valuePath,
                    "\(parameter.name) is shown when \(parentName) is \(name), which is not a value of \(enumType)")
            ]
        case "BooleanHasExactValue":
            if case .boolean? = relationship.predicateValue { return [] }
            return [
                .init(
                    .error, .relationshipValueNotInEnum, at: valuePath,
                    "\(parameter.name) depends on \(parentName) having a boolean value, but the predicate value is not a boolean"
                )
            ]
        default:
            return []
        }
    }

    private func enumProblems(_ enumeration: IntentEnum, at path: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var names: Set<String> = []
        var indices: Set<Int> = []
        for (index, value) in enumeration.values.enumerated() {
            let valuePath = "\(path).INEnumValues[\(index)]"
            if !names.insert(value.name).inserted {
                problems.append(
                    .init(
                        .error, .duplicateEnumValueName, at: "\(valuePath).INEnumValueName",
                        "\(enumeration.name) already has a value called \(value.name)"))
            }
            if let valueIndex = value.index, !indices.insert(valueIndex).inserted {
                problems.append(
                    .init(
                        .error, .duplicateEnumValueIndex, at: "\(valuePath).INEnumValueIndex",
                        "\(enumeration.name) already has a value with index \(valueIndex)"))
            }
        }
        return problems
    }
}
