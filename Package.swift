// swift-tools-version: 6.1
import PackageDescription

// Layers, bottom to top; a module only imports modules listed before it:
//   bytes        PropertyList, LZFSE, SwiftSource (Swift literal text: generators, and the diff's one-line values),
//                ShortcutSigning, ShortcutKitVersion (the one version number, from the VERSION file)
//                SeededRandom (SplitMix64: the runtime's Random Number, fuzz-style tests, the benchmark's load)
//                TextEscaping (HTML/XML escaping and percent-encoding: every page, SVG, plist, link and form body)
//                Archives (DEFLATE, ZIP, gzip, tar), ImageCodecs (RGBA pixels; PNG, GIF, BMP, QR), PDFCodec (PDF text,
//                pages, writing), RegularExpressions (BoundedRegex), FeedXML (RSS/Atom XML), VCardFormat (vCard):
//                the runtime's codecs on Foundation alone (ImageCodecs and PDFCodec on Archives' DEFLATE, PDFCodec
//                on ImageCodecs for its image pages)
//                BoundedHTTP (the one HTTP client, on URLSession: a deadline over the whole exchange and a byte
//                limit while the body arrives; the runtime's Get Contents of URL and ShortcutCloud share it)
//   model        ShortcutModel, IntentDefinitions
//   semantics    ShortcutSemantics, ShortcutCatalog, ShortcutDiff (action-level diff of two shortcuts)
//   meaning      ShortcutAudit (data flow, sources, sinks, capabilities), IntentActions,
//                ShortcutCheck (`shortcut check`: structure, references, serialization, availability, metadata),
//                ShortcutRuntime (runs shortcuts off-device: data flow, actions, stubs for device services)
//   making       IntentMigration, ShortcutAuthoringCore (the DSL's grammar: builder, values, control flow),
//                ShortcutAuthoring (the DSL's typed functions, generated; the CLI's modules never compile it),
//                ShortcutDecompiler (model → DSL source),
//                ShortcutProgram (the JSON program form: `shortcut build`, `decompile --format program`)
//   testing      ShortcutTesting (`shortcut test`: test files, running them on the runtime, comparison, JUnit XML)
//   views        ShortcutRendering, ShortcutCloud
//   app side     AppShortcutsLint (Swift source via swift-syntax; not in the ShortcutKit umbrella)
//   serving      GalleryAPI (the JSON API's wire types, Foundation only: the routes and `shortcut publish` share them),
//                ShortcutGallery (`shortcut-serve`: accounts, Hummingbird pages + JSON API over a storage protocol with
//                SQLite via GRDB and PostgreSQL via postgres-nio),
//                ShortcutMCP (`shortcut mcp`: the tools for AI agents over the Model Context Protocol, stdio; the MCP SDK
//                needs only swift-system and swift-log on Linux)
//                GalleryScratchDatabase (a scratch PostgreSQL database per gallery test or benchmark run)
//   cli          CommandSupport (exit statuses, one-line failures, file I/O, JSON output for every command),
//                AppShortcutsCommands (`appshortcuts lint|list`; also the small `shortcut-appshortcuts` tool
//                that the lint-app-shortcuts plugin builds), ShortcutCommands (the `shortcut` CLI; links no
//                server code: `shortcut serve` hands over to the `shortcut-serve` executable),
//                GalleryCommands (`shortcut-serve`: the gallery server's command line, on ShortcutGallery)
//   showing      ShortcutPresentation (what the SwiftUI views decide, tested on Linux),
//                ShortcutKitUI (SwiftUI views; Apple platforms only, empty elsewhere, nothing depends on it)
//   testing      FuzzTargets, AppShortcutsFuzzTargets, GalleryFuzzTargets (fuzz entry points for the Fuzz/
//                package and the Tests/Regressions replay; nothing in the library depends on them)
let package = Package(
    name: "ShortcutKit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ShortcutKit", targets: ["ShortcutKit"]),
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "ShortcutKitUI", targets: ["ShortcutKitUI"]),
        // The DSL as a shared library, so the round-trip test can compile decompiled sources
        // against it with `swiftc` (built by `swift build --build-tests`).
        .library(name: "ShortcutAuthoringDynamic", type: .dynamic, targets: ["ShortcutAuthoring"]),
        .executable(name: "shortcut", targets: ["shortcut"]),
        // `shortcut appshortcuts` alone: what the plugin runs, without the model, network or crypto.
        .executable(name: "shortcut-appshortcuts", targets: ["shortcut-appshortcuts"]),
        // The gallery server (`shortcut serve` runs it): Hummingbird, GRDB and postgres-nio are
        // built only for this executable, never for `shortcut` itself.
        .executable(name: "shortcut-serve", targets: ["shortcut-serve"]),
        .executable(name: "shortcut-benchmarks", targets: ["ShortcutBenchmarks"]),
        .plugin(name: "LintAppShortcuts", targets: ["LintAppShortcuts"]),
        // The fuzz entry points, for the separate `Fuzz/` package (libFuzzer executables) and the
        // regression replay tests; three products so that only the App Shortcuts target builds swift-syntax
        // and only the upload target the server's dependencies.
        .library(name: "FuzzTargets", targets: ["FuzzTargets"]),
        .library(name: "AppShortcutsFuzzTargets", targets: ["AppShortcutsFuzzTargets"]),
        .library(name: "GalleryFuzzTargets", targets: ["GalleryFuzzTargets"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // bcrypt for gallery passwords (HummingbirdBcrypt only: a C bcrypt and a Swift wrapper).
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Logging: the gallery's and the PostgreSQL client's logger.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // DocC: `Scripts/docs.sh` (Docs/Documentation.md).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `shortcut mcp`: the Model Context Protocol server (on Linux the MCP target needs only swift-system and
        // swift-log; no SwiftNIO).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        // bytes
        .target(name: "Diagnostics"),
        // text: HTML/XML escaping and percent-encoding, in one place (no dependencies, not even Foundation)
        .target(name: "TextEscaping"),
        .target(name: "ShortcutKitVersion"),
        .target(
            name: "PropertyList",
            dependencies: ["TextEscaping", .product(name: "OrderedCollections", package: "swift-collections")]),
        .target(name: "LZFSE"),
        // SplitMix64: the one seeded generator (the runtime, the fuzz-style tests, the benchmark; not a product).
        .target(name: "SeededRandom"),
        // the runtime's codecs, byte-level and on Foundation only (issue 33): DEFLATE/ZIP/gzip/tar, PNG/GIF/BMP/QR,
        // PDF, the bounded regular expressions, the feed XML reader, vCard
        .target(name: "Archives"),
        .target(name: "ImageCodecs", dependencies: ["Archives"]),
        .target(name: "PDFCodec", dependencies: ["Archives", "ImageCodecs"]),
        .target(name: "RegularExpressions"),
        .target(name: "FeedXML"),
        .target(name: "VCardFormat"),
        // the one HTTP client (Foundation's URLSession, FoundationNetworking on Linux; no SwiftNIO): the runtime's
        // Get Contents of URL, ShortcutCloud's records, downloads and signing server, `shortcut publish`
        .target(name: "BoundedHTTP"),
        // text: Swift literals and identifiers (no dependencies; the diff's one-line values use its escaping)
        .target(name: "SwiftSource"),
        .target(
            name: "ShortcutSigning",
            dependencies: [
                "PropertyList", "LZFSE",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]),
        // model
        .target(
            name: "ShortcutModel",
            dependencies: [
                "PropertyList", "ShortcutSigning",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        .target(name: "IntentDefinitions", dependencies: ["PropertyList", "Diagnostics"]),
        // semantics
        .target(name: "ShortcutSemantics", dependencies: ["ShortcutModel", "Diagnostics"]),
        .target(
            name: "ShortcutCatalog",
            dependencies: ["PropertyList", "ShortcutModel", "TextEscaping"],
            resources: [.copy("Resources")]),
        .target(
            name: "ShortcutDiff",
            dependencies: [
                "ShortcutModel", "PropertyList", "ShortcutCatalog", "SwiftSource",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        // meaning
        .target(
            name: "ShortcutAudit",
            dependencies: ["ShortcutModel", "ShortcutSemantics", "ShortcutCatalog", "Diagnostics"],
            resources: [.copy("Resources")]),
        .target(
            name: "ShortcutCheck",
            dependencies: ["ShortcutModel", "ShortcutSemantics", "ShortcutCatalog", "Diagnostics", "PropertyList"]),
        .target(
            name: "ShortcutRuntime",
            dependencies: [
                "ShortcutModel", "ShortcutSemantics", "ShortcutCatalog", "PropertyList", "SeededRandom", "TextEscaping",
                "Archives", "ImageCodecs", "PDFCodec", "RegularExpressions", "FeedXML", "VCardFormat", "BoundedHTTP",
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]),
        .target(
            name: "IntentActions",
            dependencies: [
                "ShortcutModel", "IntentDefinitions", "ShortcutCatalog", "Diagnostics", "PropertyList",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        // making
        .target(
            name: "IntentMigration", dependencies: ["IntentDefinitions", "SwiftSource", "PropertyList"]),
        // The DSL's grammar (builder, values, control flow); the typed functions, one per catalog
        // action, are ShortcutAuthoring: 5 MB of generated source the CLI's modules never compile.
        .target(
            name: "ShortcutAuthoringCore",
            dependencies: [
                "ShortcutModel", "PropertyList", "ShortcutCheck", "Diagnostics",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        .target(name: "ShortcutAuthoring", dependencies: ["ShortcutAuthoringCore"]),
        .target(
            name: "ShortcutDecompiler",
            dependencies: ["ShortcutAuthoringCore", "ShortcutModel", "SwiftSource", "PropertyList"]),
        .target(
            name: "ShortcutProgram",
            dependencies: [
                "ShortcutAuthoringCore", "ShortcutModel", "ShortcutCatalog", "ShortcutCheck", "PropertyList",
                "Diagnostics",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        // testing: test files run on the runtime (`shortcut test`, and any host of the same tests)
        .target(
            name: "ShortcutTesting",
            dependencies: [
                "ShortcutRuntime", "ShortcutModel", "ShortcutCatalog", "TextEscaping",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        // views
        .target(
            name: "ShortcutRendering",
            dependencies: [
                "ShortcutModel", "ShortcutSigning", "ShortcutSemantics", "ShortcutCatalog", "TextEscaping",
            ]),
        .target(
            name: "ShortcutCloud",
            dependencies: [
                // HTTP through BoundedHTTP (Foundation's URLSession): no SwiftNIO in the library or the `shortcut` CLI.
                "PropertyList", "ShortcutModel", "ShortcutSigning", "TextEscaping", "BoundedHTTP",
            ]),
        // showing
        .target(
            name: "ShortcutPresentation",
            dependencies: [
                "ShortcutModel", "ShortcutSemantics", "ShortcutCatalog", "ShortcutRendering", "ShortcutCloud",
            ]),
        .target(
            name: "ShortcutKitUI",
            dependencies: ["ShortcutPresentation", "ShortcutModel", "ShortcutCatalog", "ShortcutRendering"]),
        .target(
            name: "ShortcutKit",
            dependencies: [
                "Diagnostics", "PropertyList", "ShortcutSigning", "ShortcutModel", "IntentDefinitions",
                "ShortcutSemantics", "TextEscaping",
                "ShortcutCatalog", "ShortcutAudit", "ShortcutRendering", "ShortcutCloud", "IntentMigration",
                "IntentActions", "ShortcutCheck",
                "SwiftSource", "ShortcutAuthoringCore", "ShortcutAuthoring", "ShortcutDecompiler", "ShortcutProgram",
                "ShortcutDiff", "LZFSE",
                "ShortcutRuntime",
                "ShortcutTesting",
                "ShortcutKitVersion", "BoundedHTTP",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        // app side (not re-exported by ShortcutKit: importing it must not compile swift-syntax)
        .target(
            name: "AppShortcutsLint",
            dependencies: [
                "Diagnostics", "PropertyList",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]),
        // serving
        // The gallery API's wire types (Foundation only): the server's routes and `shortcut publish` share them.
        .target(name: "GalleryAPI"),
        .target(
            name: "ShortcutGallery",
            dependencies: [
                "TextEscaping",
                "GalleryAPI", "PropertyList", "ShortcutSigning", "ShortcutModel", "ShortcutCatalog", "ShortcutAudit",
                "ShortcutDiff", "ShortcutRendering", "ShortcutCloud", "ShortcutCheck", "Diagnostics",
                "ShortcutKitVersion",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Resources")]),
        // `shortcut mcp`: the tools an agent calls over the Model Context Protocol (stdio), on the official Swift SDK
        .target(
            name: "ShortcutMCP",
            dependencies: [
                "ShortcutModel", "ShortcutCatalog", "ShortcutCheck", "ShortcutRuntime", "ShortcutRendering",
                "ShortcutAudit", "ShortcutDiff", "ShortcutDecompiler", "ShortcutAuthoringCore", "ShortcutSigning",
                "ShortcutCloud", "ShortcutProgram", "ShortcutKitVersion", "Diagnostics",
                .product(name: "MCP", package: "swift-sdk"),
            ],
            resources: [.copy("Resources")]),
        .target(
            name: "CommandSupport",
            dependencies: ["PropertyList", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(
            name: "AppShortcutsCommands",
            dependencies: [
                "CommandSupport", "AppShortcutsLint", "Diagnostics", "ShortcutKitVersion",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .target(
            name: "ShortcutCommands",
            dependencies: [
                // Not the ShortcutKit umbrella: it brings ShortcutAuthoring's generated functions, which
                // no command calls (the first `swift run shortcut` would compile 5 MB more).
                "Diagnostics", "PropertyList", "ShortcutSigning", "ShortcutModel", "IntentDefinitions",
                "ShortcutSemantics", "ShortcutCatalog", "ShortcutDiff", "ShortcutAudit", "IntentActions",
                "ShortcutCheck", "ShortcutRuntime", "IntentMigration", "ShortcutDecompiler",
                "ShortcutProgram", "ShortcutTesting", "ShortcutRendering", "ShortcutCloud", "SwiftSource",
                "TextEscaping", "ShortcutKitVersion", "GalleryAPI", "CommandSupport", "ShortcutMCP", "BoundedHTTP",
                // `fetch`, `publish` and `sign --server` speak HTTP through BoundedHTTP's URLSession client.
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "shortcut", dependencies: ["ShortcutCommands", "CommandSupport"]),
        .target(
            name: "GalleryCommands",
            dependencies: [
                "ShortcutGallery", "CommandSupport", "ShortcutCloud", "ShortcutKitVersion", "BoundedHTTP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "shortcut-serve", dependencies: ["GalleryCommands", "CommandSupport"]),
        // A scratch PostgreSQL database per gallery test or benchmark run (CREATE/DROP DATABASE): kept
        // out of the shipped ShortcutGallery module, and out of Tests/ so the benchmark links no test target.
        .target(
            name: "GalleryScratchDatabase",
            dependencies: [
                "ShortcutGallery",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .executableTarget(name: "shortcut-appshortcuts", dependencies: ["AppShortcutsCommands", "CommandSupport"]),
        .plugin(
            name: "LintAppShortcuts",
            capability: .command(
                intent: .custom(
                    verb: "lint-app-shortcuts",
                    description: "Check the package's App Shortcuts (phrases, parameters, translations) from source")),
            dependencies: ["shortcut-appshortcuts"]),
        // fuzzing: one entry function per reader, shared by `Fuzz/` and Tests/Regressions replay
        .target(
            name: "FuzzTargets",
            dependencies: [
                "PropertyList", "LZFSE", "ShortcutSigning", "ShortcutModel", "IntentDefinitions", "ShortcutRendering",
                "ShortcutRuntime", "ShortcutProgram", "ShortcutCatalog", "Archives", "ImageCodecs", "PDFCodec",
                "RegularExpressions", "FeedXML", "VCardFormat",
            ]),
        .target(name: "AppShortcutsFuzzTargets", dependencies: ["FuzzTargets", "AppShortcutsLint"]),
        .target(name: "GalleryFuzzTargets", dependencies: ["FuzzTargets", "ShortcutGallery"]),
        .executableTarget(
            name: "ShortcutBenchmarks",
            dependencies: [
                "ShortcutKit", "PropertyList", "LZFSE", "ShortcutCloud", "ShortcutRendering", "AppShortcutsLint",
                "SwiftSource", "ShortcutGallery", "GalleryScratchDatabase", "SeededRandom", "ShortcutMCP",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]),

        // tests mirror the modules
        // TestSupport (corpus, Foundation oracle) sits on PropertyList only, so the byte-level tests link no
        // model, network or crypto code; the example shortcuts (built with the authoring DSL) live in
        // ModelTestSupport.
        .target(name: "TestSupport", dependencies: ["PropertyList", "SeededRandom"], path: "Tests/TestSupport"),
        .target(
            name: "ModelTestSupport",
            dependencies: [
                "ShortcutModel", "PropertyList", "ShortcutAuthoring",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            path: "Tests/ModelTestSupport"),
        .target(
            name: "CloudTestSupport",
            dependencies: [
                "ShortcutCloud", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/CloudTestSupport"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList", "TestSupport"]),
        .testTarget(name: "LZFSETests", dependencies: ["LZFSE", "TestSupport"]),
        .testTarget(name: "ArchivesTests", dependencies: ["Archives", "TestSupport"]),
        .testTarget(name: "ImageCodecsTests", dependencies: ["ImageCodecs", "Archives", "TestSupport"]),
        .testTarget(name: "PDFCodecTests", dependencies: ["PDFCodec", "Archives", "TestSupport"]),
        .testTarget(name: "RegularExpressionsTests", dependencies: ["RegularExpressions"]),
        .testTarget(name: "FeedXMLTests", dependencies: ["FeedXML", "SeededRandom"]),
        .testTarget(name: "VCardFormatTests", dependencies: ["VCardFormat", "SeededRandom"]),
        .testTarget(
            name: "BoundedHTTPTests",
            // real HTTP against CloudTestSupport's local servers
            dependencies: ["BoundedHTTP", "CloudTestSupport"]),
        .testTarget(
            name: "ShortcutSigningTests",
            dependencies: [
                "ShortcutSigning", "PropertyList", "LZFSE", "TestSupport",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]),
        .testTarget(
            name: "ShortcutModelTests",
            dependencies: ["ShortcutModel", "ShortcutSigning", "PropertyList", "TestSupport", "ModelTestSupport"]),
        .testTarget(
            name: "IntentDefinitionsTests",
            dependencies: ["IntentDefinitions", "Diagnostics", "PropertyList", "TestSupport"]),
        .testTarget(
            name: "ShortcutSemanticsTests",
            dependencies: [
                "ShortcutSemantics", "ShortcutModel", "PropertyList", "TestSupport", "ModelTestSupport",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        .testTarget(name: "ShortcutCatalogTests", dependencies: ["ShortcutCatalog", "PropertyList", "TestSupport"]),
        .testTarget(name: "TextEscapingTests", dependencies: ["TextEscaping"]),
        .testTarget(
            name: "ShortcutProgramTests",
            dependencies: [
                "ShortcutProgram", "ShortcutModel", "ShortcutCatalog", "ShortcutRuntime", "PropertyList", "TestSupport",
            ]),
        .target(name: "BrowserTestSupport", path: "Tests/BrowserTestSupport"),
        .testTarget(
            name: "ShortcutDiffTests",
            dependencies: [
                "ShortcutDiff", "ShortcutAuthoring", "ShortcutModel", "ShortcutCatalog", "PropertyList", "TestSupport",
                "ModelTestSupport",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        .testTarget(
            name: "ShortcutRuntimeTests",
            dependencies: [
                "ShortcutRuntime", "ShortcutAuthoring", "ShortcutModel", "TestSupport", "SeededRandom",
                "ShortcutCatalog", "ModelTestSupport", "PropertyList",
                .product(name: "OrderedCollections", package: "swift-collections"),
                "ImageCodecs", "PDFCodec", "VCardFormat",
                // URLSessionTransportTests: real HTTP against CloudTestSupport's local servers
                "CloudTestSupport",
            ]),
        .testTarget(
            name: "ShortcutTestingTests",
            dependencies: ["ShortcutTesting", "ShortcutRuntime", "ShortcutAuthoring", "ShortcutModel"]),
        .testTarget(
            name: "ShortcutAuditTests",
            dependencies: [
                "ShortcutAudit", "ShortcutModel", "PropertyList", "Diagnostics", "TestSupport",
            ]),
        .testTarget(
            name: "ShortcutRenderingTests",
            dependencies: [
                "ShortcutRendering", "ShortcutModel", "ShortcutSigning", "PropertyList", "TestSupport",
                "ModelTestSupport",
                "BrowserTestSupport", .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        .testTarget(
            name: "ShortcutCloudTests",
            dependencies: [
                "ShortcutCloud", "ShortcutModel", "ShortcutSigning", "PropertyList", "TestSupport", "CloudTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]),
        .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource"]),
        .testTarget(name: "ShortcutKitVersionTests", dependencies: ["ShortcutKitVersion"]),
        .testTarget(
            name: "IntentMigrationTests",
            dependencies: ["IntentMigration", "IntentDefinitions", "PropertyList", "TestSupport"],
            exclude: ["StandIn"]),
        .testTarget(
            name: "ShortcutCheckTests",
            dependencies: [
                "ShortcutCheck", "ShortcutAuthoring", "ShortcutModel", "ShortcutCatalog", "Diagnostics", "PropertyList",
                "TestSupport", "ModelTestSupport",
            ]),
        .testTarget(
            name: "IntentActionsTests",
            dependencies: [
                "IntentActions", "IntentDefinitions", "ShortcutModel", "ShortcutCatalog", "PropertyList", "TestSupport",
            ]),
        .testTarget(name: "AppShortcutsLintTests", dependencies: ["AppShortcutsLint", "Diagnostics", "TestSupport"]),
        // replays Tests/Regressions (not a target folder) through the fuzz entry functions
        .testTarget(
            name: "FuzzTargetsTests",
            dependencies: [
                "FuzzTargets", "AppShortcutsFuzzTargets", "GalleryFuzzTargets", "PropertyList", "TestSupport",
                "SeededRandom", "Archives", "ImageCodecs", "PDFCodec",
            ]),
        .testTarget(
            name: "ShortcutPresentationTests",
            // ShortcutCommands: the tests read what `shortcut fetch --json` writes with its own writer.
            dependencies: [
                "ShortcutPresentation", "ShortcutKit", "ShortcutCommands", "TestSupport", "ModelTestSupport",
            ]),
        .testTarget(
            name: "ShortcutAuthoringTests", dependencies: ["ShortcutAuthoring", "TestSupport"]),
        .testTarget(
            name: "ShortcutDecompilerTests",
            dependencies: ["ShortcutDecompiler", "ShortcutAuthoring", "TestSupport", "ModelTestSupport"]),
        .testTarget(
            name: "ShortcutGalleryTests",
            dependencies: [
                "ShortcutGallery", "GalleryAPI", "ShortcutKit", "TestSupport", "ModelTestSupport", "CloudTestSupport",
                "BrowserTestSupport", "ShortcutCloud", "GalleryScratchDatabase", "PropertyList", "BoundedHTTP",
                // `shortcut publish` and `shortcut-serve` are run as processes against a test server.
                "shortcut", "shortcut-serve",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        .testTarget(
            name: "ShortcutMCPTests",
            dependencies: ["ShortcutMCP", "TestSupport", .product(name: "MCP", package: "swift-sdk")]),
        .testTarget(
            name: "ShortcutCommandsTests",
            dependencies: [
                "ShortcutCommands", "shortcut", "shortcut-appshortcuts", "shortcut-serve", "ShortcutKit",
                "AppShortcutsLint", "ShortcutCloud", .product(name: "MCP", package: "swift-sdk"),
                "PropertyList", "TestSupport", "ModelTestSupport", "CloudTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            exclude: ["Golden"]),  // the recorded CLI output, read at run time from the package root
    ]
)
