import Foundation
import PropertyList

extension Shortcut {
    /// Encodes the shortcut as an unsigned binary, XML or JSON plist.
    public func encoded(as format: PropertyListFormat) throws(PropertyListError) -> Data {
        try propertyList.encoded(as: format)
    }
}
