import OrderedCollections
import PropertyList

/// One step of a ``ShortcutProgram``: an action, or a block (If, Repeat, Repeat with Each,
/// Choose from Menu) holding steps of its own.
///
/// In JSON a step is an object; the key that names what it is (`action`, `if`, `repeat`,
/// `for each`, `menu`) decides the case (`Docs/Programs.md`).
public indirect enum ProgramStep: Sendable, Equatable {
    /// `{"action": …, "params": {…}, "as": …}`
    case action(ProgramAction)
    /// `{"if": …, "is": …, "value": …, "then": […], "otherwise": […]}`
    case `if`(ProgramIf)
    /// `{"repeat": N, "do": […]}`
    case `repeat`(ProgramRepeat)
    /// `{"for each": "{{items}}", "do": […]}`
    case forEach(ProgramForEach)
    /// `{"menu": "Prompt", "cases": [{"title": …, "do": […]}]}`
    case menu(ProgramMenu)
}

/// Which `UUID` a built action (or a block's end) gets.
public enum ProgramUUID: Sendable, Equatable {
    /// A fresh one, derived from the program (the default; JSON: key absent).
    case generated
    /// None at all (JSON: `"uuid": false`): files store actions without one.
    case omitted
    /// Exactly this one (JSON: `"uuid": "…"`): the decompiler keeps a UUID two actions share.
    case fixed(String)
}

/// An action step.
public struct ProgramAction: Sendable, Equatable {
    /// `action`: a full identifier or the part after `is.workflow.actions.`.
    public var action: String
    /// `params`: friendly values by stored parameter key (text with `{{NAME}}` placeholders,
    /// numbers, booleans, enumeration words, lists, dictionaries), encoded by the builder for the
    /// parameter's kind.
    public var params: PropertyListDictionary
    /// `raw`: stored forms by parameter key, written to the file exactly as given (the escape
    /// hatch for values the friendly syntax cannot express; JSON mapping of `Docs/JSON.md`).
    public var raw: PropertyListDictionary
    /// `as`: the name later placeholders use for this action's output.
    public var name: String?
    /// `output name`: the name references to this output store (`OutputName`, what the editor
    /// shows on the variable); nil: `CustomOutputName`, else the catalog's output name.
    public var outputName: String?
    /// `uuid`: see ``ProgramUUID``.
    public var uuid: ProgramUUID
    /// `unlisted`: the identifier is taken as written although the catalog does not list it
    /// (third-party apps, future actions); the builder warns instead of failing.
    public var unlisted: Bool
    /// `outer`: keys stored beside `WFWorkflowActionParameters` in the action dictionary (rare).
    public var outer: PropertyListDictionary
    /// `no params key`: the action dictionary has no `WFWorkflowActionParameters` at all.
    public var omitsParametersKey: Bool
    /// `without`: parameters the builder writes on its own that this action must not store
    /// (`["AppIntentDescriptor"]` for App Intent actions saved before the app wrote one).
    public var without: [String]

    public init(
        action: String, params: PropertyListDictionary = [:], raw: PropertyListDictionary = [:], name: String? = nil,
        uuid: ProgramUUID = .generated, unlisted: Bool = false, outer: PropertyListDictionary = [:],
        omitsParametersKey: Bool = false, without: [String] = []
    ) {
        self.action = action
        self.params = params
        self.raw = raw
        self.name = name
        self.uuid = uuid
        self.unlisted = unlisted
        self.outer = outer
        self.omitsParametersKey = omitsParametersKey
        self.without = without
        self.outputName = nil
    }
}

/// What every block step has besides its contents: the output's name (`as`), the end action's
/// `uuid`, the `group` identifier and `raw` stored forms for the opener's parameters.
public struct ProgramBlockOptions: Sendable, Equatable {
    /// `as`: the name later placeholders use for the block's output (the end action's).
    public var name: String?
    /// `output name`: the name references to the block's output store (`OutputName`); nil:
    /// the builder's default (`If Result`, `Repeat Results`, `Menu Result`).
    public var outputName: String?
    /// `uuid`: the end action's UUID.
    public var uuid: ProgramUUID
    /// `group`: exactly this `GroupingIdentifier` (nil: a fresh one).
    public var group: String?
    /// `raw`: opener parameters written exactly as given (they replace what the friendly keys write).
    public var raw: PropertyListDictionary

    public init(
        name: String? = nil, uuid: ProgramUUID = .generated, group: String? = nil, raw: PropertyListDictionary = [:]
    ) {
        self.name = name
        self.outputName = nil
        self.uuid = uuid
        self.group = group
        self.raw = raw
    }
}

/// An If block.
public struct ProgramIf: Sendable, Equatable {
    /// `if`: the value tested, one placeholder (`"{{tip}}"`), or `true` when the stored input
    /// is given under the block's `raw` (`WFInput`) because the placeholder syntax cannot say it.
    public var input: PropertyListValue
    /// `is`: the condition in the app's words (`"is greater than"`, ``ConditionWord``).
    public var condition: String
    /// `value`: the operand (a number, text, or `[low, high]` for `is between`); nil for
    /// `has any value` and `does not have any value`.
    public var value: PropertyListValue?
    /// `then`.
    public var then: [ProgramStep]
    /// `otherwise`: nil writes no Otherwise.
    public var otherwise: [ProgramStep]?
    public var options: ProgramBlockOptions

    public init(
        input: PropertyListValue, condition: String, value: PropertyListValue? = nil, then: [ProgramStep],
        otherwise: [ProgramStep]? = nil, options: ProgramBlockOptions = ProgramBlockOptions()
    ) {
        self.input = input
        self.condition = condition
        self.value = value
        self.then = then
        self.otherwise = otherwise
        self.options = options
    }
}

/// A Repeat block.
public struct ProgramRepeat: Sendable, Equatable {
    /// `repeat`: the count (a number or a placeholder).
    public var count: PropertyListValue
    /// `do`.
    public var body: [ProgramStep]
    public var options: ProgramBlockOptions

    public init(count: PropertyListValue, body: [ProgramStep], options: ProgramBlockOptions = ProgramBlockOptions()) {
        self.count = count
        self.body = body
        self.options = options
    }
}

/// A Repeat with Each block.
public struct ProgramForEach: Sendable, Equatable {
    /// `for each`: the list, one placeholder (`"{{items}}"`).
    public var items: PropertyListValue
    /// `do`.
    public var body: [ProgramStep]
    public var options: ProgramBlockOptions

    public init(items: PropertyListValue, body: [ProgramStep], options: ProgramBlockOptions = ProgramBlockOptions()) {
        self.items = items
        self.body = body
        self.options = options
    }
}

/// A Choose from Menu block.
public struct ProgramMenu: Sendable, Equatable {
    /// `menu`: the prompt (text with placeholders); nil writes none.
    public var prompt: PropertyListValue?
    /// `cases`, in order.
    public var cases: [ProgramMenuCase]
    public var options: ProgramBlockOptions

    public init(
        prompt: PropertyListValue?, cases: [ProgramMenuCase], options: ProgramBlockOptions = ProgramBlockOptions()
    ) {
        self.prompt = prompt
        self.cases = cases
        self.options = options
    }
}

/// One case of a menu: `{"title": …, "do": […]}`.
public struct ProgramMenuCase: Sendable, Equatable {
    public var title: String
    public var body: [ProgramStep]

    public init(title: String, body: [ProgramStep]) {
        self.title = title
        self.body = body
    }
}
