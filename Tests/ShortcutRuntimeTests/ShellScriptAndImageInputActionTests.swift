import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import TestSupport
import Testing

/// Run Shell Script. Expectations: the catalog and ToolKit (`Script`, `Shell`, `Input`,
/// `InputMode` — `to stdin` by default, or `as arguments` —, `RunAsRoot`; the output is the
/// script's result as text or data) and POSIX `sh -c` (the script's arguments are `$1…`). The
/// run's `--allow-shell` opt-in is the runtime's own rule, like `--allow-network`.
@Suite struct ShellScriptActionTests {
    func shell(
        _ parameters: KeyValuePairs<String, Value>, input: RuntimeValue = .nothing, allowed: Bool = true,
        limits: RunLimits = .default
    ) async throws -> RuntimeValue {
        let shortcut = try Shortcut.build(checks: .none) { s in s.add(act("runshellscript", parameters)) }
        var runner = ShortcutRunner(shortcut)
        runner.allowsShellScripts = allowed
        runner.limits = limits
        return try await runner.run(input: input).output
    }

    func shellFailure(
        _ parameters: KeyValuePairs<String, Value>, input: RuntimeValue = .nothing, allowed: Bool = true,
        limits: RunLimits = .default
    ) async throws -> RunError? {
        do {
            _ = try await shell(parameters, input: input, allowed: allowed, limits: limits)
            return nil
        } catch let error as RunError {
            return error
        }
    }

    @Test func withoutTheOptInNothingRuns() async throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("shell-\(UUID().uuidString)")
        let error = try await shellFailure(
            ["Script": Value(stringLiteral: "touch '\(marker.path)'"), "Shell": "/bin/sh"], allowed: false)
        #expect(error?.reason == .shellDisabled)
        #expect(
            error?.description
                == "action 0 (Run Shell Script, is.workflow.actions.runshellscript): would run a shell script: shell scripts are off (pass --allow-shell)"
        )
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func shInputToStandardInput() async throws {
        let output = try await shell(["Script": "tr a-z A-Z", "Shell": "/bin/sh"], input: .text("hello\nworld"))
        #expect(output == .text("HELLO\nWORLD"))
        // A list's items are lines.
        let counted = try await shell(
            ["Script": "wc -l | tr -d ' '", "Shell": "sh", "InputMode": "to stdin"],
            input: .list([.text("a"), .text("b"), .text("c")]))
        #expect(counted == .text("2"))  // three lines joined by two newlines, no final newline
    }

    @Test func bashInputAsArguments() async throws {
        guard Prerequisite.require(FileManager.default.isExecutableFile(atPath: "/usr/bin/bash"), "bash") else {
            return
        }
        let output = try await shell(
            ["Script": "echo \"$0:$#:$1|$2\"", "Shell": "bash", "InputMode": "as arguments"],
            input: .list([.text("one two"), .number(3)]))
        #expect(output == .text("bash:2:one two|3"))
        // The Mac's path of a shell finds the same shell where Linux keeps it.
        let mac = try await shell(["Script": "echo $BASH_VERSION | cut -c1", "Shell": "/bin/bash"])
        #expect(mac != .nothing)
    }

    @Test func failuresAreClearErrors() async throws {
        let status = try await shellFailure(["Script": "echo oops >&2; exit 3", "Shell": "/bin/sh"])
        #expect(status?.message == "the script exited with status 3: oops")
        let missing = try await shellFailure(["Script": "echo hi", "Shell": "/usr/bin/zsh-that-is-not-here"])
        #expect(
            missing?.reason
                == .invalidParameter(
                    key: "Shell",
                    message:
                        "“/usr/bin/zsh-that-is-not-here” is not a shell the runtime runs (sh, bash, zsh, dash, ksh, mksh, fish, python3, python, perl, ruby)"
                ))
        let notInstalled = try await shellFailure(["Script": "echo hi", "Shell": "/opt/none/mksh"])
        if !FileManager.default.isExecutableFile(atPath: "/usr/bin/mksh"),
            !FileManager.default.isExecutableFile(atPath: "/bin/mksh")
        {
            #expect(notInstalled?.message == "the shell “/opt/none/mksh” is not installed")
        }
        let root = try await shellFailure(["Script": "id", "Shell": "/bin/sh", "RunAsRoot": true])
        #expect(
            root?.reason == .invalidParameter(key: "RunAsRoot", message: "the runtime does not run scripts as root"))
        let mode = try await shellFailure(["Script": "true", "Shell": "/bin/sh", "InputMode": "sideways"])
        #expect(mode?.reason == .invalidParameter(key: "InputMode", message: "unknown input mode “sideways”"))
    }

    /// True while process `pid` exists and is not a zombie (Linux's `/proc`).
    func isAlive(_ pid: String) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        let state = stat.split(separator: ")").last?.split(separator: " ").first
        return state != "Z"
    }

    @Test func theRunsBoundsStopTheScriptAndWhatItStarted() async throws {
        // The script and a command it left in the background write their process ids, then wait
        // far longer than the run may take.
        let pids = FileManager.default.temporaryDirectory.appendingPathComponent("shell-pids-\(UUID().uuidString)")
        let script = "sleep 600 & echo $$ $! > '\(pids.path)'; wait"
        let slow = try await shellFailure(
            ["Script": Value(stringLiteral: script), "Shell": "/bin/sh"], limits: RunLimits(timeout: .seconds(1)))
        #expect(slow?.reason == .timedOut(seconds: 1))
        let written = try String(contentsOf: pids, encoding: .utf8).split(separator: " ").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(written.count == 2)
        // Both are killed (the background one is reaped by its new parent, given a moment).
        var alive = written.filter(isAlive)
        for _ in 0..<200 where !alive.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
            alive = written.filter(isAlive)
        }
        #expect(alive.isEmpty)
        // A script that writes without end stops at the text bound.
        let loud = try await shellFailure(
            ["Script": "yes", "Shell": "/bin/sh"], limits: RunLimits(maximumTextBytes: 1 << 16))
        #expect(loud?.reason == .tooLarge("the script wrote more than 65536 bytes (the script was stopped)"))
        // A script that finishes leaves nothing behind either.
        let leftover = FileManager.default.temporaryDirectory.appendingPathComponent("shell-bg-\(UUID().uuidString)")
        _ = try await shell([
            "Script": Value(stringLiteral: "sleep 600 >/dev/null 2>&1 & echo $! > '\(leftover.path)'"),
            "Shell": "/bin/sh",
        ])
        let background = try String(contentsOf: leftover, encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        var stillThere = isAlive(background)
        for _ in 0..<200 where stillThere {
            try await Task.sleep(for: .milliseconds(10))
            stillThere = isAlive(background)
        }
        #expect(!stillThere)
    }

    @Test func theScriptStartsWithNoSignalBlocked() async throws {
        // A test runner's threads block signals; a child inheriting that mask would ignore the
        // SIGTERM of `timeout` or `kill` (Linux's /proc).
        let mask = try await shell(["Script": "grep SigBlk /proc/$$/status | tr -d ' \\t'", "Shell": "/bin/sh"])
        #expect(mask == .text("SigBlk:0000000000000000"))
    }

    @Test func bytesThatAreNotTextAreAFile() async throws {
        let output = try await shell(["Script": "printf '\\377\\376'", "Shell": "/bin/sh"])
        #expect(
            output == .file(RuntimeFile(name: "Shell Script Result", type: "public.data", data: Data([0xFF, 0xFE]))))
    }
}

/// Get Images from Input. Expectations: the catalog (input any content, output images) and the
/// image formats' signatures (PNG, GIF, JPEG, BMP, TIFF, WebP, HEIF): image files pass, the rest
/// gives no image.
@Suite struct ImageInputActionTests {
    @Test func imageFilesAmongTheInputPass() async throws {
        let png = RuntimeFile(
            name: "a.png", type: "png", data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]))
        let gif = RuntimeFile(name: "b.gif", type: "gif", data: Data("GIF89a......".utf8))
        let jpeg = RuntimeFile(name: "c.jpg", type: "jpg", data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]))
        var heicBytes = [UInt8](repeating: 0, count: 4) + Array("ftypheic".utf8)
        heicBytes += [0, 0, 0, 0]
        let heic = RuntimeFile(name: "d.heic", type: "heic", data: Data(heicBytes))
        let text = RuntimeFile(name: "BMW.txt", type: "txt", data: Data("BMW is a car, not a bitmap".utf8))
        let input: RuntimeValue = .list([
            .file(png), .text("not an image"), .file(gif), .url("https://x.example/a.png"), .file(jpeg), .file(text),
            .file(heic),
        ])
        let images = try await output(input: input) { s in s.add(act("detect.images")) }
        #expect(images == .list([.file(png), .file(gif), .file(jpeg), .file(heic)]))
        let none = try await output(input: .text("plain")) { s in s.add(act("detect.images")) }
        #expect(none == .list([]))
    }
}
