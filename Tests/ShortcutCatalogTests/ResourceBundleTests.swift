import Foundation
import Testing

@testable import ShortcutCatalog

/// The lookup an installed binary relies on: the bundle beside the executable, through a symbolic
/// link on the PATH, and SwiftPM's generated accessor only when neither place has it.
@Suite struct ResourceBundleTests {
    /// `unpacked/tool` with `unpacked/Kit_Module.<ext>/Resources/data.json`, and `bin/tool` → `unpacked/tool`.
    private static func layout() throws -> (root: URL, unpacked: URL, link: URL) {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("resource-bundle-\(UUID().uuidString)")
        let unpacked = root.appendingPathComponent("unpacked")
        let resources = unpacked.appendingPathComponent("Kit_Module.\(ResourceBundle.pathExtension)/Resources")
        try manager.createDirectory(at: resources, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: resources.appendingPathComponent("data.json"))
        try Data("#!/bin/sh\n".utf8).write(to: unpacked.appendingPathComponent("tool"))
        let bin = root.appendingPathComponent("bin")
        try manager.createDirectory(at: bin, withIntermediateDirectories: true)
        let link = bin.appendingPathComponent("tool")
        try manager.createSymbolicLink(atPath: link.path, withDestinationPath: "../unpacked/tool")
        return (root, unpacked, link)
    }

    @Test func findsTheBundleBesideTheExecutableThroughASymbolicLink() throws {
        let (root, unpacked, link) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: root) }
        var fallbackUsed = false
        let bundle = ResourceBundle.bundle(
            named: "Kit_Module", executable: link,
            generated: {
                fallbackUsed = true
                return Bundle.main
            }())
        #expect(!fallbackUsed)
        let expected = unpacked.appendingPathComponent("Kit_Module.\(ResourceBundle.pathExtension)")
        #expect(bundle.bundleURL.resolvingSymlinksInPath().path == expected.resolvingSymlinksInPath().path)
        let data = ResourceBundle.file("Resources/data.json", in: bundle)
        #expect(data?.resolvingSymlinksInPath().path == expected.appendingPathComponent("Resources/data.json").path)
        #expect(ResourceBundle.file("Resources/missing.json", in: bundle) == nil)
    }

    @Test func findsTheBundleBesideTheExecutableStartedDirectly() throws {
        let (root, unpacked, _) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = ResourceBundle.bundle(
            named: "Kit_Module", executable: unpacked.appendingPathComponent("tool"), generated: Bundle.main)
        #expect(bundle.bundleURL.lastPathComponent == "Kit_Module.\(ResourceBundle.pathExtension)")
    }

    @Test func fallsBackToTheGeneratedAccessorForALoneCopy() throws {
        let (root, _, _) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: root) }
        let lone = root.appendingPathComponent("elsewhere/tool")
        try FileManager.default.createDirectory(
            at: lone.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: lone)
        let bundle = ResourceBundle.bundle(named: "Kit_Module", executable: lone, generated: Bundle.main)
        #expect(bundle.bundleURL == Bundle.main.bundleURL)
    }

    @Test func listsTheResolvedFolderOnlyWhenItDiffers() throws {
        let (root, unpacked, link) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(ResourceBundle.executableFolders(of: link).count == 2)
        #expect(ResourceBundle.executableFolders(of: unpacked.appendingPathComponent("tool")).count == 1)
        #expect(ResourceBundle.executableFolders(of: nil).isEmpty)
    }

    @Test func theCatalogLoadsThroughIt() throws {
        // The real module: its bundle is found (beside the test executable or by SwiftPM's accessor),
        // and its files directly, without scanning the bundle.
        #expect(ResourceBundle.file("Resources/glyphs.json", in: CatalogResource.bundle) != nil)
        #expect(try !CatalogResource.data(named: "glyphs.json").isEmpty)
    }
}
