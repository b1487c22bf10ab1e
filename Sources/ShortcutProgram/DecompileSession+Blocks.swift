import PropertyList
import ShortcutAuthoringCore
import ShortcutModel

/// Blocks as `if`/`repeat`/`for each`/`menu` steps when the friendly form (with `raw` opener
/// parameters) rebuilds the opener, middles and end exactly; nil otherwise.
extension DecompileSession {
    static let conditional = BuildSession.prefix + "conditional"
    static let menu = BuildSession.prefix + "choosefrommenu"
    static let repeatCount = BuildSession.prefix + "repeat.count"
    static let repeatEach = BuildSession.prefix + "repeat.each"

    mutating func blockStep(_ block: ProgramBlocks.Block) -> ProgramStep? {
        let parts = [block.start] + block.middles + [block.end]
        for index in parts where !shortcut.actions[index].extra.isEmpty || !shortcut.actions[index].hasParametersKey {
            return nil
        }
        let opener = shortcut.actions[block.start]
        var options = ProgramBlockOptions(uuid: uuidOption(shortcut.actions[block.end]))
        if let group = opener.groupingIdentifier, keep.contains(group) { options.group = group }
        var found: (skeleton: ProgramStep, raw: PropertyListDictionary)?
        for var candidate in skeletons(block, opener: opener, options: options) {
            // `"if": true` takes its input from `raw`, so the check builds with it there.
            let storedInput = candidate.takesInputFromRaw ? opener.parameters["WFInput"]?.propertyList : nil
            var candidateOptions = options
            candidateOptions.raw["WFInput"] = storedInput
            candidate.setOptions(candidateOptions)
            if var raw = verify(candidate, parts: parts) {
                if let storedInput { raw["WFInput"] = storedInput }
                found = (candidate, raw)
                break
            }
        }
        guard let found else { return nil }
        options.raw = found.raw
        switch found.skeleton {
        case .if(var step):
            let then = (block.middles.first ?? block.end)
            step.then = steps((block.start + 1)..<then)
            if let middle = block.middles.first { step.otherwise = steps((middle + 1)..<block.end) }
            options.name = name(at: block.end)
            options.outputName = outputName(at: block.end, named: options.name)
            step.options = options
            return .if(step)
        case .repeat(var step):
            step.body = loopBody(block)
            options.name = name(at: block.end)
            options.outputName = outputName(at: block.end, named: options.name)
            step.options = options
            return .repeat(step)
        case .forEach(var step):
            step.body = loopBody(block)
            options.name = name(at: block.end)
            options.outputName = outputName(at: block.end, named: options.name)
            step.options = options
            return .forEach(step)
        case .menu(var step):
            let bounds = block.middles + [block.end]
            for index in step.cases.indices {
                step.cases[index].body = steps((bounds[index] + 1)..<bounds[index + 1])
            }
            options.name = name(at: block.end)
            options.outputName = outputName(at: block.end, named: options.name)
            step.options = options
            return .menu(step)
        case .action:
            return nil
        }
    }

    /// The block end's `output name`, when its output is named and references store another.
    private func outputName(at index: Int, named name: String?) -> String? {
        guard name != nil, let uuid = shortcut.actions[index].uuid else { return nil }
        return shownNames[uuid]
    }

    private mutating func loopBody(_ block: ProgramBlocks.Block) -> [ProgramStep] {
        session.scope.loopDepth += 1
        defer { session.scope.loopDepth -= 1 }
        return steps((block.start + 1)..<block.end)
    }

    /// The friendly forms to try for a block, most friendly first (bodies empty).
    private func skeletons(_ block: ProgramBlocks.Block, opener: Action, options: ProgramBlockOptions)
        -> [ProgramStep]
    {
        let parameters = opener.parameters
        switch opener.identifier {
        case Self.conditional:
            guard block.middles.count <= 1, parameters["WFInput"] != nil,
                let code = parameters["WFCondition"]?.integerValue
            else { return [] }
            // The input as a placeholder, or `true` with the stored input under `raw`.
            var input = PropertyListValue.boolean(true)
            if case .dictionary(let wrapper)? = parameters["WFInput"], wrapper.count == 2,
                wrapper["Type"] == .string("Variable"), case .variable(let attachment)? = wrapper["Variable"],
                let text = Placeholder.text(for: attachment, outputNames: outputNames)
            {
                input = .string(text)
            }
            let otherwise: [ProgramStep]? = block.middles.isEmpty ? nil : []
            func form(_ condition: String, _ value: PropertyListValue?) -> ProgramStep {
                .if(
                    ProgramIf(input: input, condition: condition, value: value, then: [], otherwise: otherwise)
                )
            }
            var forms: [ProgramStep] = []
            if let word = ConditionWord(code: code) {
                func friendly(_ key: String) -> PropertyListValue? {
                    parameters[key].flatMap { FriendlyValue.make($0, outputNames: outputNames) }
                }
                switch word.operand {
                case .none: forms.append(form(word.rawValue, nil))
                case .one:
                    for key in ["WFNumberValue", "WFConditionalActionString"] {
                        if let value = friendly(key) { forms.append(form(word.rawValue, value)) }
                    }
                case .range:
                    if let low = friendly("WFNumberValue"), let high = friendly("WFAnotherNumber") {
                        forms.append(form(word.rawValue, .array([low, high])))
                    }
                }
            }
            forms.append(form(String(code), nil))
            return forms
        case Self.repeatCount:
            guard block.middles.isEmpty, let count = parameters["WFRepeatCount"],
                let friendly = FriendlyValue.make(count, outputNames: outputNames)
            else { return [] }
            return [.repeat(ProgramRepeat(count: friendly, body: []))]
        case Self.repeatEach:
            guard block.middles.isEmpty, case .variable(let attachment)? = parameters["WFInput"],
                let items = Placeholder.text(for: attachment, outputNames: outputNames)
            else { return [] }
            return [.forEach(ProgramForEach(items: .string(items), body: []))]
        case Self.menu:
            guard !block.middles.isEmpty, block.middles[0] == block.start + 1 else { return [] }
            var cases: [ProgramMenuCase] = []
            for middle in block.middles {
                guard case .string(let title)? = shortcut.actions[middle].parameters["WFMenuItemTitle"] else {
                    return []
                }
                cases.append(ProgramMenuCase(title: title, body: []))
            }
            var prompt: PropertyListValue?
            if let stored = parameters["WFMenuPrompt"] {
                prompt = FriendlyValue.make(stored, outputNames: outputNames) ?? .string("")
            }
            return [.menu(ProgramMenu(prompt: prompt, cases: cases))]
        default:
            return []
        }
    }

    /// Builds `skeleton` (bodies empty) in the current scope and compares its actions with the
    /// block's parts: the opener's differing parameters are returned as `raw`; nil when a middle
    /// or the end differs, or the opener would store a key the file does not.
    private func verify(_ skeleton: ProgramStep, parts: [Int]) -> PropertyListDictionary? {
        let verifier = BuildSession(catalog: catalog, seed: "verify")
        verifier.scope = session.scope
        guard (try? verifier.add(skeleton, at: "", depth: 0)) != nil else { return nil }
        let built = verifier.builder.shortcut.actions
        guard built.count == parts.count else { return nil }
        var raw = PropertyListDictionary()
        for (position, index) in parts.enumerated() {
            let original = shortcut.actions[index].parameters
            let rebuilt = built[position].parameters
            for (key, value) in original {
                switch key {
                case "GroupingIdentifier" where value.stringValue != nil && rebuilt[key] != nil: continue
                case "UUID" where position == parts.count - 1 && value.stringValue != nil: continue
                default: break
                }
                if rebuilt[key] == value { continue }
                guard position == 0 else { return nil }
                raw[key] = value.propertyList
            }
            for key in rebuilt.keys where original[key] == nil { return nil }
        }
        return raw
    }
}

extension ProgramStep {
    /// An If whose input is `true`: stored under `raw`.
    fileprivate var takesInputFromRaw: Bool {
        if case .if(let step) = self { return step.input == .boolean(true) }
        return false
    }

    /// Replaces a block step's options (actions have none).
    fileprivate mutating func setOptions(_ options: ProgramBlockOptions) {
        switch self {
        case .action: break
        case .if(var block):
            block.options = options
            self = .if(block)
        case .repeat(var block):
            block.options = options
            self = .repeat(block)
        case .forEach(var block):
            block.options = options
            self = .forEach(block)
        case .menu(var block):
            block.options = options
            self = .menu(block)
        }
    }
}
