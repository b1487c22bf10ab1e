import Foundation
import PropertyList
import TestSupport
import Testing

/// Malformed and hostile input: every failure is a `PropertyListError` with the right reason and
/// an offset inside the file, fast, without crashing.
@Suite struct BinaryReaderHostileTests {
    /// `["a", 1]`: a small valid file to corrupt.
    func smallFile() -> (BinaryFixture, Data) {
        var fixture = BinaryFixture()
        let root = fixture.add([])
        let a = fixture.add(BinaryFixture.ascii("a"))
        let one = fixture.add([0x10, 1])
        fixture.replace(root, with: [0xA2] + fixture.refs([a, one]))
        return (fixture, fixture.build())
    }

    @Test func notAPropertyList() {
        expectBinaryError(Data(), .truncated, offset: 0)
        expectBinaryError(Data("bplist".utf8), .truncated, offset: 6)
        expectBinaryError(Data("<?xml version".utf8), .unrecognizedFormat, offset: 0)
        expectBinaryError(Data("bplist15".utf8) + Data(count: 40), .unrecognizedFormat, offset: 6)
        expectBinaryError(Data("bplist00".utf8) + Data(count: 10), .truncated, offset: 18)
    }

    @Test func bogusTrailerFields() {
        let (fixture, data) = smallFile()
        let trailer = fixture.trailerOffset
        for (field, value, width) in [(6, 0, 1), (6, 9, 1), (7, 0, 1), (7, 200, 1)] as [(Int, UInt64, Int)] {
            var bad = data
            bad.patchBigEndian(value, at: trailer + field, width: width)
            expectBinaryError(bad, .invalidTrailer, offset: trailer + field)
        }
        var noObjects = data
        noObjects.patchBigEndian(0, at: trailer + 8, width: 8)
        expectBinaryError(noObjects, .invalidTrailer, offset: trailer + 8)
        var badTop = data
        badTop.patchBigEndian(3, at: trailer + 16, width: 8)
        expectBinaryError(badTop, .invalidTrailer, offset: trailer + 16)
        // Offset table beyond the trailer, inside the header, and far out of range.
        for tableOffset in [UInt64(trailer), 4, UInt64.max] {
            var bad = data
            bad.patchBigEndian(tableOffset, at: trailer + 24, width: 8)
            expectBinaryError(bad, .invalidTrailer, offset: trailer + 24)
        }
    }

    @Test(.timeLimit(.minutes(1))) func hugeObjectCountFailsWithoutAllocating() {
        // 2^60 objects, and the largest possible count: rejected from the trailer alone.
        let (fixture, data) = smallFile()
        for count in [UInt64(1) << 60, UInt64.max, 4] {
            var bad = data
            bad.patchBigEndian(count, at: fixture.trailerOffset + 8, width: 8)
            expectBinaryError(bad, .countTooLarge, offset: fixture.trailerOffset + 8)
        }
        // The limit applies too.
        expectBinaryError(data, .countTooLarge, limits: PropertyListLimits(maximumObjectCount: 2))
    }

    @Test func objectOffsetsOutOfRange() {
        let (fixture, data) = smallFile()
        // Entry 1 of the offset table points into the offset table, then past the end.
        for target in [UInt8(fixture.tableOffset), 0xFF, 3] {
            var bad = data
            bad[fixture.tableOffset + 1] = target
            expectBinaryError(bad, .invalidReference, offset: fixture.tableOffset + 1)
        }
    }

    @Test func referenceOutOfRange() {
        var fixture = BinaryFixture()
        fixture.add([0xA1, 7])  // refers to object 7 of 1
        expectBinaryError(fixture.build(), .invalidReference, offset: 9)
    }

    @Test func countsLargerThanTheFile() {
        var array = BinaryFixture()
        array.add([0xAF, 0x11, 0x03, 0xE8, 0])  // claims 1000 elements, has 1 byte of refs
        expectBinaryError(array.build(), .countTooLarge, offset: 8)
        var data = BinaryFixture()
        data.add([0x4F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])  // Int64.max bytes
        expectBinaryError(data.build(), .countTooLarge, offset: 8)
        var negative = BinaryFixture()
        negative.add([0x5F, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])  // count -1
        expectBinaryError(negative.build(), .countTooLarge, offset: 9)
        var dictionary = BinaryFixture()
        dictionary.add([0xD2, 0, 0, 0])  // 2 pairs need 4 ref bytes; only 3 before the table
        expectBinaryError(dictionary.build(), .countTooLarge, offset: 8)
        var badCountMarker = BinaryFixture()
        badCountMarker.add([0x5F, 0x23, 0, 0, 0, 0, 0, 0, 0, 0])  // count given as a real
        expectBinaryError(badCountMarker.build(), .invalidObjectMarker(0x23), offset: 9)
    }

    @Test func truncatedScalars() {
        // Each object's payload runs into the offset table.
        for bytes in [[0x11, 1], [0x13, 1, 2], [0x14, 1], [0x23, 0], [0x22], [0x33, 1, 2, 3], [0x83, 1]] as [[UInt8]] {
            var fixture = BinaryFixture()
            fixture.add(bytes)
            expectBinaryError(fixture.build(), .truncated, offset: 8)
        }
    }

    @Test func cyclicReferences() {
        // An array containing itself.
        var direct = BinaryFixture()
        direct.add([0xA1, 0])
        expectBinaryError(direct.build(), .cyclicReference, offset: 9)
        // A → B → C → A, through a dictionary.
        var indirect = BinaryFixture()
        let a = indirect.add([])
        let b = indirect.add([])
        let c = indirect.add([])
        let key = indirect.add(BinaryFixture.ascii("k"))
        indirect.replace(a, with: [0xA1] + indirect.refs([b]))
        indirect.replace(b, with: [0xD1] + indirect.refs([key]) + indirect.refs([c]))
        indirect.replace(c, with: [0xA2] + indirect.refs([key, a]))
        expectBinaryError(indirect.build(), .cyclicReference, offset: indirect.offset(of: c) + 2)
    }

    @Test func dictionaryUsedAsItsOwnKey() {
        var fixture = BinaryFixture()
        fixture.add([0xD1, 0, 0])
        expectBinaryError(fixture.build(), .nonStringKey, offset: 8)
    }

    /// A chain of `depth` single-element arrays ending in an integer, objects in order.
    func nested(depth: Int) -> Data {
        var fixture = BinaryFixture(offsetIntSize: 4, refSize: 2)
        for level in 0..<depth { fixture.add([0xA1] + fixture.refs([level + 1])) }
        fixture.add([0x10, 1])
        return fixture.build()
    }

    @Test(.timeLimit(.minutes(1))) func tenThousandLevelsAreTooDeep() {
        let data = nested(depth: 10_000)
        // The 513th array is the first one too deep.
        expectBinaryError(data, .nestingTooDeep(limit: 512), offset: 8 + 512 * 3)
    }

    @Test func depthLimitIsExact() throws {
        let limits = PropertyListLimits(maximumDepth: 10)
        var value = try BinaryPropertyListReader(limits: limits).read(nested(depth: 10))
        for _ in 0..<10 { value = try #require(value.array?.first) }
        #expect(value == 1)
        expectBinaryError(nested(depth: 11), .nestingTooDeep(limit: 10), offset: 8 + 10 * 3, limits: limits)
    }

    @Test(.timeLimit(.minutes(1))) func deepNestingWithRaisedLimitDoesNotRecurse() throws {
        // The reader walks containers with its own stack, so a raised limit is safe.
        let limits = PropertyListLimits(maximumDepth: 20_000)
        var value = try BinaryPropertyListReader(limits: limits).read(nested(depth: 10_000))
        var depth = 0
        while case .array(let elements) = value, let first = elements.first {
            value = first
            depth += 1
        }
        #expect(depth == 10_000)
    }

    @Test(.timeLimit(.minutes(1))) func exponentialSharingIsBounded() {
        // 100 arrays, each referencing the next twice: 2^100 nodes if expanded. Shared objects
        // are decoded at most twice, and the expanded size is checked against the object limit.
        var fixture = BinaryFixture(offsetIntSize: 2)
        for level in 0..<100 { fixture.add([0xA2] + fixture.refs([level + 1, level + 1])) }
        fixture.add([0x09])
        let error = binaryReadError(fixture.build())
        #expect(error?.reason == .countTooLarge)
        // Within the limit the shared value is fine.
        var small = BinaryFixture()
        for level in 0..<10 { small.add([0xA2] + small.refs([level + 1, level + 1])) }
        small.add([0x09])
        #expect((try? BinaryPropertyListReader().read(small.build())) != nil)
    }

    @Test func nonStringKeys() {
        for keyBytes in [[0x10, 1], [0x09], [0xA0], [0x40], [0x80, 1]] as [[UInt8]] {
            var fixture = BinaryFixture()
            let root = fixture.add([])
            let key = fixture.add(keyBytes)
            let value = fixture.add([0x08])
            fixture.replace(root, with: [0xD1] + fixture.refs([key]) + fixture.refs([value]))
            expectBinaryError(fixture.build(), .nonStringKey, offset: fixture.offset(of: key))
        }
    }

    @Test func invalidStrings() {
        func utf16(_ units: [UInt16]) -> [UInt8] {
            BinaryFixture.header(0x60, count: units.count)
                + units.flatMap { BinaryFixture.bigEndian(UInt64($0), width: 2) }
        }
        // (object bytes, offset of the bad unit/byte relative to the object)
        let cases: [([UInt8], Int)] = [
            (utf16([0x61, 0xD83D]), 3),  // high surrogate at the end
            (utf16([0xD83D, 0x61]), 1),  // high surrogate followed by a non-surrogate
            (utf16([0x61, 0xDE00, 0x62]), 3),  // lone low surrogate
            (utf16([0xD83D, 0xD83D, 0xDE00]), 1),  // high followed by high
            ([0x53, 0x61, 0xE9, 0x62], 0),  // Latin-1 byte in an ASCII string
            ([0x72, 0xC3, 0x28], 0),  // invalid UTF-8
            ([0x71, 0xFF], 0),
        ]
        for (bytes, relative) in cases {
            var fixture = BinaryFixture()
            fixture.add(bytes)
            expectBinaryError(fixture.build(), .invalidString, offset: 8 + relative)
        }
    }

    @Test func unsupportedAndInvalidMarkers() {
        for marker in [0x00, 0x0F, 0x0C, 0x0D, 0x0E, 0xB0] as [UInt8] {
            var fixture = BinaryFixture()
            fixture.add([marker, 0, 0])
            expectBinaryError(fixture.build(), .unsupportedObject(marker), offset: 8)
        }
        for marker in [0x01, 0x07, 0x15, 0x18, 0x20, 0x21, 0x24, 0x30, 0x34, 0x88, 0x90, 0xE0, 0xF0, 0xFF] as [UInt8] {
            var fixture = BinaryFixture()
            fixture.add([marker] + [UInt8](repeating: 0, count: 20))
            expectBinaryError(fixture.build(), .invalidObjectMarker(marker), offset: 8)
        }
        // A null inside an array is reported at the null's marker.
        var fixture = BinaryFixture()
        let root = fixture.add([])
        let null = fixture.add([0x00])
        fixture.replace(root, with: [0xA1] + fixture.refs([null]))
        expectBinaryError(fixture.build(), .unsupportedObject(0), offset: fixture.offset(of: null))
    }

    @Test func truncationAtEverySixteenth() {
        let data = BinaryPropertyListWriter().write(BinaryWriterTests.sampleShortcut(actions: 40))
        for sixteenth in 0..<16 {
            let length = data.count * sixteenth / 16
            _ = binaryReadError(data.prefix(length))
        }
    }

    @Test(.timeLimit(.minutes(2))) func bitFlipsNeverCrash() {
        // Deterministic positions and bits; every result must be a value or a PropertyListError.
        let data = BinaryPropertyListWriter().write(BinaryWriterTests.sampleShortcut(actions: 12))
        var generator = SplitMix64(seed: 0x5EED)
        var failures = 0
        for trial in 0..<3000 {
            var bad = data
            // Favour the trailer and offset table (last ~15%), where flips do the most damage.
            let position =
                trial % 3 == 0
                ? data.count - 1 - Int(generator.next() % UInt64(data.count / 7))
                : Int(generator.next() % UInt64(data.count))
            bad[position] ^= UInt8(1) << (generator.next() % 8)
            do {
                _ = try BinaryPropertyListReader().read(bad)
            } catch {
                failures += 1
                #expect(error.offset >= 0 && error.offset <= bad.count)
            }
        }
        #expect(failures > 0)
    }
}
