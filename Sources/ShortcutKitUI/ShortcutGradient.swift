#if canImport(SwiftUI)
    import ShortcutPresentation
    import SwiftUI

    /// The 15 Shortcuts icon gradients, top to bottom, adapting to light and dark appearance.
    ///
    /// Not actor-isolated, as in SwiftShortcuts: a gradient is a value that any code may make.
    public enum ShortcutGradient {
        /// The red palette gradient.
        public static var red: LinearGradient { gradient(.red) }
        /// The dark orange palette gradient.
        public static var darkOrange: LinearGradient { gradient(.darkOrange) }
        /// The orange palette gradient.
        public static var orange: LinearGradient { gradient(.orange) }
        /// The yellow palette gradient.
        public static var yellow: LinearGradient { gradient(.yellow) }
        /// The green palette gradient.
        public static var green: LinearGradient { gradient(.green) }
        /// The teal palette gradient.
        public static var teal: LinearGradient { gradient(.teal) }
        /// The light blue palette gradient.
        public static var lightBlue: LinearGradient { gradient(.lightBlue) }
        /// The blue palette gradient.
        public static var blue: LinearGradient { gradient(.blue) }
        /// The dark blue palette gradient.
        public static var darkBlue: LinearGradient { gradient(.darkBlue) }
        /// The purple palette gradient.
        public static var purple: LinearGradient { gradient(.purple) }
        /// The light purple palette gradient.
        public static var lightPurple: LinearGradient { gradient(.lightPurple) }
        /// The pink palette gradient.
        public static var pink: LinearGradient { gradient(.pink) }
        /// The gray palette gradient.
        public static var gray: LinearGradient { gradient(.gray) }
        /// The green gray palette gradient.
        public static var greenGray: LinearGradient { gradient(.greenGray) }
        /// The brown palette gradient.
        public static var brown: LinearGradient { gradient(.brown) }

        /// The gradient of a palette colour.
        public static func gradient(_ palette: ShortcutPalette) -> LinearGradient {
            guard let resources = UIResources.shared else { return gradient(fallbackGray) }
            return gradient(palette.gradient(in: resources.palette))
        }

        /// The gradient of a presentation model.
        public static func gradient(_ stops: TileGradient) -> LinearGradient {
            LinearGradient(
                colors: [
                    Color(light: stops.lightTop, dark: stops.darkTop),
                    Color(light: stops.lightBottom, dark: stops.darkBottom),
                ],
                startPoint: .top, endPoint: .bottom)
        }

        /// Used only if the package's palette resource is missing.
        private static let fallbackGray = TileGradient(
            lightTop: RGBColor(red: 0.59, green: 0.63, blue: 0.66),
            lightBottom: RGBColor(red: 0.52, green: 0.55, blue: 0.59),
            darkTop: RGBColor(red: 0.47, green: 0.51, blue: 0.54),
            darkBottom: RGBColor(red: 0.42, green: 0.44, blue: 0.47))
    }
#endif
