import Foundation

/// A stored version's original and the names it was imported under.
package struct RenderingInput: Sendable {
    package var original: Data
    package var name: String
    package var iCloudID: String?
}
