import Archives
import Foundation
import ImageCodecs

/// Writes a PDF 1.4 document (ISO 32000-1) of text pages and image pages: text in the standard
/// Courier font with WinAnsi encoding on US Letter pages, wrapped to the page width; each image
/// on a page of its size in points, its alpha as a soft mask.
package enum PDFWriter {
    package enum Page: Sendable, Equatable {
        /// Lines already wrapped to the page, at most `linesPerPage(margin:)` of them.
        case text([String])
        case image(RGBAImage)
    }

    static let pageWidth = 612.0
    static let pageHeight = 792.0
    static let fontSize = 11.0
    static let lineHeight = 13.0

    /// Courier's advance is 600/1000 em for every character.
    package static func charactersPerLine(margin: Double) -> Int { Int((pageWidth - 2 * margin) / (fontSize * 0.6)) }
    package static func linesPerPage(margin: Double) -> Int { Int((pageHeight - 2 * margin) / lineHeight) }

    /// `text` as pages: each line wrapped at a space where there is one, else at the width.
    /// Characters outside WinAnsi throw (the standard fonts have no others).
    package static func textPages(_ text: String, margin: Double) throws -> [Page] {
        for scalar in text.unicodeScalars where scalar != "\n" && scalar != "\r" && scalar != "\t" {
            guard WinAnsi.byte(scalar) != nil else {
                throw CodecError(
                    .unsupported(
                        "“\(scalar)” (U+\(String(scalar.value, radix: 16, uppercase: true))) is outside the standard PDF fonts' characters"
                    ),
                    offset: 0)
            }
        }
        let width = charactersPerLine(margin: margin)
        var lines: [String] = []
        for paragraph in text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            var rest = Substring(paragraph.replacingOccurrences(of: "\t", with: "    "))
            repeat {
                if rest.count <= width {
                    lines.append(String(rest))
                    rest = ""
                } else {
                    let limit = rest.index(rest.startIndex, offsetBy: width)
                    let cut = rest[..<limit].lastIndex(of: " ").map { rest.index(after: $0) } ?? limit
                    lines.append(String(rest[..<cut]).trimmingTrailingSpaces)
                    rest = rest[cut...]
                }
            } while !rest.isEmpty
        }
        let perPage = linesPerPage(margin: margin)
        return stride(from: 0, to: lines.count, by: perPage).map {
            .text(Array(lines[$0..<min(lines.count, $0 + perPage)]))
        }
    }

    /// The document's bytes: text from `textMargin` (what the pages were wrapped for), images
    /// inside a border of `imageMargin` points.
    package static func document(_ pages: [Page], textMargin: Double, imageMargin: Double) -> [UInt8] {
        var objects: [[UInt8]] = []
        // 1: catalog, 2: page tree, 3: font; then per page: page, content, [image, [mask]].
        var kids: [Int] = []
        var bodies: [(Int, [UInt8])] = []
        var next = 4
        func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }
        func stream(_ dictionary: String, _ bytes: [UInt8]) -> [UInt8] {
            ascii("<< \(dictionary) /Length \(bytes.count) >>\nstream\n") + bytes + ascii("\nendstream")
        }
        for page in pages {
            let pageNumber = next
            let contentNumber = next + 1
            next += 2
            kids.append(pageNumber)
            switch page {
            case .text(let lines):
                var content = ascii(
                    "BT\n/F1 \(format(fontSize)) Tf\n\(format(lineHeight)) TL\n\(format(textMargin)) \(format(pageHeight - textMargin - fontSize)) Td\n"
                )
                for (index, line) in lines.enumerated() {
                    if index > 0 { content += ascii("T*\n") }
                    content += literal(line) + ascii(" Tj\n")
                }
                content += ascii("ET")
                bodies.append(
                    (
                        pageNumber,
                        ascii(
                            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(format(pageWidth)) \(format(pageHeight))] /Resources << /Font << /F1 3 0 R >> >> /Contents \(contentNumber) 0 R >>"
                        )
                    ))
                bodies.append((contentNumber, stream("", content)))
            case .image(let image):
                let imageNumber = next
                next += 1
                var rgb: [UInt8] = []
                var alpha: [UInt8] = []
                rgb.reserveCapacity(image.width * image.height * 3)
                for index in stride(from: 0, to: image.pixels.count, by: 4) {
                    rgb += image.pixels[index..<index + 3]
                    alpha.append(image.pixels[index + 3])
                }
                var mask = ""
                if alpha.contains(where: { $0 != 255 }) {
                    let maskNumber = next
                    next += 1
                    mask = " /SMask \(maskNumber) 0 R"
                    bodies.append(
                        (
                            maskNumber,
                            stream(
                                "/Type /XObject /Subtype /Image /Width \(image.width) /Height \(image.height) /ColorSpace /DeviceGray /BitsPerComponent 8",
                                alpha)
                        ))
                }
                bodies.append(
                    (
                        imageNumber,
                        stream(
                            "/Type /XObject /Subtype /Image /Width \(image.width) /Height \(image.height) /ColorSpace /DeviceRGB /BitsPerComponent 8\(mask)",
                            rgb)
                    ))
                let (width, height) = (Double(image.width), Double(image.height))
                let content = ascii(
                    "q \(format(width)) 0 0 \(format(height)) \(format(imageMargin)) \(format(imageMargin)) cm /Im1 Do Q"
                )
                bodies.append(
                    (
                        pageNumber,
                        ascii(
                            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(format(width + 2 * imageMargin)) \(format(height + 2 * imageMargin))] /Resources << /XObject << /Im1 \(imageNumber) 0 R >> >> /Contents \(contentNumber) 0 R >>"
                        )
                    ))
                bodies.append((contentNumber, stream("", content)))
            }
        }
        objects = [[UInt8]](repeating: [], count: next)
        objects[1] = ascii("<< /Type /Catalog /Pages 2 0 R >>")
        objects[2] = ascii(
            "<< /Type /Pages /Kids [\(kids.map { "\($0) 0 R" }.joined(separator: " "))] /Count \(kids.count) >>")
        objects[3] = ascii("<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>")
        for (number, body) in bodies { objects[number] = body }
        var out = ascii("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n")
        var offsets: [Int] = []
        for number in 1..<next {
            offsets.append(out.count)
            out += ascii("\(number) 0 obj\n") + objects[number] + ascii("\nendobj\n")
        }
        let xref = out.count
        out += ascii("xref\n0 \(next)\n0000000000 65535 f \n")
        for offset in offsets {
            out += ascii(String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n")
        }
        out += ascii("trailer\n<< /Size \(next) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n")
        return out
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    /// A literal string of WinAnsi bytes, with `(`, `)` and `\` escaped.
    private static func literal(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "(")]
        for scalar in text.unicodeScalars {
            let byte = WinAnsi.byte(scalar) ?? UInt8(ascii: "?")
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "\\") {
                out.append(UInt8(ascii: "\\"))
            }
            out.append(byte)
        }
        out.append(UInt8(ascii: ")"))
        return out
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.hasSuffix(" ") { copy.removeLast() }
        return copy
    }
}
