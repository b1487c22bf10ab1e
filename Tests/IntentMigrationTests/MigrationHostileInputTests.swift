import Foundation
import IntentDefinitions
import IntentMigration
import PropertyList
import Testing

/// Names and texts that would break naive code generation: quotes, backslashes, interpolation
/// syntax, newlines, keywords, leading digits, non-ASCII, and clashing class names.
@Suite struct MigrationHostileInputTests {
    static let nasty = "Say \"hi\" \\(evil()) \n\u{202E} 🎉 ${x"

    static var definition: PropertyListValue {
        func parameter(_ name: String, _ type: String, _ extra: PropertyListDictionary = [:]) -> PropertyListValue {
            var fields: PropertyListDictionary = [
                "INIntentParameterName": .string(name), "INIntentParameterType": .string(type),
                "INIntentParameterDisplayName": .string(nasty),
            ]
            for (key, value) in extra { fields[key] = value }
            return .dictionary(fields)
        }
        return [
            "INIntentDefinitionNamespace": "Hx0001",
            "INEnums": [
                [
                    "INEnumName": "class", "INEnumDisplayName": .string(nasty),
                    "INEnumValues": [
                        ["INEnumValueName": "unknown", "INEnumValueIndex": 0],
                        [
                            "INEnumValueName": "1st \"one\"", "INEnumValueIndex": 1,
                            "INEnumValueDisplayName": .string(nasty),
                        ],
                        ["INEnumValueName": "self", "INEnumValueIndex": 2],
                    ],
                ],
                ["INEnumName": "Empty", "INEnumValues": [["INEnumValueName": "unknown", "INEnumValueIndex": 0]]],
            ],
            "INTypes": [
                [
                    "INTypeName": "struct",
                    "INTypeProperties": [["INTypePropertyName": "for", "INTypePropertyType": "String"]],
                ]
            ],
            "INIntents": [
                [
                    "INIntentName": "3 \"Quoted\" Intent", "INIntentTitle": .string(nasty),
                    "INIntentDescription": .string(nasty),
                    "INIntentParameterCombinations": [
                        "in,1st value": [
                            "INIntentParameterCombinationTitle": .string("\(nasty) ${in} ${1st value} \\(x)"),
                            "INIntentParameterCombinationIsPrimary": true,
                        ]
                    ],
                    "INIntentManagedParameterCombinations": [
                        "in": ["INIntentParameterCombinationTitle": .string("${in} \"x\"")]
                    ],
                    "INIntentParameters": [
                        parameter(
                            "in", "Integer",
                            [
                                "INIntentParameterEnumType": "class",
                                "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "1st \"one\""],
                            ]),
                        parameter(
                            "1st value", "String",
                            [
                                "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": .string(nasty)],
                                "INIntentParameterPromptDialogs": [
                                    [
                                        "INIntentParameterPromptDialogType": "Primary",
                                        "INIntentParameterPromptDialogFormatString": .string(nasty),
                                        "INIntentParameterPromptDialogFormatStringID": "\"id\\",
                                    ]
                                ],
                            ]),
                        parameter("where", "Object", ["INIntentParameterObjectType": "struct"]),
                        parameter("none", "Integer", ["INIntentParameterEnumType": "Empty"]),
                        parameter("", "String"),
                    ],
                ],
                // Two intents whose names make the same Swift type name.
                ["INIntentName": "get-rows"],
                ["INIntentName": "get rows"],
            ],
        ]
    }

    @Test func hostileNamesAndTextsStillTypeCheck() throws {
        let definition = try IntentDefinition(propertyList: Self.definition)
        let files = AppIntentsMigrator(sourceName: Self.nasty).files(for: definition)
        #expect(Set(files.map(\.name)).count == files.count)
        #expect(files.map(\.name).contains("GetRowsAppIntent_2.swift"))
        // Header comments must stay comments: the file name's newline cannot start a line of code.
        for file in files {
            for line in file.contents.split(separator: "\n") where line.contains("evil()") {
                #expect(line.contains("\\\\(evil())") || line.hasPrefix("//"), "\(file.name): \(line)")
            }
        }
        guard let checker = try SwiftTypeChecker.make() else { return }
        // Two files declaring one type would not compile together, so the clashing intent is
        // checked on its own.
        try checker.typeCheck(files.filter { $0.name != "GetRowsAppIntent_2.swift" }.map { ($0.name, $0.contents) })
    }
}
