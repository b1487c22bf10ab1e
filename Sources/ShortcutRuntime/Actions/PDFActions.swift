import Foundation

extension RuntimeRegistry {
    /// Make PDF from text and PNG images, and Get Text from PDF (``PDFWriter``, ``PDFTextReader``).
    mutating func registerPDFActions() {
        native("is.workflow.actions.makepdf", "Make PDF") { call in
            // Text on US Letter pages in Courier, each PNG image on a page of its size; a margin
            // of half an inch when Include Margin is on (a quarter inch around text otherwise).
            let includeMargin = try call.bool("WFPDFIncludeMargin", default: false)
            var pages: [PDFWriter.Page] = []
            for item in try call.input("WFInput").items {
                do {
                    if case .file(let file) = item {
                        let bytes = [UInt8](file.data)
                        if PNGCodec.isPNG(bytes) {
                            pages.append(.image(try ImageFiles.image(of: item, call)))
                            continue
                        }
                        if bytes.starts(with: Array("%PDF-".utf8)) {
                            throw ActionFailure.failed(
                                "“\(file.name)” is a PDF: combining PDFs is not supported off the device yet")
                        }
                        guard let text = String(data: file.data, encoding: .utf8) else {
                            throw ActionFailure.failed("“\(file.name)” is neither text nor a PNG image")
                        }
                        pages += try PDFWriter.textPages(text, margin: includeMargin ? 72 : 18)
                    } else {
                        pages += try PDFWriter.textPages(call.coercion.text(item), margin: includeMargin ? 72 : 18)
                    }
                } catch let error as PDFError {
                    throw ActionFailure.failed(error.message)
                }
            }
            guard !pages.isEmpty else { throw ActionFailure.failed("there is nothing to make a PDF of") }
            let bytes = pages.reduce(0) { total, page in
                if case .image(let image) = page { return total + image.pixels.count }
                return total + 4_096
            }
            guard bytes <= call.session.limits.maximumTextBytes else {
                throw ActionFailure(.tooLarge("a PDF of \(pages.count) pages"))
            }
            let selected: [PDFWriter.Page]
            switch try call.option("WFPDFIncludedPages", default: "All Pages") {
            case "All Pages": selected = pages
            case "Single Page":
                let page = try call.number("WFPDFSinglePage") ?? 1
                guard page >= 1, page <= Double(pages.count) else {
                    throw ActionFailure.parameter("WFPDFSinglePage", "page \(page) of \(pages.count)")
                }
                selected = [pages[Int(page) - 1]]
            case "Page Range":
                let start = try call.number("WFPDFPageRangeStart") ?? 1
                let end = try call.number("WFPDFPageRangeEnd") ?? Double(pages.count)
                guard start >= 1, start <= end, end <= Double(pages.count) else {
                    let range = [start, end].map { $0.isFinite ? String(Int(exactly: $0.rounded()) ?? 0) : "\($0)" }
                    throw ActionFailure.parameter(
                        "WFPDFPageRangeStart", "pages \(range[0])–\(range[1]) of \(pages.count)")
                }
                selected = Array(pages[Int(start) - 1..<Int(end)])
            case let other: throw ActionFailure.parameter("WFPDFIncludedPages", "unknown choice “\(other)”")
            }
            let document = PDFWriter.document(
                selected, textMargin: includeMargin ? 72 : 18, imageMargin: includeMargin ? 36 : 0)
            return .file(RuntimeFile(name: "PDF.pdf", type: "pdf", data: Data(document)))
        }
        native("is.workflow.actions.gettextfrompdf", "Get Text from PDF") { call in
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
                        [UInt8](file.data), maximumBytes: call.session.limits.maximumTextBytes)
                    pages = try reader.pageTexts()
                } catch let error as PDFError {
                    throw ActionFailure.failed("“\(file.name)”: \(error)")
                }
                guard combine else { return .list(pages.map { .text($0) }) }
                return .text(
                    pages.map { page in
                        [header, page, footer].filter { !$0.isEmpty }.joined(separator: "\n")
                    }.joined(separator: "\n"))
            }
        }
        native("is.workflow.actions.splitpdf", "Split PDF Into Pages") { call in
            // Each page a PDF of its own, named after the file and the page number (the device's
            // file names are not confirmed).
            return try call.coercion.mapItems(try call.input("WFInput")) { item in
                guard case .file(let file) = item else {
                    throw ActionFailure.failed("the input (\(item.typeName)) is not a PDF")
                }
                let documents: [[UInt8]]
                do {
                    let reader = try PDFTextReader(
                        [UInt8](file.data), maximumBytes: call.session.limits.maximumTextBytes)
                    documents = try PDFPageSplitter.split(reader)
                } catch let error as PDFError {
                    throw ActionFailure.failed("“\(file.name)”: \(error)")
                }
                guard documents.reduce(0, { $0 + $1.count }) <= call.session.limits.maximumTextBytes else {
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
