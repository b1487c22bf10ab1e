import Foundation
import MCP
import ShortcutMCP

/// `--only mcp`: the `shortcut mcp` tools an agent calls most, through the server's own tool
/// handler in-process (argument reading, the work, both result forms): what a call costs once
/// the request has been decoded.
enum MCPBenchmark {
    static func run() async throws -> [BenchmarkResult] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-benchmark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let toolbox = try ShortcutToolbox(options: MCPServerOptions(root: root))
        let search: [String: Value] = ["query": "get contents", "limit": 20]
        let describe: [String: Value] = ["identifier": "is.workflow.actions.downloadurl"]
        let build: [String: Value] = ["program": .string(program(actions: 100)), "path": "hundred.shortcut"]
        // The first call of each decodes the catalog rows it touches; the figure is a warm call.
        for (tool, arguments) in [("search_actions", search), ("describe_action", describe), ("build_shortcut", build)]
        {
            let result = try await toolbox.call(tool, arguments: arguments)
            guard result.isError != true else { throw BenchmarkFailure(description: "\(tool): \(result.content)") }
        }
        let searchSeconds = try await bestTime(repetitions: 20) {
            _ = try await toolbox.call("search_actions", arguments: search)
        }
        let describeSeconds = try await bestTime(repetitions: 20) {
            _ = try await toolbox.call("describe_action", arguments: describe)
        }
        let buildSeconds = try await bestTime(repetitions: 10) {
            _ = try await toolbox.call("build_shortcut", arguments: build)
        }
        return [
            BenchmarkResult(
                name: "mcp search_actions \"get contents\" (20 results, both result forms)",
                value: searchSeconds * 1000,
                unit: "ms", baseline: nil, baselineName: nil, target: "< 20 ms", met: searchSeconds < 0.02),
            BenchmarkResult(
                name: "mcp describe_action is.workflow.actions.downloadurl", value: describeSeconds * 1000, unit: "ms",
                baseline: nil, baselineName: nil, target: "< 20 ms", met: describeSeconds < 0.02),
            BenchmarkResult(
                name: "mcp build_shortcut of a 100-action program (read, build, check, write the file)",
                value: buildSeconds * 1000, unit: "ms", baseline: nil, baselineName: nil, target: "< 100 ms",
                met: buildSeconds < 0.1),
        ]
    }

    /// A program of `actions` actions: text made, shown, commented and made again, each text named
    /// and referred to by a later step.
    static func program(actions: Int) -> String {
        var steps: [String] = []
        for index in 0..<(actions / 4) {
            steps.append(
                #"{"action": "is.workflow.actions.gettext", "params": {"WFTextActionText": "Line \#(index)"}, "as": "T\#(index)"}"#
            )
            steps.append(#"{"action": "is.workflow.actions.showresult", "params": {"Text": "{{T\#(index)}}"}}"#)
            steps.append(
                #"{"action": "is.workflow.actions.comment", "params": {"WFCommentActionText": "step \#(index)"}}"#)
            steps.append(
                #"{"action": "is.workflow.actions.gettext", "params": {"WFTextActionText": "{{T\#(index)}} again"}}"#)
        }
        return #"{"name": "Hundred", "actions": ["# + steps.joined(separator: ",\n") + "]}"
    }

    /// Runs `body` `repetitions` times and returns the best wall time in seconds.
    static func bestTime(repetitions: Int, _ body: () async throws -> Void) async rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            try await body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    struct BenchmarkFailure: Error, CustomStringConvertible {
        var description: String
    }
}
