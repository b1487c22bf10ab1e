/// Turns the bytes of a strings file or catalog into text: UTF-8 (optional BOM) or UTF-16 with
/// or without a BOM (Xcode's old default for `.strings`), validated, with the line and column
/// of the first bad byte on failure.
enum TextDecoder {
    static func decode(_ bytes: [UInt8]) throws(LocalizationFileError) -> String {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try utf8(Array(bytes.dropFirst(3))) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(Array(bytes.dropFirst(2)), littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(Array(bytes.dropFirst(2)), littleEndian: false) }
        // No BOM: text that starts with an ASCII character stored in two bytes is UTF-16.
        if bytes.count >= 2 {
            if bytes[0] != 0 && bytes[1] == 0 { return try utf16(bytes, littleEndian: true) }
            if bytes[0] == 0 && bytes[1] != 0 { return try utf16(bytes, littleEndian: false) }
        }
        return try utf8(bytes)
    }

    private static func utf8(_ bytes: [UInt8]) throws(LocalizationFileError) -> String {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .emptyInput:
                return String(scalars)
            case .error:
                throw failure("not UTF-8 at byte \(offset)", decodedSoFar: String(scalars))
            }
        }
    }

    private static func utf16(_ bytes: [UInt8], littleEndian: Bool) throws(LocalizationFileError) -> String {
        guard bytes.count % 2 == 0 else {
            throw failure("UTF-16 text with an odd number of bytes", decodedSoFar: "")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var parser = Unicode.UTF16.ForwardParser()
        var iterator = units.makeIterator()
        var scalars = String.UnicodeScalarView()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF16.decode(encoded))
                offset += encoded.count * 2
            case .emptyInput:
                return String(scalars)
            case .error:
                throw failure("unpaired UTF-16 surrogate at byte \(offset)", decodedSoFar: String(scalars))
            }
        }
    }

    /// The error, placed after the text decoded before the bad byte.
    private static func failure(_ detail: String, decodedSoFar text: String) -> LocalizationFileError {
        var line = 1
        var column = 1
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return LocalizationFileError(.invalidEncoding(detail), line: line, column: column)
    }
}
