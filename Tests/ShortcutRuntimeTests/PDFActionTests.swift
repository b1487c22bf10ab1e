import Foundation
import ShortcutAuthoring
import ShortcutModel
import TestSupport
import Testing

@testable import ShortcutRuntime

/// Make PDF, Get Text from PDF and Split PDF Into Pages. Expectations: the Shortcuts User Guide's descriptions (Make
/// PDF makes a PDF of the input — text, images; Get Text from PDF returns the text of a PDF,
/// Combine Pages joining the pages), the catalog's parameters (`WFPDFIncludedPages` with All
/// Pages, Single Page, Page Range; `WFCombinePages`, page header and footer), and ISO 32000-1 for
/// the file: our PDFs (and each page Split PDF Into Pages makes) pass `qpdf --check` and Ghostscript's text extraction reads our text; a
/// PDF made by Ghostscript (`ps2pdf`, Flate-compressed content, indirect lengths, the `'`
/// operator) and one rewritten by qpdf into object streams are read by ours.
@Suite struct PDFActionTests {
    static func pdf(_ value: RuntimeValue) throws -> RuntimeFile {
        guard case .file(let file) = value else { throw PDFError("not a file: \(value)", offset: 0) }
        return file
    }

    func text(of pdf: RuntimeValue, _ parameters: KeyValuePairs<String, Value> = [:]) async throws -> RuntimeValue {
        try await output(input: pdf) { s in s.add(act("gettextfrompdf", parameters)) }
    }

    @Test func textRoundTripsThroughMakePDFAndGetTextFromPDF() async throws {
        let original = "Hello, PDF\nCafé – “quotes” (parentheses) and a \\ backslash\n\nafter a blank line"
        let made = try await output(input: .text(original)) { s in s.add(act("makepdf")) }
        let file = try Self.pdf(made)
        #expect(file.name == "PDF.pdf")
        #expect(file.data.starts(with: Data("%PDF-1.4".utf8)))
        // The blank line draws nothing; the others come back as drawn.
        #expect(try await text(of: made) == .text(original.replacingOccurrences(of: "\n\n", with: "\n")))
    }

    @Test func longTextWrapsAndFlowsOntoPages() async throws {
        let perPage = PDFWriter.linesPerPage(margin: 18)
        let lines = (1...(perPage + 5)).map { "line \($0)" }
        let long = String(repeating: "word ", count: 40).trimmingCharacters(in: .whitespaces)
        let made = try await output(input: .text(([long] + lines).joined(separator: "\n"))) { s in
            s.add(act("makepdf"))
        }
        let pages = try await text(of: made, ["WFCombinePages": false])
        #expect(pages.items.count == 2)
        guard case .text(let first)? = pages.items.first else {
            Issue.record("no first page")
            return
        }
        let firstLines = first.split(separator: "\n").map(String.init)
        // Wrapped at a space within the width, every word kept.
        let wrapped = Array(firstLines.prefix { !$0.hasPrefix("line ") })
        #expect(wrapped.count == 3)  // 199 characters at 87 a line
        #expect(wrapped.allSatisfy { $0.count <= PDFWriter.charactersPerLine(margin: 18) })
        #expect(wrapped.joined(separator: " ") == long)
        // Combined with a header and footer around each page.
        let combined = try await text(
            of: made, ["WFGetTextFromPDFPageHeader": "[top]", "WFGetTextFromPDFPageFooter": "[end]"])
        guard case .text(let all) = combined else {
            Issue.record("not text: \(combined)")
            return
        }
        #expect(all.hasPrefix("[top]\n" + firstLines[0]))
        #expect(all.hasSuffix("line \(perPage + 5)\n[end]"))
        #expect(all.components(separatedBy: "[top]").count == 3)
        // Page selection.
        let second = try await output(input: .text(([long] + lines).joined(separator: "\n"))) { s in
            s.add(act("makepdf", ["WFPDFIncludedPages": "Single Page", "WFPDFSinglePage": 2]))
            s.add(act("gettextfrompdf"))
        }
        #expect(second == pages.items[1])
        let outOfRange = try await failure(input: .text("one page")) { s in
            s.add(
                act("makepdf", ["WFPDFIncludedPages": "Page Range", "WFPDFPageRangeStart": 1, "WFPDFPageRangeEnd": 3]))
        }
        #expect(outOfRange?.message.contains("pages 1–3 of 1") == true)
    }

    @Test func otherToolsReadOurPDFs() async throws {
        let qpdf = URL(fileURLWithPath: "/usr/bin/qpdf")
        let gs = URL(fileURLWithPath: "/usr/bin/gs")
        guard Prerequisite.require(FileManager.default.isExecutableFile(atPath: qpdf.path), "qpdf (Debian qpdf)"),
            Prerequisite.require(FileManager.default.isExecutableFile(atPath: gs.path), "gs (Debian ghostscript)")
        else { return }
        var pixels: [UInt8] = []
        for index in 0..<(6 * 4) { pixels += [UInt8(index * 10), 100, 200, index % 2 == 0 ? 255 : 128] }
        let image = RGBAImage(width: 6, height: 4, pixels: pixels)
        let png = RuntimeValue.file(RuntimeFile(name: "a.png", type: "png", data: Data(PNGCodec.encode(image))))
        let made = try await output(input: .list([.text("Text page (one)"), png])) { s in
            s.add(act("makepdf", ["WFPDFIncludeMargin": true]))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-tools-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("made.pdf")
        try Self.pdf(made).data.write(to: path)
        let check = try ProgramRun.run(qpdf, ["--check", path.path])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("No syntax or stream encoding errors"))
        let pages = try ProgramRun.run(qpdf, ["--show-npages", path.path])
        #expect(pages.output.trimmingCharacters(in: .whitespacesAndNewlines) == "2")
        let extracted = try ProgramRun.run(
            gs, ["-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=txtwrite", "-sOutputFile=-", path.path])
        #expect(extracted.output.contains("Text page (one)"), "\(extracted.output)")
    }

    @Test func readsPDFsMadeByGhostscriptAndQPDF() async throws {
        let gs = URL(fileURLWithPath: "/usr/bin/gs")
        let qpdf = URL(fileURLWithPath: "/usr/bin/qpdf")
        guard Prerequisite.require(FileManager.default.isExecutableFile(atPath: gs.path), "gs (Debian ghostscript)"),
            Prerequisite.require(FileManager.default.isExecutableFile(atPath: qpdf.path), "qpdf (Debian qpdf)")
        else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-gs-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let postScript = """
            %!PS
            /Helvetica findfont 12 scalefont setfont
            72 700 moveto (Hello from Ghostscript) show
            72 680 moveto (Second line, caf\\351) show
            showpage
            /Times-Roman findfont 14 scalefont setfont
            72 700 moveto (Page two) show
            showpage

            """
        let source = folder.appendingPathComponent("in.ps")
        let made = folder.appendingPathComponent("gs.pdf")
        try Data(postScript.utf8).write(to: source)
        let run = try ProgramRun.run(
            gs, ["-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=pdfwrite", "-sOutputFile=\(made.path)", source.path])
        #expect(run.status == 0, "\(run.output)")
        let data = try Data(contentsOf: made)
        #expect(data.range(of: Data("/FlateDecode".utf8)) != nil)
        let file = RuntimeValue.file(RuntimeFile(name: "gs.pdf", type: "pdf", data: data))
        #expect(try await text(of: file) == .text("Hello from Ghostscript\nSecond line, café\nPage two"))
        // The same document with its objects in compressed object streams.
        let packed = folder.appendingPathComponent("packed.pdf")
        let rewrite = try ProgramRun.run(
            qpdf, ["--object-streams=generate", "--compress-streams=y", made.path, packed.path])
        #expect(rewrite.status == 0, "\(rewrite.output)")
        let packedData = try Data(contentsOf: packed)
        #expect(packedData.range(of: Data("/ObjStm".utf8)) != nil)
        let packedFile = RuntimeValue.file(RuntimeFile(name: "packed.pdf", type: "pdf", data: packedData))
        #expect(try await text(of: packedFile) == .text("Hello from Ghostscript\nSecond line, café\nPage two"))
        // Split into pages: each a PDF qpdf accepts, with that page's text.
        for source in [file, packedFile] {
            let split = try await output(input: source) { s in s.add(act("splitpdf")) }
            #expect(split.items.count == 2)
            var texts: [RuntimeValue] = []
            for (index, page) in split.items.enumerated() {
                let pageFile = try Self.pdf(page)
                let path = folder.appendingPathComponent("page-\(index).pdf")
                try pageFile.data.write(to: path)
                let check = try ProgramRun.run(qpdf, ["--check", path.path])
                #expect(check.status == 0, "\(check.output)")
                texts.append(try await text(of: page))
            }
            #expect(texts == [.text("Hello from Ghostscript\nSecond line, café"), .text("Page two")])
        }
        // Make PDF appends PDFs' pages to the pages it makes, in the input's order.
        let merged = try await output(input: .list([.text("First made page"), packedFile, file])) { s in
            s.add(act("makepdf"))
        }
        let mergedPath = folder.appendingPathComponent("merged.pdf")
        try Self.pdf(merged).data.write(to: mergedPath)
        let mergedCheck = try ProgramRun.run(qpdf, ["--check", mergedPath.path])
        #expect(mergedCheck.status == 0, "\(mergedCheck.output)")
        let mergedPages = try await text(of: merged, ["WFCombinePages": false])
        #expect(
            mergedPages.items == [
                .text("First made page"), .text("Hello from Ghostscript\nSecond line, café"), .text("Page two"),
                .text("Hello from Ghostscript\nSecond line, café"), .text("Page two"),
            ])
        let range = try await output(input: .list([packedFile, .text("Last")])) { s in
            s.add(
                act("makepdf", ["WFPDFIncludedPages": "Page Range", "WFPDFPageRangeStart": 2, "WFPDFPageRangeEnd": 3]))
            s.add(act("gettextfrompdf"))
        }
        #expect(range == .text("Page two\nLast"))
        #expect(
            try await output(input: packedFile) { s in s.add(act("splitpdf")) }.items.compactMap {
                if case .file(let file) = $0 { return file.name }
                return nil
            } == ["packed 1.pdf", "packed 2.pdf"])
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

    @Test func toUnicodeMapsTJGapsAndWhatCannotBeRead() async throws {
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
        let mapped = try await text(of: .file(RuntimeFile(name: "m.pdf", type: "pdf", data: withMap)))
        #expect(mapped == .text("H ij\nk"))
        // Without the map the text cannot be known.
        let cid = Self.handWritten(
            content: "BT /F1 12 Tf <0001> Tj ET", font: "<< /Type /Font /Subtype /Type0 /BaseFont /X >>")
        let cidFailure = try await failure(input: .file(RuntimeFile(name: "c.pdf", type: "pdf", data: cid))) { s in
            s.add(act("gettextfrompdf"))
        }
        #expect(cidFailure?.message.contains("composite (CID) font without a ToUnicode map") == true)
        // Differences rename codes to glyphs.
        let differences = Self.handWritten(
            content: "BT /F1 12 Tf (\\001\\002) Tj ET",
            font: "<< /Type /Font /Subtype /Type1 /BaseFont /Y /Encoding << /Differences [1 /H /uni00E9] >> >>")
        #expect(try await text(of: .file(RuntimeFile(name: "d.pdf", type: "pdf", data: differences))) == .text("Hé"))
        // Encrypted, another filter.
        let encrypted = Self.handWritten(
            content: "BT /F1 12 Tf (x) Tj ET", font: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            extra: "7 0 obj << /Filter /Standard /V 1 >> endobj\n", trailer: "/Encrypt 7 0 R")
        let encryptedFailure = try await failure(input: .file(RuntimeFile(name: "e.pdf", type: "pdf", data: encrypted)))
        {
            s in s.add(act("gettextfrompdf"))
        }
        #expect(encryptedFailure?.message.contains("encrypted") == true)
        var lzw = String(decoding: Self.handWritten(content: "xx", font: "<< >>"), as: UTF8.self)
        lzw = lzw.replacingOccurrences(
            of: "5 0 obj << /Length 2 >>", with: "5 0 obj << /Length 2 /Filter /LZWDecode >>")
        let lzwFailure = try await failure(input: .file(RuntimeFile(name: "l.pdf", type: "pdf", data: Data(lzw.utf8))))
        {
            s in s.add(act("gettextfrompdf"))
        }
        #expect(lzwFailure?.message.contains("LZWDecode, which is not read here") == true)
    }

    @Test func makePDFRefusesWhatItCannotDraw() async throws {
        let cjk = try await failure(input: .text("東京")) { s in s.add(act("makepdf")) }
        #expect(cjk?.message.contains("U+6771") == true)
        let made = try await output(input: .text("x")) { s in s.add(act("makepdf")) }
        let shuffle = try await failure(input: made) { s in
            s.add(act("makepdf", ["WFPDFDocumentMergeBehavior": "Shuffle"]))
        }
        #expect(shuffle?.message.contains("WFPDFDocumentMergeBehavior") == true)
        let nothing = try await failure(input: .list([])) { s in s.add(act("makepdf")) }
        #expect(nothing?.message.contains("nothing to make a PDF of") == true)
        let notPDF = try await failure(input: .text("plain")) { s in s.add(act("gettextfrompdf")) }
        #expect(notPDF?.message.contains("not a PDF") == true)
    }

    /// Hostile PDFs: every truncation and byte damage of a real file, deep nesting, an
    /// unterminated string, a decompression bomb, a page tree that loops — each a `PDFError` or
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
            } catch is PDFError { outcomes += 1 }
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
            } catch is PDFError {}
        }
        // Nesting 100,000 arrays deep.
        let deep = Array("%PDF-1.4\n1 0 obj ".utf8) + [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        var lexer = PDFLexer(deep, at: 17)
        #expect(throws: PDFError.self) { try lexer.object() }
        let unterminated = Array("(abc".utf8)
        var stringLexer = PDFLexer(unterminated)
        #expect(throws: PDFError("a string is not closed", offset: 0)) { try stringLexer.object() }
        // 10 MB of zeros as a zlib stream (fixed-Huffman copies, as in ArchiveActionTests), read
        // with a 1 MB limit.
        var writer = BitWriter()
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
        #expect(throws: PDFError.self) {
            var reader = try PDFTextReader(bytes, maximumBytes: 1 << 20)
            _ = try reader.pageTexts()
        }
        // Numbers too large for an integer where counts, offsets and codes are expected.
        let huge = Self.handWritten(
            content: "BT /F1 12 Tf (\\001) Tj ET",
            font: "<< /Type /Font /Subtype /Type1 /BaseFont /Y /Encoding << /Differences [1e300 /H] >> >>",
            extra: "8 0 obj << /Type /ObjStm /N 1e300 /First 1e300 /Length 3 >>\nstream\n1 0\nendstream endobj\n")
        #expect(throws: PDFError("object stream 8 has no valid N and First", offset: 0)) {
            _ = try PDFTextReader([UInt8](huge), maximumBytes: 1 << 20)
        }
        // A page tree whose kid is its own parent.
        let loop = Array(
            "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [2 0 R] >> endobj\n"
                .utf8)
        #expect(throws: PDFError.self) {
            var reader = try PDFTextReader(loop, maximumBytes: 1 << 20)
            _ = try reader.pageTexts()
        }
    }
}
