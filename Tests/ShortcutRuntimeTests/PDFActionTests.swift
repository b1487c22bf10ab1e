import Foundation
import ImageCodecs
import PDFCodec
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
        guard case .file(let file) = value else {
            Issue.record("not a file: \(value)")
            return RuntimeFile(name: "", type: "", data: Data())
        }
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

}
