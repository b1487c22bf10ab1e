import Foundation
import MCP

/// The real `shortcut mcp` executable, started with pipes for its standard input and output, and
/// the SDK's `Client` speaking to it over them (its `StdioTransport` on the pipes' descriptors).
final class MCPServerProcess: @unchecked Sendable {
    let process = Process()
    let toServer = Pipe()
    let fromServer = Pipe()
    let errors = Pipe()
    let root: URL

    /// Starts `shortcut mcp --root ROOT` plus `arguments`.
    init(root: URL, arguments: [String] = []) throws {
        self.root = root
        process.executableURL = CommandRunner.executable
        process.arguments = ["mcp", "--root", root.path] + arguments
        process.currentDirectoryURL = root
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = errors
        try process.run()
    }

    /// A client connected through the pipes (initialize done).
    func connect() async throws -> (Client, Initialize.Result) {
        let transport = StdioTransport(
            input: .init(rawValue: fromServer.fileHandleForReading.fileDescriptor),
            output: .init(rawValue: toServer.fileHandleForWriting.fileDescriptor))
        let client = Client(name: "shortcutkit-tests", version: "1")
        let info = try await client.connect(transport: transport)
        return (client, info)
    }

    /// Writes raw bytes to the server's standard input (for messages no client would send).
    func write(_ text: String) {
        toServer.fileHandleForWriting.write(Data(text.utf8))
    }

    /// The next line the server writes, or nil after `seconds` (the test then fails rather than hangs).
    func readLine(timeout seconds: Double = 30) -> String? {
        let handle = fromServer.fileHandleForReading
        let box = LineBox()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var line = Data()
            while true {
                var byte: UInt8 = 0
                let count = read(handle.fileDescriptor, &byte, 1)
                if count <= 0 || byte == UInt8(ascii: "\n") { break }
                line.append(byte)
            }
            box.value = String(decoding: line, as: UTF8.self)
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success ? box.value : nil
    }

    /// Closes the server's input and waits for it to exit; its status.
    func finish(timeout seconds: Double = 30) -> Int32? {
        try? toServer.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    /// What the server wrote on standard error (after ``finish(timeout:)``).
    var standardError: String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    private final class LineBox: @unchecked Sendable {
        var value: String?
    }
}

extension Client {
    /// Calls a tool and returns its whole result (content, structured content, error flag).
    func call(_ name: String, _ arguments: [String: Value]) async throws -> CallTool.Result {
        try await send(CallTool.request(.init(name: name, arguments: arguments))).value
    }
}
