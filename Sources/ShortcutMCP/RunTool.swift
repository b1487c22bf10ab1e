import Foundation
import MCP
import ShortcutRuntime

/// `run_shortcut`: a run off the device, as `shortcut run --json` makes it.
extension ShortcutToolbox {
    func runShortcut(_ values: [String: Value]?) async throws(MCPToolError) -> CallTool.Result {
        let arguments = try ToolArguments(
            tool: "run_shortcut", values: values, accepted: ["path", "input", "answers", "stubs"])
        let input = try arguments.optionalString("input")
        let answers = try runtimeJSON(arguments, "answers", array: true)?.items ?? []
        var stubs: [String: RuntimeValue] = [:]
        if case .dictionary(let members)? = try runtimeJSON(arguments, "stubs", array: false) {
            for (key, value) in members { stubs[key] = RuntimeValue(stubJSON: value) }
        }
        let (document, url, _) = try readShortcut(arguments, "path")
        var runner = ShortcutRunner(document.shortcut, name: url.deletingPathExtension().lastPathComponent)
        runner.limits = options.runLimits
        if options.allowsNetwork { runner.network = URLSessionTransport() }
        runner.allowsShellScripts = options.allowsShell
        runner.sandbox = sandbox.root
        runner.recordsTrace = false
        let services: any DeviceServices = stubs.isEmpty ? NoDeviceServices() : StubServices(stubs)
        let result: RunResult
        do {
            result = try await runner.run(
                input: input.map(RuntimeValue.text) ?? .nothing, answers: answers,
                services: services, clock: .system())
        } catch {
            throw MCPToolError(.run(error.description), tool: arguments.tool)
        }
        return ToolOutput.result(json: Data(RuntimeJSON.text(for: result.jsonObject).utf8))
    }

    /// An `answers` array or `stubs` object, read by the runtime's JSON reader (so dates, URLs and
    /// files are spelled as in `--answers` and `--stubs` files).
    private func runtimeJSON(_ arguments: ToolArguments, _ key: String, array: Bool) throws(MCPToolError)
        -> RuntimeValue?
    {
        guard let raw = arguments.raw(key) else { return nil }
        switch (raw, array) {
        case (.array, true), (.object, false): break
        default: throw arguments.failure(.wrongType(expected: array ? "a JSON array" : "a JSON object"), key)
        }
        do {
            return try RuntimeJSON.parse(ToolOutput.jsonText(raw))
        } catch {
            throw arguments.failure(.invalidValue(error.description), key)
        }
    }
}
