import ArgumentParser
import CommandSupport
import Foundation
import ShortcutModel
import ShortcutSigning

/// `shortcut verify SIGNED [--json] [--trust-roots DIR]`
struct VerifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check who signed a shortcut, with Apple's roots pinned.",
        discussion: """
            Exit status: 0 only when integrity holds and the certificate chain is trusted (to a \
            pinned Apple root, or to a --trust-anchor you named); 1 otherwise (the report says \
            why); 3 when the file is a plain, unsigned shortcut; 65 when the file is not a \
            shortcut. Apple's roots are \
            read from --trust-roots DIR, then $\(TrustRoots.environmentVariable), then \
            ~/.config/shortcutkit/trust-roots and /etc/shortcutkit/trust-roots; only certificates \
            whose SHA-256 equals the pinned fingerprints are used. See Docs/Signing.md.
            """)

    @Argument(help: "The shortcut file, or - for standard input.")
    var input: String

    @Flag(help: "Print the report as JSON.")
    var json = false

    @OptionGroup var trustRoots: TrustRootOptions

    @Option(
        name: .customLong("trust-anchor"),
        help: ArgumentHelp(
            "A root certificate (DER or PEM) you choose to trust, e.g. a --self-signed DIR/ca.cer; repeatable. "
                + "Chains ending there are reported as user-trusted, never as Apple."))
    var trustAnchors: [String] = []

    func run() async throws {
        try await reportingFailures {
            let data = try FileIO.read(input)
            guard let encoding = ShortcutPropertyList.Encoding(detecting: data) else {
                throw CommandFailure(
                    file: input, message: "not a shortcut (expected \(ShortcutPropertyList.acceptedKinds))",
                    exitCode: ExitStatus.dataError)
            }
            var roots = trustRoots.discover()
            for anchor in trustAnchors {
                do {
                    try roots.addUserAnchors(from: try FileIO.read(anchor), source: anchor)
                } catch let failure as CommandFailure {
                    throw failure
                } catch {
                    throw CommandFailure(file: anchor, message: "\(error)", exitCode: ExitStatus.dataError)
                }
            }
            let report = await SignatureVerifier(trustRoots: roots).verify(data)
            if json {
                try FileIO.write(try SigningReportText.json(report), to: nil)
            } else {
                try FileIO.write(Data(SigningReportText.text(report).utf8), to: nil)
            }
            if encoding != .signed { throw ExitCode.status(ExitStatus.notSigned) }
            if !report.isTrustedByUserChoice { throw ExitCode.status(ExitStatus.findings) }
        }
    }
}
