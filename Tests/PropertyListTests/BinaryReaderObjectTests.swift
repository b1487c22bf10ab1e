import Foundation
import PropertyList
import Testing

/// Every object type and size, from hand-built bytes.
@Suite struct BinaryReaderObjectTests {
    /// A file whose only object is `bytes`.
    func single(_ bytes: [UInt8]) -> Data {
        var fixture = BinaryFixture()
        fixture.add(bytes)
        return fixture.build()
    }

    func read(_ data: Data) throws -> PropertyListValue {
        try BinaryPropertyListReader().read(data)
    }

    @Test func booleans() throws {
        #expect(try read(single([0x08])) == .boolean(false))
        #expect(try read(single([0x09])) == .boolean(true))
    }

    @Test(arguments: [
        ([0x10, 0xFF] as [UInt8], PropertyListInteger(255)),
        ([0x10, 0x00], PropertyListInteger(0)),
        ([0x11, 0xFF, 0xFE], PropertyListInteger(65534)),
        ([0x12, 0xFF, 0xFF, 0xFF, 0xFF], PropertyListInteger(4_294_967_295)),
        ([0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE], PropertyListInteger(-2)),
        ([0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], PropertyListInteger(Int64.max)),
        ([0x13, 0x80, 0, 0, 0, 0, 0, 0, 0], PropertyListInteger(Int64.min)),
    ])
    func integers(bytes: [UInt8], expected: PropertyListInteger) throws {
        #expect(try read(single(bytes)) == .integer(expected))
    }

    @Test func sixteenByteIntegers() throws {
        // Apple writes unsigned values above Int64.max as 16 bytes with a zero upper half.
        let unsigned = [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8)
        #expect(try read(single(unsigned)) == .integer(PropertyListInteger(UInt64.max)))
        // A full 128-bit two's-complement negative value: -2^64 - 1.
        let negative = [0x14] + [UInt8](repeating: 0xFF, count: 7) + [0xFE] + [UInt8](repeating: 0xFF, count: 8)
        let value = try read(single(negative))
        #expect(value == .integer(PropertyListInteger(high: -2, low: UInt64.max)))
        #expect(value.int == nil)
    }

    @Test func reals() throws {
        // 4-byte reals widen exactly; 8-byte reals keep every bit.
        #expect(
            try read(single([0x22] + BinaryFixture.bigEndian(UInt64(Float(1.5).bitPattern), width: 4))) == .real(1.5))
        let pi = Double.pi
        #expect(try read(single([0x23] + BinaryFixture.bigEndian(pi.bitPattern, width: 8))) == .real(pi))
        let negativeZero = try read(single([0x23] + BinaryFixture.bigEndian((-0.0).bitPattern, width: 8)))
        #expect(negativeZero.real?.bitPattern == (-0.0).bitPattern)
    }

    @Test func date() throws {
        let seconds = 760_000_000.25
        let value = try read(single([0x33] + BinaryFixture.bigEndian(seconds.bitPattern, width: 8)))
        #expect(value == .date(Date(timeIntervalSinceReferenceDate: seconds)))
    }

    @Test func data() throws {
        #expect(try read(single([0x40])) == .data(Data()))
        #expect(try read(single([0x43, 1, 2, 3])) == .data(Data([1, 2, 3])))
        // 0xF count extension with a 1-byte integer count.
        let bytes = [UInt8](0..<20)
        #expect(try read(single([0x4F, 0x10, 20] + bytes)) == .data(Data(bytes)))
    }

    @Test func asciiStrings() throws {
        #expect(try read(single([0x50])) == .string(""))
        #expect(try read(single(BinaryFixture.ascii("UUID"))) == .string("UUID"))
        // 300 characters: a 2-byte count after 0x5F.
        let long = String(repeating: "abc", count: 100)
        let bytes = [0x5F, 0x11, 0x01, 0x2C] + Array(long.utf8)
        #expect(try read(single(bytes)) == .string(long))
    }

    @Test func utf16Strings() throws {
        let text = "Café 😀 ☕️ 日本"  // BMP, a surrogate pair, a variation selector, CJK
        let value = try read(single(BinaryFixture.utf16(text)))
        #expect(value.string.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars))
        // 4-byte extended count.
        let long = String(repeating: "é😀", count: 20)
        let units = long.utf16.flatMap { BinaryFixture.bigEndian(UInt64($0), width: 2) }
        let bytes = [0x6F, 0x12] + BinaryFixture.bigEndian(UInt64(long.utf16.count), width: 4) + units
        #expect(try read(single(bytes)).string?.utf8.elementsEqual(long.utf8) == true)
    }

    @Test func utf16KeepsDecomposedText() throws {
        // "é" as e + combining acute: must not be normalised to the precomposed form.
        let decomposed = "e\u{301}"
        let value = try read(single(BinaryFixture.utf16(decomposed)))
        #expect(value.string.map { Array($0.unicodeScalars) } == ["e", "\u{301}"])
    }

    @Test func utf8Strings() throws {
        let text = "naïve ✓"
        let bytes = BinaryFixture.header(0x70, count: text.utf8.count) + Array(text.utf8)
        #expect(try read(single(bytes)) == .string(text))
    }

    @Test(arguments: [
        ([0x80, 0x05] as [UInt8], UInt64(5)),
        ([0x81, 0x01, 0x2C] as [UInt8], UInt64(300)),
        ([0x82, 0x01, 0x00, 0x00] as [UInt8], UInt64(65536)),
        ([0x83, 0xDE, 0xAD, 0xBE, 0xEF] as [UInt8], UInt64(0xDEAD_BEEF)),
        ([0x87, 1, 2, 3, 4, 5, 6, 7, 8] as [UInt8], UInt64(0x0102_0304_0506_0708)),
    ])
    func uids(bytes: [UInt8], expected: UInt64) throws {
        #expect(try read(single(bytes)) == .uid(expected))
    }

    @Test func arraysAndSets() throws {
        var fixture = BinaryFixture()
        let array = fixture.add([])
        let one = fixture.add([0x10, 1])
        let two = fixture.add([0x10, 2])
        let set = fixture.array([two, one], marker: 0xC0)
        fixture.replace(array, with: [0xA3] + fixture.refs([one, set, two]))
        #expect(try read(fixture.build()) == [1, [2, 1], 2])
    }

    @Test func dictionaryKeepsFileOrder() throws {
        var fixture = BinaryFixture()
        let root = fixture.add([])
        let keys = ["zeta", "alpha", "mid"].map { fixture.add(BinaryFixture.ascii($0)) }
        let values = [fixture.add([0x09]), fixture.add([0x10, 7]), fixture.add(BinaryFixture.utf16("ü"))]
        fixture.replace(root, with: [0xD3] + fixture.refs(keys) + fixture.refs(values))
        let value = try read(fixture.build())
        #expect(value.dictionary.map { Array($0.keys) } == ["zeta", "alpha", "mid"])
        #expect(value == ["zeta": true, "alpha": 7, "mid": "ü"])
    }

    @Test func duplicateKeysLastValueWinsFirstPosition() throws {
        var fixture = BinaryFixture()
        let root = fixture.add([])
        let a = fixture.add(BinaryFixture.ascii("a"))
        let b = fixture.add(BinaryFixture.ascii("b"))
        let aAgain = fixture.add(BinaryFixture.ascii("a"))  // a second, equal key object
        let values = (1...3).map { fixture.add([0x10, UInt8($0)]) }
        fixture.replace(root, with: [0xD3] + fixture.refs([a, b, aAgain]) + fixture.refs(values))
        let value = try read(fixture.build())
        #expect(value.dictionary.map { Array($0.keys) } == ["a", "b"])
        #expect(value["a"] == 3)
        #expect(value["b"] == 2)
    }

    @Test func largeDictionaryUsesHashedPath() throws {
        // More than 15 keys (the small-dictionary fast path), one key duplicated.
        var fixture = BinaryFixture(offsetIntSize: 2)
        let root = fixture.add([])
        var keys = (0..<40).map { fixture.add(BinaryFixture.ascii("key\($0)")) }
        keys[39] = keys[3]
        let values = (0..<40).map { fixture.add([0x10, UInt8($0)]) }
        fixture.replace(root, with: BinaryFixture.header(0xD0, count: 40) + fixture.refs(keys) + fixture.refs(values))
        let dictionary = try #require(try read(fixture.build()).dictionary)
        #expect(dictionary.count == 39)
        #expect(dictionary.keys[3] == "key3")
        #expect(dictionary["key3"] == 39)
        #expect(dictionary.keys.last == "key38")
    }

    @Test func extendedCountForContainers() throws {
        // 20 elements: 0xAF 0x10 0x14 then 20 refs; 16 keys: 0xDF 0x10 0x10.
        var fixture = BinaryFixture()
        let root = fixture.add([])
        let element = fixture.add([0x10, 9])
        let keys = (0..<16).map { fixture.add(BinaryFixture.ascii("k\($0)")) }
        let dictionary = fixture.dictionary(keys: keys, values: Array(repeating: element, count: 16))
        fixture.replace(
            root, with: [0xAF, 0x10, 20] + fixture.refs(Array(repeating: element, count: 19) + [dictionary]))
        let value = try read(fixture.build())
        #expect(value.array?.count == 20)
        #expect(value.array?.last?.dictionary?.count == 16)
    }

    @Test(arguments: [(1, 1), (2, 2), (3, 1), (4, 4), (8, 8), (5, 3), (8, 1)])
    func offsetAndReferenceSizes(offsetIntSize: Int, refSize: Int) throws {
        var fixture = BinaryFixture(offsetIntSize: offsetIntSize, refSize: refSize)
        let root = fixture.add([])
        let key = fixture.add(BinaryFixture.ascii("k"))
        let text = fixture.add(BinaryFixture.utf16("😀"))
        let list = fixture.array([text, text])
        fixture.replace(root, with: [0xD1] + fixture.refs([key]) + fixture.refs([list]))
        #expect(try read(fixture.build()) == ["k": ["😀", "😀"]])
    }

    @Test func topObjectNeedNotBeFirst() throws {
        var fixture = BinaryFixture()
        let first = fixture.add(BinaryFixture.ascii("x"))
        fixture.top = fixture.array([first])
        #expect(try read(fixture.build()) == ["x"])
    }

    @Test func sharedReferencesAreLegal() throws {
        // One string object used as key and value everywhere, one array used twice: a DAG.
        var fixture = BinaryFixture()
        let root = fixture.add([])
        let uuid = fixture.add(BinaryFixture.ascii("UUID"))
        let inner = fixture.dictionary(keys: [uuid], values: [uuid])
        let shared = fixture.array([inner, inner])
        fixture.replace(root, with: [0xA3] + fixture.refs([shared, shared, uuid]))
        let value = try read(fixture.build())
        let innerValue: PropertyListValue = ["UUID": "UUID"]
        #expect(value == [[innerValue, innerValue], [innerValue, innerValue], "UUID"])
    }

    @Test func emptyContainers() throws {
        var fixture = BinaryFixture()
        let root = fixture.add([])
        let emptyArray = fixture.add([0xA0])
        let emptyDictionary = fixture.add([0xD0])
        fixture.replace(root, with: [0xA2] + fixture.refs([emptyArray, emptyDictionary]))
        #expect(try read(fixture.build()) == [[], [:]])
    }

    @Test func readsFromDataSlices() throws {
        // A Data whose startIndex is not 0: offsets are relative to the slice.
        var fixture = BinaryFixture()
        fixture.add(BinaryFixture.ascii("slice"))
        let padded = Data([0xEE, 0xEE, 0xEE]) + fixture.build()
        #expect(try read(padded[3...]) == "slice")
    }

    @Test func containersSharedManyTimesAreEqualEverywhere() throws {
        // A dictionary referenced five times from an array that is itself referenced three times,
        // next to a string used as key and value: every copy must read the same.
        var fixture = BinaryFixture()
        let root = fixture.add([])
        let name = fixture.add(BinaryFixture.ascii("a name longer than fifteen bytes"))
        let inner = fixture.dictionary(keys: [name], values: [name])
        let list = fixture.array(Array(repeating: inner, count: 5))
        fixture.replace(root, with: [0xA4] + fixture.refs([list, name, list, list]))
        let innerValue: PropertyListValue = ["a name longer than fifteen bytes": "a name longer than fifteen bytes"]
        let listValue = PropertyListValue.array(Array(repeating: innerValue, count: 5))
        #expect(try read(fixture.build()) == [listValue, "a name longer than fifteen bytes", listValue, listValue])
    }
}

/// Dictionaries with the same key references share one decoded key list; these check that the
/// sharing never mixes up keys: distinct sets beyond the reader's table size, equal key text in
/// different objects, and a repeated set with a duplicate key.
@Suite struct BinaryReaderKeySharingTests {
    @Test func manyKeySetsReadExactly() throws {
        var fixture = BinaryFixture(offsetIntSize: 4, refSize: 2)
        let root = fixture.add([])
        let value = fixture.add([0x10, 7])
        var expected: [PropertyListValue] = []
        var dictionaries: [Int] = []
        let common = ["WFWorkflowActionIdentifier", "WFWorkflowActionParameters"].map {
            fixture.add(BinaryFixture.ascii($0))
        }
        // 6,000 distinct two-key sets (more than the 4,096-slot table), each followed by the
        // common set, so lookups hit, miss and evict in turn.
        for index in 0..<6_000 {
            let first = fixture.add(BinaryFixture.ascii("k\(index)"))
            let second = fixture.add(BinaryFixture.ascii("other \(index % 97)"))
            dictionaries.append(fixture.dictionary(keys: [first, second], values: [value, value]))
            expected.append(["k\(index)": 7, "other \(index % 97)": 7])
            dictionaries.append(fixture.dictionary(keys: common, values: [value, first]))
            expected.append(["WFWorkflowActionIdentifier": 7, "WFWorkflowActionParameters": .string("k\(index)")])
        }
        // The same key text in new objects, and in the other order.
        let again = ["WFWorkflowActionParameters", "WFWorkflowActionIdentifier"].map {
            fixture.add(BinaryFixture.ascii($0))
        }
        dictionaries.append(fixture.dictionary(keys: again, values: [value, common[0]]))
        expected.append(["WFWorkflowActionParameters": 7, "WFWorkflowActionIdentifier": "WFWorkflowActionIdentifier"])
        // A set with a duplicate key, used twice: last value wins at the first position, both times.
        let duplicate = [common[0], common[1], common[0]]
        let one = fixture.add([0x10, 1])
        let two = fixture.add([0x10, 2])
        for _ in 0..<2 {
            dictionaries.append(fixture.dictionary(keys: duplicate, values: [one, two, value]))
            expected.append(["WFWorkflowActionIdentifier": 7, "WFWorkflowActionParameters": 2])
        }
        fixture.replace(root, with: BinaryFixture.header(0xA0, count: dictionaries.count) + fixture.refs(dictionaries))
        let read = try #require(try BinaryPropertyListReader().read(fixture.build()).array)
        #expect(read.count == expected.count)
        // Key order is part of the value: compare it too, not only dictionary equality.
        func keys(_ value: PropertyListValue) -> [String] { value.dictionary.map { Array($0.keys) } ?? [] }
        let firstMismatch = read.indices.first { index in
            index >= expected.count || read[index] != expected[index] || keys(read[index]) != keys(expected[index])
        }
        #expect(firstMismatch == nil, "dictionary \(firstMismatch ?? -1) differs")
    }

    @Test func utf16AsciiRunsAtEveryAlignment() throws {
        // The UTF-16 decoder copies ASCII four code units at a time: put a non-ASCII character,
        // a surrogate pair and a 0x7F/0x80 boundary at every position of strings of every length.
        var texts: [String] = []
        for length in 0..<14 {
            let ascii = String((0..<length).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) })
            texts.append(ascii)
            for position in 0...length {
                for insert in ["é", "😀", "\u{7F}", "\u{80}", "\u{FFFC}"] {
                    var text = ascii
                    text.insert(contentsOf: insert, at: text.index(text.startIndex, offsetBy: position))
                    texts.append(text)
                }
            }
        }
        var fixture = BinaryFixture(offsetIntSize: 2, refSize: 2)
        let root = fixture.add([])
        let strings = texts.map { fixture.add(BinaryFixture.utf16($0)) }
        fixture.replace(root, with: BinaryFixture.header(0xA0, count: strings.count) + fixture.refs(strings))
        let read = try #require(try BinaryPropertyListReader().read(fixture.build()).array)
        #expect(read.count == texts.count)
        for (value, text) in zip(read, texts) {
            #expect(value.string.map { Array($0.utf8) } == Array(text.utf8), "\(text.debugDescription)")
        }
    }
}
