import Diagnostics
import ShortcutAuthoring
import ShortcutCheck
import ShortcutModel
import Testing

/// Action outputs and named variables.
@Suite struct ReferenceRuleTests {
    typealias C = CheckFixture
    static let own = "0E0E0000-0000-4000-8000-000000000001"

    @Test func usingTheOutputOfTheSameActionIsAnError() {
        let shortcut = C.build { s in
            s.add(C.text("a"))
            s.add(C.text("x \(Variable.output(of: Self.own, named: "Text"))"), uuid: .fixed(Self.own))
        }
        #expect(C.found(.ownOutput, in: shortcut) == [.init(.ownOutput, 1, .error)])
        #expect(C.checker.check(shortcut).first?.keyPath == "WFTextActionText{2, 1}")
    }

    @Test func usingTheOutputOfAnEarlierActionIsQuiet() {
        let shortcut = C.build { s in
            let first = s.add(C.text("a"))
            s.add(C.text("x \(first)"))
        }
        #expect(C.checker.check(shortcut).isEmpty)
    }

    @Test func anOutputOfNoActionIsAWarning() {
        let shortcut = C.build { s in
            s.add(C.text("a"))
            s.add(C.show("\(Variable.output(of: "0E0E0000-0000-4000-8000-0000000000FF", named: "Gone"))"))
        }
        #expect(C.found(.missingOutput, in: shortcut) == [.init(.missingOutput, 1, .warning)])
        #expect(C.found(.laterOutput, in: shortcut).isEmpty)
    }

    @Test func anOutputOfALaterActionIsAWarning() {
        let later = "0E0E0000-0000-4000-8000-000000000002"
        let shortcut = C.build { s in
            s.add(C.show("\(Variable.output(of: later, named: "Text"))"))
            s.add(C.text("b"), uuid: .fixed(later))
        }
        #expect(C.found(.laterOutput, in: shortcut) == [.init(.laterOutput, 0, .warning)])
        #expect(C.found(.missingOutput, in: shortcut).isEmpty)
    }

    @Test func aVariableNeverSetIsAWarning() {
        let shortcut = C.build { s in
            s.add(C.show("\(Variable.named("Total"))"))
        }
        #expect(C.found(.unsetVariable, in: shortcut) == [.init(.unsetVariable, 0, .warning)])
    }

    @Test func aVariableSetBeforeAndRepeatVariablesInsideLoopsAreQuiet() throws {
        let shortcut = C.build { s in
            let text = s.add(C.text("a"))
            let total = s.setVariable("Total", to: text)
            s.repeat(3) { index in s.add(C.show("\(total) \(index) \(Variable.repeatIndex)")) }
        }
        #expect(C.checker.check(shortcut).isEmpty)
    }
}
