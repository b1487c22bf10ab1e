import Foundation
import TextEscaping

/// Writes ``PropertyListValue`` as an XML property list in Apple's layout.
///
/// Output matches what Apple's writer produces for the same tree: XML declaration, the
/// `PropertyList-1.0` DOCTYPE, `<plist version="1.0">`, one element per line, tab indentation,
/// LF line ends, `<array/>`/`<dict/>` for empty containers and base64 wrapped within 76 columns
/// (tabs counting 8). Dictionary keys keep the value's stored order, so output is deterministic.
///
/// Characters inside strings are written as they are (a CR stays a raw CR byte); only `&`, `<`
/// and `>` are escaped. Dates keep whole seconds (XML has no sub-second form), reals use the
/// shortest text that reads back to the identical `Double`, a UID becomes `{CF$UID: n}`.
public struct XMLPropertyListWriter: Sendable {
    public init() {}

    /// Encodes `value`.
    ///
    /// - Throws: ``PropertyListError/Reason/unrepresentable(_:)`` naming the key path (e.g.
    ///   `WFWorkflowActions[3].WFWorkflowActionParameters.Text`) of a string or key holding a
    ///   character XML 1.0 cannot carry (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE,
    ///   U+FFFF), or of a date that is not finite or too far from 2001 to format. There is no
    ///   input, so the error's `offset` is 0.
    public func write(_ value: PropertyListValue) throws(PropertyListError) -> Data {
        var encoder = XMLPropertyListEncoder()
        try encoder.encode(value)
        return Data(encoder.output)
    }
}

/// The writer's state: output bytes plus a stack of containers being written (iterative, so a
/// deep tree cannot overflow the call stack).
struct XMLPropertyListEncoder {
    var output: [UInt8] = []
    private var stack: [Frame] = []
    private var base64: [UInt8] = []

    private struct Frame {
        enum Container {
            case array([PropertyListValue])
            case dictionary(PropertyListDictionary)
        }
        let container: Container
        let count: Int
        /// Index of the next child to write.
        var next = 0
    }

    mutating func encode(_ root: PropertyListValue) throws(PropertyListError) {
        output.reserveCapacity(4096)
        append(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """)
        try emit(root, indent: 0)
        while let top = stack.indices.last {
            let index = stack[top].next
            if index == stack[top].count {
                indent(top)
                switch stack[top].container {
                case .array: append("</array>\n")
                case .dictionary: append("</dict>\n")
                }
                stack.removeLast()
                continue
            }
            stack[top].next += 1
            switch stack[top].container {
            case .array(let array):
                try emit(array[index], indent: top + 1)
            case .dictionary(let dictionary):
                indent(top + 1)
                append("<key>")
                try appendText(dictionary.keys[index], isKey: true)
                append("</key>\n")
                try emit(dictionary.values[index], indent: top + 1)
            }
        }
        append("</plist>\n")
    }

    /// Writes a scalar or an empty container completely, or opens a container and pushes it.
    private mutating func emit(_ value: PropertyListValue, indent level: Int) throws(PropertyListError) {
        indent(level)
        switch value {
        case .string(let string):
            append("<string>")
            try appendText(string, isKey: false)
            append("</string>\n")
        case .integer(let integer):
            append("<integer>")
            append(integer.description)
            append("</integer>\n")
        case .real(let real):
            append("<real>")
            append(PropertyListRealText.xml(real))
            append("</real>\n")
        case .boolean(let flag):
            append(flag ? "<true/>\n" : "<false/>\n")
        case .date(let date):
            guard let text = PropertyListDateText.format(date.timeIntervalSinceReferenceDate, fraction: false)
            else {
                throw unrepresentable("date \(date.timeIntervalSinceReferenceDate) s since 2001")
            }
            append("<date>")
            append(text)
            append("</date>\n")
        case .data(let data):
            appendData(data, indent: level)
        case .array(let array):
            if array.isEmpty {
                append("<array/>\n")
            } else {
                append("<array>\n")
                stack.append(Frame(container: .array(array), count: array.count))
            }
        case .dictionary(let dictionary):
            if dictionary.isEmpty {
                append("<dict/>\n")
            } else {
                append("<dict>\n")
                stack.append(Frame(container: .dictionary(dictionary), count: dictionary.count))
            }
        case .uid(let uid):
            append("<dict>\n")
            indent(level + 1)
            append("<key>CF$UID</key>\n")
            indent(level + 1)
            append("<integer>")
            append(String(uid))
            append("</integer>\n")
            indent(level)
            append("</dict>\n")
        }
    }

    /// Base64 lines of `76 - 8 × indent` characters at the element's indentation, both capped
    /// at 8 levels, as Apple wraps them (the closing tag keeps the real indentation).
    private mutating func appendData(_ data: Data, indent level: Int) {
        append("<data>\n")
        base64.removeAll(keepingCapacity: true)
        data.withUnsafeBytes { PropertyListBase64.encode($0, into: &base64) }
        let lineIndent = min(level, 8)
        let lineLength = 76 - 8 * lineIndent
        var start = 0
        while start < base64.count {
            let stop = min(start + lineLength, base64.count)
            indent(lineIndent)
            output.append(contentsOf: base64[start..<stop])
            output.append(0x0A)
            start = stop
        }
        indent(level)
        append("</data>\n")
    }

    /// Appends a string with `&`, `<`, `>` escaped (``MarkupEscaping``'s text context), refusing characters
    /// XML 1.0 forbids.
    private mutating func appendText(_ text: String, isKey: Bool) throws(PropertyListError) {
        var text = text
        let forbidden: Int? = text.withUTF8 { bytes in
            let count = bytes.count
            var runStart = 0
            var index = 0
            while index < count {
                let byte = bytes[index]
                if byte >= 0x3F && byte != 0xEF {  // common case: nothing to check
                    index += 1
                    continue
                }
                guard let replacement = MarkupEscaping.entity(for: byte, in: .text) else {
                    switch byte {
                    case 0x09, 0x0A, 0x0D:
                        index += 1
                        continue
                    case 0..<0x20:
                        return index
                    case 0xEF:  // U+FFFE / U+FFFF are EF BF BE / EF BF BF
                        if index + 2 < count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                            return index
                        }
                        index += 1
                        continue
                    default:
                        index += 1
                        continue
                    }
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                append(replacement)
                index += 1
                runStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
            return nil
        }
        if let forbidden {
            let scalar =
                String(decoding: Array(text.utf8.dropFirst(forbidden).prefix(3)), as: UTF8.self)
                .unicodeScalars.first?.value ?? 0
            let hex = String(scalar, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            throw unrepresentable("\(isKey ? "dictionary key" : "string") contains \(code), which XML 1.0 cannot hold")
        }
    }

    private func unrepresentable(_ message: String) -> PropertyListError {
        PropertyListError(.unrepresentable("\(message) (at \(keyPath))"), offset: 0)
    }

    /// Where the value being written sits, e.g. `WFWorkflowActions[3].WFWorkflowActionParameters`.
    private var keyPath: String {
        var path = ""
        for frame in stack {
            let index = frame.next - 1
            guard index >= 0 else { break }
            switch frame.container {
            case .array: path += "[\(index)]"
            case .dictionary(let dictionary):
                path += (path.isEmpty ? "" : ".") + Self.printable(dictionary.keys[index])
            }
        }
        return path.isEmpty ? "the root" : path
    }

    /// A key with control characters spelled out, so the message stays on one line.
    private static func printable(_ key: String) -> String {
        var result = ""
        for scalar in key.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @inline(__always) private mutating func indent(_ level: Int) {
        for _ in 0..<level { output.append(0x09) }
    }

    @inline(__always) private mutating func append(_ literal: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    @inline(__always) private mutating func append(_ string: String) {
        output.append(contentsOf: string.utf8)
    }
}
