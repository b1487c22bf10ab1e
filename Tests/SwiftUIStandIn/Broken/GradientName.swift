// There is no ShortcutGradient.magenta: the palette has 15 named colours.
import ShortcutKitUI
import SwiftUI

@MainActor func magenta() -> LinearGradient {
    ShortcutGradient.magenta  // expected-error
}
