import Archives
import Foundation
import PDFCodec

/// The PDF target: `PDFTextReader` (1 MiB of decompressed streams), the text of every page, and
/// `PDFPageSplitter` on the same document. The promise: a ``CodecError`` at an offset inside the
/// input, on one line, within the reader's bounds; a document that reads splits into one PDF a page.
enum PDFFuzzing {
    static func read(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        let bytes = [UInt8](data)
        do {
            var reader = try PDFTextReader(bytes, maximumBytes: 1 << 20)
            let pages = try PDFPageSplitter.split(reader)
            let texts = try reader.pageTexts()
            guard pages.count == texts.count else {
                throw FuzzFailure(
                    target: FuzzTarget.pdf.rawValue,
                    .roundTripMismatch("\(texts.count) pages of text, \(pages.count) split pages"), at: "split")
            }
            return .accepted
        } catch let failure as FuzzFailure {
            throw failure
        } catch let error as CodecError {
            // Offsets inside decompressed streams are not offsets of the input: bound them by 1 MiB.
            return try CodecFuzzing.rejected(
                .pdf, error.description, offset: error.offset, within: max(bytes.count, 1 << 20), error: "CodecError")
        } catch {
            throw FuzzFailure(target: FuzzTarget.pdf.rawValue, .unexpectedError("\(error)"), at: "read")
        }
    }
}
