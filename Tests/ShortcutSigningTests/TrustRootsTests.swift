import Foundation
import ShortcutSigning
import SwiftASN1
import Testing
import X509

@Suite("Trust roots", .enabled(if: SigningTestSupport.rootsRun))
struct TrustRootsTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trust-roots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func rootDER(_ pin: TrustRoots.Pin) throws -> Data {
        try Data(
            contentsOf: #require(SigningTestSupport.appleRootsDirectory).appendingPathComponent(pin.publishedFileName))
    }

    @Test("the shared folder supplies both pinned roots, and their fingerprints are the pins")
    func sharedFolder() throws {
        let roots = try TrustRoots.load(directory: #require(SigningTestSupport.appleRootsDirectory))
        for pin in TrustRoots.Pin.allCases {
            #expect(roots.root(pin) != nil, "\(pin)")
            #expect(TrustRoots.fingerprint(ofDER: try Self.rootDER(pin)) == pin.fingerprint)
            #expect(roots.root(pin)?.subjectCommonNameForTest == pin.commonName)
        }
    }

    @Test("PEM files load; unpinned certificates and junk are ignored with a note")
    func pemAndImpostors() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pem = try PEMDocument(type: "CERTIFICATE", derBytes: Array(Self.rootDER(.appleRootCA))).pemString
        try Data(pem.utf8).write(to: directory.appendingPathComponent("apple.pem"))
        let impostor = try TestPKI(rootName: "Apple Root CA")
        try Data(TestPKI.der(impostor.root)).write(to: directory.appendingPathComponent("impostor.cer"))
        try Data("not a certificate".utf8).write(to: directory.appendingPathComponent("junk.crt"))
        try Data("ignored by extension".utf8).write(to: directory.appendingPathComponent("README.md"))

        let roots = try TrustRoots.load(directory: directory)
        #expect(roots.root(.appleRootCA) != nil)
        #expect(roots.root(.appleRootCAG3) == nil)
        #expect(roots.notes.contains { $0.contains("impostor.cer") && $0.contains("not a pinned Apple root") })
        #expect(roots.notes.contains { $0.contains("junk.crt") })
        #expect(roots.notes.count == 2)
    }

    @Test("discovery order: explicit folder, then SHORTCUTKIT_TRUST_ROOTS, then default folders")
    func discovery() throws {
        let explicit = try Self.temporaryDirectory()
        let fromEnvironment = try Self.temporaryDirectory()
        let config = try Self.temporaryDirectory()
        defer {
            for url in [explicit, fromEnvironment, config] { try? FileManager.default.removeItem(at: url) }
        }
        try Self.rootDER(.appleRootCAG3).write(to: explicit.appendingPathComponent("g3.cer"))
        try Self.rootDER(.appleRootCA).write(to: fromEnvironment.appendingPathComponent("root.der"))
        let defaultFolder = config.appendingPathComponent("shortcutkit/trust-roots")
        try FileManager.default.createDirectory(at: defaultFolder, withIntermediateDirectories: true)

        let environment = [TrustRoots.environmentVariable: fromEnvironment.path, "XDG_CONFIG_HOME": config.path]
        #expect(TrustRoots.defaultDirectories(environment: environment).first == defaultFolder.path)
        #expect(
            TrustRoots.defaultDirectories(environment: ["HOME": "/home/u"]).first
                == "/home/u/.config/shortcutkit/trust-roots")
        #expect(TrustRoots.defaultDirectories(environment: [:]).last == "/etc/shortcutkit/trust-roots")

        let both = TrustRoots.discover(explicitDirectory: explicit, environment: environment)
        #expect(both.root(.appleRootCAG3) != nil && both.root(.appleRootCA) != nil)
        #expect(Array(both.searchedDirectories.prefix(3)) == [explicit.path, fromEnvironment.path, defaultFolder.path])

        // Only the default folder, which is empty: nothing found.
        let none = TrustRoots.discover(environment: ["XDG_CONFIG_HOME": config.path])
        #expect(none.root(.appleRootCA) == nil)
        #expect(none.howToProvide(.appleRootCA).contains(defaultFolder.path))

        let missing = TrustRoots.discover(
            explicitDirectory: explicit.appendingPathComponent("nope"), environment: ["XDG_CONFIG_HOME": config.path])
        #expect(missing.notes.contains { $0.contains("does not exist") })
    }
}

extension Certificate {
    var subjectCommonNameForTest: String? {
        subject.flatMap { $0 }.first { $0.type == .RDNAttributeType.commonName }.flatMap { String($0.value) }
    }
}
