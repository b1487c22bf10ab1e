import Archives
import Foundation
import ImageCodecs
import PDFCodec

extension RuntimeRegistry {
    /// Make PDF from text, PNG images and PDFs, Get Text from PDF and Split PDF Into Pages
    /// (``PDFWriter``, ``PDFTextReader``, ``PDFPageSplitter``).
    mutating func registerPDFActions() {
        native("is.workflow.actions.makepdf") { call in
            // Text on US Letter pages in Courier, each PNG image on a page of its size; a margin
            // of half an inch when Include Margin is on (a quarter inch around text otherwise).
            let includeMargin = try call.bool("WFPDFIncludeMargin", default: false)
            let (textMargin, imageMargin) = includeMargin ? (72.0, 36.0) : (18.0, 0.0)
            // PDFs in the input are appended page by page (the default merge); shuffling them
            // together is not confirmed off the device.
            let merge = try call.option("WFPDFDocumentMergeBehavior", default: "Append")
            guard merge == "Append" else {
                throw ActionFailure.parameter(
                    "WFPDFDocumentMergeBehavior", "the \(merge) merge is not confirmed off the device")
            }
            enum Part {
                case made(PDFWriter.Page)
                case imported(PDFPageSplitter.SourcePage)
            }
            var parts: [Part] = []
            var readers: [PDFTextReader] = []
            var bytes = 0
            for item in try call.input("WFInput").items {
                do {
                    if case .file(let file) = item {
                        let data = [UInt8](file.data)
                        bytes += data.count
                        if PNGCodec.isPNG(data) {
                            let image = try ImageFiles.image(of: item, call)
                            bytes += image.pixels.count
                            parts.append(.made(.image(image)))
                            continue
                        }
                        if data.starts(with: Array("%PDF-".utf8)) {
                            let reader = try PDFTextReader(data, maximumBytes: call.limits.maximumTextBytes)
                            readers.append(reader)
                            parts += try reader.pages().map {
                                .imported(PDFPageSplitter.SourcePage(document: readers.count - 1, page: $0.page))
                            }
                            continue
                        }
                        guard let text = String(data: file.data, encoding: .utf8) else {
                            throw ActionFailure.failed("“\(file.name)” is neither text, a PNG image nor a PDF")
                        }
                        parts += try PDFWriter.textPages(text, margin: textMargin).map { .made($0) }
                    } else {
                        parts += try PDFWriter.textPages(call.coercion.text(item), margin: textMargin).map { .made($0) }
                    }
                } catch let error as CodecError {
                    throw ActionFailure.failed(error.description)
                }
                guard bytes + parts.count * 4_096 <= call.limits.maximumTextBytes else {
                    throw ActionFailure(.tooLarge("a PDF of \(parts.count) pages"))
                }
            }
            guard !parts.isEmpty else { throw ActionFailure.failed("there is nothing to make a PDF of") }
            let selected: [Part]
            switch try call.option("WFPDFIncludedPages", default: "All Pages") {
            case "All Pages": selected = parts
            case "Single Page":
                let page = try call.number("WFPDFSinglePage") ?? 1
                guard page >= 1, page <= Double(parts.count) else {
                    throw ActionFailure.parameter("WFPDFSinglePage", "page \(page) of \(parts.count)")
                }
                selected = [parts[Int(page) - 1]]
            case "Page Range":
                let start = try call.number("WFPDFPageRangeStart") ?? 1
                let end = try call.number("WFPDFPageRangeEnd") ?? Double(parts.count)
                guard start >= 1, start <= end, end <= Double(parts.count) else {
                    let range = [start, end].map { $0.isFinite ? String(Int(exactly: $0.rounded()) ?? 0) : "\($0)" }
                    throw ActionFailure.parameter(
                        "WFPDFPageRangeStart", "pages \(range[0])–\(range[1]) of \(parts.count)")
                }
                selected = Array(parts[Int(start) - 1..<Int(end)])
            case let other: throw ActionFailure.parameter("WFPDFIncludedPages", "unknown choice “\(other)”")
            }
            let made = selected.compactMap { part -> PDFWriter.Page? in
                if case .made(let page) = part { return page }
                return nil
            }
            var document = PDFWriter.document(made, textMargin: textMargin, imageMargin: imageMargin)
            if made.count < selected.count {
                // Pages made here come from the document just written; all are then assembled.
                do {
                    let written = try PDFTextReader(document, maximumBytes: call.limits.maximumTextBytes)
                    var madePages = try written.pages().makeIterator()
                    readers.append(written)
                    let pages = selected.map { part -> PDFPageSplitter.SourcePage in
                        switch part {
                        case .imported(let page): return page
                        case .made:
                            return PDFPageSplitter.SourcePage(document: readers.count - 1, page: madePages.next()!.page)
                        }
                    }
                    document = try PDFPageSplitter.assemble(pages, from: readers)
                } catch let error as CodecError {
                    throw ActionFailure.failed(error.description)
                }
            }
            return .file(RuntimeFile(name: "PDF.pdf", type: "pdf", data: Data(document)))
        }
        native("is.workflow.actions.gettextfrompdf") { call in
            // Combine Pages (on by default) joins the pages' text, each page between the header
            // and footer given; off, the text of each page is an item.
            let combine = try call.bool("WFCombinePages", default: true)
            let header = try call.text("WFGetTextFromPDFPageHeader")
            let footer = try call.text("WFGetTextFromPDFPageFooter")
            return try call.coercion.mapItems(try call.input("WFInput")) { item in
                guard case .file(let file) = item else {
                    throw ActionFailure.failed("the input (\(item.typeName)) is not a PDF")
                }
                let pages: [String]
                do {
                    var reader = try PDFTextReader(
                        [UInt8](file.data), maximumBytes: call.limits.maximumTextBytes)
                    pages = try reader.pageTexts()
                } catch let error as CodecError {
                    throw ActionFailure.failed("“\(file.name)”: \(error)")
                }
                guard combine else { return .list(pages.map { .text($0) }) }
                return .text(
                    pages.map { page in
                        [header, page, footer].filter { !$0.isEmpty }.joined(separator: "\n")
                    }.joined(separator: "\n"))
            }
        }
        native("is.workflow.actions.splitpdf") { call in
            // Each page a PDF of its own, named after the file and the page number (the device's
            // file names are not confirmed).
            return try call.coercion.mapItems(try call.input("WFInput")) { item in
                guard case .file(let file) = item else {
                    throw ActionFailure.failed("the input (\(item.typeName)) is not a PDF")
                }
                let documents: [[UInt8]]
                do {
                    let reader = try PDFTextReader(
                        [UInt8](file.data), maximumBytes: call.limits.maximumTextBytes)
                    documents = try PDFPageSplitter.split(reader)
                } catch let error as CodecError {
                    throw ActionFailure.failed("“\(file.name)”: \(error)")
                }
                guard documents.reduce(0, { $0 + $1.count }) <= call.limits.maximumTextBytes else {
                    throw ActionFailure(.tooLarge("\(documents.count) pages of “\(file.name)”"))
                }
                let stem = (file.name as NSString).deletingPathExtension
                return .list(
                    documents.enumerated().map { index, bytes in
                        .file(RuntimeFile(name: "\(stem) \(index + 1).pdf", type: "pdf", data: Data(bytes)))
                    })
            }
        }
    }
}
