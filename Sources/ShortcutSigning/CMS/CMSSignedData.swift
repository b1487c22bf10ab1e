import Foundation
import SwiftASN1

/// The parts of a CMS `SignedData` (RFC 5652) needed to check an Apple ID validation record.
///
/// Apple writes the record as **BER** with indefinite lengths and a constructed OCTET STRING for
/// the content, which swift-certificates' CMS type rejects; this reader walks SwiftASN1's BER
/// tree instead and keeps exactly what the check needs.
struct CMSSignedData: Sendable {
    /// The encapsulated content (constructed chunks concatenated).
    var content: [UInt8]
    /// `eContentType`.
    var contentType: ASN1ObjectIdentifier
    /// DER certificates from the `certificates` field.
    var certificates: [[UInt8]]
    var signer: SignerInfo

    /// The one `SignerInfo` this record has.
    struct SignerInfo: Sendable {
        /// `sid` as issuerAndSerialNumber: the issuer name's encoding and the serial's bytes.
        var issuer: ArraySlice<UInt8>
        var serialNumber: ArraySlice<UInt8>
        var digestAlgorithm: ASN1ObjectIdentifier
        var signatureAlgorithm: ASN1ObjectIdentifier
        /// DER of `signedAttrs` re-tagged as SET OF (0x31): the bytes the signature covers.
        var signedAttributesDER: [UInt8]
        /// Attribute values by type.
        var attributes: [ASN1ObjectIdentifier: [ASN1Node]]
        var signature: [UInt8]
    }

    enum OID {
        static let signedData: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 7, 2]
        static let data: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 7, 1]
        static let contentTypeAttribute: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 9, 3]
        static let messageDigestAttribute: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 9, 4]
        static let signingTimeAttribute: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 9, 5]
        static let sha1: ASN1ObjectIdentifier = [1, 3, 14, 3, 2, 26]
        static let sha256: ASN1ObjectIdentifier = [2, 16, 840, 1, 101, 3, 4, 2, 1]
        static let rsaEncryption: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 1, 1]
        static let sha1WithRSA: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 1, 5]
        static let sha256WithRSA: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 1, 11]
    }

    /// A structural problem, naming the CMS element.
    struct ParseError: Error, Sendable, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    init(ber: [UInt8]) throws {
        let root: ASN1Node
        do { root = try BER.parse(ber) } catch { throw ParseError("not BER: \(error)") }
        let contentInfo = try Self.children(root, "ContentInfo")
        guard contentInfo.count >= 2,
            try ASN1ObjectIdentifier(berEncoded: contentInfo[0]) == OID.signedData
        else { throw ParseError("ContentInfo is not signedData") }
        let wrapped = try Self.children(contentInfo[1], "ContentInfo.content")
        guard let signedDataNode = wrapped.first else { throw ParseError("empty ContentInfo.content") }
        let signedData = try Self.children(signedDataNode, "SignedData")
        guard signedData.count >= 4 else { throw ParseError("SignedData has \(signedData.count) fields") }

        // encapContentInfo
        let encapsulated = try Self.children(signedData[2], "encapContentInfo")
        guard let typeNode = encapsulated.first else { throw ParseError("empty encapContentInfo") }
        contentType = try ASN1ObjectIdentifier(berEncoded: typeNode)
        guard encapsulated.count >= 2, let octets = try Self.children(encapsulated[1], "eContent").first else {
            throw ParseError("no eContent (detached signature)")
        }
        var collected: [UInt8] = []
        try Self.collectOctets(octets, into: &collected, depth: 0)
        content = collected

        // certificates [0] IMPLICIT, crls [1] IMPLICIT, then signerInfos SET.
        var certificates: [[UInt8]] = []
        var signerInfos: ASN1Node?
        for node in signedData.dropFirst(3) {
            if node.identifier.tagClass == .contextSpecific, node.identifier.tagNumber == 0 {
                certificates += try Self.children(node, "certificates").map { Array($0.encodedBytes) }
            } else if node.identifier == .set {
                signerInfos = node
            }
        }
        self.certificates = certificates
        guard let signerInfos else { throw ParseError("no signerInfos") }
        let signers = try Self.children(signerInfos, "signerInfos")
        guard signers.count == 1 else { throw ParseError("\(signers.count) SignerInfos, expected 1") }
        signer = try Self.parseSignerInfo(signers[0])
    }

    private static func parseSignerInfo(_ node: ASN1Node) throws -> SignerInfo {
        let fields = try children(node, "SignerInfo")
        guard fields.count >= 5 else { throw ParseError("SignerInfo has \(fields.count) fields") }
        guard fields[1].identifier == .sequence else {
            throw ParseError("SignerInfo.sid is not issuerAndSerialNumber")
        }
        let sid = try children(fields[1], "issuerAndSerialNumber")
        guard sid.count == 2, case .primitive(let serial) = sid[1].content else {
            throw ParseError("malformed issuerAndSerialNumber")
        }
        let digestAlgorithm = try algorithm(fields[2], "digestAlgorithm")
        var index = 3
        var signedAttributes: [UInt8] = []
        var attributes: [ASN1ObjectIdentifier: [ASN1Node]] = [:]
        if fields[3].identifier.tagClass == .contextSpecific, fields[3].identifier.tagNumber == 0 {
            let attributeNodes = try children(fields[3], "signedAttrs")
            // Re-encode as DER SET OF: the signature covers the attributes with the universal
            // SET tag instead of the implicit [0] (RFC 5652 §5.4).
            let body = attributeNodes.flatMap { Array($0.encodedBytes) }
            signedAttributes = [0x31] + derLength(body.count) + body
            for attribute in attributeNodes {
                let parts = try children(attribute, "Attribute")
                guard parts.count == 2 else { throw ParseError("malformed Attribute") }
                let type = try ASN1ObjectIdentifier(berEncoded: parts[0])
                attributes[type, default: []] += try children(parts[1], "Attribute values")
            }
            index = 4
        }
        guard fields.count > index + 1 else { throw ParseError("SignerInfo lacks signature") }
        let signatureAlgorithm = try algorithm(fields[index], "signatureAlgorithm")
        var signature: [UInt8] = []
        try collectOctets(fields[index + 1], into: &signature, depth: 0)
        return SignerInfo(
            issuer: sid[0].encodedBytes, serialNumber: serial, digestAlgorithm: digestAlgorithm,
            signatureAlgorithm: signatureAlgorithm, signedAttributesDER: signedAttributes,
            attributes: attributes, signature: signature)
    }

    private static func algorithm(_ node: ASN1Node, _ what: String) throws -> ASN1ObjectIdentifier {
        guard let first = try children(node, what).first else { throw ParseError("empty \(what)") }
        return try ASN1ObjectIdentifier(berEncoded: first)
    }

    static func children(_ node: ASN1Node, _ what: String) throws -> [ASN1Node] {
        guard case .constructed(let collection) = node.content else {
            throw ParseError("\(what) is not constructed")
        }
        return Array(collection)
    }

    /// Concatenates an OCTET STRING, primitive or constructed (BER chunks), bounded in depth.
    private static func collectOctets(_ node: ASN1Node, into output: inout [UInt8], depth: Int) throws {
        guard depth < 8 else { throw ParseError("OCTET STRING nested too deeply") }
        switch node.content {
        case .primitive(let bytes): output += bytes
        case .constructed(let collection):
            for child in collection { try collectOctets(child, into: &output, depth: depth + 1) }
        }
    }

    private static func derLength(_ length: Int) -> [UInt8] {
        if length < 0x80 { return [UInt8(length)] }
        var bytes: [UInt8] = []
        var remaining = length
        while remaining > 0 {
            bytes.insert(UInt8(remaining & 0xFF), at: 0)
            remaining >>= 8
        }
        return [0x80 | UInt8(bytes.count)] + bytes
    }
}
