/// The Shortcuts icon palette by name, carrying the code the app stores
/// (`WFWorkflowIconStartColor`, unsigned form). Names follow the editor's colour picker.
public enum TileColor: Int64, Sendable, Hashable, CaseIterable {
    case red = 4_282_601_983
    case darkOrange = 4_251_333_119
    case orange = 4_271_458_815
    case yellow = 4_274_264_319
    case green = 4_292_093_695
    case teal = 431_817_727
    case lightBlue = 1_440_408_063
    case blue = 463_140_863
    case darkBlue = 946_986_751
    case violet = 2_071_128_575
    case purple = 3_679_049_983
    case pink = 3_980_825_855
    case darkGray = 255
    case taupe = 3_031_607_807
    case gray = 2_846_468_607
}
