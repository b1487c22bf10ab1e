import Diagnostics
import Foundation
import IntentDefinitions
import PropertyList
import Testing

@Suite struct IntentDefinitionValidatorTests {
    /// One edit of the good fixture, the rule it must trip, and where.
    struct BadCase: Sendable, CustomStringConvertible {
        var rule: IntentDefinitionRule
        var severity: Severity = .error
        var path: [IntentDefinitionFixture.Step]
        var value: PropertyListValue?
        var keyPath: String
        var description: String { "\(rule) at \(keyPath)" }
    }

    static let badCases: [BadCase] = [
        .init(
            rule: .duplicateIntentName, path: ["INIntents", 1, "INIntentName"], value: "GetRows",
            keyPath: "INIntents[1].INIntentName"),
        .init(
            rule: .duplicateParameterName, path: ["INIntents", 0, "INIntentParameters", 3, "INIntentParameterName"],
            value: "note",
            keyPath: "INIntents[0].INIntentParameters[3].INIntentParameterName"),
        .init(
            rule: .duplicateParameterTag, path: ["INIntents", 0, "INIntentParameters", 3, "INIntentParameterTag"],
            value: 1,
            keyPath: "INIntents[0].INIntentParameters[3].INIntentParameterTag"),
        .init(
            rule: .unknownCombinationParameter,
            path: ["INIntents", 0, "INIntentParameterCombinations", "outline,outlines"],
            value: ["INIntentParameterCombinationTitle": "Rows of ${outline}"],
            keyPath: #"INIntents[0].INIntentParameterCombinations["outline,outlines"]"#),
        .init(
            rule: .unknownCombinationParameter,
            path: ["INIntents", 0, "INIntentManagedParameterCombinations", "detal"],
            value: ["INIntentParameterCombinationTitle": "Rows"],
            keyPath: #"INIntents[0].INIntentManagedParameterCombinations["detal"]"#),
        .init(
            rule: .unknownPlaceholder,
            path: ["INIntents", 0, "INIntentParameterCombinations", "outline", "INIntentParameterCombinationTitle"],
            value: "Rows of ${outlin}",
            keyPath: #"INIntents[0].INIntentParameterCombinations["outline"].INIntentParameterCombinationTitle"#),
        .init(
            rule: .unknownPlaceholder,
            path: ["INIntents", 0, "INIntentParameterCombinations", "outline", "INIntentParameterCombinationSubtitle"],
            value: "From ${detal}",
            keyPath: #"INIntents[0].INIntentParameterCombinations["outline"].INIntentParameterCombinationSubtitle"#),
        .init(
            rule: .missingRelationshipParent,
            path: [
                "INIntents", 0, "INIntentParameters", 2, "INIntentParameterRelationship",
                "INIntentParameterRelationshipParentName",
            ],
            value: "details", keyPath: "INIntents[0].INIntentParameters[2].INIntentParameterRelationship"),
        .init(
            rule: .undefinedEnum, path: ["INIntents", 0, "INIntentParameters", 1, "INIntentParameterEnumType"],
            value: "Details",
            keyPath: "INIntents[0].INIntentParameters[1].INIntentParameterEnumType"),
        .init(
            rule: .undefinedType, path: ["INIntents", 0, "INIntentParameters", 0, "INIntentParameterObjectType"],
            value: "Outlines",
            keyPath: "INIntents[0].INIntentParameters[0].INIntentParameterObjectType"),
        // Without a namespace the type is taken to be local, so it must be defined.
        .init(
            rule: .undefinedType,
            path: ["INIntents", 0, "INIntentParameters", 3, "INIntentParameterObjectTypeNamespace"], value: nil,
            keyPath: "INIntents[0].INIntentParameters[3].INIntentParameterObjectType"),
        .init(
            rule: .undefinedType,
            path: [
                "INIntents", 0, "INIntentResponse", "INIntentResponseParameters", 0,
                "INIntentResponseParameterObjectType",
            ], value: "Row",
            keyPath: "INIntents[0].INIntentResponse.INIntentResponseParameters[0].INIntentResponseParameterObjectType"),
        .init(
            rule: .duplicateEnumValueIndex, path: ["INEnums", 0, "INEnumValues", 2, "INEnumValueIndex"], value: 1,
            keyPath: "INEnums[0].INEnumValues[2].INEnumValueIndex"),
        .init(
            rule: .duplicateEnumValueName, path: ["INEnums", 0, "INEnumValues", 2, "INEnumValueName"], value: "note",
            keyPath: "INEnums[0].INEnumValues[2].INEnumValueName"),
        .init(
            rule: .missingInputParameter, path: ["INIntents", 0, "INIntentInput"], value: "outlines",
            keyPath: "INIntents[0].INIntentInput"),
        .init(
            rule: .missingKeyParameter, path: ["INIntents", 0, "INIntentKeyParameter"], value: "row",
            keyPath: "INIntents[0].INIntentKeyParameter"),
        .init(
            rule: .missingOutputParameter, path: ["INIntents", 0, "INIntentResponse", "INIntentResponseOutput"],
            value: "row",
            keyPath: "INIntents[0].INIntentResponse.INIntentResponseOutput"),
        .init(
            rule: .missingOutputParameter, path: ["INIntents", 1, "INIntentResponse", "INIntentResponseOutput"],
            value: "state",
            keyPath: "INIntents[1].INIntentResponse.INIntentResponseOutput"),
        .init(
            rule: .relationshipValueNotInEnum,
            path: [
                "INIntents", 0, "INIntentParameters", 2, "INIntentParameterRelationship",
                "INIntentParameterRelationshipPredicateValue",
            ],
            value: "notes",
            keyPath:
                "INIntents[0].INIntentParameters[2].INIntentParameterRelationship.INIntentParameterRelationshipPredicateValue"
        ),
        .init(
            rule: .relationshipValueNotInEnum,
            path: [
                "INIntents", 0, "INIntentParameters", 2, "INIntentParameterRelationship",
                "INIntentParameterRelationshipParentName",
            ],
            value: "outline", keyPath: "INIntents[0].INIntentParameters[2].INIntentParameterRelationship"),
        .init(
            rule: .relationshipValueNotInEnum,
            path: [
                "INIntents", 0, "INIntentParameters", 2, "INIntentParameterRelationship",
                "INIntentParameterRelationshipPredicateName",
            ],
            value: "BooleanHasExactValue",
            keyPath:
                "INIntents[0].INIntentParameters[2].INIntentParameterRelationship.INIntentParameterRelationshipPredicateValue"
        ),
        .init(
            rule: .placeholderNotInCombination,
            path: ["INIntents", 0, "INIntentParameterCombinations", "outline", "INIntentParameterCombinationTitle"],
            value: "Rows of ${outline} with ${detail}",
            keyPath: #"INIntents[0].INIntentParameterCombinations["outline"].INIntentParameterCombinationTitle"#),
        .init(
            rule: .placeholderNotInCombination,
            path: [
                "INIntents", 0, "INIntentManagedParameterCombinations", "outline",
                "INIntentParameterCombinationSubtitle",
            ],
            value: "${note}",
            keyPath:
                #"INIntents[0].INIntentManagedParameterCombinations["outline"].INIntentParameterCombinationSubtitle"#),
        .init(
            rule: .missingNamespace, severity: .warning, path: ["INIntentDefinitionNamespace"], value: nil,
            keyPath: "INIntentDefinitionNamespace"),
    ]

    @Test func theGoodFixtureHasNoProblems() throws {
        let definition = try IntentDefinition(data: IntentDefinitionFixture.xml())
        #expect(definition.problems == [])
    }

    @Test func everyRuleHasABadCase() {
        let covered = Set(Self.badCases.map(\.rule))
        #expect(covered == Set(IntentDefinitionRule.allCases))
    }

    @Test(arguments: badCases)
    func eachRuleFiresOnItsEditAlone(_ testCase: BadCase) throws {
        let bad = IntentDefinitionFixture.good.setting(testCase.path, to: testCase.value)
        let definition = try IntentDefinition(data: IntentDefinitionFixture.xml(bad))
        let problems = definition.problems
        #expect(problems.count == 1, "\(problems)")
        let problem = try #require(problems.first)
        #expect(problem.intentDefinitionRule == testCase.rule)
        #expect(problem.severity == testCase.severity)
        #expect(problem.keyPath == testCase.keyPath)
        #expect(!problem.message.isEmpty)
    }

    @Test func systemNamespacedEnumsAndTypesAreNotRequiredLocally() throws {
        // A customised system intent names SiriKit's enums and types with namespace "System".
        let bad = IntentDefinitionFixture.good
            .setting(["INIntents", 0, "INIntentParameters", 1, "INIntentParameterEnumType"], to: "PlaybackRepeatMode")
            .setting(["INIntents", 0, "INIntentParameters", 1, "INIntentParameterEnumTypeNamespace"], to: "System")
        let definition = try IntentDefinition(data: IntentDefinitionFixture.xml(bad))
        #expect(definition.problems == [])
    }

    @Test func placeholdersAreFoundInOrder() {
        #expect(IntentParameterCombination.placeholders(in: "Get ${a} of ${b} {c} $d ${e") == ["a", "b"])
        #expect(IntentParameterCombination.placeholders(in: "") == [])
    }
}
