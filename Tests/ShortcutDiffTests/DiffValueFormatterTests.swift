import Foundation
import PropertyList
import ShortcutDiff
import ShortcutModel
import Testing

@Suite struct DiffValueFormatterTests {
    let formatter = DiffValueFormatter()

    @Test func stringsAreQuotedOnOneLine() {
        #expect(formatter.format(ParameterValue.string("a \"b\"\nc\\d\te")) == #""a \"b\"\nc\\d\te""#)
        #expect(formatter.format(ParameterValue.string("")) == "\"\"")
        #expect(formatter.format(ParameterValue.string("bell\u{7}\u{2028}")) == "\"bell\\u{7}\\u{2028}\"")
    }

    @Test func plainValues() {
        #expect(formatter.format(ParameterValue.integer(PropertyListInteger(-5))) == "-5")
        #expect(formatter.format(ParameterValue.real(2.5)) == "2.5")
        #expect(formatter.format(ParameterValue.boolean(true)) == "true")
        #expect(formatter.format(ParameterValue.array([.string("a"), .integer(1)])) == "[\"a\", 1]")
        #expect(formatter.format(ParameterValue.dictionary(["k": .boolean(false)])) == "{k: false}")
        #expect(formatter.format(ParameterValue.date(Date(timeIntervalSince1970: 0))) == "1970-01-01T00:00:00Z")
        #expect(formatter.format(ParameterValue.date(Date(timeIntervalSince1970: 1.25))) == "1970-01-01T00:00:01.25Z")
    }

    @Test func dataShowsSizeFirstBytesAndAChecksum() {
        #expect(formatter.format(ParameterValue.data(Data())) == "<0 bytes>")
        #expect(formatter.format(ParameterValue.data(Data([0xAB]))) == "<1 byte ab>")
        let long = Data((0..<20).map { UInt8($0) })
        var other = long
        other[19] = 0xFF
        let a = formatter.format(ParameterValue.data(long))
        #expect(a.hasPrefix("<20 bytes 0001020304050607… fnv "))
        #expect(a != formatter.format(ParameterValue.data(other)))
    }

    @Test func variablesInTextAndAlone() {
        let name = Attachment.variable("Name")
        let text = ParameterValue.text(TokenString(parts: [.text("Hi "), .variable(name), .text("!")]))
        #expect(formatter.format(text) == "\"Hi ⟨Name⟩!\"")
        var keyed = Attachment.output(of: "U1", named: "Dictionary")
        keyed.aggrandizements = [
            .dictionaryValue(forKey: "id"), .property("Name"), .coercion(to: "WFNumberContentItem"),
        ]
        #expect(formatter.format(ParameterValue.variable(keyed)) == "⟨Dictionary[\"id\"].Name as Number⟩")
        let producers = DiffValueFormatter(producers: ["U1": 4], showsProducers: true)
        #expect(producers.format(Attachment.output(of: "U1", named: "Text")) == "⟨Text · action 4⟩")
        #expect(producers.format(Attachment.output(of: "U9", named: "Text")) == "⟨Text · missing action U9⟩")
    }

    @Test func serializedValuesReadAsWhatTheyMean() {
        let field = ParameterValue.dictionaryField(
            DictionaryField(items: [
                .text(key: TokenString(parts: [.text("a")]), value: TokenString(parts: [.text("1")]))
            ]))
        #expect(formatter.format(field) == "{\"a\": \"1\"}")
        #expect(formatter.format(ParameterValue.list(ListParameter(strings: ["x", "y"]))) == "[\"x\", \"y\"]")
        // Through the property list, as the differ calls it.
        #expect(formatter.format(field.propertyList) == "{\"a\": \"1\"}")
        #expect(formatter.format(ParameterValue.quantity(Quantity(magnitude: .string("5"), unit: "km"))) == "\"5\" km")
    }
}
