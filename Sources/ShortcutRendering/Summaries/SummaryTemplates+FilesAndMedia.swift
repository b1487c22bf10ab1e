import ShortcutModel

extension SummaryTemplates {
    /// Files, media, contacts and content-item filters.
    static let filesAndMedia: [String: Template] = [
        "documentpicker.open": { b in
            if b.bool("WFShowFilePicker") == false {
                b.param("WFGetFilePath", quoted: true)
            } else {
                b.option("file picker", "from ")
            }
        },
        "documentpicker.save": { b in
            b.param("WFInput")
            if b.bool("WFAskWhereToSave") == false { b.param("WFFileDestinationPath", " to ", quoted: true) }
            if b.bool("WFSaveFileOverwrite") == true { b.option("overwrite") }
        },
        "file.createfolder": { $0.param("WFFilePath", quoted: true) },
        "file.append": { b in
            b.param("WFInput")
            b.param("WFFilePath", " to ", quoted: true)
        },
        "file.delete": { $0.param("WFInput") },
        "image.resize": { b in
            b.param("WFImage")
            b.param("WFImageResizeWidth", " to ")
            b.param("WFImageResizeHeight", " × ")
        },
        "health.quantity.log": { b in
            b.param("WFQuantitySampleType")
            b.param("WFQuantitySampleQuantity", " · ")
        },
    ]
}
