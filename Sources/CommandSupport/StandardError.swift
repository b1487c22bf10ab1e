import Foundation

/// Writes to standard error without buffering surprises.
package enum StandardError {
    package static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
