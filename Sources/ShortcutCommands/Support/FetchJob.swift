import CommandSupport
import Foundation
import ShortcutCloud
import ShortcutModel

/// Everything `shortcut fetch` does, minus argument parsing, so it can be tested in-process:
/// bulk-fetch metadata (optionally downloading and decoding each file), render JSON, Swift or
/// a summary, and decide the exit status.
package struct FetchJob: Sendable {
    package enum Format: String, Sendable, Equatable {
        /// One line per shortcut (the default, for people).
        case summary
        /// A JSON array of ``ShortcutMetadata``.
        case json
        /// Swift source (``MetadataSwiftWriter``).
        case swift
    }

    package var inputs: [String]
    package var format: Format
    /// Where to write the rendered output; `nil` means the returned ``Outcome/output`` (stdout).
    package var outputPath: String?
    /// Directory to save each downloaded file into (`<id>.plist` unsigned, `<id>.shortcut` signed).
    package var downloadDirectory: String?
    package var swiftNamespace: String

    package init(
        inputs: [String], format: Format = .summary, outputPath: String? = nil, downloadDirectory: String? = nil,
        swiftNamespace: String = "SharedShortcuts"
    ) {
        self.inputs = inputs
        self.format = format
        self.outputPath = outputPath
        self.downloadDirectory = downloadDirectory
        self.swiftNamespace = swiftNamespace
    }

    /// The result of a run.
    package struct Outcome: Sendable {
        /// One result per input, in input order.
        package var results: [BulkResult<ShortcutMetadata>]
        /// Rendered output for standard output (nil when written to ``outputPath``).
        package var output: String?
        /// One line per failed input, for standard error.
        package var failures: [String]
        /// 0 when every input succeeded, 1 otherwise.
        package var exitCode: Int32
    }

    /// Errors that stop the whole run (as opposed to a failed link).
    package struct RunError: Error, CustomStringConvertible {
        package var description: String
    }

    /// Reads a list file's text: one id or URL per line; blank lines and `#` comments (at the
    /// start of a line or after whitespace — a `#` inside a URL is a fragment) are skipped.
    package static func parseList(_ text: String) -> [String] {
        var items: [String] = []
        for rawLine in text.split(
            omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            var line = Substring(rawLine)
            var previous: Character = " "
            for i in line.indices {
                if line[i] == "#", previous == " " || previous == "\t" {
                    line = line[..<i]
                    break
                }
                previous = line[i]
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { items.append(trimmed) }
        }
        return items
    }

    /// Runs the job. `decoder` turns downloads into an action count (only with a download dir).
    package func run<D: ShortcutDecoding>(
        fetcher: BulkFetcher, decoder: D, progress: (@Sendable (BulkProgress) -> Void)? = nil
    ) async throws -> Outcome {
        let writer: MetadataSwiftWriter?
        do {
            writer = format == .swift ? try MetadataSwiftWriter(namespace: swiftNamespace) : nil
        } catch {
            throw RunError(description: String(describing: error))
        }
        let saveDir = downloadDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let saveDir {
            do {
                try FileManager.default.createDirectory(at: saveDir, withIntermediateDirectories: true)
            } catch {
                throw RunError(description: "cannot create \(saveDir.path): \(error.localizedDescription)")
            }
        }
        let results = await fetcher.run(inputs, progress: progress) { link, attempts async throws(ShortcutCloudError) in
            guard let saveDir else { return try await fetcher.metadata(for: link, attempts: &attempts) }
            // Download, decode and save inside the task so only `concurrency` files are in memory.
            let shortcut = try await fetcher.shortcut(for: link, decoder: decoder, attempts: &attempts)
            let file = saveDir.appendingPathComponent(
                "\(link.id).\((shortcut.download.kind == .signed ? "shortcut" : "plist"))")
            do {
                try shortcut.download.data.write(to: file, options: .atomic)
            } catch {
                throw .malformedDownload(id: link.id, detail: "cannot save \(file.path): \(error.localizedDescription)")
            }
            return shortcut.metadata
        }

        let successes = results.compactMap(\.value)
        let rendered: String
        switch format {
        case .summary: rendered = successes.map(Self.summaryLine).joined()
        case .json: rendered = try Self.json(successes)
        case .swift: rendered = writer?.source(for: successes) ?? ""
        }
        var output: String? = rendered
        if let outputPath {
            do {
                try Data(rendered.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
            } catch {
                throw RunError(description: "cannot write \(outputPath): \(error.localizedDescription)")
            }
            output = nil
        }
        let failures = results.compactMap { $0.error.map { "\($0)" } }
        return Outcome(
            results: results, output: output, failures: failures,
            exitCode: failures.isEmpty ? ExitStatus.success : ExitStatus.findings)
    }

    /// Pretty, key-sorted JSON array (stable output for diffs).
    package static func json(_ items: [ShortcutMetadata]) throws -> String {
        String(decoding: try CommandJSON.encoded(items), as: UTF8.self)
    }

    static func summaryLine(_ m: ShortcutMetadata) -> String {
        var parts = [m.id, m.name]
        if let n = m.actionCount { parts.append("\(n) action\(n == 1 ? "" : "s")") }
        if let s = m.signingStatus { parts.append(s.lowercased()) }
        return parts.joined(separator: "  ") + "\n"
    }
}
