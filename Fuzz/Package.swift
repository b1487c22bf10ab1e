// swift-tools-version: 6.1
import PackageDescription

// libFuzzer executables over ShortcutKit's readers. A separate package so the main build never
// needs sanitizer flags; build and run through `Scripts/fuzz.sh TARGET [SECONDS]` (Docs/Fuzzing.md).
// Each executable is a thin shell around an entry function in the root package's `FuzzTargets`,
// `AppShortcutsFuzzTargets` or `GalleryFuzzTargets` library, which the regression replay tests call too.

/// Executables over `FuzzTargets` plus `library` (the one that brings swift-syntax or the server's
/// dependencies, so only those executables compile them).
func executables(_ names: [String], with library: String? = nil) -> [Target] {
    names.map { name in
        .executableTarget(
            name: name,
            dependencies: ["LibFuzzerDriver", .product(name: "FuzzTargets", package: "ShortcutKit")]
                + (library.map { [.product(name: $0, package: "ShortcutKit")] } ?? []),
            path: "Sources/\(name)")
    }
}

let package = Package(
    name: "ShortcutKitFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ShortcutKit", path: "..")],
    targets: [.target(name: "LibFuzzerDriver")]
        + executables([
            "FuzzBinaryPlist", "FuzzXMLPlist", "FuzzAnyPlist", "FuzzJSONPlist", "FuzzDocument", "FuzzLZFSE",
            "FuzzIntentDefinition", "FuzzRender", "FuzzSigningInput", "FuzzOracle", "FuzzRuntime",
            "FuzzFeedXML", "FuzzProgram", "FuzzImage", "FuzzPDF", "FuzzArchive", "FuzzRegex", "FuzzVCard",
        ])
        + executables(["FuzzSwiftSource", "FuzzStrings"], with: "AppShortcutsFuzzTargets")
        + executables(["FuzzUpload"], with: "GalleryFuzzTargets")
)
