import Foundation

extension Chromium {
    /// The words a visitor sees on `page`, as laid out: Chromium prints the page to PDF and
    /// Ghostscript's `txtwrite` device reads the text back, one line per printed line, with a
    /// space wherever the layout leaves a gap between words (two links the style sheet runs
    /// together read "AddSign in"; with a gap, "Add Sign in"). Nil when Ghostscript (`gs`, Debian
    /// `ghostscript`, which `.ci/run` installs) is missing.
    package func visibleText(of page: URL, width: Int = 1000, timeout: TimeInterval = 90) async throws -> String? {
        guard let ghostscript = Self.ghostscript() else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sk-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("page.pdf")
        let run = try await load(
            ["--window-size=\(width),900", "--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)"], page: page,
            timeout: timeout)
        guard !run.timedOut, FileManager.default.fileExists(atPath: pdf.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: pdf.path])
        }
        let text = folder.appendingPathComponent("page.txt")
        let process = Process()
        process.executableURL = ghostscript
        process.arguments = [
            "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=txtwrite", "-sOutputFile=\(text.path)", pdf.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return try String(contentsOf: text, encoding: .utf8)
    }

    /// Ghostscript: `$GHOSTSCRIPT`, else `gs` in the usual places.
    package static func ghostscript(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let candidates = [environment["GHOSTSCRIPT"]].compactMap { $0 } + ["/usr/bin/gs", "/usr/local/bin/gs"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map {
            URL(fileURLWithPath: $0)
        }
    }
}
