import Foundation
import ImageCodecs
import ShortcutAuthoring
import ShortcutModel
import TestSupport
import Testing

@testable import ShortcutRuntime

/// Create QR Code (the encoder itself is tested against segno and python-qrcode in ImageCodecsTests).
/// Expectations: zbar's reader (Debian `zbar-tools`, `zbarimg`) must decode the action's PNG back
/// to the text; the levels and their default (Medium) are the catalog's `WFQRErrorCorrectionLevel`
/// values.
@Suite struct QRCodeActionTests {
    /// The PNG of a Create QR Code output, decoded.
    func image(_ value: RuntimeValue) throws -> RGBAImage {
        guard case .file(let file) = value else {
            Issue.record("not a file: \(value)")
            return RGBAImage(width: 0, height: 0)
        }
        #expect(file.name == "QR Code.png")
        return try PNGCodec.decode([UInt8](file.data), maximumPixels: 1 << 24)
    }

    @Test func theActionDrawsTheSymbolForItsLevelWithAQuietZone() async throws {
        let text = "https://example.com/shortcuts?id=42"
        let medium = try await output { s in
            s.add(act("generatebarcode", ["WFText": .plain(text)]))
        }
        let expected = try QRCode.encode(Array(text.utf8), level: .medium)
        #expect(try image(medium) == expected.image(scale: QRCode.pixelsPerModule))
        // A 4-module light border, then the finder's dark corner.
        let picture = try image(medium)
        let scale = QRCode.pixelsPerModule
        #expect(picture.width == (expected.size + 8) * scale)
        #expect(Array(picture.pixel(4 * scale - 1, 4 * scale - 1)) == [255, 255, 255, 255])
        #expect(Array(picture.pixel(4 * scale, 4 * scale)) == [0, 0, 0, 255])
        for (level, name) in zip(QRCode.Level.allCases, ["Low", "Medium", "Quartile", "High"]) {
            let value = try await output { s in
                s.add(act("generatebarcode", ["WFText": .plain(text), "WFQRErrorCorrectionLevel": .plain(name)]))
            }
            let symbol = try QRCode.encode(Array(text.utf8), level: level)
            #expect(try image(value) == symbol.image(scale: scale), "\(name)")
        }
        // Without WFText the input is encoded, one code per item.
        let list = try await output(input: .list([.text("a"), .text("b")])) { s in
            s.add(act("generatebarcode"))
        }
        #expect(list.items.count == 2)
    }

    @Test func zbarReadsTheActionsCodesBack() async throws {
        let zbar = URL(fileURLWithPath: "/usr/bin/zbarimg")
        guard
            Prerequisite.require(FileManager.default.isExecutableFile(atPath: zbar.path), "zbarimg (Debian zbar-tools)")
        else { return }
        let long = (0..<40).map { "line \($0): the quick brown fox" }.joined(separator: "\n")
        let texts = ["Hello", "https://www.apple.com/shortcuts/", "Café ☕ 東京", long]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qr-zbar-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, text) in texts.enumerated() {
            for level in ["Low", "High"] {
                let value = try await output { s in
                    s.add(act("generatebarcode", ["WFText": .plain(text), "WFQRErrorCorrectionLevel": .plain(level)]))
                }
                guard case .file(let file) = value else {
                    Issue.record("not a file")
                    continue
                }
                let path = folder.appendingPathComponent("\(index)-\(level).png")
                try file.data.write(to: path)
                // Standard output only: zbarimg may complain about D-Bus on standard error.
                let run = try ProgramRun.run(
                    URL(fileURLWithPath: "/bin/sh"), ["-c", "\"$0\" --raw -q \"$1\" 2>/dev/null", zbar.path, path.path])
                #expect(run.status == 0, "\(text.prefix(20)) \(level): \(run.output)")
                var decoded = run.output
                if decoded.hasSuffix("\n") { decoded.removeLast() }
                #expect(decoded == text, "\(level)")
            }
        }
    }

    @Test func badParametersAndTooMuchTextFailClearly() async throws {
        let level = try await failure { s in
            s.add(act("generatebarcode", ["WFText": "x", "WFQRErrorCorrectionLevel": "Extreme"]))
        }
        #expect(level?.message.contains("WFQRErrorCorrectionLevel") == true)
        let colour = try await failure { s in
            s.add(act("generatebarcode", ["WFText": "x", "WFQRForegroundColor": "red"]))
        }
        #expect(colour?.message.contains("colours") == true)
        let empty = try await failure { s in s.add(act("generatebarcode", ["WFText": ""])) }
        #expect(empty?.message.contains("no text") == true)
        // 1274 bytes exceed version 40 at High (1273); a megabyte fails as quickly.
        for count in [1274, 1 << 20] {
            let tooLong = try await failure { s in
                s.add(
                    act(
                        "generatebarcode",
                        ["WFText": .plain(String(repeating: "a", count: count)), "WFQRErrorCorrectionLevel": "High"]))
            }
            #expect(tooLong?.message.contains("more than a QR code holds") == true)
        }
    }
}
