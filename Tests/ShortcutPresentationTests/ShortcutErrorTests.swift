import Foundation
import ShortcutKit
import ShortcutPresentation
import TestSupport
import Testing

@Suite struct ShortcutErrorTests {
    let id = "f00836becd2845109809720d2a70e32f"

    /// One iCloud failure of every kind, with the error and grey state the views show.
    var cases: [(ShortcutCloudError, ShortcutError, message: String, retry: Bool)] {
        [
            (.invalidLink(input: "nope", reason: .invalidID("nope")), .invalidURL("nope"), "Invalid link", false),
            (.notFound(id: id, resource: .record), .resourceNotFound(resource: id), "Not found", false),
            (
                .unavailable(id: id, reason: "deleted"), .resourceNotFound(resource: "\(id): deleted"), "Not found",
                false
            ),
            (.noDownload(id: id), .resourceNotFound(resource: "\(id) (no shortcut file)"), "Not found", false),
            (.rateLimited(id: id, retryAfter: nil), .invalidResponse(statusCode: 429), "Server busy (429)", true),
            (
                .server(id: id, status: 503, resource: .record), .invalidResponse(statusCode: 503), "Server busy (503)",
                true
            ),
            (
                .httpStatus(id: id, status: 403, resource: .record), .invalidResponse(statusCode: 403),
                "Server error (403)", false
            ),
            (.network(id: id, detail: "reset"), .networkError(detail: "reset"), "No connection", true),
            (
                .malformedResponse(id: id, detail: "fields"), .decodingFailed(detail: "fields"), "Unreadable shortcut",
                false
            ),
            (
                .malformedDownload(id: id, detail: "magic"), .parsingFailed(reason: "magic"), "Unreadable shortcut",
                false
            ),
            (.decoding(id: id, detail: "plist"), .parsingFailed(reason: "plist"), "Unreadable shortcut", false),
            (
                .cancelled(id: id),
                .metadataFetchFailed(url: "https://www.icloud.com/shortcuts/\(id)", detail: "cancelled"),
                "Could not load", true
            ),
        ]
    }

    @Test func everyICloudFailureMapsToAnErrorAndAGreyState() {
        for (cloud, expected, message, retry) in cases {
            let error = ShortcutError(cloud)
            #expect(error == expected, "\(cloud)")
            let state = ShortcutErrorState(error: error, context: .tile)
            #expect(state.title == "Failed to load")
            #expect(state.message == message, "\(cloud)")
            #expect(state.isRetryable == retry, "\(cloud)")
            #expect(state.palette == .gray)
            #expect(state.accessibilityLabel == "Failed to load: \(message)")
            #expect(error.errorDescription?.isEmpty == false)
            #expect(error.failureReason?.isEmpty == false)
            #expect(error.recoverySuggestion?.isEmpty == false)
        }
        #expect(
            ShortcutErrorState(error: .networkError(detail: "x"), context: .tile).systemImage == "wifi.exclamationmark")
        #expect(
            ShortcutErrorState(error: .parsingFailed(reason: "x"), context: .tile).systemImage
                == "exclamationmark.triangle.fill")
    }

    @Test func downloadFailuresWhileLoadingActionsSayActions() {
        let error = ShortcutError(.decoding(id: id, detail: "bad plist"), loadingActions: true)
        #expect(error == .actionsFetchFailed(url: "https://www.icloud.com/shortcuts/\(id)", detail: "bad plist"))
        #expect(error.errorDescription == "Failed to Load Actions")
        #expect(ShortcutErrorState(error: error, context: .actions).title == "Failed to load actions")
    }

    @Test func errorsAreIdentifiableForAlertsAndLocalized() {
        let a = ShortcutError.invalidResponse(statusCode: 500)
        #expect(a.id == ShortcutError.invalidResponse(statusCode: 500).id)
        #expect(a.id != ShortcutError.invalidResponse(statusCode: 404).id)
        #expect(Set(cases.map { ShortcutError($0.0).id }).count == cases.count)
        let localized: any LocalizedError = a
        #expect(localized.errorDescription == "Invalid Response")
        #expect((a as any Error).localizedDescription.isEmpty == false)
    }

    @Test func contextsNameTheirViewAndURL() {
        let context = ShortcutErrorContext(source: .actions, url: "https://www.icloud.com/shortcuts/\(id)")
        #expect(context.source.rawValue == "ShortcutActionsView")
        #expect(context.url?.hasSuffix(id) == true)
        #expect(
            ShortcutErrorContext.Source.allCases.map(\.rawValue) == [
                "ShortcutTile", "ShortcutDetailView", "ShortcutActionsView", "ShortcutService",
            ])
    }

    @Test func anUnreadableLocalFileIsAParsingError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("presentation-\(UUID()).shortcut")
        try Data("not a plist".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: ShortcutError.self) {
            try PresentedShortcut(contentsOf: url, resources: PresentationFixtures.resources)
        }
        do {
            _ = try PresentedShortcut(contentsOf: url, resources: PresentationFixtures.resources)
        } catch {
            guard case .parsingFailed(let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.hasPrefix(url.lastPathComponent))
        }
    }
}

@Suite struct ShortcutLoadingStaggerTests {
    @Test func theDefaultIsSwiftShortcutsRange() {
        #expect(ShortcutLoadingStagger.default.range == 0.05...0.2)
        #expect(ShortcutLoadingStagger.disabled.range == nil)
        var generator = SplitMix64(seed: 7)
        #expect(ShortcutLoadingStagger.disabled.delay(using: &generator) == .zero)
    }

    @Test func delaysStayInTheRange() {
        var generator = SplitMix64(seed: 42)
        var seen = Set<Duration>()
        for _ in 0..<500 {
            let delay = ShortcutLoadingStagger.default.delay(using: &generator)
            #expect(delay >= .milliseconds(50) && delay <= .milliseconds(200))
            seen.insert(delay)
        }
        #expect(seen.count > 50)  // random, not constant
        #expect(ShortcutLoadingStagger(0.3...0.3).delay(using: &generator) == .milliseconds(300))
    }

    @Test func hostileBoundsAreClamped() {
        #expect(ShortcutLoadingStagger(-5 ... -1).range == 0...0)
        #expect(ShortcutLoadingStagger(1...1e9).range == 1...ShortcutLoadingStagger.maximumDelay)
        var generator = SplitMix64(seed: 1)
        #expect(ShortcutLoadingStagger(-5 ... -1).delay(using: &generator) == .zero)
    }
}
