import AppShortcutsFuzzTargets
import Foundation
import FuzzTargets
import GalleryFuzzTargets
import Testing

/// Replays `Tests/Regressions/<target>/*`: every input that ever crashed a fuzz target or broke
/// its oracle, through the same entry functions the libFuzzer executables in `Fuzz/` call. A
/// crash fails the run; a ``FuzzFailure`` fails the test.
@Suite struct RegressionReplayTests {
    /// `Tests/Regressions`, found from this file so the test runs from any directory.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Regressions")

    /// The kept inputs of one target folder, sorted by name (hidden files skipped).
    static func inputs(_ target: String) throws -> [URL] {
        let directory = folder.appendingPathComponent(target)
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func theRegressionFolderHoldsInputsAndOnlyTargetFolders() throws {
        let known = Set(
            FuzzTarget.allCases.map(\.rawValue) + AppShortcutsFuzzTarget.allCases.map(\.rawValue)
                + GalleryFuzzTarget.allCases.map(\.rawValue))
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            !$0.hasPrefix(".")
        }
        #expect(!folders.isEmpty, "no regression inputs in \(Self.folder.path)")
        for name in folders {
            #expect(known.contains(name), "\(name) in Tests/Regressions is not a fuzz target")
        }
        let total = try folders.reduce(0) { $0 + (try Self.inputs($1)).count }
        #expect(total > 0, "the regression folders are empty")
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyKeptInputPassesItsTarget(_ target: FuzzTarget) throws {
        for url in try Self.inputs(target.rawValue) {
            do {
                _ = try target.run(try Data(contentsOf: url))
            } catch {
                Issue.record("\(target.rawValue)/\(url.lastPathComponent): \(error)")
            }
        }
    }

    @Test(arguments: AppShortcutsFuzzTarget.allCases)
    func everyKeptAppShortcutsInputPassesItsTarget(_ target: AppShortcutsFuzzTarget) throws {
        for url in try Self.inputs(target.rawValue) {
            // Only a crash or a hang can fail these; reaching here is the check.
            _ = target.run(try Data(contentsOf: url))
        }
    }

    @Test(arguments: GalleryFuzzTarget.allCases)
    func everyKeptGalleryInputPassesItsTarget(_ target: GalleryFuzzTarget) async throws {
        for url in try Self.inputs(target.rawValue) {
            do {
                _ = try await target.runOffThePool(try Data(contentsOf: url))
            } catch {
                Issue.record("\(target.rawValue)/\(url.lastPathComponent): \(error)")
            }
        }
    }

    @Test func theNaNDateInputIsAcceptedAndSurvivesEveryRoundTrip() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("oracle/nan-date.bplist"))
        #expect(try FuzzTarget.binaryPlist.run(data) == .accepted)
        #expect(try FuzzTarget.oracle.run(data) == .accepted)
    }
}
