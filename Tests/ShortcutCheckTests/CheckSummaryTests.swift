import Diagnostics
import Foundation
import ShortcutCheck
import Testing

/// The verdict stored beside a file.
@Suite struct CheckSummaryTests {
    static func diagnostic(_ severity: Severity, _ rule: CheckRule) -> Diagnostic {
        Diagnostic(severity, rule: rule.rawValue, actionIndex: 0, message: "m")
    }

    @Test func verdictsCountErrorsAndWarningsAndNameTheRules() throws {
        #expect(CheckSummary(diagnostics: []).verdict == "passes")
        #expect(CheckSummary(diagnostics: [Self.diagnostic(.note, .thirdPartyAction)]).verdict == "passes (1 note)")
        let warned = CheckSummary(diagnostics: [
            Self.diagnostic(.warning, .unsetVariable), Self.diagnostic(.warning, .unsetVariable),
        ])
        #expect(warned.verdict == "passes with 2 warnings")
        #expect(warned.passes)
        let failed = CheckSummary(
            diagnostics: [
                Self.diagnostic(.warning, .duplicateUUID), Self.diagnostic(.error, .ownOutput),
                Self.diagnostic(.error, .unclosedBlock), Self.diagnostic(.error, .ownOutput),
                Self.diagnostic(.error, .booleanShape), Self.diagnostic(.error, .numberShape),
            ], target: CheckTarget(osVersion: 27, platform: .iOS))
        #expect(!failed.passes)
        #expect((failed.errors, failed.warnings, failed.notes) == (5, 1, 0))
        #expect(
            failed.verdict
                == "fails on iOS 27: 5 errors, 1 warning (check.reference.own-output, check.structure.unclosed-block, "
                + "check.serialization.boolean, …)")
        let data = try JSONEncoder().encode(failed)
        #expect(try JSONDecoder().decode(CheckSummary.self, from: data) == failed)
    }

    @Test func everyRuleHasAFamilyAndTheAuthoringFamiliesAreTheCrashRules() {
        #expect(Set(CheckRule.allCases.map(\.rawValue)).count == CheckRule.allCases.count)
        for rule in CheckRule.allCases {
            #expect(rule.rawValue.hasPrefix("check."))
            #expect(CheckFamilies.all.contains(rule.family))
        }
        let authoring = CheckRule.allCases.filter { CheckFamilies.authoring.contains($0.family) }
        // 8, and the two Otherwise If rules (OS 27): an incomplete condition, a branch after the plain Otherwise.
        #expect(authoring.filter { $0.severity == .error }.count == 10)
    }
}
