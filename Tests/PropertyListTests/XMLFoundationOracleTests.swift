import Foundation
import PropertyList
import Testing

/// Foundation's `PropertyListSerialization` as an independent oracle for both directions.
@Suite("XML against Foundation")
struct XMLFoundationOracleTests {
    @Test func foundationReadsOurOutputToTheSameValues() throws {
        // Foundation cannot hold integers beyond 64 bits; drop the one that needs 128.
        guard case .dictionary(var dictionary) = XMLTestSupport.richValue else { return }
        dictionary["integers"] = .array(
            dictionary["integers"]?.array?.filter { $0.int != nil || $0 == .integer(PropertyListInteger(UInt64.max)) }
                ?? [])
        let value = PropertyListValue.dictionary(dictionary)
        let data = try XMLPropertyListWriter().write(value)
        let theirs = try #require(try XMLTestSupport.foundationRead(data))
        #expect(XMLTestSupport.equivalentForOracle(value.asReadBackFromXML, theirs))
    }

    @Test func foundationReadsOurRealsAndDatesExactly() throws {
        let reals: [Double] = [
            0.1, 1.0 / 3, .pi, Double("1e-310")!, .greatestFiniteMagnitude, -0.0, 1, 100, 5e20, -1.5e-7,
        ]
        let dates = [0, 725_857_445, -978_307_200, -63_113_904_000, 3_000_000_000.0].map {
            PropertyListValue.date(Date(timeIntervalSinceReferenceDate: $0))
        }
        let value = PropertyListValue.array(reals.map(PropertyListValue.real) + dates)
        let theirs = try #require(try XMLTestSupport.foundationRead(try XMLPropertyListWriter().write(value)))
        guard case .array(let array) = theirs else {
            Issue.record("expected an array")
            return
        }
        for (index, real) in reals.enumerated() {
            #expect(array[index].real?.bitPattern == real.bitPattern, "real \(real)")
        }
        #expect(Array(array[reals.count...]) == dates)
    }

    @Test func foundationReadsOurNonFiniteReals() throws {
        let data = try XMLPropertyListWriter().write([.real(.nan), .real(.infinity), .real(-.infinity)])
        let theirs = try #require(try XMLTestSupport.foundationRead(data)?.array)
        #expect(theirs.count == 3)
        #expect(theirs.first?.real?.isNaN == true)
        #expect(theirs.dropFirst().first == .real(.infinity))
        #expect(theirs.last == .real(-.infinity))
    }

    @Test func weReadWhatFoundationWrites() throws {
        let object: [String: Any] = [
            "string": "a & b < c\nnew line 😀", "int": 42, "negative": -7, "real": 2.5, "true": true,
            "date": Date(timeIntervalSinceReferenceDate: 725_857_445), "data": Data(0..<100),
            "array": [1, "two", [String: Any]()], "empty": [Any](),
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
        let ours = try XMLPropertyListReader().read(data)
        let theirs = try #require(XMLTestSupport.value(fromFoundation: object))
        #expect(XMLTestSupport.equivalentForOracle(ours, theirs))
        #expect(ours["data"] == .data(Data(0..<100)))
        #expect(ours["true"] == true)
    }
}
