import ArgumentParser
import BoundedHTTP
import CommandSupport
import Foundation
import ShortcutCloud
import ShortcutGallery
import ShortcutKitVersion

/// `shortcut serve` (the `shortcut-serve` executable): `[--data DIR | --database URL] [--host H]
/// [--port P] [--admin-token T] [--no-signup] [--anonymous-uploads] [--trust-proxy]
/// [--api-base URL] [--seed FILES...]`, or one of the set-up actions that act on the storage and
/// exit: `--create-user NAME` (password on stdin), `--create-token NAME`, `--assign-owner ID=NAME`,
/// `--rerender`.
///
/// Runs the web gallery until interrupted. Exit status: 2 usage error, 65/66 a seed file is not
/// a shortcut / cannot be read, 65 a set-up action was refused, 73 the data folder or database
/// cannot be opened.
package struct ServeCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "shortcut-serve",
        abstract:
            "Run the shortcut gallery (`shortcut serve`): accounts, pages, search, versions, a JSON API (Docs/Gallery.md).",
        discussion: """
            Stores shortcuts in SQLite in --data (default ./gallery-data), or in PostgreSQL with \
            --database postgres://user:password@host:port/db (several servers may share one). \
            Schema migrations run at start, then versions rendered by an older renderer are \
            rendered again in the background. Prints the URL once listening. --create-user, \
            --create-token, --assign-owner and --rerender act on the storage and exit without \
            serving. Exit status: 2 usage error, 65 a seed file is not a shortcut or a set-up \
            action was refused, 66 a seed file cannot be read, 73 the storage cannot be opened.
            """,
        version: ShortcutKitVersion.full)

    package init() {}

    @Option(help: "Folder for the SQLite database (created if missing).")
    var data = "gallery-data"

    @Option(help: "PostgreSQL URL (postgres://user:password@host:port/database) instead of SQLite.")
    var database: String?

    @Option(help: "Address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on (0 picks a free one).")
    var port = 8080

    @Option(
        name: .customLong("admin-token"), help: "Token that DELETE /api/shortcuts/{id} requires (none: deletion off).")
    var adminToken: String?

    @Option(
        name: .customLong("api-base"), help: "iCloud records API server (scheme://host[:port]), for mirrors and tests.")
    var apiBase = ICloudClient.defaultAPIBase.absoluteString

    @Option(name: .customLong("max-upload"), help: "Largest upload accepted, in bytes.")
    var maxUpload = ImportLimits().maximumUploadBytes

    @Option(
        name: .customLong("page-cache"),
        help: "Megabytes of rendered shortcut pages kept in memory, checked against the database per request (0: off).")
    var pageCache = GalleryConfiguration().pageCacheBytes >> 20

    @Option(
        parsing: .upToNextOption,
        help: "Shortcut files or folders to add at start (owned by no one, shown as \"seed\").")
    var seed: [String] = []

    @Flag(name: .customLong("no-signup"), help: "Closed gallery: no sign-up page (accounts come from --create-user).")
    var noSignup = false

    @Flag(
        name: .customLong("anonymous-uploads"),
        help: "Take uploads without an account (each a new shortcut no one owns or can add versions to).")
    var anonymousUploads = false

    @Flag(
        name: .customLong("trust-proxy"),
        help:
            "Believe X-Forwarded-For (rate limits) and X-Forwarded-Proto: https (Secure cookies) from a reverse proxy.")
    var trustProxy = false

    @Option(name: .customLong("create-user"), help: "Create this account (password read from stdin) and exit.")
    var createUser: String?

    @Option(name: .customLong("create-token"), help: "Print a new API token for this account and exit.")
    var createToken: String?

    @Option(
        name: .customLong("assign-owner"),
        help: "SHORTCUT_ID=USER: make the account the owner of a shortcut (e.g. one from before accounts), and exit.")
    var assignOwner: [String] = []

    @Flag(help: "Render again every version an older renderer, catalog or rule set made, report, and exit.")
    var rerender = false

    package func validate() throws {
        func usage(_ message: String) -> ValidationError { ValidationError(message) }
        guard (0...65535).contains(port) else { throw usage("--port must be between 0 and 65535") }
        if let database, PostgresURL(database) == nil {
            throw usage("--database must be a postgres://user[:password]@host[:port]/database URL")
        }
        if let adminToken, adminToken.count < 8 { throw usage("--admin-token must have at least 8 characters") }
        guard let url = URL(string: apiBase), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https",
            url.host != nil
        else { throw usage("--api-base must be an http(s) URL, got '\(apiBase)'") }
        guard (1024...(256 << 20)).contains(maxUpload) else { throw usage("--max-upload must be 1024...268435456") }
        guard (0...4096).contains(pageCache) else { throw usage("--page-cache must be 0...4096 (megabytes)") }
        let actions = [createUser != nil, createToken != nil, !assignOwner.isEmpty, rerender].filter { $0 }.count
        guard actions <= 1 else {
            throw usage("--create-user, --create-token, --assign-owner and --rerender are one at a time")
        }
        for pair in assignOwner {
            guard Self.ownerAssignment(pair) != nil else {
                throw usage("--assign-owner takes SHORTCUT_ID=USER, got '\(pair)'")
            }
        }
    }

    /// `12=ann` as (12, "ann").
    static func ownerAssignment(_ text: String) -> (id: Int64, user: String)? {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let id = Int64(parts[0]), id > 0, !parts[1].isEmpty else { return nil }
        return (id, parts[1])
    }

    package func run() async throws {
        try await reportingFailures {
            let storage = try openStorage()
            do {
                try await storage.migrate()
            } catch {
                await storage.close()
                throw CommandFailure(
                    file: storageName, message: "cannot migrate the schema: \(error)", exitCode: ExitStatus.cannotCreate
                )
            }
            var limits = ImportLimits()
            limits.maximumUploadBytes = maxUpload
            let importer: ShortcutImporter
            do {
                importer = try ShortcutImporter.bundled(limits: limits)
            } catch {
                await storage.close()
                throw CommandFailure(
                    file: "resources", message: "cannot load the catalog: \(error)", exitCode: ExitStatus.software)
            }
            let http = BoundedHTTPClient()
            let cloud = ICloudClient(httpClient: http, apiBase: URL(string: apiBase) ?? ICloudClient.defaultAPIBase)
            var configuration = GalleryConfiguration(
                host: host, port: port, adminToken: adminToken, limits: limits, pageCacheBytes: pageCache << 20)
            configuration.allowsSignUp = !noSignup
            configuration.allowsAnonymousUploads = anonymousUploads
            configuration.trustsProxy = trustProxy
            let service = GalleryService(
                storage: storage, importer: importer, cloud: cloud, configuration: configuration)
            do {
                if try await runSetUpAction(service) {
                    http.shutdown()
                    await storage.close()
                    return
                }
                try await seedFiles(service)
                let running = try await GalleryServer(service: service).start()
                FileHandle.standardOutput.write(
                    Data("Gallery at \(running.url)/ (\(storageName)); Ctrl-C stops it.\n".utf8))
                try await running.wait()
            } catch {
                http.shutdown()
                await storage.close()
                throw error
            }
            http.shutdown()
            await storage.close()
        }
    }

    var storageName: String {
        if let database, let url = PostgresURL(database) { return url.redacted }
        return URL(fileURLWithPath: data).appendingPathComponent("gallery.sqlite").path
    }

    func openStorage() throws(CommandFailure) -> any GalleryStorage {
        if let database, let url = PostgresURL(database) {
            return PostgresGalleryStorage(url: url)
        }
        let directory = URL(fileURLWithPath: data, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return try SQLiteGalleryStorage(directory: directory)
        } catch {
            throw CommandFailure(
                file: data, message: "cannot open the gallery database: \(error)", exitCode: ExitStatus.cannotCreate)
        }
    }

    /// Runs the set-up action given, if any (true: one ran, so do not serve).
    func runSetUpAction(_ service: GalleryService) async throws -> Bool {
        func refused(_ error: GalleryError, _ subject: String) -> CommandFailure {
            CommandFailure(
                file: subject, message: error.description,
                exitCode: error.status >= 500 ? ExitStatus.cannotCreate : ExitStatus.dataError)
        }
        if let createUser {
            // The password is the first line of standard input (never an argument: argv is visible to every user).
            let input = FileHandle.standardInput.readDataToEndOfFile()
            let password =
                String(decoding: input, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .first.map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "\r")) } ?? ""
            do {
                let account = try await service.createAccount(username: createUser, password: password)
                say("Created account \(account.username).")
            } catch {
                throw refused(error, createUser)
            }
            return true
        }
        if let createToken {
            do {
                let account = try await service.account(named: createToken)
                let made = try await service.createAPIToken(for: account, name: "created with --create-token")
                say(made.token)
            } catch {
                throw refused(error, createToken)
            }
            return true
        }
        if !assignOwner.isEmpty {
            for pair in assignOwner {
                guard let (id, user) = Self.ownerAssignment(pair) else { continue }
                do {
                    try await service.assignOwner(shortcut: id, to: user)
                    say("Shortcut \(id) is now owned by \(user.lowercased()).")
                } catch {
                    throw refused(error, pair)
                }
            }
            return true
        }
        if rerender {
            let report = await service.rerender()
            say("Rendered \(report.rendered) version\(report.rendered == 1 ? "" : "s") again; \(report.failed) failed.")
            if report.failed > 0 {
                throw CommandFailure(
                    file: storageName, message: "\(report.failed) versions kept their old rendering (see the log)",
                    exitCode: ExitStatus.dataError)
            }
            return true
        }
        return false
    }

    /// Adds each seed file (folders: their files, sorted); a file already stored unchanged
    /// would only add an identical version, so seeding is skipped when the gallery has rows.
    func seedFiles(_ service: GalleryService) async throws {
        guard !seed.isEmpty else { return }
        if let stats = try? await service.storage.statistics(), stats.shortcuts > 0 {
            say("Gallery already has \(stats.shortcuts) shortcuts; --seed skipped.")
            return
        }
        var files: [String] = []
        for path in seed {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.sorted().filter { !$0.hasPrefix(".") }.map {
                    (path as NSString).appendingPathComponent($0)
                }
            } else {
                files.append(path)
            }
        }
        for file in files {
            let data = try FileIO.read(file)
            do {
                _ = try await service.addFile(data, fileName: file, to: .newShortcut(owner: nil, displayName: "seed"))
            } catch {
                throw CommandFailure(
                    file: file, message: error.description,
                    exitCode: error.status >= 500 ? ExitStatus.cannotCreate : ExitStatus.dataError)
            }
        }
        say("Seeded \(files.count) shortcut\(files.count == 1 ? "" : "s").")
    }

    /// One line on standard output, unbuffered (the URL line must reach a pipe at once).
    func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
