import Foundation
import PropertyList
import ShortcutModel
import Testing

@Suite struct TokenStringTests {
    @Test func partsFollowUTF16OffsetsPastNonBMPCharacters() {
        // "👋 " is 3 UTF-16 units: the first variable sits at offset 3, the second at 9.
        let token = TokenString(
            string: "👋 \u{FFFC}, at \u{FFFC}!",
            attachments: [
                .init(location: 9, attachment: Attachment(type: .currentDate)),
                .init(location: 3, attachment: .variable("Name")),
            ])
        #expect(
            token.parts == [
                .text("👋 "), .variable(.variable("Name")), .text(", at "), .variable(Attachment(type: .currentDate)),
                .text("!"),
            ])
        #expect(token.malformedPlacements.isEmpty)
    }

    @Test func buildingFromPartsComputesPlaceholdersAndKeys() throws {
        let token = TokenString(parts: [.text("Hi 🇸🇪 "), .variable(.variable("who")), .text(".")])
        #expect(token.string == "Hi 🇸🇪 \u{FFFC}.")
        #expect(token.attachments.map(\.location) == [8])  // "Hi " 3 + flag 4 + " " 1
        let value = ParameterValue.text(token).propertyList
        let ranges = try #require(value["Value"]?["attachmentsByRange"]?.dictionary)
        #expect(Array(ranges.keys) == ["{8, 1}"])
        #expect(ParameterValue(propertyList: value) == .text(token))
    }

    @Test func misplacedAttachmentIsKeptAndReported() {
        let token = TokenString(string: "abc", attachments: [.init(location: 1, attachment: .variable("x"))])
        #expect(token.malformedPlacements.count == 1)
        #expect(token.parts == [.text("a"), .variable(.variable("x")), .text("bc")])
    }

    @Test func layoutsRoundTrip() {
        let withoutRanges: PropertyListValue = [
            "Value": ["string": "plain"], "WFSerializationType": "WFTextTokenString",
        ]
        let withoutValue: PropertyListValue = ["WFSerializationType": "WFTextTokenString"]
        for value in [withoutRanges, withoutValue] {
            let decoded = ParameterValue(propertyList: value)
            guard case .text = decoded else {
                Issue.record("expected a token string, got \(decoded)")
                continue
            }
            #expect(decoded.propertyList.isEquivalent(to: value))
        }
    }

    @Test func oddRangeKeysFallBackToVerbatim() {
        // "{3,1}" (no space) would not be written back the same way: keep it verbatim.
        let value: PropertyListValue = [
            "Value": ["string": "ab \u{FFFC}", "attachmentsByRange": ["{3,1}": ["Type": "Clipboard"]]],
            "WFSerializationType": "WFTextTokenString",
        ]
        let decoded = ParameterValue(propertyList: value)
        guard case .serialized(let raw) = decoded else {
            Issue.record("expected verbatim, got \(decoded)")
            return
        }
        #expect(raw.serializationType == "WFTextTokenString")
        #expect(decoded.propertyList == value)
    }
}
