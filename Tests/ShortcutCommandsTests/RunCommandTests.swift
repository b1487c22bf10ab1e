import CloudTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ShortcutKit
import TestSupport
import Testing

/// `shortcut run`: output, `--json`, answers, stubs, exit statuses, bounds, `--trace`, and Get
/// Contents of URL against a real HTTP server on 127.0.0.1 — refused without `--allow-network`
/// (the server sees no request), sent with it.
@Suite(.serialized) struct RunCommandTests {
    /// Runs the tool on a Dispatch thread: waiting for it on the cooperative pool would starve
    /// the server's handlers (the actor that logs requests) on a 2-core machine.
    static func runTool(_ arguments: [String]) async throws -> CommandRunner.Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try CommandRunner.run(arguments) })
            }
        }
    }

    static func act(_ stem: String, _ parameters: KeyValuePairs<String, Value> = [:]) -> Action {
        Action("is.workflow.actions." + stem, parameters)
    }

    /// Writes a DSL-built shortcut to a fresh folder and returns its path.
    static func file(_ name: String = "Test", _ body: (ShortcutBuilder) throws -> Void) throws -> String {
        let folder = try CommandRunner.temporaryFolder()
        let url = folder.appendingPathComponent(name + ".shortcut")
        try Shortcut.build(name: name, checks: .none, body).encoded(as: .binary).write(to: url)
        return url.path
    }

    static func json(_ text: String) throws -> String {
        let url = try CommandRunner.temporaryFolder().appendingPathComponent("data.json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func printsTheOutputAndExitsZero() throws {
        let path = try Self.file { s in
            s.add(Self.act("gettext", ["WFTextActionText": "Hello, \(Variable.shortcutInput)!"]))
        }
        let result = try CommandRunner.run(["run", path, "--input", "Ada"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output == "Hello, Ada!\n")
    }

    @Test func jsonHasTheOutputAndWhatWasShown() throws {
        let path = try Self.file { s in
            s.add(Self.act("showresult", ["Text": "first"]))
            s.add(Self.act("alert", ["WFAlertActionTitle": "Careful", "WFAlertActionMessage": "second"]))
            s.add(Self.act("list", ["WFItems": .list(["a", "b"])]))
            s.add(Self.act("dictionary"))
            s.add(Self.act("output", ["WFOutput": Value(ShortcutBuilder.output(of: s.shortcut.actions[2]))]))
        }
        let result = try CommandRunner.run(["run", path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let value = try RuntimeJSON.parse(result.output)
        #expect(
            value
                == .dictionary([
                    "output": .list([.text("a"), .text("b")]),
                    "shown": .list([.text("first"), .text("Careful\nsecond")]),
                ]))
    }

    @Test func jsonNamesWhatWasOpenedAndSpokenOnlyWhenThereIsAny() throws {
        let path = try Self.file { s in
            s.add(Self.act("speaktext", ["WFText": "Leaving now"]))
            s.add(Self.act("url", ["WFURLActionURL": "https://maps.example/?q=home"]))
            s.add(Self.act("openurl"))
            s.add(Self.act("openapp", ["WFAppIdentifier": .plain("com.apple.mobilesafari")]))
        }
        let result = try CommandRunner.run(["run", path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try RuntimeJSON.parse(result.output)
                == .dictionary([
                    "output": .nothing, "shown": .list([]), "opened": .list([.text("https://maps.example/?q=home")]),
                    "launched": .list([.text("com.apple.mobilesafari")]), "spoken": .list([.text("Leaving now")]),
                ]))
    }

    @Test func answersDriveMenusAndQuestions() throws {
        let path = try Self.file { s in
            let name = s.add(Self.act("ask", ["WFAskActionPrompt": "Name?"]))
            try s.menu("Greeting?") {
                MenuCase("Formal") { s.add(Self.act("gettext", ["WFTextActionText": "Good day, \(name)."])) }
                MenuCase("Casual") { s.add(Self.act("gettext", ["WFTextActionText": "Hi \(name)!"])) }
            }
        }
        let answers = try Self.json(#"["Grace", "Casual"]"#)
        let result = try CommandRunner.run(["run", path, "--answers", answers])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output == "Hi Grace!\n")
        let missing = try CommandRunner.run(["run", path, "--answers", try Self.json(#"["Grace"]"#)])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains("action 1 (Choose from Menu, is.workflow.actions.choosefrommenu): needs an answer"))
    }

    @Test func deviceActionsNeedAStubAndTakeItsOutput() throws {
        let path = try Self.file { s in
            s.add(Self.act("getbatterylevel"))
            s.add(
                Self.act(
                    "gettext", ["WFTextActionText": "Battery: \(ShortcutBuilder.output(of: s.shortcut.actions[0]))%"]))
        }
        let refused = try CommandRunner.run(["run", path])
        #expect(refused.status == 1)
        #expect(refused.output.isEmpty)
        #expect(
            refused.stderr
                == "error: \(path): action 0 (Get Battery Status, is.workflow.actions.getbatterylevel): needs a stub: it uses the device, give its output in the stubs\n"
        )
        let stubs = try Self.json(#"{"is.workflow.actions.getbatterylevel": 87}"#)
        let stubbed = try CommandRunner.run(["run", path, "--stubs", stubs])
        #expect(stubbed.status == 0, "\(stubbed.stderr)")
        #expect(stubbed.output == "Battery: 87%\n")
    }

    @Test func exitStatusesForBadInput() throws {
        let folder = try CommandRunner.temporaryFolder()
        let garbage = folder.appendingPathComponent("garbage.shortcut")
        try Data("not a plist".utf8).write(to: garbage)
        #expect(try CommandRunner.run(["run", garbage.path]).status == 65)
        #expect(try CommandRunner.run(["run", folder.appendingPathComponent("missing.shortcut").path]).status == 66)
        let path = try Self.file { s in s.add(Self.act("nothing")) }
        let badAnswers = try CommandRunner.run(["run", path, "--answers", try Self.json("{")])
        #expect(badAnswers.status == 65)
        #expect(badAnswers.stderr.contains("invalid JSON at byte 1"))
        #expect(try CommandRunner.run(["run", path, "--max-steps", "0"]).status == 2)
    }

    @Test func stepLimitAndTraceOnStandardError() throws {
        let path = try Self.file { s in
            s.repeat(1_000_000_000) { _ in s.add(Self.act("number", ["WFNumberActionNumber": 7])) }
        }
        let result = try CommandRunner.run(["run", path, "--max-steps", "5", "--trace"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("  [1] Number (is.workflow.actions.number) → 7"))
        // The sixth step is the Repeat's third pass.
        #expect(
            lines.last
                == "error: \(path): action 0 (Repeat, is.workflow.actions.repeat.count): stopped after 5 steps (--max-steps)"
        )
    }

    @Test func fixedClockAndTimeZone() throws {
        let path = try Self.file { s in
            s.add(Self.act("date"))
            s.add(Self.act("format.date", ["WFDateFormatStyle": "Custom", "WFDateFormat": "EEEE HH:mm"]))
        }
        let result = try CommandRunner.run([
            "run", path, "--now", "2024-05-01T09:30:00Z", "--time-zone", "America/New_York",
        ])
        #expect(result.output == "Wednesday 05:30\n")
    }

    // MARK: The network

    /// Requests the echo server saw.
    actor RequestLog {
        var requests: [String] = []
        func add(_ line: String) { requests.append(line) }
    }

    /// An HTTP server on 127.0.0.1: `GET /hello` answers text, `POST /echo` answers JSON
    /// describing the request it got, `GET /feed.xml` an RSS 2.0 feed, `HEAD /headers` answers an
    /// `X-Shortcut` header.
    static func withEchoServer(_ body: (_ base: String, _ log: RequestLog) async throws -> Void) async throws {
        let log = RequestLog()
        let router = Router()
        router.get("hello") { request, _ -> String in
            await log.add("GET /hello")
            return "Hello over HTTP"
        }
        router.post("echo") { request, _ -> Response in
            let body = try await request.body.collect(upTo: 1 << 20)
            let text = String(buffer: body)
            let token = request.headers[HTTPField.Name("X-Token")!] ?? ""
            let type = request.headers[.contentType] ?? ""
            await log.add("POST /echo \(type) \(token) \(text)")
            let json = RuntimeJSON.text(
                for: .dictionary(["type": .text(type), "token": .text(token), "body": .text(text)]))
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: json)))
        }
        router.get("feed.xml") { _, _ -> Response in
            await log.add("GET /feed.xml")
            var headers = HTTPFields()
            headers[.contentType] = "application/rss+xml"
            let feed = """
                <?xml version="1.0"?><rss version="2.0"><channel><title>Local</title>
                <item><title>One</title><link>/one</link></item><item><title>Two</title><link>https://two.example/</link></item>
                </channel></rss>
                """
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: feed)))
        }
        router.head("headers") { _, _ -> Response in
            await log.add("HEAD /headers")
            var headers = HTTPFields()
            headers[HTTPField.Name("X-Shortcut")!] = "runs off the device"
            return Response(status: .ok, headers: headers)
        }
        // Stopped by a graceful shutdown: cancelling the server task can trap in SwiftNIO
        // (TestHTTPServer explains).
        let server = try await TestHTTPServer.start(router, serverName: "RunTest")
        do {
            try await body("http://127.0.0.1:\(server.port)", log)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func getContentsOfURLIsRefusedWithoutAllowNetwork() async throws {
        try await Self.withEchoServer { base, log in
            let path = try Self.file { s in
                s.add(Self.act("url", ["WFURLActionURL": Value(stringLiteral: base + "/hello")]))
                s.add(Self.act("downloadurl"))
            }
            let refused = try await Self.runTool(["run", path])
            #expect(refused.status == 1)
            #expect(
                refused.stderr
                    == "error: \(path): action 1 (Get Contents of URL, is.workflow.actions.downloadurl): would fetch \(base)/hello: network access is off (pass --allow-network, or a stub for the URL)\n"
            )
            #expect(await log.requests.isEmpty)
            let stubs = try Self.json(#"{"\#(base)/hello": "from the stub"}"#)
            let stubbed = try await Self.runTool(["run", path, "--stubs", stubs])
            #expect(stubbed.output == "from the stub\n")
            #expect(await log.requests.isEmpty)
            let fetched = try await Self.runTool(["run", path, "--allow-network"])
            #expect(fetched.status == 0, "\(fetched.stderr)")
            #expect(fetched.output == "Hello over HTTP\n")
            #expect(await log.requests == ["GET /hello"])
        }
    }

    @Test func postsJSONWithHeadersOverRealHTTP() async throws {
        try await Self.withEchoServer { base, log in
            let headers = DictionaryField(items: [
                .text(key: TokenString(string: "X-Token"), value: TokenString(string: "s3cret"))
            ])
            let json = DictionaryField(items: [
                .text(key: TokenString(string: "name"), value: TokenString(string: "Ada")),
                DictionaryItem(itemTypeCode: 3, key: .string("year"), value: .string("1843")),
            ])
            let path = try Self.file { s in
                s.add(
                    Self.act(
                        "downloadurl",
                        [
                            "WFURL": Value(stringLiteral: base + "/echo"), "WFHTTPMethod": "POST",
                            "WFHTTPBodyType": "JSON",
                            "WFHTTPHeaders": Value(.dictionaryField(headers)),
                            "WFJSONValues": Value(.dictionaryField(json)),
                        ]))
                s.add(Self.act("getvalueforkey", ["WFDictionaryKey": "body"]))
            }
            let result = try await Self.runTool(["run", path, "--allow-network"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.output == #"{"name":"Ada","year":1843}"# + "\n")
            #expect(await log.requests == [#"POST /echo application/json s3cret {"name":"Ada","year":1843}"#])
        }
    }

    @Test func getHeadersOfURLMakesAHeadRequestOverRealHTTP() async throws {
        try await Self.withEchoServer { base, log in
            let path = try Self.file { s in
                s.add(Self.act("url.getheaders", ["WFInput": Value(stringLiteral: base + "/headers")]))
                s.add(Self.act("getvalueforkey", ["WFDictionaryKey": "X-Shortcut"]))
            }
            let refused = try await Self.runTool(["run", path])
            #expect(refused.status == 1)
            #expect(await log.requests.isEmpty)
            let result = try await Self.runTool(["run", path, "--allow-network"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.output == "runs off the device\n")
            #expect(await log.requests == ["HEAD /headers"])
        }
    }

    @Test func rssItemsOverRealHTTPOnlyWithAllowNetwork() async throws {
        // Get Items from RSS Feed: the items' titles and links (the link resolved against the
        // feed's URL), fetched like Get Contents of URL.
        try await Self.withEchoServer { base, log in
            let path = try Self.file { s in
                let items = s.add(Self.act("rss", ["WFRSSFeedURL": Value(stringLiteral: base + "/feed.xml")]))
                s.add(Self.act("getvariable", ["WFVariable": Value(items.property("URL"))]))
            }
            let refused = try await Self.runTool(["run", path])
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("(Get Items from RSS Feed, is.workflow.actions.rss): would fetch"))
            #expect(await log.requests.isEmpty)
            let result = try await Self.runTool(["run", path, "--allow-network", "--json"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.output.contains("\"\(base)/one\",\n    \"https://two.example/\""), "\(result.output)")
            #expect(await log.requests == ["GET /feed.xml"])
        }
    }

    @Test func runShellScriptOnlyWithAllowShell() throws {
        let marker = try CommandRunner.temporaryFolder().appendingPathComponent("ran")
        let path = try Self.file { s in
            s.add(
                Self.act(
                    "runshellscript",
                    ["Script": Value(stringLiteral: "touch '\(marker.path)'; echo hi from sh"), "Shell": "/bin/sh"]))
        }
        let refused = try CommandRunner.run(["run", path])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "error: \(path): action 0 (Run Shell Script, is.workflow.actions.runshellscript): would run a shell script: shell scripts are off (pass --allow-shell)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: marker.path))
        let ran = try CommandRunner.run(["run", path, "--allow-shell"])
        #expect(ran.status == 0, "\(ran.stderr)")
        #expect(ran.output == "hi from sh\n")
        #expect(FileManager.default.fileExists(atPath: marker.path))
        #expect(try CommandRunner.run(["run", "--help"]).output.contains("--allow-shell"))
    }
}
