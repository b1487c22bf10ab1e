import Foundation
import RegularExpressions
import SeededRandom
import ShortcutModel
import ShortcutSemantics

/// The state of one run: counters and bounds, what was shown, the trace, the answers, the
/// clipboard and the random generator. Lives for one ``ShortcutRunner/run(input:answers:services:clock:)``
/// call on one task; each shortcut it enters gets its own ``ShortcutFrame``.
final class RunSession {
    let runner: ShortcutRunner
    let services: any DeviceServices
    let clock: RunClock
    let coercion: RuntimeCoercion
    let deadline: ContinuousClock.Instant
    var answers: [RuntimeValue]
    var answerIndex = 0
    var steps = 0
    var shown: [RuntimeValue] = []
    var opened: [String] = []
    var launched: [String] = []
    var spoken: [String] = []
    var trace: [TraceEntry] = []
    var traceTruncated = false
    var clipboard: RuntimeValue
    /// The groups of each text Match Text found, for Get Group from Matched Text.
    var matchGroups: [String: [String?]] = [:]
    /// What Store Content kept in this run (Run Shortcut shares it).
    var storedContent: [StoredContentKey: RuntimeValue] = [:]
    var random: SeededGenerator

    var limits: RunLimits { runner.limits }

    init(runner: ShortcutRunner, answers: [RuntimeValue], services: any DeviceServices, clock: RunClock) {
        self.runner = runner
        self.services = services
        self.clock = clock
        self.coercion = RuntimeCoercion(timeZone: clock.timeZone)
        self.answers = answers
        self.clipboard = runner.clipboard
        self.random = SeededGenerator(seed: runner.randomSeed)
        self.deadline = ContinuousClock.now.advanced(by: runner.limits.timeout)
    }

    func run(input: RuntimeValue) async throws(RunError) -> RunResult {
        let frame = ShortcutFrame(shortcut: runner.shortcut, name: runner.name, path: [], input: input.flattened)
        let (output, ending) = try await run(frame: frame)
        return RunResult(
            output: output, shown: shown, opened: opened, launched: launched, spoken: spoken, trace: trace,
            traceTruncated: traceTruncated,
            ending: ending, steps: steps)
    }

    /// Runs one shortcut to its end or its stop.
    func run(frame: ShortcutFrame) async throws(RunError) -> (RuntimeValue, RunResult.Ending) {
        do {
            let output = try await run(nodes: frame.flow.nodes, input: frame.input, in: frame)
            return (output, .finished)
        } catch let stop as StopSignal {
            switch stop {
            case .stop(let last): return (last, .stopped)
            // Stop and Output's value is content like an action's output: one flat collection.
            case .output(let value): return (value.flattened, .stoppedWithOutput)
            }
        } catch let error as RunError {
            throw error
        } catch {
            throw RunError(.failed("\(error)"), shortcutPath: frame.path)
        }
    }

    // MARK: Walking the flow

    /// Runs `nodes` in order, each action's input the previous output; returns the last output.
    func run(nodes: [FlowNode], input: RuntimeValue, in frame: ShortcutFrame) async throws -> RuntimeValue {
        var current = input
        for node in nodes {
            switch node {
            case .action(let index):
                current = try await perform(index, input: current, in: frame)
            case .block(let blockIndex, let sections, let end):
                current = try await runBlock(blockIndex, sections: sections, end: end, input: current, in: frame)
            }
        }
        return current
    }

    /// The blocks the engine runs itself (``runBlock(_:sections:end:input:in:)``), by kind: the
    /// registry lists them as native and refuses to register their openers as actions.
    static let blockKinds: [BlockKind] = [.conditional, .menu, .repeatCount, .repeatEach]

    /// True when `identifier` opens one of ``blockKinds``.
    static func runsBlock(_ identifier: String) -> Bool {
        let kind = BlockKind(identifier: identifier)
        return blockKinds.contains(kind)
    }

    private func runBlock(
        _ blockIndex: Int, sections: [FlowSection], end: Int?, input: RuntimeValue, in frame: ShortcutFrame
    ) async throws -> RuntimeValue {
        let block = frame.flow.blocks[blockIndex]
        let opener = block.start
        try step(at: opener, in: frame)
        var output: RuntimeValue
        switch block.kind {
        case .conditional:
            output = try await runIf(sections: sections, input: input, in: frame)
        case .menu:
            let choice = try attributing(opener, in: frame) {
                try self.chooseMenuItem(self.call(opener, input: input, in: frame), caseCount: sections.count - 1) {
                    block.middles.map { frame.shortcut.actions[$0].parameters["WFMenuItemTitle"]?.plainText ?? "" }
                }
            }
            record(opener, output: .text(choice.title), in: frame)
            let section = sections[choice.index + 1]
            try step(at: section.head, in: frame)
            output = try await run(nodes: section.body, input: input, in: frame)
        case .repeatCount:
            let count = try attributing(opener, in: frame) { () throws -> Int in
                let call = self.call(opener, input: input, in: frame)
                let number = try call.number("WFRepeatCount") ?? 1
                guard number.isFinite else {
                    throw ActionFailure.parameter("WFRepeatCount", "not a number")
                }
                return max(0, RuntimeCoercion.integer(number.rounded()))
            }
            record(opener, output: .number(Double(count)), in: frame)
            var results: [RuntimeValue] = []
            var index = 0
            while index < count {
                index += 1
                frame.loops.append(LoopFrame(index: index, item: .number(Double(index))))
                defer { frame.loops.removeLast() }
                results.append(try await run(nodes: sections[0].body, input: input, in: frame))
                if index > 1 { try step(at: opener, in: frame) }  // each further pass costs a step
            }
            output = .collection(of: results)
        case .repeatEach:
            let items = try attributing(opener, in: frame) {
                try self.call(opener, input: input, in: frame).input("WFInput").items
            }
            record(opener, output: .number(Double(items.count)), in: frame)
            var results: [RuntimeValue] = []
            for (position, item) in items.enumerated() {
                frame.loops.append(LoopFrame(index: position + 1, item: item))
                defer { frame.loops.removeLast() }
                results.append(try await run(nodes: sections[0].body, input: item, in: frame))
                if position > 0 { try step(at: opener, in: frame) }
            }
            output = .collection(of: results)
        case .other:
            output = try await run(nodes: sections.flatMap(\.body), input: input, in: frame)
        }
        if let end {
            try step(at: end, in: frame)
            frame.store(output, of: frame.shortcut.actions[end])
            record(end, output: output, in: frame)
        }
        return output
    }

    // MARK: One action

    func call(_ index: Int, input: RuntimeValue, in frame: ShortcutFrame) -> ActionCall {
        ActionCall(session: self, frame: frame, index: index, input: input)
    }

    /// Runs the plain action at `index`.
    func perform(_ index: Int, input: RuntimeValue, in frame: ShortcutFrame) async throws -> RuntimeValue {
        try step(at: index, in: frame)
        let action = frame.shortcut.actions[index]
        let entry = runner.registry.entry(for: action.identifier)
        let call = call(index, input: input, in: frame)
        var output: RuntimeValue
        do {
            if let implementation = entry?.implementation {
                output = try await implementation(call)
            } else if entry == nil, Self.runsBlock(action.identifier) {
                // A block's part outside a block (an End If never opened, an If without its
                // mode): it hands its input on.
                output = input
            } else {
                output = try await serviceOutput(
                    call, support: entry?.support ?? runner.registry.support(for: action.identifier))
            }
            try checkSize(output)
        } catch let failure as ActionFailure {
            throw error(failure.reason, at: index, in: frame)
        } catch let regex as BoundedRegex.Failure {
            throw error(.regularExpression(regex.description), at: index, in: frame)
        } catch let failure as RunError {
            throw failure
        } catch let stop as StopSignal {
            throw stop
        } catch let other {
            // Foundation's file errors and the like: still one line naming the action.
            throw error(.failed((other as NSError).localizedDescription), at: index, in: frame)
        }
        if entry?.passesInputThrough == true { output = input }
        // Every output is content: one flat collection of items, whatever the action built (a
        // JSON array of arrays, another shortcut's output, a stub's list).
        output = output.flattened
        frame.store(output, of: action)
        record(index, output: output, in: frame)
        return output
    }

    /// The output of an action the runtime does not run itself: from the device services.
    func serviceOutput(_ call: ActionCall, support: RuntimeRegistry.Support) async throws -> RuntimeValue {
        let parameters = call.resolvedParameters()
        let request = DeviceRequest(
            actionIndex: call.index, identifier: call.action.identifier, actionName: call.name, input: call.input,
            parameters: parameters)
        if let output = try await services.output(for: request) { return output }
        throw ActionFailure(support == .notSupported ? .notSupported : .needsStub)
    }

    // MARK: Bounds, errors, trace

    /// Counts a step and checks the step and time bounds.
    func step(at index: Int, in frame: ShortcutFrame) throws(RunError) {
        steps += 1
        if steps > limits.maximumSteps {
            throw error(.tooManySteps(limit: limits.maximumSteps), at: index, in: frame)
        }
        if steps & 63 == 0 || steps < 64, ContinuousClock.now > deadline {
            throw timeout(at: index, in: frame)
        }
    }

    func timeout(at index: Int, in frame: ShortcutFrame) -> RunError {
        let parts = limits.timeout.components
        return error(
            .timedOut(seconds: Double(parts.seconds) + Double(parts.attoseconds) / 1e18), at: index, in: frame)
    }

    /// Time left before the deadline.
    var remainingTime: Duration { max(.zero, ContinuousClock.now.duration(to: deadline)) }

    func checkSize(_ value: RuntimeValue) throws {
        switch value {
        case .text(let text) where text.utf8.count > limits.maximumTextBytes:
            throw ActionFailure(.tooLarge("text of \(text.utf8.count) bytes (limit \(limits.maximumTextBytes))"))
        case .list(let items):
            if items.count > limits.maximumItems {
                throw ActionFailure(.tooLarge("a list of \(items.count) items (limit \(limits.maximumItems))"))
            }
            var bytes = 0
            for case .text(let text) in items { bytes += text.utf8.count }
            if bytes > limits.maximumTextBytes {
                throw ActionFailure(
                    .tooLarge("a list holding \(bytes) bytes of text (limit \(limits.maximumTextBytes))"))
            }
        case .dictionary(let members) where members.count > limits.maximumItems:
            throw ActionFailure(.tooLarge("a dictionary of \(members.count) items (limit \(limits.maximumItems))"))
        case .file(let file) where file.data.count > limits.maximumTextBytes:
            throw ActionFailure(.tooLarge("a file of \(file.data.count) bytes (limit \(limits.maximumTextBytes))"))
        default: break
        }
    }

    func error(_ reason: RunError.Reason, at index: Int, in frame: ShortcutFrame) -> RunError {
        let action = frame.shortcut.actions[index]
        return RunError(
            reason, actionIndex: index, identifier: action.identifier, actionName: runner.registry.name(of: action),
            shortcutPath: frame.path)
    }

    /// Runs `body`, turning an ``ActionFailure`` into a ``RunError`` for the action at `index`.
    func attributing<T>(_ index: Int, in frame: ShortcutFrame, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as ActionFailure {
            throw error(failure.reason, at: index, in: frame)
        } catch let regex as BoundedRegex.Failure {
            throw error(.regularExpression(regex.description), at: index, in: frame)
        }
    }

    func record(_ index: Int, output: RuntimeValue, in frame: ShortcutFrame) {
        guard runner.recordsTrace || runner.onTrace != nil else { return }
        let action = frame.shortcut.actions[index]
        let entry = TraceEntry(
            actionIndex: index, identifier: action.identifier, actionName: runner.registry.name(of: action),
            nesting: frame.path.count, depth: frame.flow.depths[index], output: output)
        runner.onTrace?(entry)
        guard runner.recordsTrace else { return }
        guard trace.count < limits.maximumTraceEntries else {
            traceTruncated = true
            return
        }
        trace.append(entry)
    }

    // MARK: Questions

    /// The next answer of the script, for a question described by `prompt`; `fallback` when
    /// the answers are used up and the runner allows it.
    func nextAnswer(_ prompt: String, fallback: @autoclosure () throws -> RuntimeValue = .nothing) throws
        -> RuntimeValue
    {
        guard answerIndex < answers.count else {
            if runner.whenAnswersRunOut == .firstChoice { return try fallback() }
            throw ActionFailure(.noAnswer(prompt: prompt))
        }
        defer { answerIndex += 1 }
        return answers[answerIndex]
    }
}

/// Ends a shortcut early: Stop This Shortcut (with the last output) or Stop and Output.
enum StopSignal: Error {
    case stop(RuntimeValue)
    case output(RuntimeValue)
}

/// Repeat Index and Repeat Item of one running loop.
struct LoopFrame {
    var index: Int
    var item: RuntimeValue
}

/// One shortcut being run: its flow, its outputs by UUID, its named variables and loops.
final class ShortcutFrame {
    let shortcut: Shortcut
    let name: String
    /// The Run Shortcut chain down to this shortcut (empty for the one being run).
    let path: [String]
    let flow: ControlFlow
    let input: RuntimeValue
    var outputs: [String: RuntimeValue] = [:]
    var variables: [String: RuntimeValue] = [:]
    var loops: [LoopFrame] = []

    init(shortcut: Shortcut, name: String, path: [String], input: RuntimeValue) {
        self.shortcut = shortcut
        self.name = name
        self.path = path
        self.flow = ControlFlow(actions: shortcut.actions)
        self.input = input
    }

    /// Stores `output` under the action's `UUID` (upper-cased: Cherri writes lower case).
    func store(_ output: RuntimeValue, of action: Action) {
        if let uuid = action.uuid { outputs[uuid.uppercased()] = output }
    }
}

/// SplitMix64 (the package's one seeded generator), so Random Number is the same on every run with
/// the same seed.
typealias SeededGenerator = SplitMix64
