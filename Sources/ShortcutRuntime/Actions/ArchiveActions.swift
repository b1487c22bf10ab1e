import Archives
import Foundation

extension RuntimeRegistry {
    /// Make Archive and Extract Archive: ZIP, tar, gzip and tar.gz, read and written here
    /// (``ArchiveCodec``); the formats that need a compressor the package does not have (bzip2,
    /// xz, cpio, ISO) fail naming the format.
    mutating func registerArchiveActions() {
        native("is.workflow.actions.makezip") { call in
            let items = try call.input("WFInput").items
            var name = try call.text("WFZIPName")
            if name.isEmpty { name = "Archive" }
            let format = try call.option("WFArchiveFormat", default: ".zip")
            var entries: [ArchiveEntry] = []
            var used: Set<String> = []
            for item in items {
                let file = call.coercion.file(item)
                var path = file.name
                var counter = 2
                while used.contains(path) {
                    let ns = file.name as NSString
                    path =
                        "\(ns.deletingPathExtension) \(counter)"
                        + (ns.pathExtension.isEmpty ? "" : ".\(ns.pathExtension)")
                    counter += 1
                }
                used.insert(path)
                entries.append(ArchiveEntry(path: path, data: Array(file.data)))
            }
            // ZIP without its 64-bit extension counts entries in 16 bits and offsets in 32.
            let total = entries.reduce(0) { $0 + $1.data.count + $1.path.utf8.count + 100 }
            guard entries.count <= 65_535, total < Int(UInt32.max) else {
                throw ActionFailure(.tooLarge("an archive of \(entries.count) files and \(total) bytes"))
            }
            let bytes: [UInt8]
            switch format {
            case ".zip": bytes = ArchiveCodec.zip(entries)
            case ".tar": bytes = ArchiveCodec.tar(entries)
            case ".tar.gz": bytes = ArchiveCodec.gzip(ArchiveCodec.tar(entries))
            case ".gz":
                // gzip holds one file: the first item, named after it.
                guard let first = entries.first else { return .nothing }
                return .file(
                    RuntimeFile(name: first.path + ".gz", type: "gz", data: Data(ArchiveCodec.gzip(first.data))))
            default:
                throw ActionFailure.parameter(
                    "WFArchiveFormat", "the \(format) format needs a compressor the runtime does not have")
            }
            return .file(RuntimeFile(name: name + format, type: String(format.dropFirst()), data: Data(bytes)))
        }
        native("is.workflow.actions.unzip") { call in
            let input = try call.input("WFArchive", "WFInput")
            guard case .file(let archive) = input.items.first ?? .nothing else {
                throw ActionFailure.failed("the input (\(input.typeName)) is not an archive file")
            }
            let entries: [ArchiveEntry]
            do {
                entries = try ArchiveCodec.extract(
                    Array(archive.data), maximumBytes: call.limits.maximumTextBytes)
            } catch let error as ArchiveError {
                throw ActionFailure.failed("\(archive.name): \(error)")
            }
            return .collapsing(
                entries.map { entry in
                    // A bare gzip stream has no name inside: the archive's name without `.gz`.
                    let path = entry.path.isEmpty ? (archive.name as NSString).deletingPathExtension : entry.path
                    let name = (path as NSString).lastPathComponent
                    return .file(
                        RuntimeFile(name: name, type: (name as NSString).pathExtension, data: Data(entry.data)))
                })
        }
    }
}
