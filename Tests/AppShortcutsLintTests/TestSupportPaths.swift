import Foundation
import TestSupport

/// The package root, for tests that read the documentation.
enum TestSupportPaths {
    static var packageRoot: URL { Corpus.packageRoot }
}
