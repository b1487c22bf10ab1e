import AsyncHTTPClient
import BoundedHTTP
import Foundation
import GalleryScratchDatabase
import Logging
import NIOCore
import NIOHTTP1
import ShortcutCloud
import ShortcutGallery
import ShortcutKit
import Testing

/// Which storage a test runs against.
enum StorageKind: String, CaseIterable, CustomStringConvertible, Sendable {
    case sqlite, postgres
    var description: String { rawValue }
}

/// A PostgreSQL server for the tests: `SHORTCUTKIT_POSTGRES_URL` (`.ci/run` starts one). Each
/// test gets a fresh database, dropped afterwards. Without the variable the PostgreSQL cases are
/// skipped with a message, unless `CI` is set: then they fail.
enum PostgresTestServer {
    static let environment = ProcessInfo.processInfo.environment

    static var baseURL: PostgresURL? {
        environment["SHORTCUTKIT_POSTGRES_URL"].flatMap { PostgresURL($0) }
    }

    /// Nil (and a printed note) when the PostgreSQL case should be skipped.
    static func available(_ test: String) -> PostgresURL? {
        if let url = baseURL { return url }
        if environment["CI"] != nil {
            Issue.record("CI is set but SHORTCUTKIT_POSTGRES_URL is not: .ci/run must start PostgreSQL")
        } else {
            print(
                "◇ \(test): PostgreSQL case skipped: set SHORTCUTKIT_POSTGRES_URL=postgres://user@host:port/db to run it"
            )
        }
        return nil
    }
}

/// An HTTP reply as the tests read it.
struct Reply: Sendable {
    var status: Int
    var headers: HTTPHeaders
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
    func json() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }
}

/// An account made for a test, with the password it signs in with and one API token.
struct TestAccount: Sendable {
    var account: GalleryAccount
    var password: String
    var token: String
    var id: Int64 { account.id }
    var username: String { account.username }
}

/// A gallery server on 127.0.0.1 with a random port over one storage, a client for it, and
/// (when asked) a fake iCloud server for the iCloud adds. Each harness has an account, `owner`,
/// made at start with an API token: `upload` uses it unless told otherwise, and `browser` is
/// signed in as it through the sign-in form.
struct GalleryHarness: Sendable {
    let kind: StorageKind
    let storage: any GalleryStorage
    let server: RunningGallery
    let http: HTTPClient
    /// The SQLite data folder (nil for PostgreSQL).
    let dataFolder: URL?
    /// The PostgreSQL database (nil for SQLite).
    var databaseURL: PostgresURL? = nil
    let service: GalleryService
    let owner: TestAccount
    let browser: BrowserSession

    /// Passwords are hashed at bcrypt's lowest cost in these tests (the package-only
    /// `PasswordHasher.lowCostForTesting`), so the suites that sign up many accounts stay fast;
    /// the default cost (12) is checked by `GalleryServeSetUpTests` (a real `--create-user`).
    static func testConfiguration(_ configuration: GalleryConfiguration) -> GalleryConfiguration {
        var configuration = configuration
        configuration.host = "127.0.0.1"
        configuration.port = 0
        configuration.limits = importerLimits
        if configuration.passwordHasher.cost == PasswordHasher.standardCost {
            configuration.passwordHasher = .lowCostForTesting()
        }
        return configuration
    }

    var base: String { "http://127.0.0.1:\(server.port)" }

    static let importerLimits = ImportLimits(
        maximumUploadBytes: 2 << 20, maximumDecodedBytes: 1 << 20, maximumObjectCount: 200_000, maximumDepth: 128)

    /// Bundled catalog, audit rules and trust roots, loaded once for all tests.
    static let importer: ShortcutImporter = {
        do {
            return try ShortcutImporter.bundled(limits: importerLimits)
        } catch {
            fatalError("bundled resources: \(error)")
        }
    }()

    /// Runs `body` against a fresh gallery on `kind`; returns without running it when the
    /// PostgreSQL case is skipped.
    /// `prepare` runs on the new, empty storage before the harness migrates it (a test that
    /// makes an older gallery first); `importer` is the server's (another icon set, say).
    static func with(
        _ kind: StorageKind, configuration: GalleryConfiguration = GalleryConfiguration(), apiBase: URL? = nil,
        importer: ShortcutImporter = GalleryHarness.importer, test: String = #function,
        prepare: (@Sendable (any GalleryStorage, PostgresURL?) async throws -> Void)? = nil,
        _ body: (GalleryHarness) async throws -> Void
    ) async throws {
        switch kind {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "gallery-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let storage = try SQLiteGalleryStorage(directory: folder)
            try await prepare?(storage, nil)
            try await run(
                kind, storage: storage, folder: folder, configuration: configuration, apiBase: apiBase,
                importer: importer, body)
        case .postgres:
            guard let url = PostgresTestServer.available(test) else { return }
            try await PostgresScratchDatabase.with(server: url, prefix: "gallery_test") { database in
                let storage = PostgresGalleryStorage(url: database)
                do {
                    try await prepare?(storage, database)
                } catch {
                    await storage.close()
                    throw error
                }
                try await run(
                    kind, storage: storage, folder: nil, databaseURL: database, configuration: configuration,
                    apiBase: apiBase, importer: importer, body)
            }
        }
    }

    private static func run(
        _ kind: StorageKind, storage: any GalleryStorage, folder: URL?, databaseURL: PostgresURL? = nil,
        configuration: GalleryConfiguration,
        apiBase: URL?, importer: ShortcutImporter,
        _ body: (GalleryHarness) async throws -> Void
    ) async throws {
        let configuration = testConfiguration(configuration)
        var httpConfiguration = HTTPClient.Configuration()
        httpConfiguration.redirectConfiguration = .disallow
        httpConfiguration.decompression = .disabled
        let http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: httpConfiguration)
        do {
            try await storage.migrate()
            // A generous timeout: on a loaded CI machine a timed-out unsigned download would fall
            // back to the fake server's stand-in signed file, which is (rightly) refused.
            let cloud = ICloudClient(
                httpClient: BoundedHTTPClient(), apiBase: apiBase ?? URL(string: "http://127.0.0.1:9")!,
                requestTimeout: .seconds(30))
            let service = GalleryService(
                storage: storage, importer: importer, cloud: cloud, configuration: configuration)
            var logger = Logger(label: "gallery-test")
            logger.logLevel = .critical
            let server = try await GalleryServer(service: service).start(logger: logger)
            do {
                let owner = try await makeAccount("owner", service: service)
                let browser = BrowserSession(http: http, base: "http://127.0.0.1:\(server.port)")
                try await browser.signIn(owner)
                let harness = GalleryHarness(
                    kind: kind, storage: storage, server: server, http: http, dataFolder: folder,
                    databaseURL: databaseURL, service: service, owner: owner, browser: browser)
                try await body(harness)
            } catch {
                await server.stop()
                throw error
            }
            await server.stop()
        } catch {
            try? await http.shutdown()
            await storage.close()
            throw error
        }
        try await http.shutdown()
        await storage.close()
    }

    /// An account (through the service) with an API token.
    static func makeAccount(_ username: String, service: GalleryService) async throws -> TestAccount {
        let password = "pw-\(username)-" + UUID().uuidString.prefix(8)
        let account = try await service.createAccount(username: username, password: password)
        let token = try await service.createAPIToken(for: account, name: "tests").token
        return TestAccount(account: account, password: password, token: token)
    }

    func makeAccount(_ username: String) async throws -> TestAccount {
        try await Self.makeAccount(username, service: service)
    }

    /// Another storage object on the same database (another server's view of it), closed by
    /// the caller.
    func openStorageAgain() throws -> any GalleryStorage {
        if let dataFolder { return try SQLiteGalleryStorage(directory: dataFolder) }
        return PostgresGalleryStorage(url: try #require(databaseURL))
    }

    /// Another server on the same database (its own storage object, page cache and limits, and
    /// `importer`), for `body`; stopped and closed afterwards.
    func withSecondServer(
        configuration: GalleryConfiguration? = nil, importer: ShortcutImporter = GalleryHarness.importer,
        _ body: (GalleryHarness) async throws -> Void
    ) async throws {
        let storage = try openStorageAgain()
        let service = GalleryService(
            storage: storage, importer: importer, cloud: nil,
            configuration: Self.testConfiguration(configuration ?? self.service.configuration))
        var logger = Logger(label: "gallery-test-2")
        logger.logLevel = .critical
        let server = try await GalleryServer(service: service).start(logger: logger)
        let browser = BrowserSession(http: http, base: "http://127.0.0.1:\(server.port)")
        let second = GalleryHarness(
            kind: kind, storage: storage, server: server, http: http, dataFolder: dataFolder, databaseURL: databaseURL,
            service: service, owner: owner, browser: browser)
        do {
            try await body(second)
        } catch {
            await server.stop()
            await storage.close()
            throw error
        }
        await server.stop()
        await storage.close()
    }

    /// A browser session of its own, signed in as `account` through the form.
    func browser(signedInAs account: TestAccount) async throws -> BrowserSession {
        let session = BrowserSession(http: http, base: base)
        try await session.signIn(account)
        return session
    }

    // MARK: Requests

    func request(
        _ method: HTTPMethod, _ path: String, body: Data? = nil, headers: [(String, String)] = []
    ) async throws -> Reply {
        var request = HTTPClientRequest(url: base + path)
        request.method = method
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        let response = try await http.execute(request, timeout: .seconds(30))
        let collected = try await response.body.collect(upTo: 64 << 20)
        return Reply(status: Int(response.status.code), headers: response.headers, body: Data(buffer: collected))
    }

    func get(_ path: String) async throws -> Reply { try await request(.GET, path) }

    /// `POST /api/shortcuts?name=…` with the file as the body and `token` (default: the owner's)
    /// as the bearer; `token: ""` sends none (an anonymous upload, with `uploader` as its label).
    func upload(_ data: Data, name: String? = nil, token: String? = nil, uploader: String? = nil) async throws
        -> Reply
    {
        var query: [(String, String)] = []
        if let name { query.append(("name", name)) }
        if let uploader { query.append(("uploader", uploader)) }
        var headers = [("Content-Type", "application/octet-stream")]
        let bearer = token ?? owner.token
        if !bearer.isEmpty { headers.append(("Authorization", "Bearer " + bearer)) }
        return try await request(.POST, "/api/shortcuts" + Self.query(query), body: data, headers: headers)
    }

    /// `POST /api/shortcuts/{id}/versions` with `token` (default: the owner's).
    func addVersion(_ id: Int, _ data: Data, name: String? = nil, token: String? = nil) async throws -> Reply {
        var headers = [("Content-Type", "application/octet-stream")]
        let bearer = token ?? owner.token
        if !bearer.isEmpty { headers.append(("Authorization", "Bearer " + bearer)) }
        return try await request(
            .POST, "/api/shortcuts/\(id)/versions" + Self.query(name.map { [("name", $0)] } ?? []), body: data,
            headers: headers)
    }

    /// The add page's form as the signed-in owner: `POST /add` as multipart/form-data.
    func uploadForm(_ data: Data, fileName: String) async throws -> Reply {
        try await browser.postMultipart("/add", file: data, fileName: fileName, tokenFrom: "/add")
    }

    static func query(_ pairs: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let parts = pairs.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }
        return parts.isEmpty ? "" : "?" + parts.joined(separator: "&")
    }

    // MARK: State

    /// Row counts plus the data folder's files and sizes: what a refused request must not change.
    struct Snapshot: Equatable, CustomStringConvertible {
        var statistics: GalleryStatistics
        var files: [String: Int]
        var description: String { "\(statistics) files: \(files)" }
    }

    func snapshot() async throws -> Snapshot {
        var files: [String: Int] = [:]
        if let dataFolder {
            for name in try FileManager.default.contentsOfDirectory(atPath: dataFolder.path) {
                let attributes = try FileManager.default.attributesOfItem(
                    atPath: dataFolder.appendingPathComponent(name).path)
                files[name] = (attributes[.size] as? NSNumber)?.intValue ?? -1
            }
        }
        return Snapshot(statistics: try await storage.statistics(), files: files)
    }
}
