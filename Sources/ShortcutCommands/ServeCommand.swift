import ArgumentParser
import AsyncHTTPClient
import CommandSupport
import Foundation
import ShortcutCloud
import ShortcutGallery

/// `shortcut serve [--data DIR] [--database URL] [--host H] [--port P] [--admin-token T]
/// [--api-base URL] [--seed FILES...]`
///
/// Runs the web gallery until interrupted. Exit status: 2 usage error, 65/66 a seed file is not
/// a shortcut / cannot be read, 73 the data folder or database cannot be opened.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the shortcut gallery: pages, search, versions, and a JSON API (see Docs/Gallery.md).",
        discussion: """
            Stores shortcuts in SQLite in --data (default ./gallery-data), or in PostgreSQL with \
            --database postgres://user:password@host:port/db (several servers may share one). \
            Schema migrations run at start. Prints the URL once listening. Exit status: 2 usage \
            error, 65 a seed file is not a shortcut, 66 it cannot be read, 73 the storage cannot \
            be opened.
            """)

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

    @Option(parsing: .upToNextOption, help: "Shortcut files or folders to add at start (uploader \"seed\").")
    var seed: [String] = []

    func validate() throws {
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
    }

    func run() async throws {
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
            let http = HTTPClient(eventLoopGroupProvider: .singleton)
            let cloud = ICloudClient(httpClient: http, apiBase: URL(string: apiBase) ?? ICloudClient.defaultAPIBase)
            let service = GalleryService(
                storage: storage, importer: importer, cloud: cloud,
                configuration: GalleryConfiguration(
                    host: host, port: port, adminToken: adminToken, limits: limits, pageCacheBytes: pageCache << 20))
            do {
                try await seedFiles(service)
                let running = try await GalleryServer(service: service).start()
                FileHandle.standardOutput.write(
                    Data("Gallery at \(running.url)/ (\(storageName)); Ctrl-C stops it.\n".utf8))
                try await running.wait()
            } catch {
                try? await http.shutdown()
                await storage.close()
                throw error
            }
            try? await http.shutdown()
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
                _ = try await service.addFile(data, fileName: file, uploader: "seed")
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
