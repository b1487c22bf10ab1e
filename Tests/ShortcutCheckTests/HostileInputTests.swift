import Diagnostics
import Foundation
import PropertyList
import ShortcutCheck
import ShortcutModel
import Testing

/// Damaged and huge files get diagnostics, never a crash or a hang.
@Suite struct HostileInputTests {
    typealias C = CheckFixture

    static func control(_ mode: Int, group: Int) -> Action {
        var action = Action("is.workflow.actions.conditional")
        action.parameters["GroupingIdentifier"] = .string("G\(group)")
        action.parameters["WFControlFlowMode"] = .integer(PropertyListInteger(mode))
        return action
    }

    @Test func thousandsOfUnclosedBlocksAndStrayEndsStayFast() {
        let count = 5_000
        var actions = (0..<count).map { Self.control(0, group: $0) }
        actions += (0..<count).map { Self.control(2, group: count + $0) }
        let clock = ContinuousClock()
        var diagnostics: [Diagnostic] = []
        let elapsed = clock.measure { diagnostics = C.checker.check(Shortcut(actions: actions)) }
        #expect(diagnostics.count { $0.rule == CheckRule.unclosedBlock.rawValue } == count)
        #expect(diagnostics.count { $0.rule == CheckRule.strayEnd.rawValue } == count)
        #expect(elapsed < .seconds(20))
    }

    @Test func valuesNestedToThePropertyListDepthLimitAreWalked() throws {
        var value: PropertyListValue = .dictionary([
            "Value": .dictionary(["attachmentsByRange": .dictionary([:])]),
            "WFSerializationType": .string("WFTextTokenString"),
        ])
        for _ in 0..<400 { value = .array([value]) }
        let data = try Shortcut(actions: [
            Action("is.workflow.actions.showresult", parameters: ["Text": ParameterValue(propertyList: value)])
        ]).encoded(as: .binary)
        let shortcut = try ShortcutDocument(data: data).shortcut
        let found = C.checker.check(shortcut).filter { $0.rule == CheckRule.tokenString.rawValue }
        #expect(found.map(\.actionIndex) == [0])
        #expect(found.first?.keyPath == "Text" + String(repeating: "[0]", count: 400))
    }

    @Test func malformedMarkersAndEmptyIdentifiersAreReportedNotFatal() {
        var odd = Action("")
        odd.parameters["WFControlFlowMode"] = .integer(PropertyListInteger(7))
        odd.parameters["UUID"] = .integer(PropertyListInteger(3))
        var questions = Shortcut(actions: [odd, Self.control(1, group: 1)])
        questions.importQuestions = [ImportQuestion(actionIndex: -4, parameterKey: nil, text: nil)]
        let found = C.checker.check(questions, target: CheckTarget(osVersion: 27, platform: .watchOS))
        #expect(found.map(CheckFixture.Found.init) == [.init(.importQuestion, nil), .init(.strayMiddle, 1)])
    }
}
