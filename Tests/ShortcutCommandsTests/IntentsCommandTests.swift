import Foundation
import ShortcutKit
import TestSupport
import Testing

@Suite struct IntentsCommandTests {
    /// A small definition: one intent with an enum, an object and a multi-value parameter, one
    /// enum, one custom type.
    static func definition(output: String = "rows", namespace: PropertyListValue? = "AbC123") -> PropertyListValue {
        var root: PropertyListValue = [
            "INEnums": [
                [
                    "INEnumName": "Detail", "INEnumClassName": "IntentDetail",
                    "INEnumValues": [
                        ["INEnumValueName": "unknown", "INEnumValueIndex": 0],
                        ["INEnumValueName": "note", "INEnumValueIndex": 1],
                    ],
                ]
            ],
            "INIntentDefinitionModelVersion": "1.2",
            "INIntentDefinitionToolsBuildVersion": "15E204a",
            "INIntentDefinitionToolsVersion": "15.3",
            "INIntents": [
                [
                    "INIntentCategory": "information",
                    "INIntentName": "GetRows",
                    "INIntentParameterCombinations": [
                        "outline,detail": [
                            "INIntentParameterCombinationTitle": "Get ${detail} of ${outline}",
                            "INIntentParameterCombinationIsPrimary": true,
                        ]
                    ],
                    "INIntentParameters": [
                        [
                            "INIntentParameterName": "outline", "INIntentParameterTag": 1,
                            "INIntentParameterType": "Object",
                            "INIntentParameterObjectType": "Outline", "INIntentParameterObjectTypeNamespace": "AbC123",
                        ],
                        [
                            "INIntentParameterName": "detail", "INIntentParameterTag": 2,
                            "INIntentParameterType": "Integer",
                            "INIntentParameterEnumType": "Detail", "INIntentParameterEnumTypeNamespace": "AbC123",
                        ],
                        [
                            "INIntentParameterName": "tags", "INIntentParameterTag": 3,
                            "INIntentParameterType": "String",
                            "INIntentParameterSupportsMultipleValues": true,
                        ],
                    ],
                    "INIntentResponse": [
                        "INIntentResponseCodes": [
                            ["INIntentResponseCodeName": "success", "INIntentResponseCodeSuccess": true]
                        ],
                        "INIntentResponseOutput": .string(output),
                        "INIntentResponseParameters": [
                            [
                                "INIntentResponseParameterName": "rows", "INIntentResponseParameterType": "Object",
                                "INIntentResponseParameterObjectType": "Outline",
                                "INIntentResponseParameterSupportsMultipleValues": true,
                            ]
                        ],
                    ],
                    "INIntentTitle": "Get Rows",
                    "INIntentType": "Custom",
                    "INIntentVerb": "Get",
                ]
            ],
            "INTypes": [
                [
                    "INTypeName": "Outline", "INTypeClassName": "IntentOutline",
                    "INTypeProperties": [
                        [
                            "INTypePropertyName": "identifier", "INTypePropertyType": "String",
                            "INTypePropertyDefault": true,
                        ],
                        ["INTypePropertyName": "title", "INTypePropertyType": "String"],
                    ],
                ]
            ],
        ]
        if case .dictionary(var dictionary) = root {
            dictionary["INIntentDefinitionNamespace"] = namespace
            root = .dictionary(dictionary)
        }
        return root
    }

    static func write(_ value: PropertyListValue, as format: PropertyListFormat = .xml) throws -> URL {
        let url = try CommandRunner.temporaryFolder().appendingPathComponent("Intents.intentdefinition")
        try value.encoded(as: format).write(to: url)
        return url
    }

    @Test func printsOneBlockPerIntentThenEnumsTypesAndProblems() throws {
        let url = try Self.write(Self.definition())
        let result = try CommandRunner.run(["intents", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = """
            \(url.path): model 1.2, namespace AbC123, Xcode 15.3 (15E204a)
            1 intent(s), 1 enum(s), 1 type(s)

            GetRowsIntent  "Get Rows"
              Custom · information / Get
              parameters:
                outline  Object (Outline)
                detail   Integer (enum Detail)
                tags     String, multiple
              summary: Get ${detail} of ${outline}
              output: rows (Object (Outline), multiple)

            enums:
              IntentDetail: unknown=0, note=1

            types:
              IntentOutline: title String

            problems: none

            """
        #expect(result.output == expected)
        #expect(result.stderr.isEmpty)
    }

    @Test func jsonFollowsTheDocumentedSchema() throws {
        let url = try Self.write(Self.definition(), as: .binary)
        let result = try CommandRunner.run(["intents", "--json", url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(json["file"] as? String == url.path)
        #expect(json["modelVersion"] as? String == "1.2")
        #expect(json["namespace"] as? String == "AbC123")
        #expect(json["errorCount"] as? Int == 0)
        #expect(json["warningCount"] as? Int == 0)
        #expect((json["problems"] as? [Any])?.isEmpty == true)
        let intents = try #require(json["intents"] as? [[String: Any]])
        #expect(intents.count == 1)
        #expect(intents[0]["className"] as? String == "GetRowsIntent")
        #expect(intents[0]["kind"] as? String == "Custom")
        let parameters = try #require(intents[0]["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["outline", "detail", "tags"])
        #expect(parameters[1]["enumType"] as? String == "Detail")
        #expect(parameters[2]["multiple"] as? Bool == true)
        let summary = try #require(intents[0]["summary"] as? [String: Any])
        #expect(summary["parameters"] as? [String] == ["outline", "detail"])
        #expect((intents[0]["output"] as? [String: Any])?["name"] as? String == "rows")
        #expect((json["enums"] as? [[String: Any]])?.first?["className"] as? String == "IntentDetail")
        #expect((json["types"] as? [[String: Any]])?.first?["className"] as? String == "IntentOutline")
        // Sorted keys make the output stable: the same file gives the same bytes.
        let again = try CommandRunner.run(["intents", "--json", url.path])
        #expect(again.stdout == result.stdout)
        let text = result.output
        #expect(text.range(of: "\"enums\"")!.lowerBound < text.range(of: "\"intents\"")!.lowerBound)
    }

    @Test func errorProblemsExitOneAndWarningsDoNot() throws {
        let broken = try Self.write(Self.definition(output: "row"))
        let result = try CommandRunner.run(["intents", broken.path])
        #expect(result.status == 1)
        #expect(result.output.contains("problems: 1 error(s), 0 warning(s)"))
        #expect(
            result.output.contains(
                "  error: INIntents[0].INIntentResponse.INIntentResponseOutput: row is not a response parameter of GetRows"
            ))
        let json = try CommandRunner.run(["intents", "--json", broken.path])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let problems = try #require(object["problems"] as? [[String: Any]])
        #expect(problems.first?["rule"] as? String == "intents.response.missing-output-parameter")
        #expect(problems.first?["severity"] as? String == "error")

        let warned = try CommandRunner.run(["intents", try Self.write(Self.definition(namespace: nil)).path])
        #expect(warned.status == 0)
        #expect(warned.output.contains("problems: 0 error(s), 1 warning(s)"))
        #expect(warned.output.contains("  warning: INIntentDefinitionNamespace: no namespace"))
    }

    @Test func badInputExitsSixtyFiveWithOneLine() throws {
        let cases: [(PropertyListValue?, String)] = [
            (nil, "not an intent definition: not a property list at byte 0"),
            (["INIntents"], "not an intent definition: the root is an array, not a dictionary"),
            (["INIntents": [["INIntentName": 3]]], "expected string, found integer at INIntents[0].INIntentName"),
        ]
        for (value, expected) in cases {
            let url = try CommandRunner.temporaryFolder().appendingPathComponent("bad.intentdefinition")
            try (value.map { try $0.encoded(as: .xml) } ?? Data("hello".utf8)).write(to: url)
            let result = try CommandRunner.run(["intents", url.path])
            #expect(result.status == 65)
            #expect(result.stderr == "error: \(url.path): \(expected)\n")
            #expect(result.stdout.isEmpty)
        }
        let missing = try CommandRunner.run(["intents", "/nonexistent/Intents.intentdefinition"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "error: /nonexistent/Intents.intentdefinition: no such file\n")
    }
}
