// `import ShortcutAuthoring` is enough to write a shortcut: the model comes with it.
@_exported import PropertyList
@_exported import ShortcutModel
