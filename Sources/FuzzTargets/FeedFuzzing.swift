import FeedXML
import Foundation

/// The feed target: `FeedXMLReader`, the XML reader behind Get Items from RSS Feed, on any bytes.
/// The promise: a document or a `FeedXMLError` whose offset lies inside the input and whose
/// description is one line — never a crash, a hang, or memory past its nesting and element bounds.
enum FeedFuzzing {
    static func read(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        do {
            _ = try FeedXMLReader.parse(Array(data))
            return .accepted
        } catch {
            guard error.offset >= 0, error.offset <= data.count else {
                throw FuzzFailure(
                    target: "feedXML", .unexpectedError("offset \(error.offset) outside \(data.count) bytes"),
                    at: "FeedXMLError")
            }
            let line = error.description
            guard !line.contains("\n") else {
                throw FuzzFailure(target: "feedXML", .unexpectedError("not one line: \(line)"), at: "FeedXMLError")
            }
            return .rejected(line)
        }
    }
}
