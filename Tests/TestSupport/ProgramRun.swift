import Foundation

/// A program a test runs to completion (the compiler, a script, `swift package`), with its
/// standard output and standard error collected together.
public struct ProgramRun: Sendable, Equatable {
    /// The exit status.
    public var status: Int32
    /// Standard output and standard error, interleaved as written.
    public var output: String

    /// Runs `program` with `arguments`, in `directory` when given, with `environment` added to
    /// this process's; returns when it has ended.
    public static func run(
        _ program: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> ProgramRun {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read to the end before waiting, so a chatty program never blocks on a full pipe.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProgramRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The toolchain's `swiftc`: the first on `PATH`, else the usual install places; `nil` when
    /// there is none (tests that need it then skip and say so).
    public static var swiftc: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates =
            path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }
}
