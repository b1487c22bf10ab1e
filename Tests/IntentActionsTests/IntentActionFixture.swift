import IntentDefinitions
import PropertyList

/// A small definition written for these tests: one intent (`GetRows`) with an object, an enum,
/// an integer, a boolean, a decimal and a multi-value string parameter, one enum and one type.
enum IntentActionFixture {
    static let namespace = "AbC123"
    static let bundle = "com.example.Outliner"

    static func parameter(
        _ name: String, _ type: String, display: String, extra: PropertyListDictionary = [:]
    ) -> PropertyListValue {
        var fields: PropertyListDictionary = [
            "INIntentParameterName": .string(name), "INIntentParameterType": .string(type),
            "INIntentParameterDisplayName": .string(display),
        ]
        for (key, value) in extra { fields[key] = value }
        return .dictionary(fields)
    }

    static var propertyList: PropertyListValue {
        [
            "INIntentDefinitionNamespace": .string(namespace),
            "INEnums": [
                [
                    "INEnumName": "Detail", "INEnumClassName": "IntentDetail",
                    "INEnumValues": [
                        ["INEnumValueName": "unknown", "INEnumValueIndex": 0],
                        ["INEnumValueName": "note", "INEnumValueIndex": 1, "INEnumValueDisplayName": "Note"],
                        ["INEnumValueName": "title", "INEnumValueIndex": 2, "INEnumValueDisplayName": "Title"],
                    ],
                ]
            ],
            "INTypes": [["INTypeName": "Outline", "INTypeClassName": "IntentOutline", "INTypeProperties": []]],
            "INIntents": [
                [
                    "INIntentName": "GetRows", "INIntentTitle": "Get Rows",
                    "INIntentParameterCombinations": [
                        "outline,detail": [
                            "INIntentParameterCombinationTitle": "Get ${detail} of ${outline}",
                            "INIntentParameterCombinationIsPrimary": true,
                        ]
                    ],
                    "INIntentParameters": [
                        parameter(
                            "outline", "Object", display: "Outline",
                            extra: [
                                "INIntentParameterObjectType": "Outline",
                                "INIntentParameterObjectTypeNamespace": .string(namespace),
                            ]),
                        parameter(
                            "detail", "Integer", display: "Detail",
                            extra: [
                                "INIntentParameterEnumType": "Detail",
                                "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "note"],
                            ]),
                        parameter(
                            "depth", "Integer", display: "Start Depth",
                            extra: ["INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": 1]]),
                        parameter("exact", "Boolean", display: "Exact Match"),
                        parameter("ratio", "Decimal", display: "Ratio"),
                        parameter(
                            "tags", "String", display: "Tags", extra: ["INIntentParameterSupportsMultipleValues": true]),
                    ],
                ]
            ],
        ]
    }

    static var definition: IntentDefinition {
        get throws { try IntentDefinition(propertyList: propertyList) }
    }
}
