import Foundation
import PropertyList
import Testing

/// CoreFoundation accepts a binary plist only when `objectCount < 2^(8 × refSize)` and
/// `offsetTableOffset < 2^(8 × offsetIntSize)`; a writer sizing by the largest index produced
/// files Foundation refused at exactly 256 objects.
@Suite struct BinaryWriterSizeTests {
    /// An array of `count - 1` distinct strings: `count` objects in all.
    static func value(objects count: Int, stringLength: Int = 1) -> PropertyListValue {
        .array((1..<count).map { .string(String(repeating: "x", count: stringLength) + String($0)) })
    }

    static func trailer(_ data: Data) -> (offsetSize: Int, refSize: Int, objects: Int, tableOffset: Int) {
        let bytes = [UInt8](data.suffix(32))
        func int(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 << 8 | Int($1) } }
        return (Int(bytes[6]), Int(bytes[7]), int(8..<16), int(24..<32))
    }

    @Test(arguments: [255, 256, 257, 65_535, 65_536])
    func referenceSizeHoldsTheObjectCount(objects: Int) throws {
        let data = BinaryPropertyListWriter().write(Self.value(objects: objects))
        let trailer = Self.trailer(data)
        #expect(trailer.objects == objects)
        #expect(objects < 1 << (8 * trailer.refSize))
        #expect(try PropertyListSerialization.propertyList(from: data, format: nil) is [Any])
    }

    @Test func offsetSizeHoldsTheTableOffset() throws {
        // Objects end just below 64 KiB while the offset table starts above it.
        let data = BinaryPropertyListWriter().write(Self.value(objects: 200, stringLength: 327))
        let trailer = Self.trailer(data)
        #expect(trailer.tableOffset < 1 << (8 * trailer.offsetSize))
        #expect(try PropertyListSerialization.propertyList(from: data, format: nil) is [Any])
    }
}
