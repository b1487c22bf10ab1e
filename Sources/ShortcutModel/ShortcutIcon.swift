import Foundation
import OrderedCollections
import PropertyList

/// `WFWorkflowIcon`: the tile's colour and glyph, or a custom image.
public struct ShortcutIcon: Sendable, Hashable {
    /// `WFWorkflowIconStartColor` exactly as stored (may be the negative signed-32-bit form).
    public var startColor: Int64?
    /// `WFWorkflowIconGlyphNumber`: a Private Use Area code point of the app's glyph font.
    public var glyphNumber: Int64?
    /// `WFWorkflowIconImageData`: a custom image; often present but empty.
    public var imageData: Data?
    /// `WFWorkflowIconEndColor` (Workflow 1.7.x gradient end).
    public var endColor: Int64?
    public var extra: PropertyListDictionary

    public init(
        startColor: Int64?, glyphNumber: Int64?, imageData: Data? = nil, endColor: Int64? = nil,
        extra: PropertyListDictionary = [:]
    ) {
        self.startColor = startColor
        self.glyphNumber = glyphNumber
        self.imageData = imageData
        self.endColor = endColor
        self.extra = extra
    }

    /// The colour code normalised to the unsigned RRGGBBAA reading the palette uses.
    public var colorCode: UInt32? { startColor.map { UInt32(truncatingIfNeeded: $0) } }

    init(propertyList body: PropertyListDictionary) {
        var rest = body
        func takeInt(_ key: String) -> Int64? {
            guard case .integer(let value)? = rest[key], let small = value.int64 else { return nil }
            rest.removeValue(forKey: key)
            return small
        }
        let start = takeInt("WFWorkflowIconStartColor")
        let glyph = takeInt("WFWorkflowIconGlyphNumber")
        let end = takeInt("WFWorkflowIconEndColor")
        let image = rest.takeData("WFWorkflowIconImageData")
        self.init(startColor: start, glyphNumber: glyph, imageData: image, endColor: end, extra: rest)
    }

    var propertyList: PropertyListDictionary {
        var dictionary = PropertyListDictionary()
        dictionary.put("WFWorkflowIconEndColor", endColor.map { .integer(PropertyListInteger($0)) })
        dictionary.put("WFWorkflowIconGlyphNumber", glyphNumber.map { .integer(PropertyListInteger($0)) })
        dictionary.put("WFWorkflowIconImageData", imageData.map(PropertyListValue.data))
        dictionary.put("WFWorkflowIconStartColor", startColor.map { .integer(PropertyListInteger($0)) })
        return dictionary.merging(extra: extra)
    }
}
