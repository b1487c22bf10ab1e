// ShortcutKit: one import for the whole toolkit.
@_exported import PropertyList
@_exported import ShortcutModel
@_exported import ShortcutSemantics
@_exported import ShortcutSigning
