import Diagnostics

/// An old-style strings file (`"key" = "value";`), as Xcode's `AppShortcuts.strings` holds phrase
/// translations: keys are the source phrases with `${applicationName}` / `${parameter}` tokens.
public struct StringsFile: Sendable, Equatable {
    /// One `"key" = "value";` entry with where its key and value start.
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: String
        public var keySource: SourceLocation
        public var valueSource: SourceLocation

        public init(key: String, value: String, keySource: SourceLocation, valueSource: SourceLocation) {
            self.key = key
            self.value = value
            self.keySource = keySource
            self.valueSource = valueSource
        }
    }

    /// The entries in file order (a repeated key appears twice; the build keeps the last).
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Parses `bytes` (UTF-8, or UTF-16 with or without BOM); `path` names the file in locations.
    ///
    /// - Throws: ``LocalizationFileError`` with line and column for bad encoding, unterminated
    ///   strings or comments, unknown escapes and anything that is not `key = value;`.
    public init(bytes: [UInt8], path: String) throws(LocalizationFileError) {
        let text = try TextDecoder.decode(bytes)
        var parser = StringsFileParser(text: text, path: path)
        self.entries = try parser.parse()
    }
}

/// The grammar of old-style strings files: comments (`/* */`, `//`), quoted or bare keys and
/// values, `\n \t \r \" \\ \' \a \b \f \v`, octal and `\U`/`\u` escapes, `;` after each entry.
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private let path: String
    private var index = 0
    private var line = 1
    private var column = 1

    init(text: String, path: String) {
        self.scalars = Array(text.unicodeScalars)
        self.path = path
    }

    mutating func parse() throws(LocalizationFileError) -> [StringsFile.Entry] {
        var entries: [StringsFile.Entry] = []
        while true {
            try skipSpaceAndComments()
            guard index < scalars.count else { return entries }
            let keySource = here
            let key = try string(expected: "a quoted key")
            try skipSpaceAndComments()
            var value = key
            var valueSource = keySource
            if peek == "=" {
                advance()
                try skipSpaceAndComments()
                valueSource = here
                value = try string(expected: "a quoted value")
                try skipSpaceAndComments()
            }
            guard peek == ";" else { throw error(.unexpected(found: found, expected: "';'")) }
            advance()
            entries.append(StringsFile.Entry(key: key, value: value, keySource: keySource, valueSource: valueSource))
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private var here: SourceLocation { SourceLocation(file: path, line: line, column: column) }

    private var found: String {
        guard let peek else { return "end of file" }
        let printable = (0x21...0x7E).contains(peek.value)
        return "'" + (printable ? String(peek) : peek.escaped(asASCII: true)) + "'"
    }

    private func error(_ reason: LocalizationFileError.Reason) -> LocalizationFileError {
        LocalizationFileError(reason, line: line, column: column)
    }

    private mutating func advance() {
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += String(scalar).utf8.count
        }
    }

    private mutating func skipSpaceAndComments() throws(LocalizationFileError) {
        while let scalar = peek {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = (line, column)
                advance()
                advance()
                while true {
                    guard let next = peek else {
                        throw LocalizationFileError(.unterminatedComment, line: start.0, column: start.1)
                    }
                    advance()
                    if next == "*", peek == "/" {
                        advance()
                        break
                    }
                }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private static func isBareCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "_$+/:.-".unicodeScalars.contains(scalar))
    }

    private mutating func string(expected: String) throws(LocalizationFileError) -> String {
        guard let first = peek else { throw error(.unexpected(found: found, expected: expected)) }
        if first != "\"" {
            guard Self.isBareCharacter(first) else { throw error(.unexpected(found: found, expected: expected)) }
            var bare = String.UnicodeScalarView()
            while let next = peek, Self.isBareCharacter(next) {
                bare.append(next)
                advance()
            }
            return String(bare)
        }
        let start = (line, column)
        advance()
        var result = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        while true {
            guard let scalar = peek else {
                throw LocalizationFileError(.unterminatedString, line: start.0, column: start.1)
            }
            if scalar == "\"" {
                advance()
                guard pendingHighSurrogate == nil else { throw error(.invalidEscape("U (unpaired surrogate)")) }
                return String(result)
            }
            guard scalar == "\\" else {
                guard pendingHighSurrogate == nil else { throw error(.invalidEscape("U (unpaired surrogate)")) }
                result.append(scalar)
                advance()
                continue
            }
            advance()
            guard let escape = peek else {
                throw LocalizationFileError(.unterminatedString, line: start.0, column: start.1)
            }
            let simple: [Unicode.Scalar: Unicode.Scalar] = [
                "n": "\n", "t": "\t", "r": "\r", "\"": "\"", "\\": "\\", "'": "'", "a": "\u{07}", "b": "\u{08}",
                "f": "\u{0C}", "v": "\u{0B}", "\n": "\n",
            ]
            if let replacement = simple[escape] {
                guard pendingHighSurrogate == nil else { throw error(.invalidEscape("U (unpaired surrogate)")) }
                advance()
                result.append(replacement)
            } else if ("0"..."7").contains(escape) {
                var value: UInt32 = 0
                var digits = 0
                while digits < 3, let digit = peek, ("0"..."7").contains(digit) {
                    value = value * 8 + (digit.value - 48)
                    digits += 1
                    advance()
                }
                guard let decoded = Unicode.Scalar(value) else { throw error(.invalidEscape("\(value)")) }
                result.append(decoded)
            } else if escape == "U" || escape == "u" {
                advance()
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = peek, let nibble = Self.hexValue(digit) else {
                        throw error(.invalidEscape("\(escape) needs four hex digits"))
                    }
                    value = value << 4 | nibble
                    advance()
                }
                if let high = pendingHighSurrogate {
                    guard (0xDC00...0xDFFF).contains(value) else {
                        throw error(.invalidEscape("U (unpaired surrogate)"))
                    }
                    pendingHighSurrogate = nil
                    result.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))!)
                } else if (0xD800...0xDBFF).contains(value) {
                    pendingHighSurrogate = value
                } else if let decoded = Unicode.Scalar(value) {
                    result.append(decoded)
                } else {
                    throw error(.invalidEscape("U (unpaired surrogate)"))
                }
            } else {
                throw error(.invalidEscape(String(escape)))
            }
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }
}
