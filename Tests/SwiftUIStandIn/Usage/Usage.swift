// Every public view, style, modifier and model entry point of ShortcutKitUI, as an app would
// write them; type-checked by Scripts/typecheck-swiftui.sh (and built for real by xcodebuild).
import ShortcutKitUI
import SwiftUI

struct Gallery: View {
    let ids: [String]
    let bundled: [ShortcutData]
    let document: ShortcutDocument
    @State private var selected: ShortcutData?
    @State private var failures: [String] = []

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(ids, id: \.self) { id in
                    ShortcutTile(id: id)
                }
                ForEach(bundled) { data in
                    ShortcutTile(data: data) { link, data in
                        selected = data
                    }
                    .shortcutTileStyle(.default)
                }
                ShortcutTile(url: "https://www.icloud.com/shortcuts/f00836becd2845109809720d2a70e32f")
                    .shortcutTileStyle(.compact)
                ShortcutTile(document: document, fileName: "Packing List.shortcut")
                ShortcutTile(document: document)
                ShortcutTile(document: document) { _, data in selected = data }
                ShortcutActionsView(document: document, fileName: "Packing List.shortcut")
                    .shortcutActionsViewStyle(.list)
                ShortcutActionsView(document: document)
                    .shortcutActionsViewStyle(.flow)
                ShortcutActionsView(document: document)
                    .shortcutActionsViewStyle(FlowShortcutActionsViewStyle(indentation: 24))
                ShortcutDetailView(document: document, fileName: "Packing List.shortcut")
            }
        }
        .shortcutLoadingStagger(ShortcutLoadingStagger.default)
        .shortcutService(ShortcutService(apiBase: URL(string: "https://www.icloud.com")!))
        .onShortcutError { error, context in
            failures.append("\(context.source.rawValue) \(context.url ?? "-"): \(error.errorDescription ?? "")")
        }
        .sheet(item: $selected) { data in
            ShortcutDetailedView(data: data)
        }
    }
}

struct PresentedViews: View {
    let presented: PresentedShortcut

    var body: some View {
        VStack {
            ShortcutTile(presented: presented)
            ShortcutTile(presented: presented) { link, data in print(link, data.name) }
            ShortcutDetailView(presented: presented)
            ShortcutDetailedView(presented: presented)
            ShortcutActionsView(presented: presented)
            ShortcutActionsView(data: presented.data)
            ShortcutActionsView(data: presented.data, actions: presented.flow.rows)
        }
    }
}

/// A style built from the protocol's default parts.
struct PartsStyle: ShortcutActionsViewStyle {
    func makeBody(configuration: ShortcutActionsViewStyleConfiguration) -> some View {
        VStack(alignment: .leading) {
            makeHeader(configuration: configuration)
            if configuration.isLoading {
                makeLoadingState()
            } else if configuration.hasError, let error = configuration.error {
                Text(error.errorDescription ?? "")
            } else if configuration.actions.isEmpty {
                makeEmptyState()
            } else {
                ForEach(configuration.actions) { action in
                    makeNode(action: action, gradient: configuration.gradient)
                        .padding(.leading, CGFloat(action.depth) * 12)
                        .opacity(action.isControlFlowMarker ? 0.6 : 1)
                }
                Text("\(configuration.actionCount) actions")
            }
        }
    }
}

/// A tile style that reads every configuration field.
struct EveryFieldTileStyle: ShortcutTileStyle {
    func makeBody(configuration: ShortcutTileStyleConfiguration) -> some View {
        HStack {
            if configuration.isLoading {
                ProgressView()
            } else if let icon = configuration.icon {
                Image(systemName: icon)
            } else if let image = configuration.image {
                image.resizable().scaledToFit()
            }
            Text(configuration.hasError ? "!" : configuration.name)
        }
        .background(configuration.gradient ?? ShortcutGradient.gradient(.gray))
        .opacity(configuration.isPressed ? 0.5 : 1)
        .accessibilityLabel(configuration.accessibilityLabel)
        .help(configuration.error)
    }
}

extension View {
    /// Shows an error's reason; an app-side helper, to use `ShortcutError` as a value.
    func help(_ error: ShortcutError?) -> some View {
        accessibilityHint(error?.failureReason ?? "")
    }
}

struct Styled: View {
    var body: some View {
        VStack {
            ShortcutTile(id: "abc").shortcutTileStyle(EveryFieldTileStyle())
            ShortcutActionsView(url: "abc").shortcutActionsViewStyle(PartsStyle())
        }
    }
}

@MainActor func models(_ document: ShortcutDocument, resources: RenderingResources, json: Data) throws {
    let presented = PresentedShortcut(document: document, fileName: "A.shortcut", resources: resources)
    let row: WorkflowAction? = presented.flow.rows.first
    _ = row.map { ($0.displayName, $0.systemImage, $0.subtitle, $0.accessibilityLabel, $0.depth) }
    let now = Date()
    _ = presented.summary.text(now: now)
    _ = ShortcutErrorState(error: .resourceNotFound(resource: "x"), context: .tile).title
    let all: [ShortcutData] = try ShortcutData.load(json: json)
    _ = all.map { ($0.gradient, $0.icon, $0.tile?.accessibilityLabel) }
    _ = ShortcutPalette.allCases.map(ShortcutGradient.gradient)
    _ = ShortcutGradient.gradient(presented.tile.gradient)
    _ = ShortcutErrorHandler { error, context in print(error.id, context.source) }
    _ = ShortcutLoadingStagger(0.1...0.2).delay()
}

/// Code that compiles against SwiftShortcuts: its gradients are used outside the main actor.
nonisolated func gradientsOffTheMainActor() -> [LinearGradient] {
    [ShortcutGradient.red, ShortcutGradient.gradient(.blue), ShortcutGradient.brown]
}
