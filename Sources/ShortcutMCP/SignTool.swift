import Foundation
import MCP
import ShortcutCheck
import ShortcutSigning

/// `sign_shortcut`: signs with the identity the server was started with, verifies the output
/// with the project's own verifier before writing it, and says how it verifies.
extension ShortcutToolbox {
    struct SignResult: Encodable {
        /// The signed file, relative to the root.
        var path: String
        /// Integrity holds and every chain ends at a pinned Apple root or the self-signed CA.
        var verifies: Bool
        /// The verifier's verdict (`trusted`, `userTrusted`, `rootMissing`, …).
        var verdict: String
        var summary: String
        var warnings: [String]
    }

    func signShortcut(_ values: [String: Value]?) async throws(MCPToolError) -> CallTool.Result {
        let arguments = try ToolArguments(tool: "sign_shortcut", values: values, accepted: ["path", "output"])
        guard let signing = options.signing else {
            throw MCPToolError(
                .notEnabled(
                    "the server has no signing identity; start it with `shortcut mcp --identity DIR` "
                        + "or `--self-signed DIR`"),
                tool: arguments.tool)
        }
        let (document, _, data) = try readShortcut(arguments, "path")
        _ = try arguments.string("output")
        let errors = checker.check(document.shortcut).filter { $0.severity == .error }
        if !errors.isEmpty {
            let listed = errors.prefix(5).map(\.description).joined(separator: "; ")
            throw arguments.failure(
                .signing(
                    "check_shortcut finds \(errors.count) error\(errors.count == 1 ? "" : "s") the app would "
                        + "refuse or break on (\(listed)); fix them first"),
                "path")
        }
        var roots = TrustRoots.discover()
        var warnings: [String] = []
        let identity: SigningIdentity
        do {
            switch signing {
            case .identity(let folder):
                identity = try SigningIdentity.load(directory: folder)
            case .selfSigned(let folder):
                let made = try SelfSignedIdentity.loadOrCreate(directory: folder)
                _ = try roots.addUserAnchors(from: made.caCertificate, source: folder.path)
                let ca = folder.appendingPathComponent(SelfSignedIdentity.caFileName).path
                warnings.append(
                    "self-signed: only devices that trust \(ca) accept this file; every other iPhone, iPad or Mac "
                        + "refuses it")
                identity = made.identity
            }
        } catch {
            throw MCPToolError(.signing("the server's identity: \(error.description)"), tool: arguments.tool)
        }
        let signed: Data
        do {
            signed = try SignedShortcutWriter(identity: identity).sign(data)
        } catch {
            throw arguments.failure(.signing(error.description), "path")
        }
        let report = await SignatureVerifier(trustRoots: roots).verify(signed)
        guard report.integrity else {
            let problem = report.problems.first ?? "integrity failed"
            throw arguments.failure(.signing("the signed output does not verify (\(problem)); nothing written"), "path")
        }
        let url = try write(signed, arguments, "output")
        return ToolOutput.result(
            SignResult(
                path: sandbox.relative(url), verifies: report.isTrustedByUserChoice, verdict: report.verdict.rawValue,
                summary: report.summary, warnings: warnings))
    }
}
