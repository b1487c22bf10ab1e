import Foundation
import OrderedCollections

/// A `NAME.shortcut-tests.json` file: which shortcut, the stubs every test shares, and the tests.
///
/// ```json
/// {"shortcut": "Tip.shortcut",
///  "shortcuts": "lib",
///  "stubs": {"is.workflow.actions.getcurrentlocation": "Paris"},
///  "tests": [{"name": "adds twenty percent", "answers": ["50"], "expect": {"output": 10}}]}
/// ```
///
/// Reading is strict: an unknown key, a value of the wrong kind or two tests of one name is a
/// ``ShortcutTestFileError`` naming the test and the key, so a typo never turns a check off.
/// The format is `Docs/Testing.md`, its JSON Schema `Docs/shortcut-tests.schema.json`.
public struct ShortcutTestFile: Sendable, Equatable {
    /// What a test file's name ends with (`shortcut test` looks for these in folders).
    public static let fileSuffix = ".shortcut-tests.json"
    /// Largest test file read, in bytes (16 MiB).
    public static let maximumBytes = 16 << 20
    /// Most tests one file may hold.
    public static let maximumTests = 100_000

    /// The shortcut file, relative to the test file's folder.
    public var shortcut: String
    /// A folder of shortcut files Run Shortcut may run (named by file name), relative to the test
    /// file's folder.
    public var shortcuts: String?
    /// Stubs for every test, by action identifier or URL.
    public var stubs: OrderedDictionary<String, TestValue>
    public var tests: [ShortcutTest]
    /// The file as read, members in their order: what ``recording(_:)`` writes back into.
    public var document: TestValue

    /// Reads a test file.
    public init(data: Data) throws(ShortcutTestFileError) {
        guard data.count <= Self.maximumBytes else {
            throw ShortcutTestFileError(.tooLarge(bytes: data.count, limit: Self.maximumBytes), at: .file)
        }
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw ShortcutTestFileError(.notText, at: .file)
        }
        let document: TestValue
        do {
            document = try TestValue.parse(text)
        } catch {
            let (line, column) = Self.lineAndColumn(of: error.offset, in: Array(text.utf8))
            throw ShortcutTestFileError(.invalidJSON(error.message), at: .position(line: line, column: column))
        }
        try self.init(document: document)
    }

    /// Reads a parsed test file.
    public init(document: TestValue) throws(ShortcutTestFileError) {
        var top = try TestFields(document, path: "", testName: nil)
        self.document = document
        shortcut = try top.text("shortcut", required: true) ?? ""
        shortcuts = try top.text("shortcuts")
        stubs = try top.object("stubs") ?? [:]
        _ = top.take("$schema")
        guard let list = top.take("tests") else {
            throw ShortcutTestFileError(.missingKey, at: .key(path: "tests", testName: nil))
        }
        guard case .list(let items) = list else {
            throw ShortcutTestFileError(
                .wrongType(expected: "a list of tests", found: list.kindName), at: .key(path: "tests", testName: nil))
        }
        guard items.count <= Self.maximumTests else {
            throw ShortcutTestFileError(
                .tooManyTests(limit: Self.maximumTests), at: .key(path: "tests", testName: nil))
        }
        try top.finish()
        if shortcut.isEmpty {
            throw ShortcutTestFileError(.invalidValue("empty"), at: .key(path: "shortcut", testName: nil))
        }
        var names = Set<String>()
        tests = []
        for (index, item) in items.enumerated() {
            let test = try Self.test(item, path: "tests[\(index)]")
            guard names.insert(test.name).inserted else {
                throw ShortcutTestFileError(.duplicateName, at: .key(path: "tests[\(index)].name", testName: test.name))
            }
            tests.append(test)
        }
    }

    static func test(_ value: TestValue, path: String) throws(ShortcutTestFileError) -> ShortcutTest {
        var fields = try TestFields(value, path: path, testName: nil)
        let name = try fields.text("name", required: true) ?? ""
        guard !name.isEmpty else {
            throw ShortcutTestFileError(
                .invalidValue("a test needs a name"), at: .key(path: path + ".name", testName: nil))
        }
        fields.testName = name
        var test = ShortcutTest(name: name)
        test.input = fields.take("input")
        test.answers = try fields.list("answers") ?? []
        test.stubs = try fields.object("stubs") ?? [:]
        if let now = try fields.text("now") {
            guard let date = ISO8601DateFormatter().date(from: now) else {
                throw fields.error(.invalidValue("not an ISO 8601 date like 2024-05-01T09:30:00Z"), key: "now")
            }
            test.now = date
        }
        if let zone = try fields.text("timeZone") {
            guard let timeZone = TimeZone(identifier: zone) else {
                throw fields.error(.invalidValue("unknown time zone “\(zone)”"), key: "timeZone")
            }
            test.timeZone = timeZone
        }
        test.allowNetwork = try fields.boolean("allowNetwork") ?? false
        if let expect = fields.take("expect") {
            var expected = try TestFields(expect, path: path + ".expect", testName: name)
            test.expect = TestExpectation(
                output: expected.take("output"), shown: try expected.list("shown"), error: try expected.text("error"),
                opened: try expected.list("opened"), launched: try expected.list("launched"),
                spoken: try expected.list("spoken"))
            try expected.finish()
            if test.expect?.error != nil, !(test.expect?.valueChecks.isEmpty ?? true) {
                throw expected.error(
                    .invalidValue("a run that fails gives no output: “error” goes alone"), key: "error")
            }
        }
        try fields.finish()
        return test
    }

    /// 1-based line and column (in UTF-8 bytes) of a byte offset.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }
}

/// The members of one JSON object taken key by key, with the errors naming the key.
struct TestFields {
    var members: OrderedDictionary<String, TestValue>
    let path: String
    var testName: String?

    init(_ value: TestValue, path: String, testName: String?) throws(ShortcutTestFileError) {
        guard case .object(let members) = value else {
            throw ShortcutTestFileError(
                .wrongType(expected: "an object", found: value.kindName),
                at: .key(path: path.isEmpty ? "(top level)" : path, testName: testName))
        }
        self.members = members
        self.path = path
        self.testName = testName
    }

    func error(_ reason: ShortcutTestFileError.Reason, key: String) -> ShortcutTestFileError {
        ShortcutTestFileError(reason, at: .key(path: path.isEmpty ? key : path + "." + key, testName: testName))
    }

    mutating func take(_ key: String) -> TestValue? { members.removeValue(forKey: key) }

    mutating func text(_ key: String, required: Bool = false) throws(ShortcutTestFileError) -> String? {
        guard let value = take(key) else {
            if required { throw error(.missingKey, key: key) }
            return nil
        }
        guard case .text(let text) = value else {
            throw error(.wrongType(expected: "text", found: value.kindName), key: key)
        }
        return text
    }

    mutating func boolean(_ key: String) throws(ShortcutTestFileError) -> Bool? {
        guard let value = take(key) else { return nil }
        guard case .boolean(let flag) = value else {
            throw error(.wrongType(expected: "true or false", found: value.kindName), key: key)
        }
        return flag
    }

    mutating func list(_ key: String) throws(ShortcutTestFileError) -> [TestValue]? {
        guard let value = take(key) else { return nil }
        guard case .list(let items) = value else {
            throw error(.wrongType(expected: "a list", found: value.kindName), key: key)
        }
        return items
    }

    mutating func object(_ key: String) throws(ShortcutTestFileError) -> OrderedDictionary<String, TestValue>? {
        guard let value = take(key) else { return nil }
        guard case .object(let members) = value else {
            throw error(.wrongType(expected: "an object", found: value.kindName), key: key)
        }
        return members
    }

    /// Fails on the first key nobody took.
    func finish() throws(ShortcutTestFileError) {
        if let key = members.keys.first { throw error(.unknownKey, key: key) }
    }
}
