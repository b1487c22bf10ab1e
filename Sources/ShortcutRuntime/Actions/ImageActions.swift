import Archives
import Foundation
import ImageCodecs

extension RuntimeRegistry {
    /// Get Details of Images, Flip, Rotate, Crop, Resize, Combine, Overlay, Mask and Convert Image
    /// on PNG images
    /// (``PNGCodec``); other image
    /// formats (JPEG, HEIC, GIF…) fail naming the format, and so do the settings whose
    /// geometry is not confirmed (a custom crop origin, a grid of images).
    mutating func registerImageActions() {
        native("is.workflow.actions.properties.images") { call in
            // Size and file details come from the image; what the photo library knows (dates,
            // camera, album, location…) comes from the device services, like Get File's picker.
            let property = try call.option("WFContentItemPropertyName", default: "Width")
            guard ["Width", "Height", "Name", "File Extension", "File Size"].contains(property) else {
                return try await call.deviceOutput()
            }
            return try call.coercion.mapItems(try call.input("WFInput")) { item in
                switch property {
                case "Width": return .number(Double(try ImageFiles.image(of: item, call).width))
                case "Height": return .number(Double(try ImageFiles.image(of: item, call).height))
                default: return try call.property(property, of: item)
                }
            }
        }
        native("is.workflow.actions.image.flip") { call in
            let direction = try call.option("WFImageFlipDirection", default: "Horizontal")
            guard direction == "Horizontal" || direction == "Vertical" else {
                throw ActionFailure.parameter("WFImageFlipDirection", "unknown direction “\(direction)”")
            }
            return try ImageFiles.map(try call.input("WFInput"), call) { image in
                direction == "Horizontal" ? image.flippedHorizontally() : image.flippedVertically()
            }
        }
        native("is.workflow.actions.image.rotate") { call in
            // Clockwise, as the action's definition says; quarter turns are exact, other angles
            // would need resampling onto a larger canvas and fail.
            let degrees = try call.number("WFImageRotateAmount") ?? 90
            guard degrees.isFinite, degrees.truncatingRemainder(dividingBy: 90) == 0 else {
                throw ActionFailure.parameter(
                    "WFImageRotateAmount", "the runtime turns images by multiples of 90°, not \(degrees)°")
            }
            let turns = Int(degrees.truncatingRemainder(dividingBy: 360) / 90)
            return try ImageFiles.map(try call.input("WFImage", "WFInput"), call) { $0.rotated(quarterTurns: turns) }
        }
        native("is.workflow.actions.overlayimageonimage") { call in
            // “Overlay [Image] on [Input]”. With the image editor (the default) the person places
            // it on the device: the services give the result. Without it, at a named position,
            // scaled to the width and height given, with the opacity given (percent).
            if try call.bool("WFShouldShowImageEditor", default: true) {
                return try await call.deviceOutput()
            }
            let position = try call.option("WFImagePosition", default: "Center")
            let rotation = try call.number("WFRotation") ?? 0
            guard rotation == 0 else {
                throw ActionFailure.parameter("WFRotation", "a rotated overlay is not confirmed off the device")
            }
            let opacity = (try call.number("WFOverlayImageOpacity") ?? 100) / 100
            guard opacity.isFinite else { throw ActionFailure.parameter("WFOverlayImageOpacity", "not a number") }
            let overlayValue = try call.value("WFImage") ?? .nothing
            var overlay = try ImageFiles.image(of: overlayValue.items.first ?? .nothing, call)
            let width = try call.number("WFImageWidth")
            let height = try call.number("WFImageHeight")
            let aspect = Double(overlay.width) / Double(overlay.height)
            let size: (Double, Double)? =
                switch (width, height) {
                case (let w?, let h?): (w, h)
                case (let w?, nil): (w, w / aspect)
                case (nil, let h?): (h * aspect, h)
                case (nil, nil): nil
                }
            if let size {
                let target = (Int(size.0.rounded()), Int(size.1.rounded()))
                let maximum = call.limits.maximumTextBytes / 4
                guard size.0.isFinite, size.1.isFinite, target.0 >= 1, target.1 >= 1, target.0 <= maximum / target.1
                else { throw ActionFailure.parameter("WFImageWidth", "a size of \(size.0) × \(size.1) pixels") }
                overlay = overlay.resized(width: target.0, height: target.1)
            }
            return try ImageFiles.map(try call.input("WFInput"), call) { image in
                let (x, y): (Int, Int)
                switch position {
                case "Center": (x, y) = ((image.width - overlay.width) / 2, (image.height - overlay.height) / 2)
                case "Top Left": (x, y) = (0, 0)
                case "Top Right": (x, y) = (image.width - overlay.width, 0)
                case "Bottom Left": (x, y) = (0, image.height - overlay.height)
                case "Bottom Right": (x, y) = (image.width - overlay.width, image.height - overlay.height)
                case "Custom":
                    throw ActionFailure.parameter(
                        "WFImagePosition", "a custom overlay origin is not confirmed off the device")
                default: throw ActionFailure.parameter("WFImagePosition", "unknown position “\(position)”")
                }
                return image.overlaid(with: overlay, x: x, y: y, opacity: opacity)
            }
        }
        native("is.workflow.actions.image.mask") { call in
            // Cut to a rounded rectangle (the default type), an ellipse, or a custom image's
            // alpha; edge pixels keep the share of the pixel inside the shape. The icon shape's
            // curve is the system's and fails here.
            let type = try call.option("WFMaskType", default: "Rounded Rectangle")
            let radius = max(0, try call.number("WFMaskCornerRadius") ?? 0)
            guard radius.isFinite else { throw ActionFailure.parameter("WFMaskCornerRadius", "not a number") }
            var mask: RGBAImage?
            switch type {
            case "Rounded Rectangle", "Ellipse": break
            case "Custom Image":
                mask = try ImageFiles.image(
                    of: (try call.value("WFCustomMaskImage") ?? .nothing).items.first ?? .nothing, call)
            default:
                throw ActionFailure.parameter("WFMaskType", "the \(type) mask is not available off the device")
            }
            return try ImageFiles.map(try call.input("WFInput"), call) { image in
                let (width, height) = (Double(image.width), Double(image.height))
                switch type {
                case "Ellipse":
                    return image.masked { x, y in
                        let (dx, dy) = ((x - width / 2) / (width / 2), (y - height / 2) / (height / 2))
                        return dx * dx + dy * dy <= 1
                    }
                case "Custom Image":
                    // The mask's alpha, scaled to the image.
                    let alpha = mask!.resized(width: image.width, height: image.height)
                    var out = image
                    for index in stride(from: 3, to: out.pixels.count, by: 4) {
                        out.pixels[index] = UInt8(
                            (Double(image.pixels[index]) * Double(alpha.pixels[index]) / 255).rounded())
                    }
                    return out
                default:
                    let r = min(radius, width / 2, height / 2)
                    return image.masked { x, y in
                        // Distance past the inner rectangle the corners' circles are centred on.
                        let dx = max(0, max(r - x, x - (width - r)))
                        let dy = max(0, max(r - y, y - (height - r)))
                        return dx * dx + dy * dy <= r * r
                    }
                }
            }
        }
        native("is.workflow.actions.getframesfromimage") { call in
            // Each frame of an animated GIF as shown on screen (a PNG image each); a PNG is one frame.
            let input = try call.input("WFImage", "WFInput")
            guard case .file(let file) = input.items.first ?? .nothing else {
                throw ActionFailure.failed("the input (\(input.typeName)) is not an image")
            }
            let bytes = [UInt8](file.data)
            guard GIFDecoder.isGIF(bytes) else { return .list([.file(file)]) }
            let frames: [RGBAImage]
            do {
                frames = try GIFDecoder.frames(bytes, maximumBytes: call.limits.maximumTextBytes)
            } catch let error as CodecError {
                throw ActionFailure.failed("“\(file.name)”: \(error)")
            }
            let base = (file.name as NSString).deletingPathExtension
            return .list(
                frames.enumerated().map { index, frame in
                    .file(
                        RuntimeFile(name: "\(base) \(index + 1).png", type: "png", data: Data(PNGCodec.encode(frame))))
                })
        }
        native("is.workflow.actions.makegif") { call in
            // The input images as frames, each shown for the seconds given, looping forever or the
            // number of times given; auto size needs frames of one size, else each is scaled to
            // the width and height given.
            let images = try call.input("WFInput").items.map { try ImageFiles.frames(of: $0, call) }.flatMap { $0 }
            let delay = try call.number("WFMakeGIFActionDelayTime") ?? 0.2
            let loops =
                try call.bool("WFMakeGIFActionLoopEnabled", default: true)
                ? 0 : RuntimeCoercion.integer(try call.number("WFMakeGIFActionLoopCount") ?? 1)
            let size: (Double?, Double?)? =
                try call.bool("WFMakeGIFActionAutoSize", default: true)
                ? nil
                : (
                    try call.number("WFMakeGIFActionManualSizeWidth"),
                    try call.number("WFMakeGIFActionManualSizeHeight")
                )
            return try ImageFiles.gif(
                images, delay: delay, loops: loops, size: size, key: "WFMakeGIFActionDelayTime", call)
        }
        native("is.workflow.actions.addframetogif") { call in
            // The GIF's frames and then the image, the new frame shown for the seconds given.
            let gifValue = try call.value("WFInputGIF") ?? .nothing
            var frames = try gifValue.items.map { try ImageFiles.frames(of: $0, call) }.flatMap { $0 }
            let image = try ImageFiles.image(of: (try call.input("WFImage", "WFInput")).items.first ?? .nothing, call)
            frames.append(image)
            let delay = try call.number("WFGIFDelayTime") ?? 0.25
            let size: (Double?, Double?)? =
                try call.bool("WFGIFAutoSize", default: true)
                ? nil : (try call.number("WFGIFManualSizeWidth"), try call.number("WFGIFManualSizeHeight"))
            return try ImageFiles.gif(frames, delay: delay, loops: 0, size: size, key: "WFGIFDelayTime", call)
        }
        native("is.workflow.actions.image.crop") { call in
            let position = try call.option("WFImageCropPosition", default: "Center")
            let width = RuntimeCoercion.integer(try call.number("WFImageCropWidth") ?? 100)
            let height = RuntimeCoercion.integer(try call.number("WFImageCropHeight") ?? 100)
            guard width > 0, height > 0 else {
                throw ActionFailure.parameter("WFImageCropWidth", "a crop of \(width) × \(height) pixels")
            }
            return try ImageFiles.map(try call.input("WFInput"), call) { image in
                let (x, y): (Int, Int)
                switch position {
                case "Center": (x, y) = ((image.width - width) / 2, (image.height - height) / 2)
                case "Top Left": (x, y) = (0, 0)
                case "Top Right": (x, y) = (image.width - width, 0)
                case "Bottom Left": (x, y) = (0, image.height - height)
                case "Bottom Right": (x, y) = (image.width - width, image.height - height)
                case "Custom":
                    throw ActionFailure.parameter(
                        "WFImageCropPosition", "a custom crop origin is not confirmed off the device")
                default: throw ActionFailure.parameter("WFImageCropPosition", "unknown position “\(position)”")
                }
                return image.cropped(x: x, y: y, width: width, height: height)
            }
        }
        native("is.workflow.actions.image.resize") { call in
            let mode = try call.option("WFImageResizeKey", default: "Size")
            let width = try call.number("WFImageResizeWidth")
            let height = try call.number("WFImageResizeHeight")
            let percentage = try call.number("WFImageResizePercentage")
            let length = try call.number("WFImageResizeLength")
            let maximum = call.limits.maximumTextBytes / 4
            return try ImageFiles.map(try call.input("WFImage", "WFInput"), call) { image in
                let aspect = Double(image.width) / Double(image.height)
                var size: (Double, Double)
                switch mode {
                case "Percentage":
                    let factor = (percentage ?? 100) / 100
                    size = (Double(image.width) * factor, Double(image.height) * factor)
                case "Longest Edge":
                    let edge = length ?? Double(max(image.width, image.height))
                    size = image.width >= image.height ? (edge, edge / aspect) : (edge * aspect, edge)
                default:
                    // A missing width or height keeps the aspect ratio ("Auto").
                    switch (width, height) {
                    case (let w?, let h?): size = (w, h)
                    case (let w?, nil): size = (w, w / aspect)
                    case (nil, let h?): size = (h * aspect, h)
                    case (nil, nil): size = (640, 640 / aspect)
                    }
                }
                let target = (Int(size.0.rounded()), Int(size.1.rounded()))
                guard size.0.isFinite, size.1.isFinite, target.0 >= 1, target.1 >= 1,
                    target.0 <= maximum / target.1
                else {
                    throw ActionFailure.parameter("WFImageResizeWidth", "a size of \(size.0) × \(size.1) pixels")
                }
                return image.resized(width: target.0, height: target.1)
            }
        }
        native("is.workflow.actions.image.combine") { call in
            let mode = try call.option("WFImageCombineMode", default: "Side-by-Side")
            guard mode == "Side-by-Side" else {
                throw ActionFailure.parameter(
                    "WFImageCombineMode", "the \(mode) layout is not confirmed off the device")
            }
            let horizontal = try call.option("WFImageCombineDirection", default: "Horizontal") == "Horizontal"
            let spacing = max(0, min(10_000, RuntimeCoercion.integer(try call.number("WFImageCombineSpacing") ?? 0)))
            let images = try call.input("WFInput").items.map { try ImageFiles.image(of: $0, call) }
            guard !images.isEmpty else { return .nothing }
            let combined = RGBAImage.combined(images, horizontal: horizontal, spacing: spacing)
            guard combined.pixels.count <= call.limits.maximumTextBytes else {
                throw ActionFailure(.tooLarge("a combined image of \(combined.width) × \(combined.height) pixels"))
            }
            return .file(RuntimeFile(name: "Combined Image.png", type: "png", data: Data(PNGCodec.encode(combined))))
        }
        native("is.workflow.actions.detect.images") { call in
            // The image files among the input, recognised by their signature and passed on
            // unchanged; anything else (text, URLs, PDFs, rich text) gives no image.
            let images = try call.input("WFInput").items.filter { item in
                guard case .file(let file) = item else { return false }
                return ImageFiles.format(of: [UInt8](file.data.prefix(32))) != nil
            }
            return .list(images)
        }
        native("is.workflow.actions.image.convert") { call in
            let format = try call.option("WFImageFormat", default: "JPEG")
            guard ["PNG", "BMP", "Match Input"].contains(format) else {
                throw ActionFailure.parameter("WFImageFormat", "the runtime writes PNG and BMP images, not \(format)")
            }
            return try call.coercion.mapItems(try call.input("WFInput")) { item in
                let image = try ImageFiles.image(of: item, call)
                let base = (call.coercion.file(item).name as NSString).deletingPathExtension
                if format == "BMP" {
                    return .file(RuntimeFile(name: base + ".bmp", type: "bmp", data: Data(BMPWriter.encode(image))))
                }
                return .file(RuntimeFile(name: base + ".png", type: "png", data: Data(PNGCodec.encode(image))))
            }
        }
    }
}

/// Image files in and out of the image actions.
enum ImageFiles {
    /// The pixels of an image file (PNG only).
    static func image(of value: RuntimeValue, _ call: ActionCall) throws -> RGBAImage {
        guard case .file(let file) = value else {
            throw ActionFailure.failed("the input (\(value.typeName)) is not an image")
        }
        let bytes = [UInt8](file.data)
        guard PNGCodec.isPNG(bytes) else {
            throw ActionFailure.failed("“\(file.name)” is not a PNG image (the runtime reads PNG only)")
        }
        do {
            return try PNGCodec.decode(bytes, maximumPixels: call.limits.maximumTextBytes / 4)
        } catch let error as CodecError {
            throw ActionFailure.failed("“\(file.name)”: \(error)")
        }
    }

    /// The image format a file's first bytes announce (PNG, GIF, JPEG, BMP, TIFF, WebP, HEIF or
    /// AVIF), nil for anything else. Only PNG and GIF are decoded by the runtime.
    static func format(of head: [UInt8]) -> String? {
        if PNGCodec.isPNG(head) { return "png" }
        if GIFDecoder.isGIF(head) { return "gif" }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpeg" }
        // BMP: "BM", zero reserved bytes and a DIB header of one of its defined sizes (text
        // starting with "BM" is not an image).
        if head.count >= 18, head.starts(with: Array("BM".utf8)), head[6..<10].allSatisfy({ $0 == 0 }),
            [12, 40, 52, 56, 64, 108, 124].contains(Int(head[14]) | Int(head[15]) << 8 | Int(head[16]) << 16)
                && head[17] == 0
        {
            return "bmp"
        }
        if head.starts(with: [0x49, 0x49, 0x2A, 0x00]) || head.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) {
            return "tiff"
        }
        if head.count >= 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            return "webp"
        }
        if head.count >= 12, Array(head[4..<8]) == Array("ftyp".utf8) {
            let brand = String(decoding: head[8..<12], as: UTF8.self)
            if ["heic", "heix", "mif1", "msf1", "hevc"].contains(brand) { return "heic" }
            if brand == "avif" { return "avif" }
        }
        return nil
    }

    /// The pictures of an image file: a GIF's frames, or a PNG.
    static func frames(of value: RuntimeValue, _ call: ActionCall) throws -> [RGBAImage] {
        if case .file(let file) = value, GIFDecoder.isGIF([UInt8](file.data)) {
            do {
                return try GIFDecoder.frames([UInt8](file.data), maximumBytes: call.limits.maximumTextBytes)
            } catch let error as CodecError {
                throw ActionFailure.failed("“\(file.name)”: \(error)")
            }
        }
        return [try image(of: value, call)]
    }

    /// An animated GIF file of `frames`, each shown `delay` seconds, scaled to `size` when given.
    static func gif(
        _ frames: [RGBAImage], delay: Double, loops: Int, size: (Double?, Double?)?, key: String, _ call: ActionCall
    ) throws -> RuntimeValue {
        guard delay.isFinite, delay >= 0, delay <= 655 else {
            throw ActionFailure.parameter(key, "a delay of \(delay) seconds")
        }
        var frames = frames
        if let size, let first = frames.first {
            let aspect = Double(first.width) / Double(first.height)
            let (width, height): (Double, Double) =
                switch size {
                case (let w?, let h?): (w, h)
                case (let w?, nil): (w, w / aspect)
                case (nil, let h?): (h * aspect, h)
                case (nil, nil): (Double(first.width), Double(first.height))
                }
            let target = (Int(width.rounded()), Int(height.rounded()))
            let maximum = call.limits.maximumTextBytes / 4
            guard width.isFinite, height.isFinite, target.0 >= 1, target.1 >= 1, target.0 <= maximum / target.1 else {
                throw ActionFailure.failed("a GIF of \(width) × \(height) pixels")
            }
            frames = frames.map { $0.resized(width: target.0, height: target.1) }
        }
        guard frames.count * (frames.first.map { $0.width * $0.height } ?? 0) <= call.limits.maximumTextBytes
        else { throw ActionFailure(.tooLarge("\(frames.count) frames")) }
        do {
            let bytes = try GIFEncoder.encode(frames, delay: Int((delay * 100).rounded()), loops: loops)
            return .file(RuntimeFile(name: "Animated.gif", type: "gif", data: Data(bytes)))
        } catch let failure as GIFEncoder.Failure {
            throw ActionFailure.failed(failure.description)
        }
    }

    /// Each image of `value` transformed, written back as PNG under its name.
    static func map(
        _ value: RuntimeValue, _ call: ActionCall, _ transform: (RGBAImage) throws -> RGBAImage
    ) throws -> RuntimeValue {
        try call.coercion.mapItems(value) { item in
            let result = try transform(try image(of: item, call))
            let name = (call.coercion.file(item).name as NSString).deletingPathExtension + ".png"
            return .file(RuntimeFile(name: name, type: "png", data: Data(PNGCodec.encode(result))))
        }
    }
}
