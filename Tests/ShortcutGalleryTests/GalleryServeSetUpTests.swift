import AsyncHTTPClient
import Foundation
import GRDB
import ShortcutGallery
import TestSupport
import Testing

/// The gallery's command line as an admin and a publisher use it: `shortcut serve` (handed to
/// `shortcut-serve`) making accounts and tokens and assigning owners without serving, then
/// serving, and `shortcut publish` uploading to it over HTTP. Real processes, a real SQLite folder.
@Suite(.serialized) struct GalleryServeSetUpTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package's built executables sit beside the test bundle.
    static func executable(_ name: String) -> URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent(name),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name),
            Corpus.packageRoot.appendingPathComponent(".build/debug/" + name),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }

    /// Runs `shortcut ARGUMENTS` to the end with `input` on stdin.
    static func shortcut(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws
        -> Run
    {
        let process = Process()
        process.executableURL = executable("shortcut")
        process.arguments = arguments
        process.currentDirectoryURL = Corpus.packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("serve-out-\(UUID().uuidString)")
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("serve-err-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8))
    }

    @Test func createUsersAndTokensAssignOwnersServeAndPublish() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-setup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = ["--data", folder.path]

        // Accounts and tokens, without serving (the password from stdin, never an argument).
        let created = try Self.shortcut(["serve", "--create-user", "Ann"] + data, input: "a long password\n")
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout == "Created account ann.\n")
        let taken = try Self.shortcut(["serve", "--create-user", "ann"] + data, input: "another password\n")
        #expect(taken.status == 65)
        #expect(taken.stderr.hasPrefix("error: ann: the user name 'ann' is taken"), "\(taken.stderr)")
        #expect(try Self.shortcut(["serve", "--create-user", "bob"] + data, input: "short\n").status == 65)
        let tokenRun = try Self.shortcut(["serve", "--create-token", "ann"] + data)
        #expect(tokenRun.status == 0, "\(tokenRun.stderr)")
        let token = tokenRun.stdout.trimmingCharacters(in: .newlines)
        #expect(token.hasPrefix("skg_") && token.count == 47)
        #expect(try Self.shortcut(["serve", "--create-token", "nobody"] + data).status == 65)
        #expect(try Self.shortcut(["serve", "--create-token", "ann", "--create-user", "x"] + data).status == 2)
        #expect(try Self.shortcut(["serve", "--assign-owner", "one=ann"] + data).status == 2)

        // The default cost (12) is what `--create-user` stored.
        let storage = try SQLiteGalleryStorage(directory: folder)
        let hash = try #require(try await storage.credentials(username: "ann")?.passwordHash)
        #expect(hash.hasPrefix("$2b$12$"), "\(hash.prefix(7))")
        #expect(PasswordHasher().cost == 12)
        await storage.close()

        // Serve, seeded with the examples (owned by no one until assigned).
        let server = Process()
        server.executableURL = Self.executable("shortcut")
        server.currentDirectoryURL = Corpus.packageRoot
        server.arguments = ["serve", "--port", "0", "--seed", "Examples"] + data
        let out = Pipe()
        server.standardOutput = out
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !text.contains("Gallery at "), Date() < deadline, server.isRunning {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Gallery at ") })
        let base = String(try #require(line.split(separator: " ").dropFirst(2).first)).trimmingCharacters(
            in: CharacterSet(charactersIn: "/"))

        // While it serves: give ann the seeded HelloWorld (id 1, the first seed file in name order).
        let assigned = try Self.shortcut(["serve", "--assign-owner", "1=ann"] + data)
        #expect(assigned.status == 0, "\(assigned.stderr)")
        #expect(assigned.stdout == "Shortcut 1 is now owned by ann.\n")
        #expect(try Self.shortcut(["serve", "--assign-owner", "999=ann"] + data).status == 65)

        // Publish: HelloWorld is ann's (a new version), Brand New is not there (a new shortcut).
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent(
            "Brand New-\(UUID().uuidString).plist")
        try Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Examples/PackingList.plist")).write(
            to: fresh)
        defer { try? FileManager.default.removeItem(at: fresh) }
        let published = try Self.shortcut([
            "publish", "Examples/HelloWorld.shortcut", fresh.path, "--gallery", base + "/", "--token", token,
        ])
        #expect(published.status == 0, "\(published.stderr)")
        let urls = published.stdout.split(separator: "\n").map(String.init)
        #expect(urls.count == 2)
        #expect(urls.first == base + "/shortcuts/1?version=2")
        #expect(urls.last?.hasPrefix(base + "/shortcuts/") == true && urls.last?.hasSuffix("?version=1") == true)
        let page = String(decoding: try Data(contentsOf: try #require(URL(string: urls[0]))), as: UTF8.self)
        #expect(page.contains("version 2 of 2") && page.contains("added by ann"))
        // Again, from the environment, under another name with --name: a version of the new one.
        let again = try Self.shortcut(
            [
                "publish", "Examples/PackingList.plist", "--gallery", base, "--name",
                fresh.deletingPathExtension()
                    .lastPathComponent,
            ],
            environment: ["SHORTCUTKIT_GALLERY_TOKEN": token])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.hasSuffix("?version=2\n"), "\(again.stdout)")

        // `--rerender`: nothing to do on a current gallery; versions an older renderer made are rendered again.
        let current = try Self.shortcut(["serve", "--rerender"] + data)
        #expect(current.status == 0, "\(current.stderr)")
        #expect(current.stdout == "Rendered 0 versions again; 0 failed.\n")
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("gallery.sqlite").path)
        let versions = try await queue.write { db in
            try db.execute(sql: "UPDATE versions SET rendered_with = 'renderer 1; catalog old; audit old'")
            return db.changesCount
        }
        try queue.close()
        #expect(versions == 6)
        let rerendered = try Self.shortcut(["serve", "--rerender"] + data)
        #expect(rerendered.status == 0, "\(rerendered.stderr)")
        #expect(rerendered.stdout == "Rendered 6 versions again; 0 failed.\n")

        // Refusals: the gallery's reason, exit 1; usage errors exit 2.
        let revoked = try Self.shortcut([
            "publish", "Examples/HelloWorld.shortcut", "--gallery", base, "--token", "skg_not-a-real-token",
        ])
        #expect(revoked.status == 1)
        #expect(
            revoked.stderr
                == "error: \(base): the gallery refused (HTTP 401): the API token is not valid (revoked, or never issued here)\n",
            "\(revoked.stderr)")
        let notShortcut = try Self.shortcut(["publish", "README.md", "--gallery", base, "--token", token])
        #expect(notShortcut.status == 1)
        #expect(notShortcut.stderr.contains("README.md: the gallery refused (HTTP 415)"), "\(notShortcut.stderr)")
        let down = try Self.shortcut([
            "publish", "Examples/HelloWorld.shortcut", "--gallery", "http://127.0.0.1:9", "--token", token,
        ])
        #expect(down.status == 1)
        #expect(down.stderr.contains("cannot reach the gallery"))
        let noToken = try Self.shortcut(
            ["publish", "Examples/HelloWorld.shortcut", "--gallery", base],
            environment: ["SHORTCUTKIT_GALLERY_TOKEN": ""])
        #expect(noToken.status == 2)
        #expect(
            try Self.shortcut(["publish", "Examples/HelloWorld.shortcut", "--gallery", "ftp://x", "--token", token])
                .status == 2)
        #expect(
            try Self.shortcut(["publish", "/nonexistent/x.shortcut", "--gallery", base, "--token", token]).status == 66)
    }

    /// Starts `shortcut serve --port 0 ARGUMENTS`; returns the process and its base URL.
    static func startServer(_ arguments: [String]) throws -> (process: Process, base: String) {
        let server = Process()
        server.executableURL = executable("shortcut")
        server.currentDirectoryURL = Corpus.packageRoot
        server.arguments = ["serve", "--port", "0"] + arguments
        let out = Pipe()
        server.standardOutput = out
        server.standardError = FileHandle.nullDevice
        try server.run()
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !text.contains("Gallery at "), Date() < deadline, server.isRunning {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Gallery at ") }),
            let url = line.split(separator: " ").dropFirst(2).first
        else {
            server.terminate()
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "no URL line: \(text)"])
        }
        return (server, String(url).trimmingCharacters(in: CharacterSet(charactersIn: "/")))
    }

    /// A session made by one server process is good after that process stops and another starts
    /// on the same data folder: it lives in the storage, not in the server.
    @Test func aSessionSurvivesARealRestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-restart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = ["--data", folder.path]
        #expect(try Self.shortcut(["serve", "--create-user", "ann"] + data, input: "a long password\n").status == 0)
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        let http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        do {
            let first = try Self.startServer(data)
            let browser = BrowserSession(http: http, base: first.base)
            let signedIn = try await browser.signIn("ann", password: "a long password")
            first.process.terminate()
            first.process.waitUntilExit()
            #expect(signedIn.status == 303, "\(signedIn.status) \(signedIn.text.prefix(200))")
            let session = try #require(await browser.cookies["gallery_session"])

            let second = try Self.startServer(data)
            defer {
                second.process.terminate()
                second.process.waitUntilExit()
            }
            let again = BrowserSession(http: http, base: second.base)
            await again.setCookie("gallery_session", session)
            let account = try await again.get("/account")
            #expect(account.status == 200)
            #expect(account.text.contains("<h1 class=\"g-h1\">ann</h1>"))
        } catch {
            try? await http.shutdown()
            throw error
        }
        try await http.shutdown()
    }
}
