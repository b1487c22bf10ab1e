import MCP

/// The eleven tools as `tools/list` gives them: descriptions for the model, JSON Schemas for the
/// arguments (required fields, enums, no other properties) and the results, and annotations.
enum ToolDefinitions {
    static let all: [Tool] = [
        searchActions, describeAction, buildShortcut, checkShortcut, runShortcut, renderShortcut, decompileShortcut,
        auditShortcut, diffShortcuts, signShortcut, fetchShortcut,
    ]

    // MARK: Schema pieces

    static func object(_ properties: [String: Value], required: [String]) -> Value {
        [
            "type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
            "additionalProperties": false,
        ]
    }

    static func string(_ description: String, enum cases: [String]? = nil) -> Value {
        var schema: [String: Value] = ["type": "string", "description": .string(description)]
        if let cases { schema["enum"] = .array(cases.map { .string($0) }) }
        return .object(schema)
    }

    static func path(_ description: String) -> Value {
        string(description + " Relative to the server's root folder (or absolute inside it); no “..”.")
    }

    static let nullableString: Value = ["type": ["string", "null"]]
    static let stringArray: Value = ["type": "array", "items": ["type": "string"]]
    static let findings: Value = [
        "type": "array",
        "items": object(
            [
                "rule": nullableString, "severity": string("", enum: ["error", "warning", "note"]),
                "action": [
                    "type": ["integer", "null"], "description": "The action's index (0-based); null: the file.",
                ],
                "message": ["type": "string"],
            ], required: ["rule", "severity", "action", "message"]),
    ]
    static let checkResult: Value = object(
        ["verdict": ["type": "string"], "findings": findings], required: ["verdict", "findings"])
    static let platforms: Value = ["type": "array", "items": ["type": "string", "enum": ["iOS", "macOS"]]]
    static let readOnly = Tool.Annotations(readOnlyHint: true, openWorldHint: false)

    // MARK: Tools

    static let searchActions = Tool(
        name: "search_actions", title: "Search actions",
        description: """
            Search the Shortcuts action catalog (4,400+ actions: built-in, Apple apps' App Intents, control flow). \
            Every word of the query must occur in the action's name, identifier, app or a parameter key \
            (case-insensitive); results come best match first (exact name or identifier, name prefix, name, \
            app, identifier, parameter key). Use the identifier with describe_action, then in a program's \
            "action" key.
            """,
        inputSchema: object(
            [
                "query": string("Words to look for, e.g. \"get contents url\" or \"notes\"."),
                "platform": string("Only actions today's app offers on this platform.", enum: ["ios", "macos"]),
                "limit": [
                    "type": "integer", "minimum": 1, "maximum": 200, "description": "Most results (default 20).",
                ],
            ], required: ["query"]),
        annotations: readOnly,
        outputSchema: object(
            [
                "actions": [
                    "type": "array",
                    "items": object(
                        [
                            "identifier": ["type": "string"], "name": ["type": "string"],
                            "kind": ["type": "string", "enum": ["action", "appIntent", "siriIntent", "flowTool"]],
                            "platforms": platforms,
                        ], required: ["identifier", "name", "kind", "platforms"]),
                ]
            ], required: ["actions"]))

    static let describeAction = Tool(
        name: "describe_action", title: "Describe an action",
        description: """
            Everything the catalog knows about one action identifier: its name, kind, platforms, the name of \
            its output (what a later step refers to), and its parameters — the stored key a program's \
            "params" uses, the label the app shows, the value kind, the default and, for enumerations, the \
            values the app accepts.
            """,
        inputSchema: object(
            ["identifier": string("An action identifier from search_actions, e.g. is.workflow.actions.gettext.")],
            required: ["identifier"]),
        annotations: readOnly,
        outputSchema: object(
            [
                "identifier": ["type": "string"], "name": ["type": "string"], "kind": ["type": "string"],
                "platforms": platforms, "output": nullableString,
                "parameters": [
                    "type": "array",
                    "items": object(
                        [
                            "key": ["type": "string"], "label": ["type": "string"], "kind": ["type": "string"],
                            "default": nullableString, "values": stringArray,
                        ], required: ["key", "label", "kind", "default", "values"]),
                ],
            ], required: ["identifier", "name", "kind", "platforms", "output", "parameters"]))

    static let buildShortcut = Tool(
        name: "build_shortcut", title: "Build a shortcut from a program",
        description: """
            Build a shortcut file from a JSON program (the format is the resource shortcut://program/format; \
            its JSON Schema is shortcut://program/schema): {"name", "actions": [{"action": identifier, \
            "params": {key: value}, "as": name}, {"if": …}, …]}. Writes the binary plist to path (replacing it \
            atomically) and returns the `shortcut check` verdict and findings of the result, and the builder's \
            warnings. A program that does not build fails naming the step (actions[2].then[0]). Pass the \
            program as its JSON text to keep parameter key order exactly.
            """,
        inputSchema: object(
            [
                "program": [
                    "type": ["object", "string"],
                    "description": "The program: a JSON object, or its text.",
                ],
                "path": path("The shortcut file to write, e.g. \"Greeting.shortcut\"."),
            ], required: ["program", "path"]),
        annotations: Tool.Annotations(
            readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false),
        outputSchema: object(
            ["path": ["type": "string"], "check": checkResult, "warnings": stringArray],
            required: ["path", "check", "warnings"]))

    static let checkShortcut = Tool(
        name: "check_shortcut", title: "Check a shortcut",
        description: """
            Check that a shortcut will import and run, and on which OS: block structure, references to outputs \
            and variables, value shapes, availability on the target OS and platform, metadata. Returns a verdict \
            and every finding with its rule, severity and action index. Errors mean the app would refuse or break.
            """,
        inputSchema: object(
            [
                "path": path("The shortcut file (binary, XML, JSON or signed)."),
                "os": [
                    "type": "integer", "minimum": 1, "maximum": 99, "description": "Target OS major version (18, 26).",
                ],
                "platform": string("Target platform.", enum: ["ios", "macos", "watchos"]),
            ], required: ["path"]),
        annotations: readOnly, outputSchema: checkResult)

    static let runShortcut = Tool(
        name: "run_shortcut", title: "Run a shortcut",
        description: """
            Run a shortcut off the device, deterministically, bounded in steps and time, and return what \
            `shortcut run --json` prints: {"output", "shown", …}. Questions (Ask for Input, Choose from Menu/List) \
            take answers in order; device actions (location, contacts, other apps) take their output from stubs \
            by action identifier, and Get Contents of URL from stubs by URL unless the server allows the \
            network. Run Shell Script runs only when the server was started with --allow-shell. File actions \
            work inside the root folder. A failure names the action.
            """,
        inputSchema: object(
            [
                "path": path("The shortcut file."),
                "input": string("Shortcut Input, as text."),
                "answers": [
                    "type": "array", "description": "Answers for the questions, in the order they are asked.",
                ],
                "stubs": [
                    "type": "object",
                    "description": """
                    Outputs by action identifier or URL; {"$date": ISO 8601}, {"$url": …} and \
                    {"$file": {"name", "type", "base64"}} make dates, URLs and files.
                    """,
                ],
            ], required: ["path"]),
        annotations: Tool.Annotations(readOnlyHint: false, destructiveHint: true, openWorldHint: true),
        outputSchema: [
            "type": "object", "required": ["output", "shown"],
            "properties": [
                "output": ["description": "What Stop and Output gave, else the last action's output."],
                "shown": ["type": "array", "description": "What Show Result, Show Alert and the like showed."],
                "opened": stringArray, "launched": stringArray, "spoken": stringArray,
            ],
        ])

    static let renderShortcut = Tool(
        name: "render_shortcut", title: "Render a shortcut",
        description: """
            Show a shortcut as the app lays it out: each action's one-line summary, nested blocks, the icon and \
            input types; as a plain-text outline or as Markdown.
            """,
        inputSchema: object(
            [
                "path": path("The shortcut file."),
                "format": string("Output form (default text).", enum: ["text", "markdown"]),
            ], required: ["path"]),
        annotations: readOnly,
        outputSchema: object(
            ["format": ["type": "string"], "text": ["type": "string"]], required: ["format", "text"]))

    static let decompileShortcut = Tool(
        name: "decompile_shortcut", title: "Decompile a shortcut",
        description: """
            Turn any shortcut into source that rebuilds it: the JSON program form (edit it and pass it to \
            build_shortcut) or Swift using the ShortcutAuthoring DSL.
            """,
        inputSchema: object(
            [
                "path": path("The shortcut file."),
                "format": string("program (default) or swift.", enum: ["program", "swift"]),
            ], required: ["path"]),
        annotations: readOnly,
        outputSchema: [
            "type": "object", "required": ["format"],
            "properties": [
                "format": ["type": "string", "enum": ["program", "swift"]],
                "program": ["type": "object", "description": "With format program."],
                "source": ["type": "string", "description": "With format swift."],
            ],
        ])

    static let auditShortcut = Tool(
        name: "audit_shortcut", title: "Audit a shortcut",
        description: """
            Audit a shortcut before running it: what it reads (contacts, location, photos, clipboard, …), where \
            it sends it (hosts, messages, scripts, files), what it can do (shell, deleting, settings), and \
            obfuscation; each finding with the data-flow path it took.
            """,
        inputSchema: object(["path": path("The shortcut file.")], required: ["path"]),
        annotations: readOnly,
        outputSchema: [
            "type": "object", "required": ["verdict", "findings"],
            "properties": ["file": ["type": "string"], "verdict": ["type": "string"], "findings": ["type": "array"]],
        ])

    static let diffShortcuts = Tool(
        name: "diff_shortcuts", title: "Compare two shortcuts",
        description: """
            Compare two versions of a shortcut action by action: added, removed, moved and changed actions, \
            parameter by parameter, and changed metadata. UUIDs and grouping identifiers are not differences.
            """,
        inputSchema: object(
            ["old": path("The earlier version."), "new": path("The later version.")], required: ["old", "new"]),
        annotations: readOnly,
        outputSchema: object(
            [
                "identical": ["type": "boolean"], "summary": ["type": "string"], "changes": ["type": "array"],
                "metadataChanges": ["type": "array"],
            ], required: ["identical", "summary", "changes", "metadataChanges"]))

    static let signShortcut = Tool(
        name: "sign_shortcut", title: "Sign a shortcut",
        description: """
            Sign a shortcut with the identity the server was started with (--identity DIR or --self-signed DIR), \
            so the Shortcuts app on iOS 15+ / macOS 12+ imports it. A file check_shortcut finds errors in is \
            refused. The output is verified before it is written; the result says whether it verifies (a \
            self-signed file verifies against its own CA; only devices that trust that CA accept it).
            """,
        inputSchema: object(
            ["path": path("The shortcut to sign."), "output": path("The signed file to write.")],
            required: ["path", "output"]),
        annotations: Tool.Annotations(readOnlyHint: false, destructiveHint: true, openWorldHint: false),
        outputSchema: object(
            [
                "path": ["type": "string"], "verifies": ["type": "boolean"], "verdict": ["type": "string"],
                "summary": ["type": "string"], "warnings": stringArray,
            ], required: ["path", "verifies", "verdict", "summary", "warnings"]))

    static let fetchShortcut = Tool(
        name: "fetch_shortcut", title: "Fetch a shared shortcut",
        description: """
            Download a shortcut from its iCloud share link (https://www.icloud.com/shortcuts/<id>, or the id) \
            and save it to path. Only when the server was started with --allow-network.
            """,
        inputSchema: object(
            [
                "link": string("The iCloud share link or its 32-digit id."),
                "path": path("Where to save the file."),
            ], required: ["link", "path"]),
        annotations: Tool.Annotations(readOnlyHint: false, destructiveHint: true, openWorldHint: true),
        outputSchema: object(
            [
                "path": ["type": "string"], "name": ["type": "string"], "link": ["type": "string"],
                "actions": ["type": "integer"], "source": ["type": "string", "enum": ["unsigned", "signed"]],
            ], required: ["path", "name", "link", "actions", "source"]))
}
