/// Why an image or a PDF could not be read (or a PDF written), and where: the byte offset in the
/// file, or in the decompressed stream being read (0 when the problem is the document as a whole).
///
/// One error for the image and PDF codecs (`ImageCodecs`, `PDFCodec`): both are byte-level readers
/// that refuse input for the same reasons, and the runtime reports both the same way (the file's
/// name and this one-line ``description``). It lives here, in the lowest of the codec modules, which
/// both import for DEFLATE. `ArchiveError` stays separate: its descriptions have their own wording.
package struct CodecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, each with the detail the description shows.
    package enum Reason: Sendable, Equatable {
        /// The data is not the format it was read as (no PNG signature, no GIF header, no `%PDF-`).
        case wrongFormat(String)
        /// The data ends inside a chunk, a block, an object, a string or a stream.
        case truncated(String)
        /// A checksum, a header field, a code, an index or an object is invalid.
        case corrupt(String)
        /// More pixels, bytes, objects, codes or nesting than the reader's bounds.
        case tooLarge(String)
        /// A valid file using a feature not read or written here (interlaced PNG, encryption, a PDF
        /// filter or predictor, a font without a Unicode map, a character outside the standard fonts).
        case unsupported(String)
    }

    /// What is wrong.
    package var reason: Reason
    /// The byte offset of the problem.
    package var offset: Int

    package init(_ reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// The problem and its offset, on one line: `the IHDR chunk's CRC does not match (at byte 29)`.
    package var description: String {
        let detail =
            switch reason {
            case .wrongFormat(let detail), .truncated(let detail), .corrupt(let detail), .tooLarge(let detail),
                .unsupported(let detail):
                detail
            }
        return OneLine.escaped("\(detail) (at byte \(offset))")
    }
}
