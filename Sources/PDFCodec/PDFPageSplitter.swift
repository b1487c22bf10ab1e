import Archives
import Foundation

/// PDFs assembled from other PDFs' pages: Split PDF Into Pages (each page on its own) and Make
/// PDF's merging. Each page keeps the attributes it inherits and every object it refers to
/// (fonts, images, content streams — streams copied as stored, still compressed), renumbered
/// per source document and written with a new cross-reference table.
package enum PDFPageSplitter {
    /// A page of one of the source documents.
    package struct SourcePage: Sendable, Equatable {
        /// Which of the source documents (an index into the readers given to ``assemble(_:from:)``).
        package var document: Int
        /// The page's dictionary in that document.
        package var page: [String: PDFObject]

        package init(document: Int, page: [String: PDFObject]) {
            self.document = document
            self.page = page
        }
    }

    package static func split(_ reader: PDFTextReader) throws -> [[UInt8]] {
        try reader.pages().map { page, _ in try assemble([SourcePage(document: 0, page: page)], from: [reader]) }
    }

    /// One document of `pages`, in order.
    package static func assemble(_ pages: [SourcePage], from readers: [PDFTextReader]) throws -> [UInt8] {
        // Pages are objects 3…; then the objects each page reaches (not its parent), numbered
        // once per source document.
        var numbers: [[Int: Int]] = Array(repeating: [:], count: readers.count)
        var order: [(document: Int, number: Int)] = []
        let first = 3 + pages.count
        for source in pages {
            var pending: [PDFObject] = Array(source.page.filter { $0.key != "Parent" }.values)
            while let object = pending.popLast() {
                switch object {
                case .reference(let number):
                    guard numbers[source.document][number] == nil,
                        let target = readers[source.document].objects[number]
                    else { continue }
                    guard order.count < PDFTextReader.maximumObjects else {
                        throw CodecError(
                            .tooLarge("the pages refer to more than \(PDFTextReader.maximumObjects) objects"), offset: 0
                        )
                    }
                    numbers[source.document][number] = first + order.count
                    order.append((source.document, number))
                    pending.append(target)
                case .array(let items): pending += items
                case .dictionary(let members): pending += members.values
                case .stream(let members, _): pending += members.values
                default: break
                }
            }
        }
        let kids = (0..<pages.count).map { "\($0 + 3) 0 R" }.joined(separator: " ")
        var bodies: [[UInt8]] = [
            Array("<< /Type /Catalog /Pages 2 0 R >>".utf8),
            Array("<< /Type /Pages /Kids [\(kids)] /Count \(pages.count) >>".utf8),
        ]
        for source in pages {
            var own = source.page
            own["Parent"] = .reference(-2)
            own["Type"] = .name("Page")
            bodies.append(serialized(.dictionary(own), numbers[source.document]))
        }
        for (document, number) in order {
            bodies.append(serialized(readers[document].objects[number]!, numbers[document]))
        }
        var out = Array("%PDF-1.7\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
        var offsets: [Int] = []
        for (index, body) in bodies.enumerated() {
            offsets.append(out.count)
            out += Array("\(index + 1) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
        }
        let xref = out.count
        out += Array("xref\n0 \(bodies.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets {
            let digits = String(offset)
            out += Array((String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n").utf8)
        }
        out += Array("trailer\n<< /Size \(bodies.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }

    /// An object in PDF syntax, references renumbered (-2 is the new page tree; a reference to an
    /// object that is not there becomes null, as the standard reads it).
    static func serialized(_ object: PDFObject, _ numbers: [Int: Int]) -> [UInt8] {
        switch object {
        case .null: return Array("null".utf8)
        case .boolean(let flag): return Array((flag ? "true" : "false").utf8)
        case .number(let value):
            if let integer = object.integer, Double(integer) == value { return Array(String(integer).utf8) }
            return Array(String(format: "%.6f", value.isFinite ? value : 0).utf8)
        case .string(let bytes): return Array(("<" + bytes.map { String(format: "%02X", $0) }.joined() + ">").utf8)
        case .name(let name):
            var out: [UInt8] = [UInt8(ascii: "/")]
            for byte in name.utf8 {
                if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "#"), !PDFLexer.isDelimiter(byte) {
                    out.append(byte)
                } else {
                    out += Array(String(format: "#%02X", byte).utf8)
                }
            }
            return out
        case .array(let items):
            return Array("[".utf8) + items.map { serialized($0, numbers) }.joined(separator: [32]) + Array("]".utf8)
        case .dictionary(let members):
            var out = Array("<<".utf8)
            for key in members.keys.sorted() {
                out += serialized(.name(key), numbers) + [32] + serialized(members[key]!, numbers) + [10]
            }
            return out + Array(">>".utf8)
        case .reference(let number):
            if number == -2 { return Array("2 0 R".utf8) }
            guard let renumbered = numbers[number] else { return Array("null".utf8) }
            return Array("\(renumbered) 0 R".utf8)
        case .stream(var members, let bytes):
            members["Length"] = .number(Double(bytes.count))
            return serialized(.dictionary(members), numbers) + Array("\nstream\n".utf8) + bytes
                + Array("\nendstream".utf8)
        case .keyword(let word): return Array(word.utf8)
        }
    }
}
