import Foundation
import IntentDefinitions
import PropertyList
import Testing

@Suite struct IntentDefinitionModelTests {
    @Test func readsEveryTypedFieldOfTheFixture() throws {
        let definition = try IntentDefinition(data: IntentDefinitionFixture.xml())
        #expect(definition.modelVersion == "1.2")
        #expect(definition.namespace == "AbC123")
        #expect(definition.systemVersion == "23F79")
        #expect(definition.toolsVersion == "15.3")
        #expect(definition.toolsBuildVersion == "15E204a")
        #expect(definition.intents.map(\.name) == ["GetRows", "PlayMedia"])

        let getRows = try #require(definition.intent(named: "GetRows"))
        #expect(getRows.className == "GetRowsIntent")
        #expect(getRows.kind == .custom)
        #expect(getRows.category == "information")
        #expect(getRows.verb == "Get")
        #expect(getRows.title == "Get Rows")
        #expect(getRows.description == "Gets the rows of an outline")
        #expect(getRows.inputParameterName == "outline")
        #expect(getRows.keyParameterName == "outline")
        #expect(getRows.isConfigurable && !getRows.isEligibleForWidgets)
        #expect(!getRows.isIneligibleForSuggestions && !getRows.isUserConfirmationRequired)
        #expect(getRows.parameters.map(\.name) == ["outline", "detail", "note", "media"])
        #expect(getRows.parameters.map(\.tag) == [1, 2, 3, 4])

        let outline = getRows.parameters[0]
        #expect(outline.type == "Object" && outline.objectType == "Outline" && outline.objectTypeNamespace == "AbC123")
        #expect(outline.displayName == "Outline")
        #expect(outline.isConfigurable && outline.supportsDynamicEnumeration && outline.supportsSearch)
        #expect(!outline.supportsMultipleValues)
        let detail = getRows.parameters[1]
        #expect(detail.enumType == "Detail" && detail.enumTypeNamespace == "AbC123")
        #expect(detail.metadata?["INIntentParameterMetadataDefaultValue"] == "note")
        let relationship = try #require(getRows.parameters[2].relationship)
        #expect(relationship.parentName == "detail")
        #expect(relationship.predicateName == "EnumHasExactValue")
        #expect(relationship.predicateValue == "note")
        #expect(getRows.parameters[3].supportsMultipleValues)

        #expect(getRows.parameterCombinations.map(\.key) == ["outline,detail", "outline"])
        let primary = try #require(getRows.primaryParameterCombination)
        #expect(primary.parameterNames == ["outline", "detail"])
        #expect(primary.title == "Get ${detail} of ${outline}")
        #expect(primary.isPrimary && primary.supportsBackgroundExecution)
        #expect(primary.placeholderNames == ["detail", "outline"])
        #expect(getRows.parameterCombinations[1].subtitle == "From ${outline}")
        #expect(getRows.managedParameterCombinations.map(\.title) == ["Rows of ${outline}"])

        let response = try #require(getRows.response)
        #expect(response.codes.map(\.name) == ["success", "failure"])
        #expect(response.codes.map(\.isSuccess) == [true, nil])
        #expect(response.codes[0].formatString == "Done")
        #expect(response.outputParameterName == "rows")
        #expect(getRows.outputParameter?.objectType == "Outline")
        #expect(getRows.outputParameter?.supportsMultipleValues == true)
        // Unknown and localisation keys are not typed, but they are kept.
        #expect(getRows.raw["XYZFutureKey"] == ["kept": true])
        #expect(getRows.raw["INIntentTitleID"] == "t7Yh2c")

        let playMedia = try #require(definition.intent(named: "PlayMedia"))
        #expect(playMedia.className == "INPlayMediaIntent")
        #expect(playMedia.kind == .system)
        #expect(playMedia.isEligibleForWidgets)
        #expect(playMedia.primaryParameterCombination == nil)
        // Xcode 10's INIntentResponseProperty… spelling reads like the later one.
        #expect(playMedia.outputParameter?.name == "status")
        #expect(playMedia.outputParameter?.type == "String")

        let detailEnum = try #require(definition.enumeration(named: "Detail"))
        #expect(detailEnum.className == "IntentDetail")
        #expect(detailEnum.displayName == "Detail")
        #expect(detailEnum.values.map(\.name) == ["unknown", "note", "title"])
        #expect(detailEnum.values.map(\.index) == [0, 1, 2])
        #expect(detailEnum.values[1].displayName == "Note")

        let outlineType = try #require(definition.type(named: "Outline"))
        #expect(outlineType.className == "IntentOutline")
        #expect(outlineType.properties.map(\.name) == ["identifier", "title"])
        #expect(outlineType.properties.map(\.isDefault) == [true, false])
        #expect(outlineType.properties[1].tag == 100)
        #expect(outlineType.properties[1].type == "String")
    }

    @Test func namesDefaultWhenOptionalKeysAreAbsent() throws {
        let minimal: PropertyListValue = [
            "INIntents": [["INIntentName": "Order"]],
            "INEnums": [["INEnumName": "Size", "INEnumValues": [["INEnumValueName": "small"]]]],
            "INTypes": [["INTypeName": "Dish"]],
        ]
        let definition = try IntentDefinition(data: IntentDefinitionFixture.xml(minimal))
        #expect(definition.modelVersion == nil && definition.namespace == nil)
        let intent = try #require(definition.intents.first)
        #expect(intent.className == "OrderIntent")
        #expect(intent.kind == nil && intent.response == nil && intent.parameters.isEmpty)
        #expect(!intent.isConfigurable)
        #expect(definition.enums.first?.className == "Size")
        #expect(definition.enums.first?.values.first?.index == nil)
        #expect(definition.types.first?.className == "Dish")
        #expect(definition.types.first?.properties.isEmpty == true)
    }

    @Test func managedCombinationsGiveTheSummaryOnlyWhenThereAreNoOthers() throws {
        let managedOnly = IntentDefinitionFixture.good
            .setting(["INIntents", 0, "INIntentParameterCombinations"], to: nil)
        let intent = try #require(try IntentDefinition(data: IntentDefinitionFixture.xml(managedOnly)).intents.first)
        #expect(intent.parameterCombinations.isEmpty)
        #expect(intent.primaryParameterCombination?.title == "Rows of ${outline}")
        // With regular combinations present, the managed ones never stand in for them.
        let twoRegular = IntentDefinitionFixture.good
            .setting(
                [
                    "INIntents", 0, "INIntentParameterCombinations", "outline,detail",
                    "INIntentParameterCombinationIsPrimary",
                ], to: nil)
        let ambiguous = try #require(try IntentDefinition(data: IntentDefinitionFixture.xml(twoRegular)).intents.first)
        #expect(ambiguous.primaryParameterCombination == nil)
    }

    @Test func binaryAndXMLReadTheSame() throws {
        let fromXML = try IntentDefinition(data: IntentDefinitionFixture.xml())
        let fromBinary = try IntentDefinition(data: BinaryPropertyListWriter().write(IntentDefinitionFixture.good))
        #expect(fromXML == fromBinary)
        #expect(fromXML.propertyList == IntentDefinitionFixture.good)
        #expect(try IntentDefinition(data: fromXML.encoded(as: .binary)) == fromXML)
    }

    @Test func rejectsBytesThatAreNotAPropertyList() throws {
        let error = try #require(throws: IntentDefinitionError.self) { try IntentDefinition(data: Data("hello".utf8)) }
        guard case .notPropertyList(let underlying) = error.reason else {
            Issue.record("\(error.reason)")
            return
        }
        #expect(underlying.reason == .unrecognizedFormat)
        #expect(error.keyPath.isEmpty)
        #expect(error.description == "not an intent definition: not a property list at byte 0")
    }

    @Test func rejectsARootThatIsNotADictionary() throws {
        let data = try IntentDefinitionFixture.xml(["INIntents"])
        #expect(
            throws: IntentDefinitionError(.rootNotDictionary(found: "array"), at: "", documentKind: "intent definition")
        ) {
            try IntentDefinition(data: data)
        }
    }

    struct TypeErrorCase: Sendable, CustomStringConvertible {
        var path: [IntentDefinitionFixture.Step]
        var value: PropertyListValue?
        var error: IntentDefinitionError
        var description: String { error.keyPath }
    }

    static let typeErrors: [TypeErrorCase] = [
        .init(
            path: ["INIntents", 0, "INIntentParameters", 1, "INIntentParameterName"], value: 7,
            error: .init(
                .wrongType(expected: "string", found: "integer"),
                at: "INIntents[0].INIntentParameters[1].INIntentParameterName")),
        .init(
            path: [
                "INIntents", 0, "INIntentParameterCombinations", "outline", "INIntentParameterCombinationIsPrimary",
            ], value: "yes",
            error: .init(
                .wrongType(expected: "boolean", found: "string"),
                at: #"INIntents[0].INIntentParameterCombinations["outline"].INIntentParameterCombinationIsPrimary"#)),
        .init(
            path: ["INEnums", 0, "INEnumValues", 1, "INEnumValueIndex"], value: "1",
            error: .init(
                .wrongType(expected: "integer", found: "string"), at: "INEnums[0].INEnumValues[1].INEnumValueIndex")),
        .init(
            path: ["INIntents"], value: "GetRows",
            error: .init(.wrongType(expected: "array", found: "string"), at: "INIntents")),
        .init(
            path: ["INIntents", 0, "INIntentResponse", "INIntentResponseParameters", 0], value: "rows",
            error: .init(
                .wrongType(expected: "dictionary", found: "string"),
                at: "INIntents[0].INIntentResponse.INIntentResponseParameters[0]")),
        .init(
            path: ["INTypes", 0, "INTypeProperties", 1, "INTypePropertySupportsMultipleValues"], value: 1,
            error: .init(
                .wrongType(expected: "boolean", found: "integer"),
                at: "INTypes[0].INTypeProperties[1].INTypePropertySupportsMultipleValues")),
        .init(
            path: [
                "INIntents", 1, "INIntentResponse", "INIntentResponseProperties", 0, "INIntentResponsePropertyName",
            ], value: true,
            error: .init(
                .wrongType(expected: "string", found: "boolean"),
                at: "INIntents[1].INIntentResponse.INIntentResponseProperties[0].INIntentResponsePropertyName")),
        .init(
            path: [
                "INIntents", 0, "INIntentParameters", 2, "INIntentParameterRelationship",
                "INIntentParameterRelationshipParentName",
            ], value: 2,
            error: .init(
                .wrongType(expected: "string", found: "integer"),
                at:
                    "INIntents[0].INIntentParameters[2].INIntentParameterRelationship.INIntentParameterRelationshipParentName"
            )),
        .init(
            path: ["INIntentDefinitionNamespace"], value: ["AbC123"],
            error: .init(.wrongType(expected: "string", found: "array"), at: "INIntentDefinitionNamespace")),
        .init(
            path: ["INIntents", 1, "INIntentName"], value: nil,
            error: .init(.missingKey("INIntentName"), at: "INIntents[1]")),
    ]

    @Test(arguments: typeErrors)
    func typeErrorsNameTheKeyPath(_ testCase: TypeErrorCase) throws {
        let data = try IntentDefinitionFixture.xml(
            IntentDefinitionFixture.good.setting(testCase.path, to: testCase.value))
        #expect(throws: testCase.error) { try IntentDefinition(data: data) }
    }

    @Test func errorMessagesSayWhatAndWhere() {
        let error = IntentDefinitionError(
            .wrongType(expected: "string", found: "integer"),
            at: "INIntents[2].INIntentParameters[0].INIntentParameterName")
        #expect(
            error.description
                == "expected string, found integer at INIntents[2].INIntentParameters[0].INIntentParameterName")
        #expect(
            IntentDefinitionError(.missingKey("INIntentName"), at: "INIntents[1]").description
                == "missing key INIntentName at INIntents[1]")
    }
}
