import Foundation
import OrderedCollections

extension ShortcutTestFile {
    /// The file with an `expect` added to each test that had none and was recorded
    /// (``ShortcutTestResult/recorded``), every other member as it was and in its order; nil when
    /// nothing was recorded. A test that has an `expect` is never changed.
    public func recording(_ results: [ShortcutTestResult]) -> TestValue? {
        let recorded = Dictionary(
            results.compactMap { result in result.recorded.map { (result.name, $0) } }, uniquingKeysWith: { a, _ in a })
        guard !recorded.isEmpty, case .object(var top) = document, case .list(var items) = top["tests"] else {
            return nil
        }
        var changed = false
        for (index, test) in tests.enumerated() where test.expect == nil {
            guard let expect = recorded[test.name], case .object(var members) = items[index] else { continue }
            members["expect"] = expect
            items[index] = .object(members)
            changed = true
        }
        guard changed else { return nil }
        top["tests"] = .list(items)
        return .object(top)
    }

    /// A document as a test file's text: two-space indented JSON, members in order, a final newline.
    public static func text(of document: TestValue) -> String {
        document.jsonText(pretty: true) + "\n"
    }
}
