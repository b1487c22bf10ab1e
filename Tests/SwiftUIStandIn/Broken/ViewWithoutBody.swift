// SwiftUI rejects a View without `body`.
import ShortcutKitUI
import SwiftUI

struct NoBody: View {}  // expected-error
