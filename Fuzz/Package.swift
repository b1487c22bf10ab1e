// swift-tools-version: 6.1
import PackageDescription

// libFuzzer executables over ShortcutKit's readers. A separate package so the main build never
// needs sanitizer flags; build and run through `Scripts/fuzz.sh TARGET [SECONDS]` (Docs/Fuzzing.md).
// Each executable is a thin shell around an entry function in the root package's `FuzzTargets` /
// `AppShortcutsFuzzTargets` libraries, which the regression replay tests call too.
let core = [
    "FuzzBinaryPlist", "FuzzXMLPlist", "FuzzAnyPlist", "FuzzJSONPlist", "FuzzDocument", "FuzzLZFSE",
    "FuzzIntentDefinition", "FuzzRender", "FuzzSigningInput", "FuzzOracle",
]
let appShortcuts = ["FuzzSwiftSource", "FuzzStrings"]
let gallery = ["FuzzUpload"]

let package = Package(
    name: "ShortcutKitFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ShortcutKit", path: "..")],
    targets: [.target(name: "LibFuzzerDriver")]
        + core.map {
            .executableTarget(
                name: $0, dependencies: ["LibFuzzerDriver", .product(name: "FuzzTargets", package: "ShortcutKit")],
                path: "Sources/\($0)")
        }
        + appShortcuts.map {
            .executableTarget(
                name: $0,
                dependencies: [
                    "LibFuzzerDriver", .product(name: "FuzzTargets", package: "ShortcutKit"),
                    .product(name: "AppShortcutsFuzzTargets", package: "ShortcutKit"),
                ],
                path: "Sources/\($0)")
        }
        + gallery.map {
            .executableTarget(
                name: $0,
                dependencies: [
                    "LibFuzzerDriver", .product(name: "FuzzTargets", package: "ShortcutKit"),
                    .product(name: "GalleryFuzzTargets", package: "ShortcutKit"),
                ],
                path: "Sources/\($0)")
        }
)
