// A tile style must implement makeBody(configuration:).
import ShortcutKitUI
import SwiftUI

struct EmptyStyle: ShortcutTileStyle {}  // expected-error
