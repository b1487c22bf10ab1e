import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import ShortcutTesting
import Testing

/// Running test files: what each test gives the run, what it checks, and how a failure reads.
@Suite struct ShortcutTestRunnerTests {
    typealias F = TestingFixtures

    @Test func passingAndFailingTestsOfTheTipShortcut() async throws {
        let results = try await F.run(
            """
            {"shortcut": "Tip.shortcut", "tests": [
              {"name": "adds twenty percent", "answers": ["50"], "expect": {"output": 10, "shown": ["Tip: 10"]}},
              {"name": "wrong tip", "answers": ["60"], "expect": {"output": 10}},
              {"name": "wrong text", "answers": ["50"], "expect": {"shown": ["Tip: 12"]}}
            ]}
            """, shortcuts: ["Tip": try F.tip()])
        #expect(results.map(\.name) == ["adds twenty percent", "wrong tip", "wrong text"])
        #expect(results[0].outcome == .passed)
        #expect(results[0].actual == .object(["output": .number(10), "shown": .list([.text("Tip: 10")])]))
        #expect(results[1].outcome == .failed("output: expected 10, got 12"))
        #expect(results[1].difference == TestDifference(path: "output", expected: .number(10), actual: .number(12)))
        #expect(results[2].outcome == .failed(#"shown[0]: expected "Tip: 12", got "Tip: 10""#))
        // A failing test shows the run's last actions, as `--trace` prints them.
        #expect(results[1].lastActions.first == "[0] Ask for Input (is.workflow.actions.ask) → 60")
        #expect(results[1].lastActions.count == 3)
        #expect(results[0].lastActions.isEmpty)
        #expect(results.allSatisfy { $0.seconds >= 0 && $0.seconds < 10 })
    }

    @Test func listsCompareItemByItem() async throws {
        let results = try await F.run(
            """
            {"shortcut": "Letters.shortcut", "tests": [
              {"name": "all three", "expect": {"output": ["a", "b", "c"]}},
              {"name": "third differs", "expect": {"output": ["a", "b", "b"]}}
            ]}
            """, shortcuts: ["Letters": try F.letters()])
        #expect(results[0].passed)
        #expect(results[1].message == #"output[2]: expected "b", got "c""#)
    }

    @Test func errorExpectationsNeedTheRunToFailWithTheText() async throws {
        let fetch = try Shortcut.build(name: "Fetch", checks: .none) { s in
            s.add(F.act("url", ["WFURLActionURL": "https://api.example/x"]))
            s.add(F.act("downloadurl"))
        }
        let results = try await F.run(
            """
            {"shortcut": "Fetch.shortcut", "tests": [
              {"name": "needs the network", "expect": {"error": "Get Contents of URL"}},
              {"name": "other error", "expect": {"error": "Choose from Menu"}},
              {"name": "stubbed", "stubs": {"https://api.example/x": {"ok": true}}, "expect": {"error": "network"}},
              {"name": "unexpected failure", "expect": {"output": 1}}
            ]}
            """, shortcuts: ["Fetch": fetch])
        let line =
            "action 1 (Get Contents of URL, is.workflow.actions.downloadurl): would fetch https://api.example/x: network access is off (pass --allow-network, or a stub for the URL)"
        #expect(results[0].outcome == .passed)
        #expect(results[0].failureLine == line)
        #expect(results[1].outcome == .failed("error: expected a failure containing “Choose from Menu”, got “\(line)”"))
        #expect(
            results[2].outcome
                == .failed("error: expected a failure containing “network”, and the run ended without one"))
        #expect(results[2].actual == .object(["output": .object(["ok": .boolean(true)]), "shown": .list([])]))
        #expect(results[3].outcome == .error("the run failed: \(line)"))
        #expect(results[3].lastActions == [#"[0] URL (is.workflow.actions.url) → "https://api.example/x""#])
    }

    @Test func fileStubsApplyToEveryTestAndATestsOwnOverrideThem() async throws {
        let battery = try Shortcut.build(name: "Battery", checks: .none) { s in
            let level = s.add(F.act("getbatterylevel"))
            let place = s.add(F.act("getcurrentlocation"))
            s.add(F.act("gettext", ["WFTextActionText": "\(level)% in \(place)"]))
        }
        let results = try await F.run(
            """
            {"shortcut": "Battery.shortcut",
             "stubs": {"is.workflow.actions.getbatterylevel": 87, "is.workflow.actions.getcurrentlocation": "Paris"},
             "tests": [
              {"name": "shared", "expect": {"output": "87% in Paris"}},
              {"name": "overridden", "stubs": {"is.workflow.actions.getcurrentlocation": "Lyon"},
               "expect": {"output": "87% in Lyon"}}
            ]}
            """, shortcuts: ["Battery": battery])
        #expect(results.map(\.outcome) == [.passed, .passed], "\(results.map(\.message))")
    }

    @Test func inputDateTimeZoneAndMarkers() async throws {
        let clock = try Shortcut.build(name: "Clock", checks: .none) { s in
            s.add(F.act("date"))
            s.add(F.act("format.date", ["WFDateFormatStyle": "Custom", "WFDateFormat": "EEEE HH:mm"]))
        }
        let kind = try Shortcut.build(name: "Kind", checks: .none) { s in
            s.add(F.act("getitemtype", ["WFInput": Value(Variable.shortcutInput)]))
        }
        let folder = try F.folder()
        try F.write(clock, named: "Clock", in: folder)
        try F.write(kind, named: "Kind", in: folder)
        try F.write(try F.greet(), named: "Greet", in: folder)
        let (clockTests, clockURL) = try F.testFile(
            """
            {"shortcut": "Clock.shortcut", "tests": [
              {"name": "new york", "now": "2024-05-01T09:30:00Z", "timeZone": "America/New_York",
               "expect": {"output": "Wednesday 05:30"}},
              {"name": "default is 2001 in UTC", "expect": {"output": "Monday 00:00"}}
            ]}
            """, named: "Clock", in: folder)
        let (kindTests, kindURL) = try F.testFile(
            """
            {"shortcut": "Kind.shortcut", "tests": [
              {"name": "a date", "input": {"$date": "2024-05-01T09:30:00Z"}, "expect": {"output": "Date"}},
              {"name": "a URL", "input": {"$url": "https://a.example/"}, "expect": {"output": "URL"}},
              {"name": "a number", "input": 3, "expect": {"output": "Number"}}
            ]}
            """, named: "Kind", in: folder)
        let (greetTests, greetURL) = try F.testFile(
            #"{"shortcut": "Greet.shortcut", "tests": [{"name": "greets", "input": "Ada", "expect": {"output": "Hello, Ada"}}]}"#,
            named: "Greet", in: folder)
        let runner = ShortcutTestRunner()
        for (file, url) in [(clockTests, clockURL), (kindTests, kindURL), (greetTests, greetURL)] {
            let results = await runner.run(file, at: url).results
            #expect(results.allSatisfy { $0.passed }, "\(results.map { "\($0.name): \($0.message ?? "")" })")
        }
    }

    @Test func runShortcutFindsTheShortcutsFolder() async throws {
        let folder = try F.folder()
        let lib = folder.appendingPathComponent("lib")
        try FileManager.default.createDirectory(at: lib, withIntermediateDirectories: true)
        let double = try Shortcut.build(name: "Double", checks: .none) { s in
            s.add(
                F.act("math", ["WFInput": Value(Variable.shortcutInput), "WFMathOperation": "×", "WFMathOperand": 2]))
        }
        try F.write(double, named: "Double", in: lib)
        // A test file in the folder is not taken for a shortcut.
        try Data("{}".utf8).write(to: lib.appendingPathComponent("Double" + ShortcutTestFile.fileSuffix))
        let caller = try Shortcut.build(name: "Caller", checks: .none) { s in
            s.add(F.act("number", ["WFNumberActionNumber": 21]))
            s.add(F.act("runworkflow", ["WFWorkflowName": "Double"]))
        }
        try F.write(caller, named: "Caller", in: folder)
        let json =
            #"{"shortcut": "Caller.shortcut", "shortcuts": "lib", "tests": [{"name": "doubles", "expect": {"output": 42}}]}"#
        let (file, url) = try F.testFile(json, named: "Caller", in: folder)
        #expect(await ShortcutTestRunner().run(file, at: url).results.map(\.outcome) == [.passed])
        // Without the folder, Run Shortcut fails naming the shortcut.
        let (alone, aloneURL) = try F.testFile(
            #"{"shortcut": "Caller.shortcut", "tests": [{"name": "doubles", "expect": {"output": 42}}]}"#,
            named: "Alone", in: folder)
        let failed = await ShortcutTestRunner().run(alone, at: aloneURL).results
        #expect(failed[0].message?.contains("no shortcut named “Double” was given to the run") == true)
    }

    @Test func aShortcutThatCannotBeReadFailsEveryTestNamingIt() async throws {
        let folder = try F.folder()
        let (file, url) = try F.testFile(
            #"{"shortcut": "Missing.shortcut", "tests": [{"name": "one"}, {"name": "two"}]}"#, in: folder)
        let results = await ShortcutTestRunner().run(file, at: url, name: "Tip.shortcut-tests.json")
        let missing = folder.appendingPathComponent("Missing.shortcut").path
        #expect(results.file == "Tip.shortcut-tests.json")
        #expect(
            results.results.map(\.outcome) == Array(repeating: .error("cannot read \(missing): no such file"), count: 2)
        )
        try Data("not a shortcut".utf8).write(to: folder.appendingPathComponent("Missing.shortcut"))
        let garbage = await ShortcutTestRunner().run(file, at: url).results
        #expect(garbage[0].message?.hasPrefix("\(missing) is not a shortcut: ") == true)
        // And a Run Shortcut folder that is not there.
        try F.write(try F.greet(), named: "Greet", in: folder)
        let (library, libraryURL) = try F.testFile(
            #"{"shortcut": "Greet.shortcut", "shortcuts": "nowhere", "tests": [{"name": "one"}]}"#, named: "Lib",
            in: folder)
        let noFolder = await ShortcutTestRunner().run(library, at: libraryURL).results
        #expect(
            noFolder[0].message
                == "cannot read \(folder.appendingPathComponent("nowhere").path): cannot list the folder")
    }

    @Test func aShortcutThatLoopsForeverEndsAtTheBoundsAndTheNextTestRuns() async throws {
        let folder = try F.folder()
        try F.write(try F.forever(), named: "Forever", in: folder)
        try F.write(try F.greet(), named: "Greet", in: folder)
        let (file, url) = try F.testFile(
            """
            {"shortcut": "Forever.shortcut", "tests": [
              {"name": "loops", "expect": {"output": 7}},
              {"name": "loops again", "expect": {"error": "steps"}}
            ]}
            """, named: "Forever", in: folder)
        var runner = ShortcutTestRunner(limits: RunLimits(maximumSteps: 2_000))
        let results = await runner.run(file, at: url).results
        #expect(
            results[0].outcome
                == .error(
                    "the run failed: action 1 (Number, is.workflow.actions.number): stopped after 2000 steps (--max-steps)"
                ))
        #expect(results[0].lastActions.count == 5)
        #expect(results[1].outcome == .passed)
        // The time bound too.
        runner.limits = RunLimits(timeout: .milliseconds(200))
        let start = ContinuousClock.now
        let timed = await runner.run(file, at: url).results
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(timed[0].message?.hasSuffix("stopped after 0.2 s (--timeout)") == true, "\(timed[0].message ?? "")")
    }

    @Test func filterSelectsTestsByName() async throws {
        var runner = ShortcutTestRunner()
        runner.filter = "TWENTY"
        let folder = try F.folder()
        try F.write(try F.tip(), named: "Tip", in: folder)
        let (file, url) = try F.testFile(
            """
            {"shortcut": "Tip.shortcut", "tests": [
              {"name": "adds twenty percent", "answers": ["50"], "expect": {"output": 10}},
              {"name": "other", "answers": ["50"], "expect": {"output": 11}}
            ]}
            """, in: folder)
        #expect(await runner.run(file, at: url).results.map(\.name) == ["adds twenty percent"])
    }

    @Test func openedLaunchedAndSpokenAreChecked() async throws {
        let device = try Shortcut.build(name: "Device", checks: .none) { s in
            s.add(F.act("speaktext", ["WFText": "Leaving now"]))
            s.add(F.act("url", ["WFURLActionURL": "https://maps.example/?q=home"]))
            s.add(F.act("openurl"))
            s.add(F.act("openapp", ["WFAppIdentifier": .plain("com.apple.mobilesafari")]))
        }
        let results = try await F.run(
            """
            {"shortcut": "Device.shortcut", "tests": [
              {"name": "all three", "expect": {"opened": ["https://maps.example/?q=home"],
               "launched": ["com.apple.mobilesafari"], "spoken": ["Leaving now"]}},
              {"name": "wrong app", "expect": {"launched": ["com.apple.Maps"]}}
            ]}
            """, shortcuts: ["Device": device])
        #expect(results[0].passed, "\(results[0].message ?? "")")
        #expect(results[1].message == #"launched[0]: expected "com.apple.Maps", got "com.apple.mobilesafari""#)
    }

    @Test func recordingFillsOnlyTheTestsWithoutExpectations() async throws {
        let folder = try F.folder()
        try F.write(try F.tip(), named: "Tip", in: folder)
        let json = """
            {"tests": [
              {"name": "kept", "answers": ["50"], "expect": {"output": 99}},
              {"expect": {"shown": []}, "name": "kept too", "answers": ["1"]},
              {"answers": ["50"], "name": "recorded"},
              {"name": "records the failure"}
            ], "shortcut": "Tip.shortcut"}
            """
        let (file, url) = try F.testFile(json, in: folder)
        var runner = ShortcutTestRunner()
        runner.records = true
        let results = await runner.run(file, at: url).results
        #expect(results[0].outcome == .failed("output: expected 99, got 10"))
        #expect(results[0].recorded == nil)
        #expect(results[2].recorded == .object(["output": .number(10), "shown": .list([.text("Tip: 10")])]))
        #expect(results[2].passed)
        let failure =
            "action 0 (Ask for Input, is.workflow.actions.ask): needs an answer (Ask for Input “Bill?”) and the answers are used up"
        #expect(results[3].recorded == .object(["error": .text(failure)]))
        let document = try #require(file.recording(results))
        let text = ShortcutTestFile.text(of: document)
        #expect(
            text == """
                {
                  "tests": [
                    {
                      "name": "kept",
                      "answers": [
                        "50"
                      ],
                      "expect": {
                        "output": 99
                      }
                    },
                    {
                      "expect": {
                        "shown": []
                      },
                      "name": "kept too",
                      "answers": [
                        "1"
                      ]
                    },
                    {
                      "answers": [
                        "50"
                      ],
                      "name": "recorded",
                      "expect": {
                        "output": 10,
                        "shown": [
                          "Tip: 10"
                        ]
                      }
                    },
                    {
                      "name": "records the failure",
                      "expect": {
                        "error": "\(failure)"
                      }
                    }
                  ],
                  "shortcut": "Tip.shortcut"
                }

                """)
        // Read back, every test passes but the one whose expectation was kept wrong.
        let again = await ShortcutTestRunner().run(try ShortcutTestFile(data: Data(text.utf8)), at: url).results
        #expect(again.map(\.passed) == [false, false, true, true])
        // A file whose tests all have expectations is not rewritten.
        let (full, fullURL) = try F.testFile(
            #"{"shortcut": "Tip.shortcut", "tests": [{"name": "a", "answers": ["5"], "expect": {}}]}"#, named: "Full",
            in: folder)
        #expect(full.recording(await runner.run(full, at: fullURL).results) == nil)
    }
}
