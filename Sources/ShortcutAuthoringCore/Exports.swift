// The grammar comes with the model it builds (and `ShortcutAuthoring`, the typed functions, with both).
@_exported import PropertyList
@_exported import ShortcutModel
