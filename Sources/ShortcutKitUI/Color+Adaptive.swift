#if canImport(SwiftUI)
    import ShortcutPresentation
    import SwiftUI
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #elseif canImport(AppKit)
        import AppKit
    #endif

    extension Color {
        /// An sRGB colour from a presentation model.
        init(_ rgb: RGBColor) {
            self.init(.sRGB, red: rgb.red, green: rgb.green, blue: rgb.blue, opacity: 1)
        }

        /// A colour that follows the system appearance, so gradients handed out as plain
        /// `LinearGradient` values still switch with dark mode.
        init(light: RGBColor, dark: RGBColor) {
            #if canImport(UIKit) && !os(watchOS)
                self.init(
                    uiColor: UIColor { traits in
                        let rgb = traits.userInterfaceStyle == .dark ? dark : light
                        return UIColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: 1)
                    })
            #elseif canImport(AppKit)
                self.init(
                    nsColor: NSColor(name: nil) { appearance in
                        let rgb = appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? dark : light
                        return NSColor(srgbRed: rgb.red, green: rgb.green, blue: rgb.blue, alpha: 1)
                    })
            #else
                self.init(light)
            #endif
        }
    }

    extension Image {
        /// A custom icon from JPEG or PNG bytes; nil when the platform cannot decode them.
        static func shortcutIcon(_ data: Data) -> Image? {
            #if canImport(UIKit) && !os(watchOS)
                return UIImage(data: data).map { Image(uiImage: $0) }
            #elseif canImport(AppKit)
                return NSImage(data: data).map { Image(nsImage: $0) }
            #else
                return nil
            #endif
        }
    }
#endif
