import Foundation
import PropertyList
import TestSupport
import Testing

@Suite("JSON mapping")
struct JSONPropertyListTests {
    private func json(_ value: PropertyListValue, pretty: Bool = false) -> String {
        String(decoding: PropertyListJSONWriter(prettyPrinted: pretty).write(value), as: UTF8.self)
    }

    private func read(_ text: String) throws -> PropertyListValue {
        try PropertyListJSONReader().read(Data(text.utf8))
    }

    private func roundTrips(_ value: PropertyListValue) throws -> Bool {
        let compact = try PropertyListJSONReader().read(PropertyListJSONWriter(prettyPrinted: false).write(value))
        let pretty = try PropertyListJSONReader().read(PropertyListJSONWriter(prettyPrinted: true).write(value))
        return compact == value && pretty == value
    }

    @Test func scalarMapping() {
        #expect(json("a\"b\\c/d") == #""a\"b\\c/d""#)
        #expect(json(.string("\u{0}\u{8}\t\n\u{C}\r\u{1F}\u{7F}é😀")) == "\"\\u0000\\b\\t\\n\\f\\r\\u001f\u{7F}é😀\"")
        #expect(json(42) == "42")
        #expect(json(.integer(PropertyListInteger(high: -1, low: 0))) == "-18446744073709551616")
        #expect(json(1.0) == "1.0")
        #expect(json(-0.0) == "-0.0")
        #expect(json(0.1) == "0.1")
        #expect(json(1e300) == "1e+300")
        #expect(json(.real(.nan)) == #"{"$real":"nan"}"#)
        #expect(json(.real(-.infinity)) == #"{"$real":"-inf"}"#)
        #expect(json(true) == "true")
        #expect(json(.date(Date(timeIntervalSinceReferenceDate: 725_857_445))) == #"{"$date":"2024-01-02T03:04:05Z"}"#)
        #expect(
            json(.date(Date(timeIntervalSinceReferenceDate: 725_857_445.25))) == #"{"$date":"2024-01-02T03:04:05.25Z"}"#
        )
        #expect(json(.data(Data([0, 1, 2, 250]))) == #"{"$data":"AAEC+g=="}"#)
        #expect(json(.uid(9)) == #"{"$uid":9}"#)
    }

    @Test func containersKeepStoredOrder() {
        let value: PropertyListValue = ["z": [1, "x"], "a": [:], "m": []]
        #expect(json(value) == #"{"z":[1,"x"],"a":{},"m":[]}"#)
        let pretty = """
            {
              "z": [
                1,
                "x"
              ],
              "a": {},
              "m": [],
              "d": {"$data": "AA=="}
            }

            """
        var withData = value.dictionary ?? [:]
        withData["d"] = .data(Data([0]))
        #expect(json(.dictionary(withData), pretty: true) == pretty)
    }

    @Test func dollarDictionariesAreWrapped() throws {
        let lookAlikes: [PropertyListValue] = [
            ["$uid": 1], ["$date": "not a date"], ["$real": 5], ["$data": "!!"], ["$dict": 3],
            ["$dict": ["$uid": 1]], ["$dict": ["$dict": ["$dict": [:]]]], ["$other": true],
            ["$uid": ["$uid": ["$uid": 2]]], ["CF$UID": 3], ["$a": 1, "$b": 2],
        ]
        for value in lookAlikes {
            #expect(try roundTrips(value), "\(value)")
            #expect(try roundTrips([value, ["k": value]]), "\(value) nested")
        }
        #expect(json(["$uid": 1]) == #"{"$dict":{"$uid":1}}"#)
        #expect(json(["$a": 1, "$b": 2]) == #"{"$a":1,"$b":2}"#)  // two keys: no marker possible
    }

    @Test func readerAcceptsHandWrittenJSON() throws {
        #expect(
            try read(" { \"a\" : [ 1 , 2.5 , -3e2 , true , false , \"\\u00e9\\ud83d\\ude00\\/\" ] } ")
                == ["a": [1, 2.5, -300.0, true, false, "é😀/"]])
        #expect(try read(#"{"$other": 1}"#) == ["$other": 1])  // unknown marker: a dictionary
        #expect(try read(#"{"$date": 0}"#) == .date(Date(timeIntervalSinceReferenceDate: 0)))
        #expect(try read(#"{"$real": "+inf"}"#) == .real(.infinity))
        #expect(try read("\u{FEFF}[]") == [])
        #expect(try read(#"{"k":1,"k":2}"#) == ["k": 2])
        #expect(
            try read("170141183460469231731687303715884105727") == .integer(PropertyListInteger(high: .max, low: .max)))
    }

    @Test func readerErrorsNameThePlace() {
        func error(_ text: String) -> PropertyListError? {
            do {
                _ = try PropertyListJSONReader().read(Data(text.utf8))
                Issue.record("expected an error for \(text)")
                return nil
            } catch { return error }
        }
        func isMalformed(_ text: String, _ fragment: String) -> Bool {
            if case .malformedJSON(let message) = error(text)?.reason { return message.contains(fragment) }
            return false
        }
        #expect(isMalformed("[1,]", "expected a value"))
        #expect(isMalformed("[01]", "leading zero"))
        #expect(isMalformed("{\"a\" 1}", "expected ':'"))
        #expect(isMalformed("{a:1}", "member name"))
        #expect(isMalformed("[1 2]", "expected ','"))
        #expect(isMalformed("[1] x", "after the value"))
        #expect(isMalformed("\"a\tb\"", "control character"))
        #expect(isMalformed("[1.]", "digit after '.'"))
        #expect(error("\"\\ud800\"")?.reason == .invalidString)
        #expect(error("[1")?.reason == .truncated)
        #expect(error("")?.reason == .truncated)
        #expect(error("{\"$uid\": -1}").map { if case .invalidValue = $0.reason { true } else { false } } == true)
        #expect(error("{\"$data\": \"!\"}").map { if case .invalidValue = $0.reason { true } else { false } } == true)
        #expect(error("null").map { if case .unrepresentable = $0.reason { true } else { false } } == true)
        #expect(
            error("340282366920938463463374607431768211456").map {
                if case .invalidValue = $0.reason { true } else { false }
            } == true)
        let located = error("{\n  \"a\": [1,\n    ?]\n}")
        #expect(located?.offset == 17)
        #expect(located?.line == 3)
        #expect(located?.column == 5)
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(error(deep)?.reason == .nestingTooDeep(limit: 512))
    }

    @Test func truncationAndByteFlipsNeverCrash() throws {
        let bytes = [UInt8](PropertyListJSONWriter().write(XMLTestSupport.richValue))
        #expect(bytes.last == 0x0A)
        for length in 0..<bytes.count - 1 {  // only the final newline may go
            #expect(throws: PropertyListError.self) { try PropertyListJSONReader().read(Data(bytes[0..<length])) }
        }
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2000 {
            var mutated = bytes
            let index = Int.random(in: 0..<mutated.count, using: &generator)
            mutated[index] = UInt8.random(in: 0...255, using: &generator)
            _ = try? PropertyListJSONReader().read(Data(mutated))
        }
    }

    @Test func richValueAndDatesRoundTrip() throws {
        #expect(try roundTrips(XMLTestSupport.richValue))
        let seconds: [Double] = [
            0, 0.5, -0.5, 725_857_445.123456789, 1e-300, -1e15, 1e16, 1e17, .nan, .infinity, .ulpOfOne, 1 / 3,
        ]
        for value in seconds {
            let back = try PropertyListJSONReader().read(
                PropertyListJSONWriter().write(.date(Date(timeIntervalSinceReferenceDate: value))))
            let backSeconds = back.date?.timeIntervalSinceReferenceDate
            #expect(
                backSeconds?.bitPattern == value.bitPattern || (value.isNaN && backSeconds?.isNaN == true), "\(value)")
        }
    }

    @Test func outputIsValidJSONForFoundation() throws {
        let data = PropertyListJSONWriter().write(XMLTestSupport.richValue)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["text"] as? String == XMLTestSupport.richValue["text"]?.string)
        #expect(object?.count == XMLTestSupport.richValue.dictionary?.count)
    }

    @Test func randomTreesRoundTripThroughJSONAndXML() throws {
        var generator = SplitMix64(seed: 2024)
        for _ in 0..<200 {
            let value = randomValue(depth: 0, using: &generator)
            #expect(try roundTrips(value))
            let xml = try XMLPropertyListReader().read(try XMLPropertyListWriter().write(value))
            #expect(xml == value.asReadBackFromXML)
        }
    }

    private func randomValue(depth: Int, using generator: inout SplitMix64) -> PropertyListValue {
        let pick = Int.random(in: 0..<(depth > 4 ? 7 : 10), using: &generator)
        switch pick {
        case 0: return .string(randomString(using: &generator))
        case 1:
            return .integer(
                PropertyListInteger(
                    high: Int64.random(in: -2...1, using: &generator),
                    low: .random(in: .min ... .max, using: &generator)))
        case 2: return .real(Double(bitPattern: .random(in: .min ... .max, using: &generator)))
        case 3: return .boolean(.random(using: &generator))
        case 4:
            return .date(
                Date(
                    timeIntervalSinceReferenceDate: Double(
                        Int.random(in: -4_000_000_000...4_000_000_000, using: &generator))))
        case 5:
            return .data(
                Data(
                    (0..<Int.random(in: 0..<80, using: &generator)).map { _ in
                        UInt8.random(in: 0...255, using: &generator)
                    }))
        case 6: return .uid(.random(in: 0...UInt64.max, using: &generator))
        case 7, 8:
            return .array(
                (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
                    randomValue(depth: depth + 1, using: &generator)
                })
        default:
            var dictionary = PropertyListDictionary()
            for _ in 0..<Int.random(in: 0..<5, using: &generator) {
                let key =
                    Bool.random(using: &generator)
                    ? "$" + randomString(using: &generator) : randomString(using: &generator)
                dictionary[key] = randomValue(depth: depth + 1, using: &generator)
            }
            return .dictionary(dictionary)
        }
    }

    private func randomString(using generator: inout SplitMix64) -> String {
        let pool: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "&", "<", ">", "\"", "\\", "\r", "\n", "\t", "é", "€", "😀", "𝄞", "$", "\u{FFFD}",
        ]
        var string = ""
        for _ in 0..<Int.random(in: 0..<12, using: &generator) {
            string.unicodeScalars.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
        }
        return string
    }
}

@Suite("JSON corpus", .enabled(if: Corpus.runs))
struct JSONCorpusTests {
    @Test func everyXMLCorpusFileRoundTripsThroughJSON() throws {
        let files = try XMLTestSupport.xmlCorpusFiles()
        #expect(!files.isEmpty)
        for file in files {
            let value = try XMLPropertyListReader().read(try Data(contentsOf: file))
            for pretty in [true, false] {
                let json = PropertyListJSONWriter(prettyPrinted: pretty).write(value)
                #expect(try PropertyListJSONReader().read(json) == value, "\(file.lastPathComponent) pretty: \(pretty)")
            }
        }
    }
}
