import Foundation

/// Why a `multipart/form-data` body was refused, and the byte offset where.
package struct MultipartError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable {
        /// The Content-Type has no usable `boundary` parameter.
        case missingBoundary
        /// No opening boundary line.
        case noOpeningBoundary
        /// A part's header block is malformed or too long.
        case malformedHeaders
        /// A part has no `Content-Disposition: form-data; name=…`.
        case missingName
        /// The body ends before the closing boundary.
        case unterminated
        /// More parts than allowed.
        case tooManyParts(limit: Int)
    }

    package var reason: Reason
    package var offset: Int

    package init(_ reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    package var description: String {
        let what: String
        switch reason {
        case .missingBoundary: what = "multipart body without a boundary parameter"
        case .noOpeningBoundary: what = "multipart body does not start with its boundary"
        case .malformedHeaders: what = "malformed part headers"
        case .missingName: what = "part without a form-data name"
        case .unterminated: what = "multipart body ends before its closing boundary"
        case .tooManyParts(let limit): what = "more than \(limit) parts"
        }
        return "\(what) at byte \(offset)"
    }
}

/// A `multipart/form-data` body (RFC 7578), as the add page's upload form sends it: the parts'
/// names, file names, content types and bytes. The body is already size-limited by the caller;
/// the parser is linear, bounds header blocks and the number of parts, and never touches the
/// file system (a part's `filename` is only data).
package struct MultipartFormData: Sendable, Equatable {
    package struct Part: Sendable, Equatable {
        package var name: String
        package var fileName: String?
        package var contentType: String?
        package var body: Data
    }

    package var parts: [Part]

    /// Longest header block of one part.
    static let maximumHeaderBytes = 8 * 1024

    /// The first part called `name`.
    package func part(_ name: String) -> Part? { parts.first { $0.name == name } }

    /// The text of field `name` (UTF-8), or nil.
    package func text(_ name: String) -> String? { part(name).map { String(decoding: $0.body, as: UTF8.self) } }

    /// The `boundary` parameter of a `multipart/form-data` Content-Type, or nil.
    package static func boundary(contentType: String) -> String? {
        let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = pieces.first, first.lowercased() == "multipart/form-data" else { return nil }
        for piece in pieces.dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            var value = pair[1]
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                value = String(value.dropFirst().dropLast())
            }
            // RFC 2046: 1 to 70 characters.
            guard (1...70).contains(value.utf8.count), !value.contains("\r"), !value.contains("\n") else { return nil }
            return value
        }
        return nil
    }

    package init(data: Data, boundary: String, maximumParts: Int = 8) throws(MultipartError) {
        let bytes = [UInt8](data)
        let delimiter = Array(("--" + boundary).utf8)
        let separator = Array(("\r\n--" + boundary).utf8)
        guard let first = Self.find(delimiter, in: bytes, from: 0),
            first == 0 || (first >= 2 && bytes[first - 2] == 13 && bytes[first - 1] == 10)
        else { throw MultipartError(.noOpeningBoundary, offset: 0) }
        var position = first + delimiter.count
        var parts: [Part] = []
        while true {
            // After a boundary: "--" ends the body, CRLF starts a part.
            guard position + 2 <= bytes.count else { throw MultipartError(.unterminated, offset: position) }
            if bytes[position] == 45 && bytes[position + 1] == 45 { break }
            guard bytes[position] == 13 && bytes[position + 1] == 10 else {
                throw MultipartError(.malformedHeaders, offset: position)
            }
            position += 2
            guard parts.count < maximumParts else {
                throw MultipartError(.tooManyParts(limit: maximumParts), offset: position)
            }
            let headerLimit = min(bytes.count, position + Self.maximumHeaderBytes)
            guard let headerEnd = Self.find([13, 10, 13, 10], in: bytes, from: position, until: headerLimit) else {
                throw MultipartError(bytes.count < headerLimit ? .unterminated : .malformedHeaders, offset: position)
            }
            let headers = try Self.headers(bytes[position..<headerEnd], offset: position)
            let bodyStart = headerEnd + 4
            guard let bodyEnd = Self.find(separator, in: bytes, from: bodyStart) else {
                throw MultipartError(.unterminated, offset: bodyStart)
            }
            guard let disposition = headers["content-disposition"],
                let parameters = Self.dispositionParameters(disposition), let name = parameters["name"]
            else { throw MultipartError(.missingName, offset: position) }
            parts.append(
                Part(
                    name: name, fileName: parameters["filename"], contentType: headers["content-type"],
                    body: Data(bytes[bodyStart..<bodyEnd])))
            position = bodyEnd + separator.count
        }
        self.parts = parts
    }

    /// Header lines `Name: value` (names lower-cased; the last wins).
    static func headers(_ block: ArraySlice<UInt8>, offset: Int) throws(MultipartError) -> [String: String] {
        var out: [String: String] = [:]
        let text = String(decoding: block, as: UTF8.self)
        for line in text.components(separatedBy: "\r\n") where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw MultipartError(.malformedHeaders, offset: offset) }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard !name.isEmpty else { throw MultipartError(.malformedHeaders, offset: offset) }
            out[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return out
    }

    /// `form-data; name="a"; filename="b"` → parameters; nil unless the type is `form-data`.
    /// Quoted values may contain `;` and backslash-escaped quotes.
    static func dispositionParameters(_ value: String) -> [String: String]? {
        var characters = Substring(value)
        func skipSpaces() { while characters.first == " " || characters.first == "\t" { characters.removeFirst() } }
        let type = characters.prefix { $0 != ";" }
        guard type.trimmingCharacters(in: .whitespaces).lowercased() == "form-data" else { return nil }
        characters = characters.dropFirst(type.count)
        var out: [String: String] = [:]
        while characters.first == ";" {
            characters.removeFirst()
            skipSpaces()
            let key = characters.prefix { $0 != "=" && $0 != ";" }
            characters = characters.dropFirst(key.count)
            guard characters.first == "=" else { continue }
            characters.removeFirst()
            var parsed = ""
            if characters.first == "\"" {
                characters.removeFirst()
                while let c = characters.first, c != "\"" {
                    characters.removeFirst()
                    if c == "\\", let next = characters.first {
                        parsed.append(next)
                        characters.removeFirst()
                    } else {
                        parsed.append(c)
                    }
                }
                if characters.first == "\"" { characters.removeFirst() }
                skipSpaces()
            } else {
                let raw = characters.prefix { $0 != ";" }
                characters = characters.dropFirst(raw.count)
                parsed = raw.trimmingCharacters(in: .whitespaces)
            }
            out[key.trimmingCharacters(in: .whitespaces).lowercased()] = parsed
        }
        return out
    }

    /// First index of `needle` in `bytes[from..<until]` (naive search with a first-byte skip;
    /// bodies are size-limited before parsing).
    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int, until: Int? = nil) -> Int? {
        let end = (until ?? bytes.count) - needle.count
        guard let head = needle.first, from <= end else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            var index = from
            while index <= end {
                if buffer[index] == head {
                    var match = true
                    for offset in 1..<needle.count where buffer[index + offset] != needle[offset] {
                        match = false
                        break
                    }
                    if match { return index }
                }
                index += 1
            }
            return nil
        }
    }
}
