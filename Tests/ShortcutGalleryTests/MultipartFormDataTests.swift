import Foundation
import ShortcutGallery
import Testing

@Suite struct MultipartFormDataTests {
    static let boundary = "XyZ"

    static func body(_ parts: [(headers: String, body: String)], closing: Bool = true) -> Data {
        var out = ""
        for part in parts { out += "--XyZ\r\n\(part.headers)\r\n\r\n\(part.body)\r\n" }
        if closing { out += "--XyZ--\r\n" }
        return Data(out.utf8)
    }

    @Test func readsFieldsFileNamesAndBytes() throws {
        let data = Self.body([
            ("Content-Disposition: form-data; name=\"uploader\"", "ann"),
            (
                "Content-Disposition: form-data; name=\"file\"; filename=\"a \\\"b\\\"; c.shortcut\"\r\nContent-Type: application/octet-stream",
                "bytes\r\n--Xy not a boundary"
            ),
        ])
        let form = try MultipartFormData(data: data, boundary: Self.boundary)
        #expect(form.parts.count == 2)
        #expect(form.text("uploader") == "ann")
        let file = try #require(form.part("file"))
        #expect(file.fileName == "a \"b\"; c.shortcut")
        #expect(file.contentType == "application/octet-stream")
        #expect(String(decoding: file.body, as: UTF8.self) == "bytes\r\n--Xy not a boundary")
    }

    @Test func boundaryComesFromTheContentType() {
        #expect(MultipartFormData.boundary(contentType: "multipart/form-data; boundary=abc") == "abc")
        #expect(
            MultipartFormData.boundary(contentType: "multipart/form-data; charset=utf-8; boundary=\"a b\"") == "a b")
        #expect(MultipartFormData.boundary(contentType: "text/plain; boundary=abc") == nil)
        #expect(MultipartFormData.boundary(contentType: "multipart/form-data") == nil)
        #expect(
            MultipartFormData.boundary(
                contentType: "multipart/form-data; boundary=" + String(repeating: "x", count: 71)) == nil)
    }

    @Test func hostileBodiesGiveTypedErrorsWithOffsets() {
        func reason(_ data: Data, maximumParts: Int = 8) -> MultipartError.Reason? {
            do {
                _ = try MultipartFormData(data: data, boundary: Self.boundary, maximumParts: maximumParts)
                return nil
            } catch {
                #expect(error.offset >= 0 && error.offset <= data.count)
                #expect(error.description.contains("at byte"))
                return error.reason
            }
        }
        let good = Self.body([("Content-Disposition: form-data; name=\"a\"", "1")])
        #expect(reason(good) == nil)
        #expect(reason(Data()) == .noOpeningBoundary)
        #expect(reason(Data("garbage".utf8)) == .noOpeningBoundary)
        // Every truncation is an error, never a crash.
        for length in 0..<good.count - 4 {
            #expect(reason(good.prefix(length)) != nil, "cut at \(length)")
        }
        #expect(reason(Self.body([("Content-Type: text/plain", "x")])) == .missingName)
        #expect(reason(Self.body([("no colon here", "x")])) == .malformedHeaders)
        let long = Self.body([("X-Long: " + String(repeating: "h", count: 10_000), "x")])
        #expect(reason(long) == .malformedHeaders)
        let many = Self.body(Array(repeating: ("Content-Disposition: form-data; name=\"a\"", "1"), count: 9))
        #expect(reason(many) == .tooManyParts(limit: 8))
        #expect(
            reason(Self.body([("Content-Disposition: form-data; name=\"a\"", "1")], closing: false)) == .unterminated)
    }

    @Test func aHugeBodyIsParsedInLinearTime() throws {
        let payload = String(repeating: "-", count: 4 << 20)
        let data = Self.body([("Content-Disposition: form-data; name=\"file\"; filename=\"f\"", payload)])
        let clock = ContinuousClock()
        let elapsed = try clock.measure { _ = try MultipartFormData(data: data, boundary: Self.boundary) }
        #expect(elapsed < .seconds(10))
    }
}
