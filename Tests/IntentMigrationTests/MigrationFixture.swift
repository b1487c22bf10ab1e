import IntentDefinitions
import PropertyList

/// A definition written for the golden tests: every parameter type, an enum with a class-name
/// override, a custom type with properties, relationships of each predicate, primary and
/// managed combinations, response outputs, prompt and response dialogs, defaults and ranges.
enum MigrationFixture {
    static let namespace = "Gd7Xq1"

    static func parameter(_ name: String, _ type: String, _ extra: PropertyListDictionary = [:]) -> PropertyListValue {
        var fields: PropertyListDictionary = [
            "INIntentParameterName": .string(name), "INIntentParameterType": .string(type),
            "INIntentParameterDisplayName": .string(name.prefix(1).uppercased() + name.dropFirst()),
        ]
        for (key, value) in extra { fields[key] = value }
        return .dictionary(fields)
    }

    static func metadata(_ fields: PropertyListDictionary) -> PropertyListDictionary {
        ["INIntentParameterMetadata": .dictionary(fields)]
    }

    static var everyType: PropertyListValue {
        [
            "INIntentName": "Everything", "INIntentTitle": "Everything", "INIntentTitleID": "tTl001",
            "INIntentDescription": "Uses every type", "INIntentType": "Custom",
            "INIntentParameters": [
                parameter("text", "String", metadata(["INIntentParameterMetadataDefaultValue": "hello \"quoted\""])),
                parameter(
                    "count", "Integer",
                    metadata([
                        "INIntentParameterMetadataDefaultValue": 3, "INIntentParameterMetadataMinimumValue": 1,
                        "INIntentParameterMetadataMaximumValue": 10,
                    ])),
                parameter(
                    "flag", "Boolean",
                    metadata([
                        "INIntentParameterMetadataTrueDisplayName": "on",
                        "INIntentParameterMetadataTrueDisplayNameID": "on0001",
                        "INIntentParameterMetadataFalseDisplayName": "off",
                    ])),
                parameter("ratio", "Decimal", metadata(["INIntentParameterMetadataMaximumValue": 1.0])),
                parameter(
                    "file", "File", metadata(["INIntentParameterMetadataCustomUTIs": [["UTI": "org.opml.opml"]]])),
                parameter("when", "DateComponents"),
                parameter("place", "Placemark"),
                parameter("link", "URL"),
                parameter("duration", "TimeInterval"),
                parameter("distance", "Distance"),
                parameter("names", "String", ["INIntentParameterSupportsMultipleValues": true]),
                parameter(
                    "media", "Object",
                    ["INIntentParameterObjectType": "MediaItem", "INIntentParameterObjectTypeNamespace": "System"]),
                parameter("mystery", "Hologram"),
                parameter("default", "String", ["INIntentParameterSupportsDynamicEnumeration": true]),
            ],
        ]
    }

    static var getRows: PropertyListValue {
        [
            "INIntentName": "GetRows", "INIntentTitle": "Get Rows", "INIntentType": "Custom",
            "INIntentParameterCombinations": [
                "outline,detail": [
                    "INIntentParameterCombinationTitle": "Get ${detail} of ${outline}",
                    "INIntentParameterCombinationTitleID": "cmb001", "INIntentParameterCombinationIsPrimary": true,
                ]
            ],
            "INIntentManagedParameterCombinations": [
                "outline": [
                    "INIntentParameterCombinationTitle": "Rows of ${outline}",
                    "INIntentParameterCombinationSubtitle": "All",
                ],
                "": ["INIntentParameterCombinationTitle": "Rows"],
            ],
            "INIntentParameters": [
                parameter(
                    "outline", "Object",
                    [
                        "INIntentParameterObjectType": "Outline",
                        "INIntentParameterObjectTypeNamespace": .string(namespace),
                        "INIntentParameterPromptDialogs": [
                            [
                                "INIntentParameterPromptDialogType": "Primary",
                                "INIntentParameterPromptDialogFormatString": "Which outline?",
                                "INIntentParameterPromptDialogFormatStringID": "pr0001",
                            ],
                            [
                                "INIntentParameterPromptDialogType": "DisambiguationIntroduction",
                                "INIntentParameterPromptDialogFormatString":
                                    "There are ${count} outlines matching ‘${outline}’.",
                            ],
                            [
                                "INIntentParameterPromptDialogType": "Confirmation",
                                "INIntentParameterPromptDialogFormatString":
                                    "Just to confirm, you wanted ‘${outline}’?",
                            ],
                            [
                                "INIntentParameterPromptDialogType": "DisambiguationSelection",
                                "INIntentParameterPromptDialogFormatString": "Pick one",
                            ],
                        ],
                    ]),
                parameter(
                    "detail", "Integer",
                    [
                        "INIntentParameterEnumType": "Detail", "INIntentParameterEnumTypeNamespace": .string(namespace),
                        "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "note"],
                    ]),
                parameter(
                    "note", "String",
                    [
                        "INIntentParameterRelationship": [
                            "INIntentParameterRelationshipParentName": "detail",
                            "INIntentParameterRelationshipPredicateName": "EnumHasExactValue",
                            "INIntentParameterRelationshipPredicateValue": "note",
                        ]
                    ]),
                parameter("exact", "Boolean"),
                parameter(
                    "pattern", "String",
                    [
                        "INIntentParameterRelationship": [
                            "INIntentParameterRelationshipParentName": "exact",
                            "INIntentParameterRelationshipPredicateName": "BooleanHasExactValue",
                            "INIntentParameterRelationshipPredicateValue": false,
                        ]
                    ]),
                parameter(
                    "limit", "Integer",
                    [
                        "INIntentParameterRelationship": [
                            "INIntentParameterRelationshipParentName": "outline",
                            "INIntentParameterRelationshipPredicateName": "HasAnyValue",
                        ]
                    ]),
            ],
            "INIntentResponse": [
                "INIntentResponseCodes": [
                    [
                        "INIntentResponseCodeName": "success", "INIntentResponseCodeSuccess": true,
                        "INIntentResponseCodeFormatString": "Found ${rows} in ${count} places",
                        "INIntentResponseCodeFormatStringID": "rs0001",
                    ],
                    ["INIntentResponseCodeName": "failure", "INIntentResponseCodeFormatString": "No rows"],
                    [
                        "INIntentResponseCodeName": "tooMany", "INIntentResponseCodeFormatString": "Too many",
                        "INIntentResponseCodeConciseFormatString": "Many",
                    ],
                ],
                "INIntentResponseOutput": "rows",
                "INIntentResponseParameters": [
                    [
                        "INIntentResponseParameterName": "rows", "INIntentResponseParameterType": "Object",
                        "INIntentResponseParameterObjectType": "Outline",
                        "INIntentResponseParameterSupportsMultipleValues": true,
                    ],
                    ["INIntentResponseParameterName": "count", "INIntentResponseParameterType": "Integer"],
                ],
            ],
        ]
    }

    static var showTitle: PropertyListValue {
        [
            "INIntentName": "ShowTitle", "INIntentTitle": "Show Title", "INIntentClassName": "LegacyShowTitleIntent",
            "INIntentType": "Custom",
            "INIntentResponse": [
                "INIntentResponseCodes": [["INIntentResponseCodeName": "success"]],
                "INIntentResponseOutput": "title",
                "INIntentResponseParameters": [
                    ["INIntentResponseParameterName": "title", "INIntentResponseParameterType": "String"]
                ],
            ],
        ]
    }

    static var propertyList: PropertyListValue {
        [
            "INIntentDefinitionNamespace": .string(namespace),
            "INIntents": [everyType, getRows, showTitle],
            "INEnums": [
                [
                    "INEnumName": "Detail", "INEnumClassName": "IntentDetail", "INEnumDisplayName": "Detail",
                    "INEnumValues": [
                        ["INEnumValueName": "unknown", "INEnumValueIndex": 0],
                        [
                            "INEnumValueName": "note", "INEnumValueIndex": 1, "INEnumValueDisplayName": "Note",
                            "INEnumValueDisplayNameID": "en0001",
                        ],
                        ["INEnumValueName": "default", "INEnumValueIndex": 2, "INEnumValueDisplayName": "Default"],
                        ["INEnumValueName": "by-date", "INEnumValueIndex": 3, "INEnumValueDisplayName": "By Date"],
                    ],
                ]
            ],
            "INTypes": [
                [
                    "INTypeName": "Outline", "INTypeClassName": "IntentOutline", "INTypeDisplayName": "Outline",
                    "INTypeProperties": [
                        [
                            "INTypePropertyName": "identifier", "INTypePropertyType": "String",
                            "INTypePropertyDefault": true,
                        ],
                        [
                            "INTypePropertyName": "title", "INTypePropertyType": "String",
                            "INTypePropertyDisplayName": "Title",
                        ],
                        ["INTypePropertyName": "rowCount", "INTypePropertyType": "Integer"],
                        [
                            "INTypePropertyName": "tags", "INTypePropertyType": "String",
                            "INTypePropertySupportsMultipleValues": true,
                        ],
                    ],
                ]
            ],
        ]
    }

    static var definition: IntentDefinition {
        get throws { try IntentDefinition(propertyList: propertyList) }
    }
}
