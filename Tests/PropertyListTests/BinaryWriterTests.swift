import Foundation
import PropertyList
import Testing

/// The writer's exact encoding choices and writer → reader round trips.
@Suite struct BinaryWriterTests {
    /// A shortcut-shaped value using every type, `actions` actions long.
    static func sampleShortcut(actions: Int) -> PropertyListValue {
        var list: [PropertyListValue] = []
        for index in 0..<actions {
            let uuid = "5F2A\(index)-UUID-\(index * 31)"
            list.append([
                "WFWorkflowActionIdentifier": index % 2 == 0
                    ? "is.workflow.actions.gettext" : "is.workflow.actions.number",
                "WFWorkflowActionParameters": [
                    "UUID": .string(uuid),
                    "WFTextActionText": [
                        "Value": [
                            "string": .string("Résumé \u{FFFC} #\(index) 😀"),
                            "attachmentsByRange": ["{8, 1}": ["Type": "ActionOutput", "OutputUUID": .string(uuid)]],
                        ],
                        "WFSerializationType": "WFTextTokenString",
                    ],
                    "WFNumberValue": index % 3 == 0
                        ? .real(Double(index) / 7) : .integer(PropertyListInteger(index - 5)),
                    "WFShowWhenRun": .boolean(index % 2 == 1),
                ],
            ])
        }
        return [
            "WFWorkflowActions": .array(list),
            "WFWorkflowClientVersion": "1146.11.1",
            "WFWorkflowIcon": [
                "WFWorkflowIconStartColor": -615_917_313, "WFWorkflowIconGlyphNumber": 59511,
                "WFWorkflowIconImageData": .data(Data((0..<300).map { UInt8($0 % 251) })),
            ],
            "WFWorkflowImportQuestions": [],
            "WFWorkflowMinimumClientVersion": 900,
            "WFWorkflowTypes": ["NCWidget", "WatchKit"],
            "Created": .date(Date(timeIntervalSinceReferenceDate: 700_000_000.5)),
            "Big": .integer(PropertyListInteger(UInt64.max)),
        ]
    }

    func write(_ value: PropertyListValue) -> Data { BinaryPropertyListWriter().write(value) }

    /// The bytes of object `index` in a file made by our writer (from its offset table).
    func objectBytes(_ data: Data, index: Int = 0) -> [UInt8] {
        let bytes = [UInt8](data)
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let count = bytes[(trailer + 8)..<(trailer + 16)].reduce(0) { $0 << 8 | Int($1) }
        let table = bytes[(trailer + 24)..<(trailer + 32)].reduce(0) { $0 << 8 | Int($1) }
        func offset(_ i: Int) -> Int {
            bytes[(table + i * offsetSize)..<(table + (i + 1) * offsetSize)].reduce(0) { $0 << 8 | Int($1) }
        }
        let end = index + 1 < count ? offset(index + 1) : table
        return Array(bytes[offset(index)..<end])
    }

    /// (offset-int size, object-ref size, object count) from the trailer.
    func trailer(_ data: Data) -> (Int, Int, Int) {
        let bytes = [UInt8](data.suffix(32))
        return (Int(bytes[6]), Int(bytes[7]), bytes[8..<16].reduce(0) { $0 << 8 | Int($1) })
    }

    func roundTrip(_ value: PropertyListValue, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let back = try BinaryPropertyListReader().read(write(value))
        let difference = binaryStrictDifference(value, back)
        #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
    }

    @Test func wholeFileLayout() {
        let expected: [UInt8] =
            Array("bplist00".utf8) + [0x09] + [8]
            + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8)
            + [0, 0, 0, 0, 0, 0, 0, 9]
        #expect([UInt8](write(true)) == expected)
    }

    @Test(arguments: [
        (PropertyListInteger(0), [0x10, 0] as [UInt8]),
        (PropertyListInteger(255), [0x10, 0xFF]),
        (PropertyListInteger(256), [0x11, 0x01, 0x00]),
        (PropertyListInteger(65535), [0x11, 0xFF, 0xFF]),
        (PropertyListInteger(65536), [0x12, 0, 1, 0, 0]),
        (PropertyListInteger(4_294_967_295), [0x12, 0xFF, 0xFF, 0xFF, 0xFF]),
        (PropertyListInteger(4_294_967_296), [0x13, 0, 0, 0, 1, 0, 0, 0, 0]),
        (PropertyListInteger(Int64.max), [0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]),
        (PropertyListInteger(-1), [0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]),
        (PropertyListInteger(-615_917_313), [0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xDB, 0x49, 0xD8, 0xFF]),
        (PropertyListInteger(Int64.min), [0x13, 0x80, 0, 0, 0, 0, 0, 0, 0]),
        (PropertyListInteger(UInt64(Int64.max) + 1), [0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0x80, 0, 0, 0, 0, 0, 0, 0]),
        (
            PropertyListInteger(high: -2, low: 5),
            [0x14, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0, 0, 0, 0, 0, 0, 0, 5]
        ),
    ])
    func integerWidths(value: PropertyListInteger, bytes: [UInt8]) throws {
        let data = write(.integer(value))
        #expect(objectBytes(data) == bytes)
        #expect(try BinaryPropertyListReader().read(data) == .integer(value))
    }

    @Test func scalarEncodings() {
        #expect(objectBytes(write(false)) == [0x08])
        #expect(objectBytes(write(1.5)) == [0x23, 0x3F, 0xF8, 0, 0, 0, 0, 0, 0])  // always 8 bytes
        let date = Date(timeIntervalSinceReferenceDate: 1)
        #expect(objectBytes(write(.date(date))) == [0x33, 0x3F, 0xF0, 0, 0, 0, 0, 0, 0])
        #expect(objectBytes(write(.data(Data([7, 8, 9])))) == [0x43, 7, 8, 9])
        #expect(objectBytes(write("abc")) == [0x53, 0x61, 0x62, 0x63])
        #expect(objectBytes(write("é")) == [0x61, 0x00, 0xE9])
        #expect(objectBytes(write("😀")) == [0x62, 0xD8, 0x3D, 0xDE, 0x00])
        let fifteen = String(repeating: "x", count: 15)
        #expect(objectBytes(write(.string(fifteen))) == [0x5F, 0x10, 0x0F] + Array(fifteen.utf8))
        let long = String(repeating: "y", count: 300)
        #expect(objectBytes(write(.string(long))) == [0x5F, 0x11, 0x01, 0x2C] + Array(long.utf8))
    }

    @Test(arguments: [
        (UInt64(5), [0x80, 5] as [UInt8]),
        (UInt64(300), [0x81, 0x01, 0x2C]),
        (UInt64(65536), [0x83, 0, 1, 0, 0]),
        (UInt64(1) << 32, [0x87, 0, 0, 0, 1, 0, 0, 0, 0]),
    ])
    func uidEncodings(uid: UInt64, bytes: [UInt8]) throws {
        let data = write(.uid(uid))
        #expect(objectBytes(data) == bytes)
        #expect(try BinaryPropertyListReader().read(data) == .uid(uid))
    }

    @Test func repeatedKeysAreStoredOnce() {
        let actions: [PropertyListValue] = (0..<10_000).map { ["UUID": .string("id-\($0)")] }
        let data = write(.array(actions))
        let needle = [UInt8]([0x54]) + Array("UUID".utf8)
        let bytes = [UInt8](data)
        let occurrences = (0...(bytes.count - needle.count)).filter {
            bytes[$0] == 0x54 && Array(bytes[$0..<($0 + 5)]) == needle
        }
        #expect(occurrences.count == 1)
    }

    @Test func equalScalarsShareOneObject() {
        // An array, one 42, one 1.5, one true, one "x", one date, one data: 7 objects.
        let date = PropertyListValue.date(Date(timeIntervalSinceReferenceDate: 3))
        var elements: [PropertyListValue] = []
        for _ in 0..<100 { elements += [42, 1.5, true, "x", date, .data(Data([1]))] }
        #expect(trailer(write(.array(elements))).2 == 7)
    }

    @Test func distinctValuesAreNotMerged() throws {
        // true vs 1, 1 vs 1.0, 0.0 vs -0.0, precomposed vs decomposed é: Swift's `==` calls some
        // of these equal, the file must not.
        let value: PropertyListValue = [true, 1, 1.0, 0.0, .real(-0.0), "\u{E9}", "e\u{301}", .uid(1)]
        #expect(trailer(write(value)).2 == 9)
        try roundTrip(value)
        let back = try BinaryPropertyListReader().read(write(value))
        #expect(back.array?[6].string.map { Array($0.unicodeScalars) } == ["e", "\u{301}"])
    }

    @Test func minimalSizes() {
        #expect(trailer(write(["a": 1])).0 == 1)
        #expect(trailer(write(["a": 1])).1 == 1)
        // 300 distinct objects need 2-byte references; a 70 KB file needs 4-byte offsets.
        let many = PropertyListValue.array((0..<300).map { .integer(PropertyListInteger($0 + 1000)) })
        #expect(trailer(write(many)).1 == 2)
        #expect(trailer(write(many)).0 == 2)
        let big: PropertyListValue = [.data(Data(count: 70_000)), "after"]
        #expect(trailer(write(big)).0 == 4)
        #expect(trailer(write(big)).1 == 1)
    }

    @Test func deterministic() {
        let first = write(Self.sampleShortcut(actions: 30))
        let second = write(Self.sampleShortcut(actions: 30))
        #expect(first == second)
    }

    @Test func roundTrips() throws {
        try roundTrip(Self.sampleShortcut(actions: 50))
        try roundTrip([])
        try roundTrip([:])
        try roundTrip("")
        try roundTrip(.data(Data()))
        try roundTrip([.real(.nan), .real(.infinity), .real(-.infinity), .real(.leastNonzeroMagnitude)])
        try roundTrip(["z": 1, "a": 2, "m": ["y": [], "b": [:]]])  // key order kept
        try roundTrip(.array((0..<20).map { .string(String(repeating: "é", count: $0)) }))
        try roundTrip(
            .dictionary(PropertyListDictionary(uniqueKeysWithValues: (0..<40).map { ("k\($0)", .uid(UInt64($0))) })))
    }

    @Test(.timeLimit(.minutes(1))) func deepValuesDoNotRecurse() throws {
        // The writer walks with its own stack; the reader reads it back under a raised limit.
        var value: PropertyListValue = "bottom"
        for level in 0..<3000 { value = level % 2 == 0 ? [value] : ["k": value] }
        let data = write(value)
        var back = try BinaryPropertyListReader(limits: PropertyListLimits(maximumDepth: 3000)).read(data)
        var depth = 0
        while true {
            if case .array(let elements) = back, let first = elements.first {
                back = first
            } else if case .dictionary(let dictionary) = back, let first = dictionary.values.first {
                back = first
            } else {
                break
            }
            depth += 1
        }
        #expect(depth == 3000)
        #expect(back == "bottom")
    }
}
