import Foundation
import ShortcutAuthoring
import ShortcutModel
import Testing

@testable import ShortcutRuntime

/// Make Archive and Extract Archive (the codec itself, hostile input included, is tested in
/// ArchivesTests). Expectations: the Shortcuts User Guide's Make Archive / Extract Archive (files
/// in, one archive out, and back), the catalog's `WFArchiveFormat` values (`.zip`, `.tar.gz`, `.tar`, `.gz`, …), and the
/// formats' specifications (APPNOTE.TXT for ZIP, RFC 1951/1952 for DEFLATE and gzip, POSIX ustar).
@Suite struct ArchiveActionTests {
    static let notes = RuntimeValue.file(RuntimeFile(name: "notes.txt", type: "txt", data: Data("first\n".utf8)))
    static let data = RuntimeValue.file(RuntimeFile(name: "data.json", type: "json", data: Data("{\"k\":1}".utf8)))

    /// Archives the two files in `format`, extracts the archive again, and returns both outputs.
    func roundTrip(_ format: String) async throws -> (archive: RuntimeValue, files: RuntimeValue) {
        let result = try await run(input: .list([Self.notes, Self.data])) { s in
            s.add(act("makezip", ["WFZIPName": "Backup", "WFArchiveFormat": Value(.string(format))]))
            s.add(act("unzip"))
        }
        return (result.trace[0].output, result.output)
    }

    @Test(arguments: [".zip", ".tar", ".tar.gz"])
    func archivesExtractToTheSameFiles(format: String) async throws {
        let (archive, files) = try await roundTrip(format)
        guard case .file(let file) = archive else {
            Issue.record("not a file: \(archive)")
            return
        }
        #expect(file.name == "Backup" + format)
        #expect(files == .list([Self.notes, Self.data]))
    }

    @Test func aZipIsReadableByTheFormatsMarkers() async throws {
        let (archive, _) = try await roundTrip(".zip")
        guard case .file(let file) = archive else { return }
        let bytes = [UInt8](file.data)
        #expect(bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]))  // local file header
        // The end-of-central-directory record lists two entries.
        let end = bytes.count - 22
        #expect(Array(bytes[end..<end + 4]) == [0x50, 0x4B, 0x05, 0x06])
        #expect(bytes[end + 10] == 2)
    }

    @Test func aGzipHoldsOneFileNamedAfterIt() async throws {
        let result = try await run(input: Self.notes) { s in
            s.add(act("makezip", ["WFArchiveFormat": ".gz"]))
            s.add(act("unzip"))
        }
        guard case .file(let gz) = result.trace[0].output else {
            Issue.record("no archive")
            return
        }
        #expect(gz.name == "notes.txt.gz")
        #expect(result.output == Self.notes)
    }

    @Test func formatsWithoutACompressorFailNamingTheFormat() async throws {
        let error = try await failure(input: Self.notes) { s in
            s.add(act("makezip", ["WFArchiveFormat": ".tar.bz2"]))
        }
        #expect(error?.message.contains(".tar.bz2") == true)
    }

    // MARK: Reading archives other tools wrote

    @Test func aGzipFromAnotherToolExtracts() async throws {
        // `gzip.compress(b"gzip body\n" * 20, mtime=0)` in Python.
        let gz = RuntimeFile(
            name: "body.txt.gz", type: "gz", data: Data(base64Encoded: "H4sIAAAAAAACA0uvyixQSMpPqeRKH9IsAJSrBbzIAAAA")!)
        let files = try await output(input: .file(gz)) { s in s.add(act("unzip")) }
        #expect(
            files
                == .file(
                    RuntimeFile(
                        name: "body.txt", type: "txt", data: Data(String(repeating: "gzip body\n", count: 20).utf8))))
    }

    // MARK: Hostile archives

    @Test func extractingSomethingElseFailsNamingTheAction() async throws {
        let error = try await failure(input: .file(RuntimeFile(name: "x.bin", type: "bin", data: Data([1, 2, 3])))) {
            s in s.add(act("unzip"))
        }
        #expect(error?.identifier == "is.workflow.actions.unzip")
        #expect(error?.message.contains("not a ZIP, gzip or tar archive") == true)
        let text = try await failure(input: .text("plain")) { s in s.add(act("unzip")) }
        #expect(text?.message.contains("not an archive file") == true)
    }
}
