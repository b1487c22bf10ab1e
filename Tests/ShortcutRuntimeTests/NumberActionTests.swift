import Foundation
import ShortcutAuthoring
import ShortcutRuntime
import Testing

/// Number actions. Expectations: arithmetic itself; the operation names and defaults from the
/// catalog (`parameters.json`: Calculate `+ - × ÷ …`, Round Normal / Always Round Up / Down,
/// Statistics Average…Standard Deviation, Format Number 2 decimal places).
@Suite struct NumberActionTests {
    func calculate(_ left: Double, _ operation: String, _ right: Double) async throws -> RuntimeValue {
        try await output { s in
            s.add(act("number", ["WFNumberActionNumber": Value(floatLiteral: left)]))
            s.add(
                act(
                    "math",
                    ["WFMathOperation": Value(stringLiteral: operation), "WFMathOperand": Value(floatLiteral: right)]))
        }
    }

    @Test func calculateTheFourOperations() async throws {
        #expect(try await calculate(6, "+", 4) == .number(10))
        #expect(try await calculate(6, "-", 4) == .number(2))
        #expect(try await calculate(6, "×", 4) == .number(24))
        #expect(try await calculate(6, "÷", 4) == .number(1.5))
    }

    @Test func divisionByZeroFailsNamingTheAction() async throws {
        let error = try await failure { s in
            s.add(act("number", ["WFNumberActionNumber": 1]))
            s.add(act("math", ["WFMathOperation": "÷", "WFMathOperand": 0]))
        }
        #expect(error?.actionIndex == 1)
        #expect(error?.description == "action 1 (Calculate, is.workflow.actions.math): division by zero")
    }

    @Test func scientificOperations() async throws {
        let power = try await output { s in
            s.add(act("number", ["WFNumberActionNumber": 2]))
            s.add(
                act(
                    "math", ["WFMathOperation": "…", "WFScientificMathOperation": "x^y", "WFScientificMathOperand": 10])
            )
        }
        #expect(power == .number(1024))
        let modulus = try await output { s in
            s.add(act("number", ["WFNumberActionNumber": 17]))
            s.add(
                act(
                    "math",
                    ["WFMathOperation": "…", "WFScientificMathOperation": "Modulus", "WFScientificMathOperand": 5]))
        }
        #expect(modulus == .number(2))
    }

    @Test func roundModesAndPlaces() async throws {
        func round(_ number: Double, _ parameters: KeyValuePairs<String, Value>) async throws -> RuntimeValue {
            try await output { s in
                s.add(act("number", ["WFNumberActionNumber": Value(floatLiteral: number)]))
                s.add(act("round", parameters))
            }
        }
        #expect(try await round(2.5, [:]) == .number(3))
        #expect(try await round(2.1, ["WFRoundMode": "Always Round Up"]) == .number(3))
        #expect(try await round(2.9, ["WFRoundMode": "Always Round Down"]) == .number(2))
        #expect(try await round(3.14159, ["WFRoundTo": "Hundredths"]) == .number(3.14))
        #expect(try await round(1234, ["WFRoundTo": "Hundreds"]) == .number(1200))
        #expect(
            try await round(3.14159, ["WFRoundType": "Right of Decimal", "WFRoundDecimalPlaces": 1]) == .number(3.1))
    }

    @Test func randomNumbersAreSeededAndInRange() async throws {
        func draw() async throws -> RuntimeValue {
            try await output { s in
                s.add(act("number.random", ["WFRandomNumberMinimum": 1, "WFRandomNumberMaximum": 6]))
            }
        }
        let first = try await draw()
        #expect(try await draw() == first)  // same seed, same number
        let value = try #require(RuntimeCoercion(timeZone: .gmt).number(first))
        #expect((1...6).contains(value))
    }

    @Test func formatNumberGroupsThousands() async throws {
        let text = try await output { s in
            s.add(act("number", ["WFNumberActionNumber": 1234567.891]))
            s.add(act("format.number", ["WFNumberFormatDecimalPlaces": 2]))
        }
        #expect(text == .text("1,234,567.89"))
    }

    @Test func statistics() async throws {
        func statistic(_ operation: String) async throws -> RuntimeValue {
            try await output { s in
                s.add(act("list", ["WFItems": .list(["2", "4", "4", "4", "5", "5", "7", "9"])]))
                s.add(act("statistics", ["WFStatisticsOperation": Value(stringLiteral: operation)]))
            }
        }
        #expect(try await statistic("Average") == .number(5))
        #expect(try await statistic("Median") == .number(4.5))
        #expect(try await statistic("Mode") == .number(4))
        #expect(try await statistic("Range") == .number(7))
        #expect(try await statistic("Sum") == .number(40))
        // Sample standard deviation of the classic example: sqrt(32 / 7).
        let deviation = try await statistic("Standard Deviation")
        #expect(abs((RuntimeCoercion(timeZone: .gmt).number(deviation) ?? 0) - (32.0 / 7).squareRoot()) < 1e-12)
    }

    @Test func calculateExpressionAndFileSizes() async throws {
        let value = try await output { s in
            s.add(act("calculateexpression", ["Input": "800 * 4 - (2 ^ 3) / 4"]))
        }
        #expect(value == .number(3198))
        let size = try await output { s in
            s.add(act("number", ["WFNumberActionNumber": 1_500_000]))
            s.add(act("format.filesize"))
        }
        #expect(size == .text("1.5 MB"))
    }

    @Test func numbersReadAsTextWithoutATrailingZero() async throws {
        let result = try await output { s in
            let sum = s.add(act("math", ["WFInput": 0.1, "WFMathOperation": "+", "WFMathOperand": 0.2]))
            s.add(act("gettext", ["WFTextActionText": "\(sum)"]))
        }
        #expect(result == .text("0.3"))
    }
}
