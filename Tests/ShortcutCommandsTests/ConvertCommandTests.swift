import Foundation
import ShortcutKit
import TestSupport
import Testing

@Suite struct ConvertCommandTests {
    let example = Corpus.packageRoot.appendingPathComponent("Examples/WeatherReport.shortcut").path

    @Test func binaryToXMLAndBackKeepsEveryValue() throws {
        let folder = try CommandRunner.temporaryFolder()
        let xml = folder.appendingPathComponent("weather.xml").path
        let binary = folder.appendingPathComponent("weather.shortcut").path
        #expect(try CommandRunner.run(["convert", example, "--to", "xml", "-o", xml]).status == 0)
        #expect(try CommandRunner.run(["convert", xml, "--to", "binary", "-o", binary]).status == 0)
        let original = try PropertyListValue(decoding: Data(contentsOf: URL(fileURLWithPath: example)))
        let viaXML = try PropertyListValue(decoding: Data(contentsOf: URL(fileURLWithPath: xml)))
        let back = try PropertyListValue(decoding: Data(contentsOf: URL(fileURLWithPath: binary)))
        #expect(viaXML == original)  // key order kept too
        #expect(back == original)
        #expect(try String(contentsOfFile: xml, encoding: .utf8).hasPrefix("<?xml"))
    }

    @Test func jsonRoundTripsThroughTheCLI() throws {
        let toJSON = try CommandRunner.run(["convert", example, "--to", "json"])
        #expect(toJSON.status == 0, "\(toJSON.stderr)")
        let back = try CommandRunner.run(["convert", "-", "--to", "binary"], stdin: toJSON.stdout)
        #expect(back.status == 0, "\(back.stderr)")
        let original = try PropertyListValue(decoding: Data(contentsOf: URL(fileURLWithPath: example)))
        #expect(try PropertyListValue(decoding: back.stdout) == original)
    }

    @Test func existingOutputIsReplacedWholeOrLeftUntouched() throws {
        let folder = try CommandRunner.temporaryFolder()
        let output = folder.appendingPathComponent("out.plist")
        let old = Data("previous contents".utf8)
        try old.write(to: output)

        let bad = folder.appendingPathComponent("bad.shortcut")
        try Data("bplist00 broken".utf8).write(to: bad)
        let failed = try CommandRunner.run(["convert", bad.path, "--to", "xml", "-o", output.path])
        #expect(failed.status == 65)
        #expect(try Data(contentsOf: output) == old)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(leftovers == ["bad.shortcut", "out.plist"])

        let succeeded = try CommandRunner.run(["convert", example, "--to", "xml", "-o", output.path])
        #expect(succeeded.status == 0)
        #expect(
            try PropertyListValue(decoding: Data(contentsOf: output)).isEquivalent(
                to: try PropertyListValue(decoding: Data(contentsOf: URL(fileURLWithPath: example)))))
    }

    @Test func unwritableOutputExitsSeventyThree() throws {
        let result = try CommandRunner.run(["convert", example, "--to", "xml", "-o", "/nonexistent-dir/out.xml"])
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("error: /nonexistent-dir/out.xml: cannot write"))
    }
}
