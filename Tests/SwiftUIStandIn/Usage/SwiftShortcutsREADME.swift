// The examples of Aeastr/SwiftShortcuts' README, unchanged except for the import and the views
// that hold them, type-checked against ShortcutKitUI: switching is one import.
import ShortcutKitUI
import SwiftUI

struct IDBasedExample: View {
    var body: some View {
        ShortcutTile(id: "f00836becd2845109809720d2a70e32f")
    }
}

struct URLBasedExample: View {
    var body: some View {
        ShortcutTile(url: "https://www.icloud.com/shortcuts/abc123")
    }
}

struct DataBasedExample: View {
    let shortcutData: ShortcutData
    var body: some View {
        ShortcutTile(data: shortcutData)
    }
}

struct CustomTapExample: View {
    @State private var selectedData: ShortcutData?
    @State private var showSheet = false
    var body: some View {
        ShortcutTile(id: "abc123") { url, data in
            selectedData = data
            showSheet = true
        }
    }
}

struct ErrorHandlingExample: View {
    @State private var lastError: ShortcutError?

    var body: some View {
        VStack {
            ShortcutTile(id: "abc123")
            ShortcutTile(id: "invalid-id")
        }
        .onShortcutError { error, context in
            lastError = error
        }
        .alert(item: $lastError) { error in
            Alert(title: Text(error.errorDescription ?? "Error"))
        }
    }
}

func bulkLoadingExample(urls: [String]) async -> [ShortcutData] {
    var shortcuts: [ShortcutData] = []
    let results = await ShortcutService.shared.fetchMetadata(from: urls)

    for (url, result) in zip(urls, results) {
        switch result {
        case .success(let data):
            shortcuts.append(data)
        case .failure(let error):
            print("Failed to load \(url): \(error.localizedDescription)")
        }
    }
    return shortcuts
}

struct DetailSheetExample: View {
    @State private var selectedData: ShortcutData?

    var body: some View {
        ShortcutTile(id: "abc123") { url, data in
            selectedData = data
        }
        .sheet(item: $selectedData) { data in
            ShortcutDetailView(data: data)
        }
    }
}

struct DetailURLExample: View {
    let data: ShortcutData
    var body: some View {
        VStack {
            ShortcutDetailView(url: "https://www.icloud.com/shortcuts/abc123")
            ShortcutDetailedView(data: data)  // Full actions flow view
        }
    }
}

struct ActionsExample: View {
    let shortcutData: ShortcutData
    let actions: [WorkflowAction]
    var body: some View {
        VStack {
            ShortcutActionsView(url: "https://www.icloud.com/shortcuts/abc123")
            ShortcutActionsView(data: shortcutData, actions: actions)
        }
    }
}

struct MyActionsStyle: ShortcutActionsViewStyle {
    func makeBody(configuration: ShortcutActionsViewStyleConfiguration) -> some View {
        VStack {
            Text(configuration.shortcutName)
                .font(.headline)

            ForEach(configuration.actions) { action in
                Label(action.displayName, systemImage: action.systemImage)
            }
        }
    }
}

struct ActionsStyleExample: View {
    var body: some View {
        ShortcutActionsView(url: "...")
            .shortcutActionsViewStyle(MyActionsStyle())
    }
}

struct CompactExample: View {
    var body: some View {
        VStack {
            ShortcutTile(id: "abc123")
            ShortcutTile(id: "def456")
        }
        .shortcutTileStyle(.compact)
    }
}

struct MyTileStyle: ShortcutTileStyle {
    func makeBody(configuration: ShortcutTileStyleConfiguration) -> some View {
        VStack {
            // Prefer SF Symbol, fall back to pre-rendered image
            if let icon = configuration.icon {
                Image(systemName: icon)
                    .font(.largeTitle)
            } else if let image = configuration.image {
                image
                    .resizable()
                    .frame(width: 60, height: 60)
            }
            Text(configuration.name)
                .font(.caption)
        }
        .padding()
        .background(configuration.gradient ?? ShortcutGradient.gray)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        // Custom press feedback
        .scaleEffect(configuration.isPressed ? 0.95 : 1.0)
        .opacity(configuration.isPressed ? 0.8 : 1.0)
        .animation(.easeInOut(duration: 0.1), value: configuration.isPressed)
    }
}

struct CustomTileStyleExample: View {
    var body: some View {
        ShortcutTile(id: "abc123")
            .shortcutTileStyle(MyTileStyle())
    }
}

struct StaggerExample: View {
    var body: some View {
        VStack {
            // Faster loading with smaller stagger (0.01-0.05 seconds)
            ShortcutTile(id: "abc123")
                .shortcutLoadingStagger(0.01...0.05)

            // Disable staggering entirely for immediate loading
            ShortcutTile(id: "abc123")
                .shortcutLoadingStagger(.disabled)

            // Apply to multiple tiles
            VStack {
                ShortcutTile(id: "abc123")
                ShortcutTile(id: "def456")
            }
            .shortcutLoadingStagger(0.1...0.3)
        }
    }
}

@MainActor func gradientsExample() -> [LinearGradient] {
    [
        ShortcutGradient.red,
        ShortcutGradient.orange,
        ShortcutGradient.yellow,
        ShortcutGradient.green,
        ShortcutGradient.teal,
        ShortcutGradient.blue,
        ShortcutGradient.purple,
        ShortcutGradient.pink,
        // + darkOrange, lightBlue, darkBlue, lightPurple, gray, greenGray, brown
        ShortcutGradient.darkOrange, ShortcutGradient.lightBlue, ShortcutGradient.darkBlue,
        ShortcutGradient.lightPurple, ShortcutGradient.gray, ShortcutGradient.greenGray, ShortcutGradient.brown,
    ]
}

func loadingFromJSONExample() throws -> [ShortcutData] {
    // From JSON
    let shortcuts = try ShortcutData.load(resource: "shortcuts")
    return shortcuts
}

@MainActor func shortcutDataFieldsExample(_ data: ShortcutData) -> [Any?] {
    [
        data.id, data.name, data.iCloudLink, data.icon, data.gradient, data.iconURL, data.shortcutURL,
        data.createdAt, data.modifiedAt, data.signingStatus, data.actionCount, data.isApproved,
    ]
}
