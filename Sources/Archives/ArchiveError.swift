/// Why an archive could not be read, and where: the byte offset in the archive.
package struct ArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable {
        /// The data ends inside a header or a compressed stream.
        case truncated
        /// A header, checksum or compressed stream is invalid.
        case corrupt(String)
        /// The archive would expand past the limit (bytes).
        case tooLarge(Int)
        /// A valid archive using a feature Extract Archive does not read here (a compression method, a format).
        case unsupported(String)
        /// Not an archive Extract Archive knows (ZIP, gzip, tar).
        case notAnArchive
    }

    package var reason: Reason
    package var offset: Int

    package init(_ reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    package var description: String {
        OneLine.escaped(text)
    }

    private var text: String {
        switch reason {
        case .truncated: "the archive ends early (at byte \(offset))"
        case .corrupt(let detail): "the archive is damaged at byte \(offset): \(detail)"
        case .tooLarge(let limit): "the archive expands past \(limit) bytes (at byte \(offset))"
        case .unsupported(let detail): "\(detail) (at byte \(offset))"
        case .notAnArchive: "the input is not a ZIP, gzip or tar archive"
        }
    }
}
