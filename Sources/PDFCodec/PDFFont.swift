import Archives

/// How a font's string bytes become text (ISO 32000-1 §9.10): a ToUnicode map, or a simple
/// font's WinAnsi encoding with its glyph-name differences.
enum PDFFont: Equatable {
    /// Code → text, with the code widths in bytes the map's code space uses.
    case map(PDFCharacterMap)
    /// A simple font: WinAnsi, with these codes renamed to glyphs.
    case simple([UInt8: String])
    /// A font whose text cannot be known (the reason).
    case unreadable(String)

    /// The text of a shown string.
    func text(_ bytes: [UInt8]) throws -> String {
        switch self {
        case .map(let map): return map.text(bytes)
        case .simple(let differences):
            return String(
                String.UnicodeScalarView(
                    bytes.compactMap { byte in
                        if let glyph = differences[byte] { return PDFFont.scalar(glyph: glyph) }
                        return WinAnsi.scalar(byte)
                    }))
        case .unreadable(let reason): throw CodecError(.unsupported(reason), offset: 0)
        }
    }

    /// The character of a glyph name: `uniXXXX`, a single letter or digit, or a common name.
    static func scalar(glyph: String) -> Unicode.Scalar? {
        if glyph.hasPrefix("uni"), glyph.count == 7, let value = UInt32(glyph.dropFirst(3), radix: 16) {
            return Unicode.Scalar(value)
        }
        if glyph.count == 1, let scalar = glyph.unicodeScalars.first, scalar.isASCII { return scalar }
        let names: [String: UInt32] = [
            "space": 0x20, "exclam": 0x21, "quotedbl": 0x22, "numbersign": 0x23, "dollar": 0x24, "percent": 0x25,
            "ampersand": 0x26, "quotesingle": 0x27, "quoteright": 0x2019, "parenleft": 0x28, "parenright": 0x29,
            "asterisk": 0x2A, "plus": 0x2B, "comma": 0x2C, "hyphen": 0x2D, "period": 0x2E, "slash": 0x2F,
            "zero": 0x30, "one": 0x31, "two": 0x32, "three": 0x33, "four": 0x34, "five": 0x35, "six": 0x36,
            "seven": 0x37, "eight": 0x38, "nine": 0x39, "colon": 0x3A, "semicolon": 0x3B, "less": 0x3C,
            "equal": 0x3D, "greater": 0x3E, "question": 0x3F, "at": 0x40, "bracketleft": 0x5B, "backslash": 0x5C,
            "bracketright": 0x5D, "asciicircum": 0x5E, "underscore": 0x5F, "grave": 0x60, "quoteleft": 0x2018,
            "braceleft": 0x7B, "bar": 0x7C, "braceright": 0x7D, "asciitilde": 0x7E, "bullet": 0x2022,
            "endash": 0x2013, "emdash": 0x2014, "quotedblleft": 0x201C, "quotedblright": 0x201D, "ellipsis": 0x2026,
            "fi": 0xFB01, "fl": 0xFB02, "eacute": 0xE9, "egrave": 0xE8, "agrave": 0xE0, "ccedilla": 0xE7,
            "udieresis": 0xFC, "odieresis": 0xF6, "adieresis": 0xE4, "germandbls": 0xDF, "Euro": 0x20AC,
        ]
        return names[glyph].flatMap(Unicode.Scalar.init)
    }
}

/// A ToUnicode CMap's `bfchar` and `bfrange` entries (ISO 32000-1 §9.10.3).
struct PDFCharacterMap: Equatable {
    var mappings: [UInt32: String] = [:]
    /// The widths in bytes of the codes (1 or 2 for the maps PDF writers make).
    var codeWidths: Set<Int> = []
    static let maximumEntries = 65_536

    func text(_ bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        let widths = codeWidths.isEmpty ? [1] : codeWidths.sorted()
        while index < bytes.count {
            var matched = false
            for width in widths where index + width <= bytes.count {
                let code = bytes[index..<index + width].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                if let text = mappings[code] {
                    result += text
                    index += width
                    matched = true
                    break
                }
            }
            if !matched {
                // An unmapped code: skip one code of the narrowest width.
                result += "\u{FFFD}"
                index += widths[0]
            }
        }
        return result
    }
}

extension PDFFont {
    /// Parses a ToUnicode CMap stream.
    static func toUnicode(_ bytes: [UInt8]) throws -> PDFCharacterMap {
        var map = PDFCharacterMap()
        var lexer = PDFLexer(bytes)
        var operands: [PDFObject] = []
        func code(_ object: PDFObject) -> (UInt32, Int)? {
            guard case .string(let bytes) = object, (1...4).contains(bytes.count) else { return nil }
            return (bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }, bytes.count)
        }
        func unicode(_ bytes: [UInt8]) -> String {
            var units: [UInt16] = []
            for index in stride(from: 0, to: bytes.count - 1, by: 2) {
                units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            }
            return String(decoding: units, as: UTF16.self)
        }
        var mode = ""
        while !lexer.atEnd {
            let object = try lexer.object(references: false)
            guard case .keyword(let word) = object else {
                operands.append(object)
                continue
            }
            switch word {
            case "beginbfchar", "beginbfrange", "begincodespacerange": mode = word
            case "endbfchar":
                for pair in stride(from: 0, to: operands.count - 1, by: 2) {
                    guard let (source, width) = code(operands[pair]), case .string(let target) = operands[pair + 1]
                    else { continue }
                    map.mappings[source] = unicode(target)
                    map.codeWidths.insert(width)
                }
            case "endbfrange":
                for triple in stride(from: 0, to: operands.count - 2, by: 3) {
                    guard let (low, width) = code(operands[triple]), let (high, _) = code(operands[triple + 1]),
                        low <= high
                    else { continue }
                    guard map.mappings.count + Int(high - low) <= PDFCharacterMap.maximumEntries else {
                        throw CodecError(
                            .tooLarge("a ToUnicode map has more than \(PDFCharacterMap.maximumEntries) codes"),
                            offset: lexer.offset)
                    }
                    map.codeWidths.insert(width)
                    switch operands[triple + 2] {
                    case .string(let target):
                        // Consecutive codes: the last UTF-16 unit counts up.
                        var units = [UInt16]()
                        for index in stride(from: 0, to: target.count - 1, by: 2) {
                            units.append(UInt16(target[index]) << 8 | UInt16(target[index + 1]))
                        }
                        guard !units.isEmpty else { continue }
                        for offset in 0...(high - low) {
                            var shifted = units
                            shifted[shifted.count - 1] &+= UInt16(truncatingIfNeeded: offset)
                            map.mappings[low + offset] = String(decoding: shifted, as: UTF16.self)
                        }
                    case .array(let targets):
                        for (offset, target) in targets.enumerated() where UInt32(offset) <= high - low {
                            if case .string(let bytes) = target { map.mappings[low + UInt32(offset)] = unicode(bytes) }
                        }
                    default: continue
                    }
                }
            case "endcodespacerange":
                for pair in stride(from: 0, to: operands.count - 1, by: 2) {
                    if let (_, width) = code(operands[pair]) { map.codeWidths.insert(width) }
                }
            default: break
            }
            if word.hasPrefix("end") || word.hasPrefix("begin") { operands.removeAll() }
            _ = mode
        }
        return map
    }
}

/// Windows code page 1252 as PDF's WinAnsiEncoding (ISO 32000-1 annex D): Latin-1 with
/// typographic characters in 0x80–0x9F.
enum WinAnsi {
    private static let high: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
        0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0, 0x017E, 0x0178,
    ]

    static func scalar(_ byte: UInt8) -> Unicode.Scalar? {
        if (0x80...0x9F).contains(byte) {
            let value = high[Int(byte) - 0x80]
            return value == 0 ? nil : Unicode.Scalar(value)
        }
        return Unicode.Scalar(byte)
    }

    /// The byte of a character, nil outside the encoding.
    static func byte(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x80 || (0xA0...0xFF).contains(scalar.value) { return UInt8(scalar.value) }
        guard let index = high.firstIndex(of: scalar.value) else { return nil }
        return UInt8(0x80 + index)
    }
}

/// The text a content stream draws: strings shown by `Tj`, `TJ`, `'` and `"` in the current
/// font; a line break where the text line's vertical position changes (`Td`, `TD`, `T*`, `Tm`,
/// `'`, `"`, a new text object), a space for a `TJ` gap of a quarter em or more.
enum PDFContentText {
    static func text(of content: [UInt8], fonts: [String: PDFFont]) throws -> String {
        var lexer = PDFLexer(content)
        var operands: [PDFObject] = []
        var font = PDFFont.simple([:])
        var lines: [String] = []
        var line = ""
        var y = 0.0
        var leading = 0.0
        var shownAt: Double?
        func breakLine() {
            if !line.isEmpty { lines.append(line) }
            line = ""
        }
        func show(_ bytes: [UInt8]) throws {
            if let shownAt, abs(shownAt - y) > 0.01 { breakLine() }
            shownAt = y
            line += try font.text(bytes)
        }
        func number(_ back: Int) -> Double? {
            guard operands.count >= back, case .number(let value) = operands[operands.count - back] else { return nil }
            return value
        }
        while !lexer.atEnd {
            let object = try lexer.object(references: false)
            guard case .keyword(let word) = object else {
                operands.append(object)
                continue
            }
            switch word {
            case "Tf":
                if operands.count >= 2, case .name(let name) = operands[operands.count - 2] {
                    guard let selected = fonts[name] else {
                        throw CodecError(
                            .corrupt("the font \(name) is not in the page's resources"), offset: lexer.offset)
                    }
                    font = selected
                }
            case "Tj":
                if case .string(let bytes)? = operands.last { try show(bytes) }
            case "'", "\"":
                breakLine()
                y -= leading
                shownAt = y
                if case .string(let bytes)? = operands.last { line += try font.text(bytes) }
            case "TJ":
                if case .array(let items)? = operands.last {
                    for item in items {
                        switch item {
                        case .string(let bytes): try show(bytes)
                        case .number(let gap) where gap <= -250: line += " "
                        default: break
                        }
                    }
                }
            case "TL": leading = number(1) ?? leading
            case "Td": y += number(1) ?? 0
            case "TD":
                y += number(1) ?? 0
                leading = -(number(1) ?? 0)
            case "T*": y -= leading == 0 ? 1 : leading
            case "Tm": y = number(1) ?? y
            case "BT": y = 0
            case "BI":
                // An inline image: skip to EI.
                while !lexer.atEnd {
                    if case .keyword("ID") = try lexer.object(references: false) { break }
                }
                guard let end = lexer.data[lexer.offset...].firstRange(of: Array("EI".utf8)) else {
                    throw CodecError(.truncated("an inline image is not closed"), offset: lexer.offset)
                }
                lexer.offset = end.upperBound
            default: break
            }
            operands.removeAll()
        }
        breakLine()
        return lines.joined(separator: "\n")
    }
}
