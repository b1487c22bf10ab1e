import Foundation

extension RuntimeRegistry {
    /// Numbers: Number, Calculate, Round, Random Number, Format Number, Statistics, Calculate
    /// Expression, Format File Size.
    mutating func registerNumberActions() {
        native("is.workflow.actions.number") { call in
            let value = try call.value("WFNumberActionNumber") ?? .number(0)
            guard let number = call.coercion.number(value) else {
                throw ActionFailure.parameter("WFNumberActionNumber", "“\(call.coercion.text(value))” is not a number")
            }
            return .number(number)
        }
        native("is.workflow.actions.math") { call in
            let input = try call.input("WFInput")
            guard let left = call.coercion.number(input) else {
                throw ActionFailure.parameter("WFInput", "“\(call.coercion.text(input))” is not a number")
            }
            let operation = try call.option("WFMathOperation", default: "+")
            if operation == "…" {
                let scientific = try call.option("WFScientificMathOperation", default: "Modulus")
                return .number(
                    try Arithmetic.scientific(scientific, left, operand: try call.number("WFScientificMathOperand")))
            }
            guard let right = try call.number("WFMathOperand") else {
                throw ActionFailure.parameter("WFMathOperand", "not a number")
            }
            return .number(try Arithmetic.apply(operation, left, right))
        }
        native("is.workflow.actions.round") { call in
            let input = try call.input("WFInput")
            let mode = try call.option("WFRoundMode", default: "Normal")
            let places: Int
            if let roundTo = try call.value("WFRoundTo") {
                places = try Arithmetic.places(forRoundingTo: call.coercion.text(roundTo))
            } else if try call.option("WFRoundType", default: "Left of Decimal") == "Right of Decimal" {
                places = max(-15, min(15, RuntimeCoercion.integer(try call.number("WFRoundDecimalPlaces") ?? 0)))
            } else {
                places = 0
            }
            return call.coercion.mapItems(input) { item in
                guard let number = call.coercion.number(item) else { return .nothing }
                return .number(Arithmetic.round(number, places: places, mode: mode))
            }
        }
        native("is.workflow.actions.number.random") { call in
            let low = try call.number("WFRandomNumberMinimum") ?? 0
            let high = try call.number("WFRandomNumberMaximum") ?? 100
            guard low.isFinite, high.isFinite, abs(low) < 9e15, abs(high) < 9e15 else {
                throw ActionFailure.parameter("WFRandomNumberMaximum", "the bounds are not finite integers")
            }
            let (a, b) = (Int64(min(low, high).rounded(.up)), Int64(max(low, high).rounded(.down)))
            guard a <= b else { return .number(low) }
            return .number(Double(Int64.random(in: a...b, using: &call.random)))
        }
        native("is.workflow.actions.format.number") { call in
            let input = try call.input("WFNumber", "WFInput")
            let places = max(0, min(20, RuntimeCoercion.integer(try call.number("WFNumberFormatDecimalPlaces") ?? 2)))
            return call.coercion.mapItems(input) { item in
                guard let number = call.coercion.number(item) else { return .nothing }
                return .text(Arithmetic.grouped(number, places: places))
            }
        }
        native("is.workflow.actions.statistics") { call in
            let numbers = try call.input("Input", "WFInput").items.compactMap(call.coercion.number)
            let operation = try call.option("WFStatisticsOperation", default: "Average")
            return try Arithmetic.statistic(operation, numbers).map(RuntimeValue.number) ?? .nothing
        }
        native("is.workflow.actions.calculateexpression") { call in
            let expression = call.coercion.text(try call.input("Input", "WFInput"))
            var parser = ExpressionParser(text: expression)
            return .number(try parser.evaluate())
        }
        native("is.workflow.actions.format.filesize") { call in
            let input = try call.input("WFFileSize", "WFInput")
            let bytes: Double
            if case .file(let file) = input {
                bytes = Double(file.data.count)
            } else {
                guard let number = call.coercion.number(input) else {
                    throw ActionFailure.parameter("WFFileSize", "not a file size")
                }
                bytes = number
            }
            let format = try call.option("WFFileSizeFormat", default: "Automatic")
            let units = try call.bool("WFFileSizeIncludeUnits", default: true)
            return .text(Arithmetic.fileSize(bytes, format: format, includeUnits: units))
        }
    }
}

/// The arithmetic of the number actions.
enum Arithmetic {
    static func apply(_ operation: String, _ left: Double, _ right: Double) throws -> Double {
        switch operation {
        case "+": return left + right
        case "-": return left - right
        case "×", "*", "x": return left * right
        case "÷", "/":
            guard right != 0 else { throw ActionFailure.failed("division by zero") }
            return left / right
        default: throw ActionFailure.parameter("WFMathOperation", "unknown operation “\(operation)”")
        }
    }

    static func scientific(_ operation: String, _ x: Double, operand: Double?) throws -> Double {
        func needOperand() throws -> Double {
            guard let operand else { throw ActionFailure.parameter("WFScientificMathOperand", "not a number") }
            return operand
        }
        switch operation {
        case "Modulus":
            let divisor = try needOperand()
            guard divisor != 0 else { throw ActionFailure.failed("modulus by zero") }
            return x.truncatingRemainder(dividingBy: divisor)
        case "x^2": return x * x
        case "x^3", "х^3": return x * x * x
        case "x^y", "x^у": return pow(x, try needOperand())
        case "e^x": return exp(x)
        case "10^x": return pow(10, x)
        case "ln(x)", "In(x)": return log(x)
        case "log(x)": return log10(x)
        case "√x": return x.squareRoot()
        case "∛x": return cbrt(x)
        case "x!":
            guard x >= 0, x <= 170, x == x.rounded() else { throw ActionFailure.failed("factorial of \(x)") }
            return (0..<Int(x)).reduce(1.0) { $0 * Double($1 + 1) }
        case "sin(x)": return sin(x)
        case "cos(x)", "cos(X)": return cos(x)
        case "tan(x)": return tan(x)
        case "abs(x)": return abs(x)
        default: throw ActionFailure.parameter("WFScientificMathOperation", "unknown operation “\(operation)”")
        }
    }

    /// Decimal places for Round's `WFRoundTo` (negative for tens, hundreds, …).
    static func places(forRoundingTo name: String) throws -> Int {
        let table: [String: Int] = [
            "Millions": -6, "Hundred Thousands": -5, "Ten Thousands": -4, "Thousands": -3, "Hundreds": -2,
            "Tens": -1, "Integer": 0, "Ones Place": 0, "Tenths": 1, "Hundredths": 2, "Thousandths": 3,
            "Ten-Thousandths": 4, "Hundred-Thousandths": 5, "Millionths": 6, "Ten-Millionths": 7,
            "Hundred-Millionths": 8, "Billionths": 9,
        ]
        guard let places = table[name] else { throw ActionFailure.parameter("WFRoundTo", "unknown place “\(name)”") }
        return places
    }

    static func round(_ number: Double, places: Int, mode: String) -> Double {
        let scale = pow(10, Double(places))
        let scaled = number * scale
        let rounded: Double
        switch mode {
        case "Always Round Up": rounded = scaled.rounded(.up)
        case "Always Round Down": rounded = scaled.rounded(.down)
        default: rounded = scaled.rounded(.toNearestOrAwayFromZero)
        }
        return rounded / scale
    }

    /// `1234.5` → `1,234.50` (en_US grouping, fixed decimal places).
    static func grouped(_ number: Double, places: Int) -> String {
        let fixed = String(format: "%.\(places)f", abs(number))
        let parts = fixed.split(separator: ".", omittingEmptySubsequences: false)
        var whole = ""
        for (offset, digit) in parts[0].reversed().enumerated() {
            if offset > 0, offset % 3 == 0 { whole.append(",") }
            whole.append(digit)
        }
        var result = String(whole.reversed())
        if parts.count > 1 { result += "." + parts[1] }
        return (number < 0 && fixed.contains(where: { $0 != "0" && $0 != "." }) ? "-" : "") + result
    }

    static func statistic(_ operation: String, _ numbers: [Double]) throws -> Double? {
        guard !numbers.isEmpty else { return nil }
        let sorted = numbers.sorted()
        let sum = numbers.reduce(0, +)
        switch operation {
        case "Average": return sum / Double(numbers.count)
        case "Minimum": return sorted.first
        case "Maximum": return sorted.last
        case "Sum": return sum
        case "Median":
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        case "Mode":
            var counts: [Double: Int] = [:]
            for number in numbers { counts[number, default: 0] += 1 }
            let best = counts.values.max() ?? 0
            return sorted.first { counts[$0] == best }
        case "Range": return sorted.last! - sorted.first!
        case "Standard Deviation":
            // The sample standard deviation (n − 1), as spreadsheets' STDEV.
            guard numbers.count > 1 else { return 0 }
            let mean = sum / Double(numbers.count)
            let variance = numbers.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(numbers.count - 1)
            return variance.squareRoot()
        default: throw ActionFailure.parameter("WFStatisticsOperation", "unknown operation “\(operation)”")
        }
    }

    /// Byte counts in decimal units (1 KB = 1,000 bytes), as the app's file sizes.
    static func fileSize(_ bytes: Double, format: String, includeUnits: Bool) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"]
        let named: [String: Int] = [
            "Bytes": 0, "KB": 1, "Kilobytes": 1, "MB": 2, "Megabytes": 2, "GB": 3, "Gigabytes": 3, "TB": 4,
            "Terabytes": 4, "PB": 5, "Petabytes": 5, "EB": 6, "Exabytes": 6, "ZB": 7, "Zettabytes": 7,
            "YB or Higher": 8, "Yottabytes": 8,
        ]
        var exponent = named[format] ?? 0
        if named[format] == nil {
            while exponent < units.count - 1, abs(bytes) >= pow(1000, Double(exponent + 1)) { exponent += 1 }
        }
        let value = bytes / pow(1000, Double(exponent))
        let digits = exponent == 0 ? 0 : (exponent == 1 ? 0 : (exponent == 2 ? 1 : 2))
        var text = String(format: "%.\(digits)f", value)
        if exponent == 0 { text = RuntimeCoercion.text(of: value.rounded()) }
        if !includeUnits { return text }
        if exponent == 0 { return text + (value == 1 ? " byte" : " bytes") }
        return text + " " + units[exponent]
    }
}

/// Calculate Expression: numbers, `+ - * × / ÷ ^ %`, parentheses and unary minus, with a depth
/// bound so a hostile expression cannot exhaust the stack.
struct ExpressionParser {
    let characters: [Character]
    var index = 0
    var depth = 0

    init(text: String) { characters = Array(text.filter { !$0.isWhitespace }) }

    mutating func evaluate() throws -> Double {
        guard characters.count <= 10_000 else {
            throw ActionFailure.failed("the expression is longer than 10,000 characters")
        }
        let value = try sum()
        guard index == characters.count else {
            throw ActionFailure.failed("cannot read the expression at character \(index)")
        }
        return value
    }

    mutating func sum() throws -> Double {
        var value = try product()
        while index < characters.count, "+-".contains(characters[index]) {
            let op = characters[index]
            index += 1
            let right = try product()
            value = op == "+" ? value + right : value - right
        }
        return value
    }

    mutating func product() throws -> Double {
        var value = try power()
        while index < characters.count, "*×/÷%".contains(characters[index]) {
            let op = characters[index]
            index += 1
            let right = try power()
            switch op {
            case "*", "×": value *= right
            case "%": value = value.truncatingRemainder(dividingBy: right)
            default:
                guard right != 0 else { throw ActionFailure.failed("division by zero") }
                value /= right
            }
        }
        return value
    }

    mutating func power() throws -> Double {
        let base = try unary()
        if index < characters.count, characters[index] == "^" {
            index += 1
            return pow(base, try power())
        }
        return base
    }

    mutating func unary() throws -> Double {
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else { throw ActionFailure.failed("the expression is nested too deeply") }
        guard index < characters.count else { throw ActionFailure.failed("the expression ends early") }
        if characters[index] == "-" {
            index += 1
            return -(try unary())
        }
        if characters[index] == "+" {
            index += 1
            return try unary()
        }
        if characters[index] == "(" {
            index += 1
            let value = try sum()
            guard index < characters.count, characters[index] == ")" else {
                throw ActionFailure.failed("a “(” is not closed")
            }
            index += 1
            return value
        }
        let start = index
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard index > start, let number = Double(String(characters[start..<index])) else {
            throw ActionFailure.failed("cannot read the expression at character \(start)")
        }
        return number
    }
}
