import ArgumentParser
import BoundedHTTP
import CommandSupport
import Foundation
import GalleryAPI
import ShortcutCloud
import ShortcutModel
import TextEscaping

/// `shortcut publish FILE... --gallery URL [--token T] [--name N]`
///
/// Uploads each file to a gallery with an account's API token: a new version of the shortcut of
/// the same name that the account owns, else a new shortcut. Prints each page's URL. Exit status:
/// 0 all published, 1 the gallery refused one (its reason on stderr) or could not be reached,
/// 2 usage error, 66 a file cannot be read.
struct PublishCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Publish shortcuts to a gallery (`shortcut serve`) with your API token.",
        discussion: """
            Each FILE becomes a new version of the shortcut with the same name that your account \
            owns (the name is --name, else the file name without .shortcut/.plist), or a new \
            shortcut. The token comes from --token or SHORTCUTKIT_GALLERY_TOKEN (make one on your \
            account page). Prints one page URL per file. Exit status: 0 published, 1 the gallery \
            refused (its reason is printed) or was unreachable, 2 usage error, 66 unreadable file.
            """)

    /// The environment variable the token is read from when `--token` is not given.
    static let tokenVariable = "SHORTCUTKIT_GALLERY_TOKEN"

    @Argument(help: "Shortcut files (binary, XML or signed).")
    var files: [String] = []

    @Option(help: "The gallery's address, e.g. https://gallery.example.org.")
    var gallery: String

    @Option(help: "An API token of your account (default: $SHORTCUTKIT_GALLERY_TOKEN).")
    var token: String?

    @Option(help: "The shortcut's name (one file only; default: the file's name).")
    var name: String?

    @Option(help: "Seconds allowed for each request.")
    var timeout = 60.0

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one shortcut file") }
        guard let url = URL(string: gallery), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host != nil
        else { throw ValidationError("--gallery must be an http(s) URL, got '\(gallery)'") }
        if name != nil && files.count > 1 { throw ValidationError("--name names one file; give one file with it") }
        if let name, name.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--name is empty") }
        guard resolvedToken != nil else {
            throw ValidationError("give --token or set \(Self.tokenVariable) (an API token from your account page)")
        }
        guard (1...600).contains(timeout) else { throw ValidationError("--timeout must be 1...600 seconds") }
    }

    var resolvedToken: String? {
        let value = token ?? ProcessInfo.processInfo.environment[Self.tokenVariable]
        return value.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The gallery's base URL without a trailing slash.
    var base: String {
        var text = gallery
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// The name an upload called `file` is given: the toolkit's file-name rule
    /// (`Shortcut.name(ofFile:)`), compared without letter case.
    static func shortcutName(forFile file: String) -> String {
        (Shortcut.name(ofFile: file) ?? file).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func run() async throws {
        try await reportingFailures {
            let inputs = try files.map { file throws(CommandFailure) in (file, try FileIO.read(file)) }
            guard let token = resolvedToken else { return }
            try await ICloudClient.withHTTPClient(maxConnectionsPerHost: 1) { http in
                // The gallery's own wire types (module GalleryAPI), read with its JSON setting.
                let account: AccountDetail = try await request(
                    http, "GET", GalleryAPIPath.account.rawValue, token: token, subject: gallery)
                var owned: [String: Int64] = [:]
                for item in account.shortcuts where owned[item.name.lowercased()] == nil {
                    owned[item.name.lowercased()] = item.id
                }
                for (file, data) in inputs {
                    let shortcutName = name ?? Self.shortcutName(forFile: file)
                    // Sent as a file name, so the gallery takes its stem as the display name.
                    let query = "?name=" + PercentEncoding.encode(shortcutName + ".shortcut")
                    let path =
                        owned[shortcutName.lowercased()].map(GalleryAPIPath.versions(of:))
                        ?? GalleryAPIPath.shortcuts.rawValue
                    let created: CreatedVersion = try await request(
                        http, "POST", path + query, token: token, body: data, subject: file)
                    owned[shortcutName.lowercased()] = created.shortcutID
                    FileHandle.standardOutput.write(
                        Data("\(base)/shortcuts/\(created.shortcutID)?version=\(created.version)\n".utf8))
                }
            }
        }
    }

    /// One request; a non-2xx answer becomes a failure with the gallery's own reason.
    func request<T: Decodable>(
        _ http: BoundedHTTPClient, _ method: String, _ path: String, token: String, body: Data? = nil, subject: String
    ) async throws -> T {
        var headers = [
            BoundedHTTPHeader(name: "Authorization", value: "Bearer " + token),
            BoundedHTTPHeader(name: "Accept", value: "application/json"),
        ]
        if body != nil { headers.append(BoundedHTTPHeader(name: "Content-Type", value: "application/octet-stream")) }
        let response: BoundedHTTPResponse
        do {
            response = try await http.send(
                BoundedHTTPRequest(url: base + path, method: method, headers: headers, body: body),
                timeout: .seconds(timeout), maximumBytes: 4 << 20)
        } catch {
            throw CommandFailure(
                file: subject, message: "cannot reach the gallery at \(gallery): \(error)",
                exitCode: ExitStatus.findings)
        }
        let data = response.body
        guard (200..<300).contains(response.status) else {
            let reason =
                (try? GalleryJSON.decoder.decode(APIErrorReply.self, from: data).error)
                ?? String(decoding: data.prefix(200), as: UTF8.self)
            throw CommandFailure(
                file: subject, message: "the gallery refused (HTTP \(response.status)): \(reason)",
                exitCode: ExitStatus.findings)
        }
        do {
            return try GalleryJSON.decoder.decode(T.self, from: data)
        } catch {
            throw CommandFailure(
                file: subject, message: "the gallery's answer is not what \(gallery) should send: \(error)",
                exitCode: ExitStatus.findings)
        }
    }
}
