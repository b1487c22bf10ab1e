import Foundation
import TestSupport
import Testing

@testable import ImageCodecs

/// The QR encoder. Expectations: ISO/IEC 18004 as implemented by segno (PyPI `segno`) for symbols
/// filled to capacity, whose matrices must equal ours module for module, mask choice included, and
/// by python-qrcode (PyPI `qrcode`) with our mask for symbols with padding (segno pads differently
/// from the standard; see `Scripts/qr_reference.py`, byte mode, no level boost).
@Suite struct QRCodeTests {
    static let levels: [(QRCode.Level, String)] = [(.low, "L"), (.medium, "M"), (.quartile, "Q"), (.high, "H")]

    /// Deterministic bytes (a linear congruential sequence).
    static func bytes(_ count: Int, seed: Int) -> [UInt8] {
        var state = UInt32(truncatingIfNeeded: seed &* 2_654_435_761 &+ 1)
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        }
    }

    struct Reference: Decodable {
        var version: Int
        var mask: Int
        var rows: [String]
    }

    /// segno's matrices for `cases`, or nil (with a note, or a failure under CI) without segno.
    static func reference(_ cases: [(bytes: [UInt8], level: String, mask: Int?)]) throws -> [Reference]? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qr-reference-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("cases.json")
        let json: [[String: Any]] = cases.map {
            [
                "hex": $0.bytes.map { String(format: "%02x", $0) }.joined(), "level": $0.level,
                "mask": $0.mask ?? NSNull(),
            ]
        }
        try JSONSerialization.data(withJSONObject: json).write(to: input)
        let script = Corpus.packageRoot.appendingPathComponent("Scripts/qr_reference.py").path
        let run = try ProgramRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, input.path])
        guard run.status == 0 else {
            guard Prerequisite.require(run.status != 3 && run.status != 127, "python3 with segno and qrcode") else {
                return nil
            }
            Issue.record("qr_reference.py failed: \(run.output)")
            return nil
        }
        return try JSONDecoder().decode([Reference].self, from: Data(run.output.utf8))
    }

    func rows(_ symbol: QRCode) -> [String] {
        (0..<symbol.size).map { y in (0..<symbol.size).map { symbol.isDark(x: $0, y: y) ? "1" : "0" }.joined() }
    }

    /// Every version at every level filled to its capacity, against segno: the version choice,
    /// the block layout, the alignment and version patterns and the mask choice.
    @Test func everyVersionAndLevelFilledToCapacityMatchesSegno() throws {
        var cases: [(bytes: [UInt8], level: String, mask: Int?)] = []
        var symbols: [QRCode] = []
        for (level, letter) in Self.levels {
            for version in 1...40 {
                let count = QRCode.capacity(version: version, level: level)
                let bytes = Self.bytes(count, seed: version * 10 + level.rawValue)
                let symbol = try QRCode.encode(bytes, level: level)
                #expect(symbol.version == version, "\(count) bytes at \(letter)")
                cases.append((bytes, letter, nil))
                symbols.append(symbol)
            }
        }
        guard let references = try Self.reference(cases) else { return }
        #expect(references.count == symbols.count)
        var masks = Set<Int>()
        for (symbol, reference) in zip(symbols, references) {
            masks.insert(symbol.mask)
            #expect(symbol.version == reference.version)
            #expect(symbol.mask == reference.mask, "version \(symbol.version) \(symbol.level)")
            #expect(rows(symbol) == reference.rows, "version \(symbol.version) \(symbol.level)")
        }
        // The comparison covers the mask patterns, not one of them.
        #expect(masks.count >= 6)
    }

    /// Symbols with a terminator and pad codewords (one byte past the version before's capacity,
    /// and short texts), against python-qrcode drawing them with our mask.
    @Test func paddedSymbolsMatchPythonQRCode() throws {
        var cases: [(bytes: [UInt8], level: String, mask: Int?)] = []
        var symbols: [QRCode] = []
        var inputs: [[UInt8]] = ["A", "https://example.com", "Hello, World!", "Café ☕ 東京"].map { Array($0.utf8) }
        for version in stride(from: 2, through: 40, by: 3) {
            inputs.append(Self.bytes(QRCode.capacity(version: version - 1, level: .medium) + 1, seed: version))
        }
        for bytes in inputs {
            for (level, letter) in Self.levels where bytes.count <= QRCode.capacity(version: 40, level: level) {
                let symbol = try QRCode.encode(bytes, level: level)
                cases.append((bytes, letter, symbol.mask))
                symbols.append(symbol)
            }
        }
        guard let references = try Self.reference(cases) else { return }
        #expect(references.count == symbols.count)
        for (symbol, reference) in zip(symbols, references) {
            #expect(symbol.version == reference.version)
            #expect(rows(symbol) == reference.rows, "version \(symbol.version) \(symbol.level)")
        }
    }

    @Test func capacitiesAreTheStandardsByteModeFigures() {
        // ISO/IEC 18004 table 7, byte mode: 1-L 17, 1-H 7, 10-M 213, 40-L 2953, 40-H 1273.
        #expect(QRCode.capacity(version: 1, level: .low) == 17)
        #expect(QRCode.capacity(version: 1, level: .high) == 7)
        #expect(QRCode.capacity(version: 10, level: .medium) == 213)
        #expect(QRCode.capacity(version: 40, level: .low) == 2953)
        #expect(QRCode.capacity(version: 40, level: .high) == 1273)
    }

    @Test func moreThanVersion40HoldsFails() throws {
        #expect(throws: QRCode.Failure.self) { try QRCode.encode([UInt8](repeating: 1, count: 2954), level: .low) }
        #expect(try QRCode.encode([UInt8](repeating: 1, count: 2953), level: .low).version == 40)
    }
}
