import Foundation

/// The fuzzed readers that need no swift-syntax, one per libFuzzer executable in `Fuzz/`
/// (``executableName``) and one folder each under `Tests/Regressions/` (named by the raw value).
///
/// ``run(_:)`` is the whole target: the executables call it on every input and abort on a
/// ``FuzzFailure``; the regression tests call it on every kept input.
public enum FuzzTarget: String, Sendable, CaseIterable {
    /// `BinaryPropertyListReader`.
    case binaryPlist
    /// `XMLPropertyListReader`.
    case xmlPlist
    /// `PropertyListValue(decoding:)`: the format sniffer, then whichever reader it picks.
    case anyPlist
    /// `PropertyListJSONReader`.
    case jsonPlist
    /// `ShortcutDocument(data:)`: binary, XML, JSON or signed (AEA1 → Apple Archive → LZFSE →
    /// workflow plist) into the typed model, then the model written back and re-read; signed
    /// input also through `SignatureVerifier`.
    case document
    /// `LZFSEDecoder`, and what it decodes re-encoded by `LZFSEEncoder` and decoded again.
    case lzfse
    /// `IntentDefinition(data:)` and its validator.
    case intentDefinition
    /// Whatever `ShortcutDocument` decodes, rendered as text, Markdown, HTML and SVG.
    case render
    /// Signing input: identity PEM (key, certificates, validation record) and trust anchors (DER or PEM).
    case signingInput
    /// Round trips: anything the binary reader accepts survives binary, XML (modulo what XML
    /// cannot carry) and JSON; anything the XML reader accepts survives XML and binary.
    case oracle
    /// `ShortcutRunner`: the decoded shortcut run under tight bounds with device stubs; it must
    /// end within its bounds, and a failure must be one line naming the action.
    case runtime
    /// `FeedXMLReader` (Get Items from RSS Feed's XML): a document or an error inside the input.
    case feedXML
    /// `ShortcutProgram(json:)` and `ProgramBuilder`: a program or a one-line `ProgramError`; what
    /// reads writes back to the same program, and what builds decompiles and builds again equal.
    case program
    /// `PNGCodec` and `GIFDecoder` (ImageCodecs): a `CodecError` inside the input, or pixels that
    /// the PNG writer round-trips and the BMP writer writes.
    case image
    /// `PDFTextReader` and `PDFPageSplitter` (PDFCodec): a `CodecError`, or page texts and one split
    /// PDF a page.
    case pdf
    /// `ArchiveCodec.extract` (Archives: ZIP, gzip, tar, DEFLATE): an `ArchiveError` inside the
    /// input, or entries within the limit that a ZIP written again gives back.
    case archive
    /// `BoundedRegex` (RegularExpressions): pattern, NUL, text; a one-line failure, or ordered matches
    /// inside the text that `$0` replaces by themselves.
    case regex
    /// `VCardReader` (VCardFormat): a `VCardError` naming a line of the input, or cards whose
    /// properties do.
    case vcard

    /// Runs the target on one input.
    ///
    /// - Returns: Whether the reader accepted the input.
    /// - Throws: ``FuzzFailure`` when a promise broke (never for merely bad input).
    public func run(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        switch self {
        case .binaryPlist, .xmlPlist, .anyPlist, .jsonPlist: try PropertyListFuzzing.read(data, target: self)
        case .document: try DocumentFuzzing.read(data)
        case .lzfse: try LZFSEFuzzing.decode(data)
        case .intentDefinition: IntentDefinitionFuzzing.read(data)
        case .render: try DocumentFuzzing.render(data)
        case .signingInput: SigningInputFuzzing.load(data)
        case .oracle: try PropertyListRoundTrip.check(data)
        case .runtime: try RuntimeFuzzing.run(data)
        case .feedXML: try FeedFuzzing.read(data)
        case .program: try ProgramFuzzing.read(data)
        case .image: try ImageFuzzing.read(data)
        case .pdf: try PDFFuzzing.read(data)
        case .archive: try ArchiveFuzzing.read(data)
        case .regex: try RegexFuzzing.read(data)
        case .vcard: try VCardFuzzing.read(data)
        }
    }

    /// The libFuzzer executable's name in `Fuzz/` (`FuzzBinaryPlist`).
    public var executableName: String {
        switch self {
        case .xmlPlist: "FuzzXMLPlist"
        case .jsonPlist: "FuzzJSONPlist"
        case .lzfse: "FuzzLZFSE"
        case .pdf: "FuzzPDF"
        case .vcard: "FuzzVCard"
        default: "Fuzz" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
