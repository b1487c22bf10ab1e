import Foundation
import PropertyList
import TestSupport
import Testing

/// Builds `bplist00` files byte by byte, so reader tests do not depend on our writer.
///
/// Objects are appended as raw bytes (marker + payload) and get consecutive indices; containers
/// are encoded with the fixture's `refSize`. `build()` lays out header, objects, offset table
/// (with `offsetIntSize`-byte entries) and trailer.
struct BinaryFixture {
    var offsetIntSize = 1
    var refSize = 1
    var top = 0
    private(set) var objects: [[UInt8]] = []

    init(offsetIntSize: Int = 1, refSize: Int = 1) {
        self.offsetIntSize = offsetIntSize
        self.refSize = refSize
    }

    /// Adds an object from raw bytes and returns its index.
    @discardableResult
    mutating func add(_ bytes: [UInt8]) -> Int {
        objects.append(bytes)
        return objects.count - 1
    }

    /// A marker with a count: in the low nibble, or `0xF` plus an integer object.
    static func header(_ marker: UInt8, count: Int) -> [UInt8] {
        if count < 15 { return [marker | UInt8(count)] }
        if count <= 0xFF { return [marker | 0x0F, 0x10, UInt8(count)] }
        if count <= 0xFFFF { return [marker | 0x0F, 0x11] + bigEndian(UInt64(count), width: 2) }
        return [marker | 0x0F, 0x12] + bigEndian(UInt64(count), width: 4)
    }

    static func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
        (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(width - 1 - $0))) }
    }

    static func ascii(_ text: String) -> [UInt8] { header(0x50, count: text.utf8.count) + Array(text.utf8) }

    static func utf16(_ text: String) -> [UInt8] {
        header(0x60, count: text.utf16.count) + text.utf16.flatMap { bigEndian(UInt64($0), width: 2) }
    }

    func refs(_ indices: [Int]) -> [UInt8] { indices.flatMap { Self.bigEndian(UInt64($0), width: refSize) } }

    @discardableResult
    mutating func array(_ elements: [Int], marker: UInt8 = 0xA0) -> Int {
        add(Self.header(marker, count: elements.count) + refs(elements))
    }

    @discardableResult
    mutating func dictionary(keys: [Int], values: [Int]) -> Int {
        add(Self.header(0xD0, count: keys.count) + refs(keys) + refs(values))
    }

    /// Replaces an object's bytes (for building cycles: reserve an index, fill it later).
    mutating func replace(_ index: Int, with bytes: [UInt8]) { objects[index] = bytes }

    /// The byte offset at which object `index` will be placed.
    func offset(of index: Int) -> Int { 8 + objects[..<index].reduce(0) { $0 + $1.count } }

    /// Offset of the offset table.
    var tableOffset: Int { offset(of: objects.count) }

    /// Offset of the 32-byte trailer.
    var trailerOffset: Int { tableOffset + objects.count * offsetIntSize }

    func build() -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        precondition((offsets.last ?? 0) < 1 << (8 * min(offsetIntSize, 7)), "fixture needs a larger offsetIntSize")
        for offset in offsets { bytes += Self.bigEndian(UInt64(offset), width: offsetIntSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetIntSize), UInt8(refSize)]
        bytes += Self.bigEndian(UInt64(objects.count), width: 8)
        bytes += Self.bigEndian(UInt64(top), width: 8)
        bytes += Self.bigEndian(UInt64(table), width: 8)
        return Data(bytes)
    }
}

extension Data {
    /// Overwrites `width` bytes at `offset` with `value` big-endian (for corrupting fixtures).
    mutating func patchBigEndian(_ value: UInt64, at offset: Int, width: Int) {
        replaceSubrange(offset..<(offset + width), with: BinaryFixture.bigEndian(value, width: width))
    }
}

/// Reads `data` and returns the error (the reader throws only `PropertyListError`), recording an
/// issue if reading succeeded.
func binaryReadError(
    _ data: Data, limits: PropertyListLimits = .default, sourceLocation: SourceLocation = #_sourceLocation
) -> PropertyListError? {
    do {
        let value = try BinaryPropertyListReader(limits: limits).read(data)
        Issue.record("expected an error, read \(value.typeName)", sourceLocation: sourceLocation)
    } catch {
        #expect(
            error.offset >= 0 && error.offset <= data.count, "offset \(error.offset) outside the file",
            sourceLocation: sourceLocation)
        return error
    }
    return nil
}

/// Asserts that reading fails with `reason` at `offset` (when given).
func expectBinaryError(
    _ data: Data, _ reason: PropertyListError.Reason, offset: Int? = nil, limits: PropertyListLimits = .default,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let error = binaryReadError(data, limits: limits, sourceLocation: sourceLocation) else { return }
    #expect(error.reason == reason, "\(error)", sourceLocation: sourceLocation)
    if let offset {
        #expect(error.offset == offset, "\(error)", sourceLocation: sourceLocation)
    }
}

/// Equality that is stricter than `==`: strings compare by UTF-8 bytes (no canonical
/// equivalence), reals and dates by bit pattern (so `-0.0 != 0.0` and `NaN == NaN`), and
/// dictionaries also by key order. Returns a description of the first difference.
func binaryStrictDifference(_ lhs: PropertyListValue, _ rhs: PropertyListValue, path: String = "$") -> String? {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)):
        return a.utf8.elementsEqual(b.utf8) ? nil : "\(path): \(a.debugDescription) != \(b.debugDescription)"
    case (.real(let a), .real(let b)):
        return a.bitPattern == b.bitPattern ? nil : "\(path): \(a) != \(b)"
    case (.date(let a), .date(let b)):
        let (x, y) = (a.timeIntervalSinceReferenceDate, b.timeIntervalSinceReferenceDate)
        return x.bitPattern == y.bitPattern ? nil : "\(path): \(x) != \(y)"
    case (.array(let a), .array(let b)):
        guard a.count == b.count else { return "\(path): \(a.count) elements != \(b.count)" }
        for index in a.indices {
            if let difference = binaryStrictDifference(a[index], b[index], path: "\(path)[\(index)]") {
                return difference
            }
        }
        return nil
    case (.dictionary(let a), .dictionary(let b)):
        guard a.count == b.count else { return "\(path): \(a.count) keys != \(b.count)" }
        for (index, (key, value)) in a.enumerated() {
            let other = b.elements[index]
            guard key.utf8.elementsEqual(other.key.utf8) else { return "\(path): key \(key) != \(other.key)" }
            if let difference = binaryStrictDifference(value, other.value, path: "\(path).\(key)") {
                return difference
            }
        }
        return nil
    default:
        return lhs == rhs ? nil : "\(path): \(lhs) != \(rhs)"
    }
}

/// Compares our value with what Foundation's `PropertyListSerialization` produced.
///
/// Foundation blurs types: an `NSNumber` 0/1 may stand for a boolean, booleans may come back as
/// `NSNumber`, and 128-bit integers do not exist there. Booleans and integers therefore match
/// each other numerically; reals must be reals. Returns a description of the first difference.
func binaryFoundationDifference(_ ours: PropertyListValue, _ theirs: Any, path: String = "$") -> String? {
    func mismatch() -> String { "\(path): ours \(ours) vs Foundation \(type(of: theirs)) \(theirs)" }
    switch ours {
    case .string(let string):
        guard let other = theirs as? String, string.utf8.elementsEqual(other.utf8) else { return mismatch() }
    case .boolean(let bool):
        if type(of: theirs) == Bool.self, let other = theirs as? Bool { return other == bool ? nil : mismatch() }
        guard let number = theirs as? NSNumber, number.int64Value == (bool ? 1 : 0) else { return mismatch() }
    case .integer(let integer):
        if type(of: theirs) == Bool.self, let other = theirs as? Bool {
            return integer == PropertyListInteger(other ? 1 : 0) ? nil : mismatch()
        }
        guard let number = theirs as? NSNumber else { return mismatch() }
        let type = String(cString: number.objCType)
        if let value = integer.int64, type != "Q" {
            guard number.int64Value == value else { return mismatch() }
        } else if let value = integer.uint64 {
            guard number.uint64Value == value else { return mismatch() }
        } else {
            return nil  // 128-bit: Foundation has no exact counterpart
        }
    case .real(let real):
        guard let number = theirs as? NSNumber else { return mismatch() }
        let other = number.doubleValue
        guard other.bitPattern == real.bitPattern || (other.isNaN && real.isNaN) else { return mismatch() }
    case .date(let date):
        guard let other = theirs as? Date,
            other.timeIntervalSinceReferenceDate.bitPattern == date.timeIntervalSinceReferenceDate.bitPattern
        else { return mismatch() }
    case .data(let data):
        guard let other = theirs as? Data, other == data else { return mismatch() }
    case .uid(let uid):
        // Foundation on Linux returns a private `_NSKeyedArchiverUID` with a `value` field.
        let value = Mirror(reflecting: theirs).children.first { $0.label == "value" }?.value
        guard let number = value as? UInt32, UInt64(number) == uid else { return mismatch() }
    case .array(let array):
        guard let other = theirs as? [Any], other.count == array.count else { return mismatch() }
        for index in array.indices {
            if let difference = binaryFoundationDifference(array[index], other[index], path: "\(path)[\(index)]") {
                return difference
            }
        }
    case .dictionary(let dictionary):
        guard let other = theirs as? [String: Any], other.count == dictionary.count else { return mismatch() }
        for (key, value) in dictionary {
            guard let otherValue = other[key] else { return "\(path): Foundation lacks key \(key)" }
            if let difference = binaryFoundationDifference(value, otherValue, path: "\(path).\(key)") {
                return difference
            }
        }
    }
    return nil
}

/// Converts a value to Foundation's object graph (for making Foundation write a file).
func binaryFoundationObject(_ value: PropertyListValue) -> Any {
    switch value {
    case .string(let string): return string
    case .boolean(let bool): return bool
    case .integer(let integer):
        if let value = integer.int64 { return NSNumber(value: value) }
        return NSNumber(value: integer.low)
    case .real(let real): return NSNumber(value: real)
    case .date(let date): return date
    case .data(let data): return data
    case .uid(let uid): return NSNumber(value: uid)  // no public UID type; callers avoid UIDs
    case .array(let array): return array.map(binaryFoundationObject)
    case .dictionary(let dictionary):
        var result: [String: Any] = [:]
        for (key, value) in dictionary { result[key] = binaryFoundationObject(value) }
        return result
    }
}

/// The development corpus (TestSupport's ``Corpus``): its binary files.
enum BinaryCorpus {
    static var folder: URL? { Corpus.isAvailable ? Corpus.root : nil }

    static var isAvailable: Bool { folder != nil }

    /// Every file in `binary/` plus any other unsigned corpus plist that starts with `bplist00`.
    static let files: [(name: String, data: Data)] = {
        guard let folder else {
            Corpus.noteMissing()
            return []
        }
        var result: [(String, Data)] = []
        for subfolder in ["binary", "xml"] {
            let directory = folder.appendingPathComponent(subfolder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() {
                guard let data = try? Data(contentsOf: directory.appendingPathComponent(name)) else { continue }
                if subfolder == "binary" || data.starts(with: Array("bplist00".utf8)) {
                    result.append(("\(subfolder)/\(name)", data))
                }
            }
        }
        return result
    }()
}
