import Archives
import Foundation
import TestSupport
import Testing

@testable import PDFCodec

/// The PDF reader on its own: fonts and their Unicode maps, what cannot be read (each a
/// ``CodecError`` with its reason), and hostile input. Expectations: ISO 32000-1 (§9.10 text
/// extraction, ToUnicode CMaps, `/Differences`; §7.3 objects; §7.5.7 object streams).
@Suite struct PDFTextReaderTests {
    /// The text of each page of `data`.
    static func texts(_ data: Data) throws -> [String] {
        var reader = try PDFTextReader([UInt8](data), maximumBytes: 1 << 20)
        return try reader.pageTexts()
    }

    /// The detail of the ``CodecError/Reason/unsupported(_:)`` reading `data` fails with, or nil.
    static func unsupported(_ data: Data) -> String? {
        do {
            _ = try texts(data)
        } catch let error as CodecError {
            if case .unsupported(let detail) = error.reason { return detail }
        } catch {}
        return nil
    }

    /// A minimal PDF around one content stream and font dictionary, written here.
    static func handWritten(content: String, font: String, extra: String = "", trailer: String = "") -> Data {
        var body = "%PDF-1.4\n"
        body += "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
        body += "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
        body +=
            "3 0 obj << /Type /Page /Parent 2 0 R /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >> endobj\n"
        body += "4 0 obj \(font) endobj\n"
        body += "5 0 obj << /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream endobj\n"
        body += extra
        body += "trailer << /Root 1 0 R \(trailer) >>\n%%EOF\n"
        return Data(body.utf8)
    }

    @Test func toUnicodeMapsTJGapsAndWhatCannotBeRead() throws {
        // A composite font with a ToUnicode map: two-byte codes, a bfchar and a bfrange.
        let cmap = """
            /CIDInit /ProcSet findresource begin 12 dict begin begincmap
            1 begincodespacerange <0000> <FFFF> endcodespacerange
            1 beginbfchar <0001> <0048> endbfchar
            1 beginbfrange <0002> <0004> <0069> endbfrange
            endcmap end end
            """
        let withMap = Self.handWritten(
            content: "BT /F1 12 Tf 72 700 Td [<0001> -300 <00020003>] TJ 0 -14 Td <0004> Tj ET",
            font: "<< /Type /Font /Subtype /Type0 /BaseFont /X /ToUnicode 6 0 R >>",
            extra: "6 0 obj << /Length \(cmap.utf8.count) >>\nstream\n\(cmap)\nendstream endobj\n")
        #expect(try Self.texts(withMap) == ["H ij\nk"])
        // Without the map the text cannot be known.
        let cid = Self.handWritten(
            content: "BT /F1 12 Tf <0001> Tj ET", font: "<< /Type /Font /Subtype /Type0 /BaseFont /X >>")
        #expect(Self.unsupported(cid)?.contains("composite (CID) font without a ToUnicode map") == true)
        // Differences rename codes to glyphs.
        let differences = Self.handWritten(
            content: "BT /F1 12 Tf (\\001\\002) Tj ET",
            font: "<< /Type /Font /Subtype /Type1 /BaseFont /Y /Encoding << /Differences [1 /H /uni00E9] >> >>")
        #expect(try Self.texts(differences) == ["Hé"])
        // Encrypted, another filter.
        let encrypted = Self.handWritten(
            content: "BT /F1 12 Tf (x) Tj ET", font: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            extra: "7 0 obj << /Filter /Standard /V 1 >> endobj\n", trailer: "/Encrypt 7 0 R")
        #expect(Self.unsupported(encrypted) == "the PDF is encrypted")
        var lzw = String(decoding: Self.handWritten(content: "xx", font: "<< >>"), as: UTF8.self)
        lzw = lzw.replacingOccurrences(
            of: "5 0 obj << /Length 2 >>", with: "5 0 obj << /Length 2 /Filter /LZWDecode >>")
        #expect(Self.unsupported(Data(lzw.utf8))?.contains("LZWDecode, which is not read here") == true)
    }

    /// Hostile PDFs: every truncation and byte damage of a real file, deep nesting, an
    /// unterminated string, a decompression bomb, a page tree that loops — each a `CodecError` or
    /// text, bounded, never a crash or a hang.
    @Test func hostilePDFsFailBoundedWithTheirOffset() throws {
        let good = [UInt8](
            PDFWriter.document(try PDFWriter.textPages("Hello\nworld", margin: 18), textMargin: 18, imageMargin: 0))
        var outcomes = 0
        for length in stride(from: 0, to: good.count, by: 7) {
            do {
                var reader = try PDFTextReader(Array(good.prefix(length)), maximumBytes: 1 << 20)
                _ = try PDFPageSplitter.split(reader)
                _ = try reader.pageTexts()
            } catch is CodecError { outcomes += 1 }
        }
        #expect(outcomes > 0)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = good
            for _ in 0..<4 {
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(
                    in: 0...255, using: &generator)
            }
            do {
                var reader = try PDFTextReader(damaged, maximumBytes: 1 << 20)
                _ = try PDFPageSplitter.split(reader)
                _ = try reader.pageTexts()
            } catch is CodecError {}
        }
        // Nesting 100,000 arrays deep.
        let deep = Array("%PDF-1.4\n1 0 obj ".utf8) + [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        var lexer = PDFLexer(deep, at: 17)
        #expect(throws: CodecError.self) { try lexer.object() }
        let unterminated = Array("(abc".utf8)
        var stringLexer = PDFLexer(unterminated)
        #expect(throws: CodecError(.truncated("a string is not closed"), offset: 0)) { try stringLexer.object() }
        // 10 MB of zeros as a zlib stream (fixed-Huffman copies, as in ArchivesTests), read
        // with a 1 MB limit.
        var writer = DeflateBitWriter()
        writer.write(1, 1)
        writer.write(1, 2)
        writer.writeReversed(0b0011_0000, 8)
        for _ in 0..<40_000 {
            writer.writeReversed(0b1100_0101, 8)
            writer.writeReversed(0, 5)
        }
        writer.writeReversed(0, 7)
        let bomb: [UInt8] = [0x78, 0x01] + writer.bytes
        let content = "5 0 obj << /Length \(bomb.count) /Filter /FlateDecode >>\nstream\n"
        var file = String(decoding: Self.handWritten(content: "", font: "<< >>"), as: UTF8.self)
        file = file.replacingOccurrences(of: "5 0 obj << /Length 0 >>\nstream\n\n", with: "")
        let bytes = Array(file.utf8) + Array(content.utf8) + bomb + Array("\nendstream endobj\n".utf8)
        #expect(throws: CodecError.self) {
            var reader = try PDFTextReader(bytes, maximumBytes: 1 << 20)
            _ = try reader.pageTexts()
        }
        // Numbers too large for an integer where counts, offsets and codes are expected.
        let huge = Self.handWritten(
            content: "BT /F1 12 Tf (\\001) Tj ET",
            font: "<< /Type /Font /Subtype /Type1 /BaseFont /Y /Encoding << /Differences [1e300 /H] >> >>",
            extra: "8 0 obj << /Type /ObjStm /N 1e300 /First 1e300 /Length 3 >>\nstream\n1 0\nendstream endobj\n")
        #expect(throws: CodecError(.corrupt("object stream 8 has no valid N and First"), offset: 0)) {
            _ = try PDFTextReader([UInt8](huge), maximumBytes: 1 << 20)
        }
        // A page tree whose kid is its own parent.
        let loop = Array(
            "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [2 0 R] >> endobj\n"
                .utf8)
        #expect(throws: CodecError.self) {
            var reader = try PDFTextReader(loop, maximumBytes: 1 << 20)
            _ = try reader.pageTexts()
        }
    }
}
