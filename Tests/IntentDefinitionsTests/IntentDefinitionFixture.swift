import Foundation
import PropertyList

/// A small, valid intent definition built in code, and single edits that break it; every test
/// fixture is derived from it so the good and bad cases differ in exactly one place.
enum IntentDefinitionFixture {
    static let namespace = "AbC123"

    /// Two intents (a custom one using every cross-reference the validator checks, and a
    /// customised system intent with Xcode 10's `INIntentResponseProperty…` spelling), one enum
    /// and one custom type.
    static var good: PropertyListValue {
        [
            "INEnums": [
                [
                    "INEnumName": "Detail", "INEnumClassName": "IntentDetail", "INEnumDisplayName": "Detail",
                    "INEnumType": "Regular",
                    "INEnumValues": [
                        ["INEnumValueName": "unknown", "INEnumValueIndex": 0, "INEnumValueDisplayName": "Unknown"],
                        ["INEnumValueName": "note", "INEnumValueIndex": 1, "INEnumValueDisplayName": "Note"],
                        ["INEnumValueName": "title", "INEnumValueIndex": 2, "INEnumValueDisplayName": "Title"],
                    ],
                ]
            ],
            "INIntentDefinitionModelVersion": "1.2",
            "INIntentDefinitionNamespace": .string(namespace),
            "INIntentDefinitionSystemVersion": "23F79",
            "INIntentDefinitionToolsBuildVersion": "15E204a",
            "INIntentDefinitionToolsVersion": "15.3",
            "INIntents": [getRows, playMedia],
            "INTypes": [
                [
                    "INTypeName": "Outline", "INTypeClassName": "IntentOutline", "INTypeDisplayName": "Outline",
                    "INTypeProperties": [
                        [
                            "INTypePropertyName": "identifier", "INTypePropertyType": "String",
                            "INTypePropertyDefault": true, "INTypePropertyTag": 1,
                        ],
                        [
                            "INTypePropertyName": "title", "INTypePropertyType": "String", "INTypePropertyTag": 100,
                            "INTypePropertySupportsMultipleValues": false,
                        ],
                    ],
                ]
            ],
        ]
    }

    static var getRows: PropertyListValue {
        [
            "INIntentCategory": "information",
            "INIntentConfigurable": true,
            "INIntentDescription": "Gets the rows of an outline",
            "INIntentDescriptionID": "d1x9Qa",
            "INIntentInput": "outline",
            "INIntentKeyParameter": "outline",
            "INIntentName": "GetRows",
            "INIntentParameterCombinations": [
                "outline,detail": [
                    "INIntentParameterCombinationTitle": "Get ${detail} of ${outline}",
                    "INIntentParameterCombinationIsPrimary": true,
                    "INIntentParameterCombinationSupportsBackgroundExecution": true,
                ],
                "outline": [
                    "INIntentParameterCombinationTitle": "Get rows of ${outline}",
                    "INIntentParameterCombinationSubtitle": "From ${outline}",
                ],
            ],
            "INIntentManagedParameterCombinations": [
                "outline": ["INIntentParameterCombinationTitle": "Rows of ${outline}"]
            ],
            "INIntentParameters": [
                [
                    "INIntentParameterName": "outline", "INIntentParameterTag": 1, "INIntentParameterType": "Object",
                    "INIntentParameterDisplayName": "Outline", "INIntentParameterConfigurable": true,
                    "INIntentParameterObjectType": "Outline",
                    "INIntentParameterObjectTypeNamespace": .string(namespace),
                    "INIntentParameterSupportsDynamicEnumeration": true, "INIntentParameterSupportsSearch": true,
                ],
                [
                    "INIntentParameterName": "detail", "INIntentParameterTag": 2, "INIntentParameterType": "Integer",
                    "INIntentParameterEnumType": "Detail", "INIntentParameterEnumTypeNamespace": .string(namespace),
                    "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "note"],
                ],
                [
                    "INIntentParameterName": "note", "INIntentParameterTag": 3, "INIntentParameterType": "String",
                    "INIntentParameterRelationship": [
                        "INIntentParameterRelationshipParentName": "detail",
                        "INIntentParameterRelationshipPredicateName": "EnumHasExactValue",
                        "INIntentParameterRelationshipPredicateValue": "note",
                    ],
                ],
                [
                    // A SiriKit type: defined by the system, not in INTypes, and not a problem.
                    "INIntentParameterName": "media", "INIntentParameterTag": 4, "INIntentParameterType": "Object",
                    "INIntentParameterObjectType": "MediaItem", "INIntentParameterObjectTypeNamespace": "System",
                    "INIntentParameterSupportsMultipleValues": true,
                ],
            ],
            "INIntentResponse": [
                "INIntentResponseCodes": [
                    [
                        "INIntentResponseCodeName": "success", "INIntentResponseCodeSuccess": true,
                        "INIntentResponseCodeFormatString": "Done",
                    ],
                    ["INIntentResponseCodeName": "failure"],
                ],
                "INIntentResponseOutput": "rows",
                "INIntentResponseParameters": [
                    [
                        "INIntentResponseParameterName": "rows", "INIntentResponseParameterTag": 1,
                        "INIntentResponseParameterType": "Object", "INIntentResponseParameterObjectType": "Outline",
                        "INIntentResponseParameterObjectTypeNamespace": .string(namespace),
                        "INIntentResponseParameterSupportsMultipleValues": true,
                    ]
                ],
            ],
            "INIntentTitle": "Get Rows",
            "INIntentTitleID": "t7Yh2c",
            "INIntentType": "Custom",
            "INIntentVerb": "Get",
            "XYZFutureKey": ["kept": true],
        ]
    }

    static var playMedia: PropertyListValue {
        [
            "INIntentCategory": "system",
            "INIntentClassName": "INPlayMediaIntent",
            "INIntentEligibleForWidgets": true,
            "INIntentName": "PlayMedia",
            "INIntentResponse": [
                "INIntentResponseCodes": [
                    ["INIntentResponseCodeName": "success", "INIntentResponseCodeSuccess": true]
                ],
                "INIntentResponseOutput": "status",
                "INIntentResponseProperties": [
                    [
                        "INIntentResponsePropertyName": "status", "INIntentResponsePropertyTag": 1,
                        "INIntentResponsePropertyType": "String",
                    ]
                ],
            ],
            "INIntentTitle": "Play Media",
            "INIntentType": "System",
        ]
    }

    /// The fixture as XML bytes, written by the project's own writer.
    static func xml(_ value: PropertyListValue = good) throws -> Data {
        try XMLPropertyListWriter().write(value)
    }

    /// One step of a path into a plist: a dictionary key or an array index.
    enum Step: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
        case key(String)
        case index(Int)

        init(stringLiteral value: String) { self = .key(value) }
        init(integerLiteral value: Int) { self = .index(value) }

        var description: String {
            switch self {
            case .key(let key): key
            case .index(let index): "[\(index)]"
            }
        }
    }
}

extension PropertyListValue {
    /// A copy with the value at `path` replaced (or removed, for nil). The path must exist up to
    /// its last step: fixtures that silently edit nothing would make tests that cannot fail.
    func setting(_ path: [IntentDefinitionFixture.Step], to newValue: PropertyListValue?) -> PropertyListValue {
        guard let step = path.first else { return newValue ?? self }
        let rest = Array(path.dropFirst())
        switch (self, step) {
        case (.dictionary(var dictionary), .key(let key)):
            if rest.isEmpty {
                dictionary[key] = newValue
            } else {
                guard let child = dictionary[key] else { preconditionFailure("no key \(key)") }
                dictionary[key] = child.setting(rest, to: newValue)
            }
            return .dictionary(dictionary)
        case (.array(var array), .index(let index)):
            precondition(array.indices.contains(index), "no index \(index)")
            if rest.isEmpty, newValue == nil {
                array.remove(at: index)
            } else {
                array[index] = array[index].setting(rest, to: newValue)
            }
            return .array(array)
        default:
            preconditionFailure("\(step) does not fit a \(typeName)")
        }
    }
}
