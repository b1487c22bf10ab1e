import Foundation
import PropertyList

/// The catalog's definitions, held either as values or as the bundled resource's rows, decoded
/// one at a time when first asked for.
///
/// Decoding all 4,402 rows of `actions.json` took ~90 ms in a release build, ten times the whole
/// load of the former 783-action catalog; a shortcut uses a few dozen distinct actions. So
/// ``ActionCatalog/bundled()`` only splits the file into rows and reads each row's identifier;
/// a row becomes an ``ActionDefinition`` on first lookup and is kept. Thread-safe: every cache
/// access holds the lock.
final class CatalogRowStore: @unchecked Sendable {
    /// The identifier of each row, in file order (sorted by identifier, case-insensitive).
    let identifiers: [String]
    private let bytes: [UInt8]
    /// Byte range of each row's JSON object in ``bytes``; empty for a store built from values.
    private let ranges: [Range<Int>]
    private let lock = NSLock()
    private var decoded: [ActionDefinition?]
    private var everything: [ActionDefinition]?
    private var lowercasedFields: [ActionSearchFields]?
    /// The resource's name, for errors.
    private let name: String

    /// A store of ready values.
    init(definitions: [ActionDefinition]) {
        identifiers = definitions.map(\.identifier)
        bytes = []
        ranges = []
        decoded = definitions
        everything = definitions
        name = ""
    }

    /// A store over the rows of a resource: a header line, one JSON object per line each
    /// starting with `{"id": "<identifier>"` (`Scripts/build-catalog.py` writes them so), and a
    /// closing `]}` line. Checks that shape and reads the identifiers; nothing else is decoded.
    init(resource bytes: [UInt8], name: String) throws(CatalogError) {
        let prefix = Array(#"{"id": ""#.utf8)
        // memchr: a byte-by-byte loop over the 2.6 MB file took ~200 ms in debug builds (tests).
        let lines: [Range<Int>] = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [] }
            var lines: [Range<Int>] = []
            var start = 0
            while start < buffer.count {
                let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
                let end = found.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? buffer.count
                lines.append(start..<end)
                start = end + 1
            }
            return lines
        }
        guard lines.count >= 3, bytes[lines[lines.count - 1]].elementsEqual("]}".utf8) else {
            throw CatalogError.malformed(name: name, path: "", reason: "expected a header line, rows and a closing ]}")
        }
        var identifiers: [String] = []
        var ranges: [Range<Int>] = []
        for (number, line) in lines.enumerated().dropFirst().dropLast() {
            var end = line.upperBound
            if number < lines.count - 2, end > line.lowerBound, bytes[end - 1] == UInt8(ascii: ",") { end -= 1 }
            let idStart = line.lowerBound + prefix.count
            guard bytes[line].starts(with: prefix), idStart < end,
                let quote = bytes[idStart..<end].firstIndex(of: UInt8(ascii: "\"")),
                bytes[idStart..<quote].allSatisfy({ $0 != UInt8(ascii: "\\") && $0 >= 0x20 }),
                let identifier = String(validating: bytes[idStart..<quote], as: UTF8.self),
                bytes[end - 1] == UInt8(ascii: "}")
            else {
                throw CatalogError.malformed(
                    name: name, path: "line \(number + 1)", reason: "expected a row {\"id\": \"…\", …} on one line")
            }
            identifiers.append(identifier)
            ranges.append(line.lowerBound..<end)
        }
        self.identifiers = identifiers
        self.bytes = bytes
        self.ranges = ranges
        self.decoded = Array(repeating: nil, count: identifiers.count)
        self.name = name
    }

    /// The definition of row `index`, decoded on first use. A row the catalog cannot decode
    /// (a damaged resource; the tests decode every row with ``strictDefinition(at:)``) degrades
    /// to its identifier with a derived name rather than failing a lookup.
    func definition(at index: Int) -> ActionDefinition {
        lock.lock()
        defer { lock.unlock() }
        if let definition = decoded[index] { return definition }
        let definition =
            (try? decode(index))
            ?? ActionDefinition(
                identifier: identifiers[index], name: identifiers[index],
                category: ActionCategory(identifier: identifiers[index]), nameIsDerived: true)
        decoded[index] = definition
        return definition
    }

    /// Row `index` decoded strictly: a malformed row is an error naming the row and key.
    func strictDefinition(at index: Int) throws -> ActionDefinition {
        if ranges.isEmpty { return definition(at: index) }
        return try decode(index)
    }

    /// Every definition, in row order (decodes what is not decoded yet, once).
    var all: [ActionDefinition] {
        lock.lock()
        if let everything {
            lock.unlock()
            return everything
        }
        lock.unlock()
        let all = identifiers.indices.map(definition(at:))
        lock.lock()
        everything = all
        lock.unlock()
        return all
    }

    /// Every definition's lower-cased search fields, in row order: made on the first search and
    /// kept, so a search lower-cases nothing but its query (`shortcut mcp` searches many times).
    var searchFields: [ActionSearchFields] {
        lock.lock()
        if let lowercasedFields {
            lock.unlock()
            return lowercasedFields
        }
        lock.unlock()
        let fields = all.map(ActionSearchFields.init)
        lock.lock()
        lowercasedFields = fields
        lock.unlock()
        return fields
    }

    private func decode(_ index: Int) throws -> ActionDefinition {
        let row: PropertyListValue
        do {
            row = try PropertyListJSONReader().read(Data(bytes[ranges[index]]))
        } catch {
            throw CatalogError.malformed(name: name, path: "[\(index)]", reason: error.description)
        }
        return try CatalogRows(name: name, row: row, index: index).action()
    }
}
