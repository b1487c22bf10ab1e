import Archives

/// The text of a PDF's pages: text drawn with `Tj`, `TJ`, `'` and `"` in content streams that are
/// uncompressed or Flate-compressed, decoded through each font's ToUnicode map or its simple
/// encoding (WinAnsi, with glyph-name differences). Objects are found by scanning the file (so a
/// damaged cross-reference table does not matter) and inside object streams. Everything is
/// bounded: decompressed bytes, objects, page-tree depth; what it cannot read (encryption, other
/// filters, composite fonts without a ToUnicode map) is a ``CodecError``.
package struct PDFTextReader {
    private(set) var objects: [Int: PDFObject] = [:]
    private let maximumBytes: Int
    private var inflated = 0
    static let maximumObjects = 200_000

    /// Reads `data` (at most `maximumBytes` decompressed in all).
    package init(_ data: [UInt8], maximumBytes: Int) throws {
        self.maximumBytes = maximumBytes
        guard data.starts(with: Array("%PDF-".utf8)) else {
            throw CodecError(.wrongFormat("not a PDF (no %PDF- header)"), offset: 0)
        }
        try scanObjects(data)
        for (_, object) in objects {
            if case .stream(let dictionary, _) = object, dictionary["Type"]?.name == "XRef",
                dictionary["Encrypt"] != nil
            {
                throw CodecError(.unsupported("the PDF is encrypted"), offset: 0)
            }
        }
        if let trailer = data.lastRange(of: Array("trailer".utf8)) {
            var lexer = PDFLexer(data, at: trailer.upperBound)
            if let dictionary = try? lexer.object().dictionary, dictionary["Encrypt"] != nil {
                throw CodecError(.unsupported("the PDF is encrypted"), offset: trailer.lowerBound)
            }
        }
        for (number, object) in objects {
            if case .stream(let dictionary, _) = object, dictionary["Type"]?.name == "ObjStm" {
                try expandObjectStream(number)
            }
        }
    }

    /// Every `n g obj … endobj` in the file.
    private mutating func scanObjects(_ data: [UInt8]) throws {
        let marker = Array("obj".utf8)
        var index = 0
        while let found = data[index...].firstRange(of: marker) {
            index = found.upperBound
            // Digits, whitespace, digits before “obj”.
            var cursor = found.lowerBound - 1
            func skipBack(_ test: (UInt8) -> Bool) -> Int {
                let end = cursor
                while cursor >= 0, test(data[cursor]) { cursor -= 1 }
                return end - cursor
            }
            let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
            guard skipBack(PDFLexer.isWhitespace) > 0, skipBack(isDigit) > 0, skipBack(PDFLexer.isWhitespace) > 0
            else { continue }
            let numberEnd = cursor + 1
            guard skipBack(isDigit) > 0,
                let number = Int(String(decoding: data[(cursor + 1)..<numberEnd], as: UTF8.self))
            else { continue }
            guard objects.count < Self.maximumObjects else {
                throw CodecError(.tooLarge("more than \(Self.maximumObjects) objects"), offset: found.lowerBound)
            }
            var lexer = PDFLexer(data, at: found.upperBound)
            guard let object = try? lexer.object() else { continue }
            lexer.skipWhitespace()
            if case .dictionary(let dictionary) = object, data[lexer.offset...].starts(with: Array("stream".utf8)) {
                var start = lexer.offset + 6
                if start < data.count, data[start] == 13 { start += 1 }
                if start < data.count, data[start] == 10 { start += 1 }
                var end: Int
                if let length = dictionary["Length"]?.integer, length >= 0, length <= data.count - start {
                    end = start + length
                } else if let endstream = data[start...].firstRange(of: Array("endstream".utf8)) {
                    end = endstream.lowerBound
                    while end > start, data[end - 1] == 10 || data[end - 1] == 13 { end -= 1 }
                } else {
                    throw CodecError(.truncated("a stream is not closed"), offset: start)
                }
                objects[number] = .stream(dictionary, Array(data[start..<end]))
                index = end
            } else {
                objects[number] = object
                index = max(index, lexer.offset)
            }
        }
    }

    /// The objects an object stream (§7.5.7) holds.
    private mutating func expandObjectStream(_ number: Int) throws {
        guard case .stream(let dictionary, _)? = objects[number] else { return }
        let bytes = try decoded(number)
        guard let count = dictionary["N"]?.integer, let first = dictionary["First"]?.integer,
            count >= 0, first >= 0, first <= bytes.count
        else { throw CodecError(.corrupt("object stream \(number) has no valid N and First"), offset: 0) }
        var header = PDFLexer(bytes)
        for _ in 0..<min(count, Self.maximumObjects) {
            guard let inner = try header.object(references: false).integer,
                let offset = try header.object(references: false).integer,
                inner >= 0, offset >= 0, first + offset < bytes.count
            else { throw CodecError(.corrupt("object stream \(number)'s header is damaged"), offset: header.offset) }
            guard objects.count < Self.maximumObjects else {
                throw CodecError(.tooLarge("more than \(Self.maximumObjects) objects"), offset: header.offset)
            }
            var lexer = PDFLexer(bytes, at: first + offset)
            if objects[inner] == nil { objects[inner] = try lexer.object() }
        }
    }

    func resolve(_ object: PDFObject?, depth: Int = 0) -> PDFObject? {
        guard case .reference(let number)? = object else { return object }
        guard depth < 32 else { return nil }
        return resolve(objects[number], depth: depth + 1)
    }

    /// A stream's bytes after its filters (none, or FlateDecode).
    private mutating func decoded(_ number: Int) throws -> [UInt8] {
        guard case .stream(let dictionary, let bytes)? = objects[number] else {
            throw CodecError(.corrupt("object \(number) is not a stream"), offset: 0)
        }
        return try decode(dictionary, bytes, what: "object \(number)")
    }

    private mutating func decode(_ dictionary: [String: PDFObject], _ bytes: [UInt8], what: String) throws -> [UInt8] {
        var filters: [String] = []
        switch resolve(dictionary["Filter"]) {
        case nil, .null?: break
        case .name(let name)?: filters = [name]
        case .array(let items)?: filters = items.compactMap { resolve($0)?.name }
        default: throw CodecError(.unsupported("\(what) has an unreadable filter"), offset: 0)
        }
        var output = bytes
        for filter in filters {
            guard filter == "FlateDecode" || filter == "Fl" else {
                throw CodecError(
                    .unsupported("\(what) is compressed with \(filter), which is not read here"), offset: 0)
            }
            guard output.count >= 2, output[0] & 0x0F == 8 else {
                throw CodecError(.corrupt("\(what) is not zlib data"), offset: 0)
            }
            do {
                output = try Inflate.decode(output, from: 2, maximumBytes: maximumBytes - inflated).output
            } catch let error as ArchiveError {
                throw CodecError(.corrupt("\(what) is damaged: \(error)"), offset: 0)
            }
            inflated += output.count
        }
        if let parameters = resolve(dictionary["DecodeParms"])?.dictionary,
            case .number(let predictor)? = parameters["Predictor"], predictor > 1
        {
            throw CodecError(.unsupported("\(what) uses a predictor, which is not read here"), offset: 0)
        }
        return output
    }

    /// The page dictionaries in order, with the attributes they inherit (resources, media and
    /// crop boxes, rotation) copied in, and their resources resolved.
    package func pages() throws -> [(page: [String: PDFObject], resources: [String: PDFObject])] {
        guard
            let catalog = objects.values.first(where: { $0.dictionary?["Type"]?.name == "Catalog" })?.dictionary,
            let root = resolve(catalog["Pages"])?.dictionary
        else { throw CodecError(.corrupt("the PDF has no page tree"), offset: 0) }
        var result: [(page: [String: PDFObject], resources: [String: PDFObject])] = []
        var visited = Set<Int>()
        let inheritable = ["Resources", "MediaBox", "CropBox", "Rotate"]
        func walk(_ node: [String: PDFObject], inherited: [String: PDFObject], depth: Int) throws {
            guard depth < 64 else { throw CodecError(.tooLarge("the page tree is nested too deeply"), offset: 0) }
            var attributes = inherited
            for key in inheritable { if let value = node[key] { attributes[key] = value } }
            if node["Type"]?.name == "Page" || node["Kids"] == nil {
                let page = node.merging(attributes) { own, _ in own }
                result.append((page, resolve(page["Resources"])?.dictionary ?? [:]))
                return
            }
            guard case .array(let kids)? = resolve(node["Kids"]) else { return }
            for kid in kids {
                if case .reference(let number) = kid {
                    guard visited.insert(number).inserted else {
                        throw CodecError(.corrupt("the page tree refers to object \(number) twice"), offset: 0)
                    }
                }
                if let child = resolve(kid)?.dictionary { try walk(child, inherited: attributes, depth: depth + 1) }
            }
        }
        try walk(root, inherited: [:], depth: 0)
        return result
    }

    /// Each page's text, lines separated by line feeds.
    package mutating func pageTexts() throws -> [String] {
        var texts: [String] = []
        for (page, resources) in try pages() {
            var content: [UInt8] = []
            let parts: [PDFObject] =
                switch page["Contents"] {
                case .array(let items)?: items
                case let item?: [item]
                case nil: []
                }
            for part in parts {
                if case .reference(let number) = part, case .array(let items)? = objects[number] {
                    for item in items {
                        guard case .reference(let inner) = item else { continue }
                        content += try decoded(inner) + [10]
                    }
                } else if case .reference(let number) = part {
                    content += try decoded(number) + [10]
                }
            }
            var fonts: [String: PDFFont] = [:]
            for (key, value) in resolve(resources["Font"])?.dictionary ?? [:] {
                fonts[key] = try font(resolve(value)?.dictionary ?? [:], name: key)
            }
            texts.append(try PDFContentText.text(of: content, fonts: fonts))
        }
        return texts
    }

    private mutating func font(_ dictionary: [String: PDFObject], name: String) throws -> PDFFont {
        if case .reference(let number)? = dictionary["ToUnicode"], case .stream? = objects[number] {
            return .map(try PDFFont.toUnicode(try decoded(number)))
        }
        if dictionary["Subtype"]?.name == "Type0" {
            return .unreadable("the font \(name) is a composite (CID) font without a ToUnicode map")
        }
        var differences: [UInt8: String] = [:]
        if let encoding = resolve(dictionary["Encoding"])?.dictionary,
            case .array(let items)? = resolve(encoding["Differences"])
        {
            var code = 0
            for item in items {
                switch item {
                case .number(let value): code = Int(value)
                case .name(let glyph):
                    if (0...255).contains(code) { differences[UInt8(code)] = glyph }
                    code += 1
                default: break
                }
            }
        }
        return .simple(differences)
    }
}

extension Array where Element == UInt8 {
    fileprivate func lastRange(of pattern: [UInt8]) -> Range<Int>? {
        guard pattern.count <= count else { return nil }
        for start in stride(from: count - pattern.count, through: 0, by: -1)
        where self[start..<start + pattern.count].elementsEqual(pattern) {
            return start..<start + pattern.count
        }
        return nil
    }
}
