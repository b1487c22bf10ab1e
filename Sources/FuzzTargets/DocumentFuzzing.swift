import Dispatch
import Foundation
import PropertyList
import ShortcutModel
import ShortcutRendering
import ShortcutSigning

/// The shortcut document and renderer targets.
enum DocumentFuzzing {
    /// The bundled catalog, palette and glyphs, loaded once per process (loading parses JSON).
    /// Missing, every input of the render target fails with the packaging error.
    static let resources = BundledFuzzResource("bundled rendering resources") { try RenderingResources.bundled() }

    /// Reads a shortcut in any encoding; an accepted one's model must write back a property list
    /// equivalent to the one read (the model's loss-free promise), and that must encode as binary.
    /// Signed input (`AEA1` magic) also goes through `SignatureVerifier`, accepted or not.
    static func read(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        if AEAContainer.hasMagic(data) { verify(data) }
        let document: ShortcutDocument
        do {
            document = try ShortcutDocument(data: data)
        } catch {
            return .rejected(error.description)
        }
        let target = FuzzTarget.document.rawValue
        let written = document.shortcut.propertyList
        if let difference = written.firstDifference(from: document.propertyList) {
            throw FuzzFailure(target: target, .roundTripMismatch("model → plist differs from the file"), at: difference)
        }
        let bytes = BinaryPropertyListWriter().write(written)
        do {
            let again = try ShortcutDocument(data: bytes)
            if let difference = again.propertyList.firstDifference(from: written) {
                throw FuzzFailure(target: target, .roundTripMismatch("re-read model differs"), at: difference)
            }
        } catch let error as FuzzFailure {
            throw error
        } catch {
            throw FuzzFailure(target: target, .roundTripMismatch("written model does not read: \(error)"), at: "model")
        }
        return .accepted
    }

    /// Renders whatever decodes, in all four formats. Rendering never throws; only crashes and
    /// hangs count — and resources that did not load, which fail every input.
    static func render(
        _ data: Data, resources: BundledFuzzResource<RenderingResources> = resources
    ) throws(FuzzFailure) -> FuzzOutcome {
        let resources = try resources.value(for: FuzzTarget.render.rawValue)
        let document: ShortcutDocument
        do {
            document = try ShortcutDocument(data: data)
        } catch {
            return .rejected(error.description)
        }
        let renderable = RenderableShortcut(
            document.shortcut, metadata: RenderMetadata(document: document, fileName: "fuzz.shortcut"),
            resources: resources)
        for format in RenderFormat.allCases {
            _ = format.renderer(resources: resources, colors: format == .text).render(renderable)
        }
        return .accepted
    }

    /// Runs the (async, never throwing) signature verifier to completion, with no trust roots and
    /// a fixed clock so a run is reproducible. libFuzzer's callback is synchronous, so this blocks
    /// on a semaphore; the verifier's task runs on the global executor, not on this thread.
    static func verify(_ data: Data) {
        let verifier = SignatureVerifier(
            trustRoots: TrustRoots(), currentDate: Date(timeIntervalSinceReferenceDate: 7e8))
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            _ = await verifier.verify(data)
            done.signal()
        }
        done.wait()
    }
}
