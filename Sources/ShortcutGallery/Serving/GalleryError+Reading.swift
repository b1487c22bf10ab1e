import PropertyList
import ShortcutModel
import ShortcutSigning

extension GalleryError {
    /// The refusal for an upload the one shortcut reader could not read: a kind it does not take
    /// is 415; a bound that was hit (a decompression bomb, an exploding object count, deep nesting)
    /// is `exceedsDecodedLimit`; anything else is `malformed`, naming the layer and the place.
    init(_ error: ShortcutReadError) {
        switch error.reason {
        case .unrecognizedContent, .encodingNotAccepted, .unreadable:
            self.init(.unrecognizedContent, at: "byte 0")
        case .signedContainer(let signed):
            switch signed {
            case .container(let aea):
                switch aea.reason {
                case .payloadTooLarge, .decompressionLimitExceeded:
                    self.init(.exceedsDecodedLimit("signed container: \(aea.description)"))
                default: self.init(.malformed("signed container: \(signed.description)"))
                }
            default: self.init(.malformed("signed container: \(signed.description)"))
            }
        case .propertyList(let plist):
            switch plist.reason {
            // Also a count that is larger than the data: either way a bound was hit.
            case .countTooLarge, .nestingTooDeep: self.init(.exceedsDecodedLimit("property list: \(plist.description)"))
            default: self.init(.malformed("property list: \(plist.description)"))
            }
        case .model:
            self.init(.malformed(error.isPropertyListButNotAShortcut ? error.message : "shortcut: \(error.message)"))
        }
    }
}
