import Foundation
import ImageCodecs
import ShortcutAuthoring
import ShortcutModel
import Testing

@testable import ShortcutRuntime

/// Flip, Crop, Resize, Combine and Convert Image on PNG images (the PNG codec itself, hostile input
/// included, is tested in ImageCodecsTests). Expectations: the Shortcuts User Guide's descriptions of the actions (mirror
/// horizontally or vertically; crop to a width and height at a position; scale to a size, a
/// percentage or a longest edge, a missing side keeping the aspect ratio; images side by side
/// with spacing; a new format), the catalog's parameter values (`WFImageFlipDirection`,
/// `WFImageCropPosition`, `WFImageCombineMode`, `WFImageFormat`).
@Suite struct ImageActionTests {
    /// A 3 × 2 image whose pixel (x, y) is (x, y, 7, 255).
    static let image: RGBAImage = {
        var pixels: [UInt8] = []
        for y in 0..<2 { for x in 0..<3 { pixels += [UInt8(x), UInt8(y), 7, 255] } }
        return RGBAImage(width: 3, height: 2, pixels: pixels)
    }()

    static func file(_ image: RGBAImage, _ name: String = "photo.png") -> RuntimeValue {
        .file(RuntimeFile(name: name, type: "png", data: Data(PNGCodec.encode(image))))
    }

    /// The image in a PNG file output.
    func decoded(_ value: RuntimeValue) throws -> RGBAImage {
        guard case .file(let file) = value else {
            Issue.record("not a file: \(value)")
            return RGBAImage(width: 0, height: 0)
        }
        return try PNGCodec.decode([UInt8](file.data), maximumPixels: 1 << 20)
    }

    /// (x, y) of each pixel, row by row, read back from its first two channels.
    func coordinates(_ image: RGBAImage) -> [[Int]] {
        (0..<image.height).map { y in
            (0..<image.width).map { x in Int(image.pixel(x, y).first!) * 10 + Int(image.pixel(x, y).dropFirst().first!)
            }
        }
    }

    @Test func detailsOfImagesFromTheImageOrTheDevice() async throws {
        let width = try await output(input: Self.file(Self.image)) { s in
            s.add(act("properties.images", ["WFContentItemPropertyName": "Width"]))
        }
        #expect(width == .number(3))
        let height = try await output(input: .list([Self.file(Self.image), Self.file(Self.image)])) { s in
            s.add(act("properties.images", ["WFContentItemPropertyName": "Height"]))
        }
        #expect(height == .list([.number(2), .number(2)]))
        let name = try await output(input: Self.file(Self.image)) { s in
            s.add(act("properties.images", ["WFContentItemPropertyName": "Name"]))
        }
        #expect(name == .text("photo"))
        // The photo library's details need the device: a stub gives them.
        let album = try await failure(input: Self.file(Self.image)) { s in
            s.add(act("properties.images", ["WFContentItemPropertyName": "Album"]))
        }
        #expect(album?.reason == .needsStub)
        let stubbed = try await run(
            input: Self.file(Self.image), stubs: ["is.workflow.actions.properties.images": .text("Holidays")]
        ) { s in s.add(act("properties.images", ["WFContentItemPropertyName": "Album"])) }
        #expect(stubbed.output == .text("Holidays"))
    }

    @Test func flipsMirrorTheImage() async throws {
        let horizontal = try await output(input: Self.file(Self.image)) { s in s.add(act("image.flip")) }
        #expect(coordinates(try decoded(horizontal)) == [[20, 10, 0], [21, 11, 1]])
        let vertical = try await output(input: Self.file(Self.image)) { s in
            s.add(act("image.flip", ["WFImageFlipDirection": "Vertical"]))
        }
        #expect(coordinates(try decoded(vertical)) == [[1, 11, 21], [0, 10, 20]])
        guard case .file(let file) = vertical else { return }
        #expect(file.name == "photo.png")
    }

    /// Clockwise: the action's definition ("turns an image clockwise by a number of degrees").
    @Test func rotatesClockwiseByQuarterTurns() async throws {
        func rotate(_ degrees: Value) async throws -> [[Int]] {
            let result = try await output(input: Self.file(Self.image)) { s in
                s.add(act("image.rotate", ["WFImageRotateAmount": degrees]))
            }
            return coordinates(try decoded(result))
        }
        // 3 × 2 → 2 × 3: the left column (0, 1 from the top) becomes the top row, read right to left.
        #expect(try await rotate(90) == [[1, 0], [11, 10], [21, 20]])
        #expect(try await rotate(180) == [[21, 11, 1], [20, 10, 0]])
        #expect(try await rotate(-90) == [[20, 21], [10, 11], [0, 1]])
        #expect(try await rotate(450) == [[1, 0], [11, 10], [21, 20]])
        let error = try await failure(input: Self.file(Self.image)) { s in
            s.add(act("image.rotate", ["WFImageRotateAmount": 45]))
        }
        #expect(
            error?.reason
                == .invalidParameter(
                    key: "WFImageRotateAmount", message: "the runtime turns images by multiples of 90°, not 45.0°"))
    }

    @Test func cropsAtTheNamedPositions() async throws {
        func crop(_ position: String, _ width: Int, _ height: Int) async throws -> [[Int]] {
            let result = try await output(input: Self.file(Self.image)) { s in
                s.add(
                    act(
                        "image.crop",
                        [
                            "WFImageCropPosition": Value(.string(position)),
                            "WFImageCropWidth": Value(integerLiteral: width),
                            "WFImageCropHeight": Value(integerLiteral: height),
                        ]))
            }
            return coordinates(try decoded(result))
        }
        #expect(try await crop("Top Left", 2, 1) == [[0, 10]])
        #expect(try await crop("Bottom Right", 2, 1) == [[11, 21]])
        #expect(try await crop("Center", 1, 2) == [[10], [11]])
        #expect(try await crop("Top Right", 5, 5) == [[0, 10, 20], [1, 11, 21]])  // clipped to the image
        let custom = try await failure(input: Self.file(Self.image)) { s in
            s.add(act("image.crop", ["WFImageCropPosition": "Custom"]))
        }
        #expect(custom?.message.contains("custom crop origin is not confirmed") == true)
    }

    @Test func resizeBySizeAspectPercentageAndLongestEdge() async throws {
        let big = RGBAImage(width: 40, height: 20, pixels: [UInt8](repeating: 200, count: 40 * 20 * 4))
        func size(_ parameters: KeyValuePairs<String, Value>) async throws -> [Int] {
            let result = try await output(input: Self.file(big)) { s in s.add(act("image.resize", parameters)) }
            let image = try decoded(result)
            #expect(image.pixels.allSatisfy { $0 == 200 })  // averaging a flat image keeps it flat
            return [image.width, image.height]
        }
        #expect(try await size(["WFImageResizeWidth": 10, "WFImageResizeHeight": 10]) == [10, 10])
        #expect(try await size(["WFImageResizeWidth": 10]) == [10, 5])
        #expect(try await size(["WFImageResizeHeight": 4]) == [8, 4])
        #expect(try await size(["WFImageResizeKey": "Percentage", "WFImageResizePercentage": 50]) == [20, 10])
        #expect(try await size(["WFImageResizeKey": "Longest Edge", "WFImageResizeLength": 80]) == [80, 40])
        let huge = try await failure(input: Self.file(big)) { s in
            s.add(act("image.resize", ["WFImageResizeWidth": 100_000, "WFImageResizeHeight": 100_000]))
        }
        #expect(
            huge?.reason
                == .invalidParameter(key: "WFImageResizeWidth", message: "a size of 100000.0 × 100000.0 pixels"))
    }

    /// “Overlay [Image] on [Input]” (the action's editor title), at a named position, scaled to
    /// the size given, with the opacity given in percent (default 100); with the image editor
    /// (the default) the device places it.
    @Test func overlaysAnImageAtAPositionWithOpacity() async throws {
        let white = RGBAImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64))
        let halfPink = try await overlayRed(
            on: white,
            [
                "WFShouldShowImageEditor": false, "WFImagePosition": "Bottom Right", "WFImageWidth": 2,
                "WFImageHeight": 2, "WFOverlayImageOpacity": 50,
            ])
        #expect(Array(halfPink.pixel(0, 0)) == [255, 255, 255, 255])
        #expect(Array(halfPink.pixel(1, 1)) == [255, 255, 255, 255])
        #expect(Array(halfPink.pixel(2, 2)) == [255, 128, 128, 255])
        #expect(Array(halfPink.pixel(3, 3)) == [255, 128, 128, 255])
        let centred = try await overlayRed(on: white, ["WFShouldShowImageEditor": false])
        #expect(Array(centred.pixel(1, 1)) == [255, 0, 0, 255])  // (4 − 1) / 2 = 1
        #expect(Array(centred.pixel(2, 2)) == [255, 255, 255, 255])
        let editor = try await failure(input: Self.file(white)) { s in s.add(act("overlayimageonimage")) }
        #expect(editor?.reason == .needsStub)
    }

    /// Runs Overlay Image with a 1 × 1 red PNG (decoded from Base64) over `base`, the Shortcut Input.
    func overlayRed(on base: RGBAImage, _ parameters: [String: Value]) async throws -> RGBAImage {
        let red = Data(PNGCodec.encode(RGBAImage(width: 1, height: 1, pixels: [255, 0, 0, 255])))
        let result = try await output(input: Self.file(base)) { s in
            s.add(act("gettext", ["WFTextActionText": Value(stringLiteral: red.base64EncodedString())]))
            let overlay = s.add(act("base64encode", ["WFEncodeMode": "Decode"]))
            var action = act(
                "overlayimageonimage", ["WFImage": Value(overlay), "WFInput": Value(Variable.shortcutInput)])
            for (key, value) in parameters { action.parameters[key] = value.parameterValue }
            s.add(action)
        }
        return try decoded(result)
    }

    /// Mask Image: a rounded rectangle (the default), an ellipse or a custom image's alpha
    /// (the action's definition: "rounded rectangle, ellipse or icon shape, or a custom alpha mask").
    @Test func masksCutTheShape() async throws {
        let square = RGBAImage(width: 8, height: 8, pixels: [UInt8](repeating: 255, count: 8 * 8 * 4))
        func mask(_ parameters: KeyValuePairs<String, Value>) async throws -> [UInt8] {
            let result = try await output(input: Self.file(square)) { s in s.add(act("image.mask", parameters)) }
            let image = try decoded(result)
            return (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x, y).last! } }
        }
        let ellipse = try await mask(["WFMaskType": "Ellipse"])
        #expect(ellipse[0] == 0)  // the corner is outside the circle
        #expect(ellipse[3 * 8 + 3] == 255 && ellipse[4 * 8 + 4] == 255)  // the centre is inside
        #expect(ellipse[1 * 8 + 1] > 0 && ellipse[1 * 8 + 1] < 255)  // on the curve: partly covered
        #expect(ellipse == ellipse.reversed())  // symmetric about the centre
        let rounded = try await mask(["WFMaskCornerRadius": 3])
        #expect(rounded[0] == 0 && rounded[7] == 0 && rounded[63] == 0)
        #expect(rounded[3] == 255 && rounded[3 * 8] == 255)  // straight edges stay whole
        let square0 = try await mask(["WFMaskType": "Rounded Rectangle"])
        #expect(square0.allSatisfy { $0 == 255 })  // no radius: nothing is cut
        let icon = try await failure(input: Self.file(square)) { s in s.add(act("image.mask", ["WFMaskType": "Icon"])) }
        #expect(
            icon?.reason
                == .invalidParameter(key: "WFMaskType", message: "the Icon mask is not available off the device"))
    }

    @Test func aCustomMaskUsesItsAlpha() async throws {
        let white = RGBAImage(width: 2, height: 1, pixels: [255, 255, 255, 255, 255, 255, 255, 255])
        let maskImage = RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 0, 0, 0, 0, 128])
        let encoded = Data(PNGCodec.encode(maskImage)).base64EncodedString()
        let result = try await output(input: Self.file(white)) { s in
            s.add(act("gettext", ["WFTextActionText": Value(stringLiteral: encoded)]))
            let mask = s.add(act("base64encode", ["WFEncodeMode": "Decode"]))
            s.add(
                act(
                    "image.mask",
                    [
                        "WFMaskType": "Custom Image", "WFCustomMaskImage": Value(mask),
                        "WFInput": Value(Variable.shortcutInput),
                    ]))
        }
        let image = try decoded(result)
        #expect(Array(image.pixel(0, 0)) == [255, 255, 255, 0])
        #expect(Array(image.pixel(1, 0)) == [255, 255, 255, 128])
    }

    @Test func combinesSideBySideWithSpacing() async throws {
        let one = RGBAImage(width: 1, height: 1, pixels: [9, 9, 9, 255])
        let result = try await output(input: .list([Self.file(Self.image), Self.file(one)])) { s in
            s.add(act("image.combine", ["WFImageCombineSpacing": 2]))
        }
        let combined = try decoded(result)
        #expect(combined.width == 6 && combined.height == 2)
        #expect(Array(combined.pixel(5, 0)) == [9, 9, 9, 255])
        #expect(Array(combined.pixel(3, 0)) == [0, 0, 0, 0])  // the spacing is transparent
        #expect(Array(combined.pixel(5, 1)) == [0, 0, 0, 0])  // below the shorter image
        let vertical = try await output(input: .list([Self.file(Self.image), Self.file(one)])) { s in
            s.add(act("image.combine", ["WFImageCombineDirection": "Vertical"]))
        }
        #expect(try decoded(vertical).height == 3)
    }

    @Test func convertsToPNGAndBMPOnly() async throws {
        let bmp = try await output(input: Self.file(Self.image)) { s in
            s.add(act("image.convert", ["WFImageFormat": "BMP"]))
        }
        guard case .file(let file) = bmp else {
            Issue.record("no file")
            return
        }
        let bytes = [UInt8](file.data)
        #expect(file.name == "photo.bmp")
        #expect(Array(bytes.prefix(2)) == [0x42, 0x4D])
        #expect(bytes.count == 54 + 3 * 2 * 4)
        #expect(Array(bytes[54..<58]) == [7, 1, 0, 255])  // bottom row first, BGRA
        let jpeg = try await failure(input: Self.file(Self.image)) { s in s.add(act("image.convert")) }
        #expect(
            jpeg?.reason
                == .invalidParameter(key: "WFImageFormat", message: "the runtime writes PNG and BMP images, not JPEG"))
    }

    // MARK: PNGs other tools wrote

    @Test func otherFormatsFailNamingTheFile() async throws {
        let jpeg = RuntimeFile(name: "photo.jpg", type: "jpg", data: Data([0xFF, 0xD8, 0xFF, 0xE0]))
        let error = try await failure(input: .file(jpeg)) { s in s.add(act("image.flip")) }
        #expect(error?.message == "“photo.jpg” is not a PNG image (the runtime reads PNG only)")
    }
}

/// Filter Images on the images given to it. Expectations: the catalog's filter templates
/// (`Property`, `Operator` codes of shortcut-format.md §6.4: 2 is greater than), the sort and
/// limit parameters shared with Filter Files.
@Suite struct FilterImagesTests {
    static func png(_ name: String, width: Int, height: Int) -> RuntimeValue {
        let image = RGBAImage(width: width, height: height)
        return .file(RuntimeFile(name: name, type: "png", data: Data(PNGCodec.encode(image))))
    }

    @Test func keepsTheWideImagesSortedByHeight() async throws {
        let images: [RuntimeValue] = [
            Self.png("a.png", width: 10, height: 5), Self.png("b.png", width: 2, height: 9),
            Self.png("c.png", width: 30, height: 1),
        ]
        let wide = PredicateTemplate(fields: [
            "Property": .string("Width"), "Operator": Value(integerLiteral: 2).parameterValue,
            "Number": Value(integerLiteral: 5).parameterValue,
        ])
        let result = try await output(input: .list(images)) { s in
            var action = act(
                "filter.images", ["WFContentItemSortProperty": "Height", "WFContentItemSortOrder": "Smallest First"])
            action.parameters["WFContentItemFilter"] = .predicateTable(PredicateTable(prefix: 1, templates: [wide]))
            s.add(action)
        }
        #expect(result == .list([images[2], images[0]]))
    }

    @Test func photoLibraryPropertiesFailNamingTheProperty() async throws {
        let favourite = PredicateTemplate(fields: [
            "Property": .string("Is Favorite"), "Operator": Value(integerLiteral: 4).parameterValue,
        ])
        let error = try await failure(input: Self.png("a.png", width: 1, height: 1)) { s in
            var action = act("filter.images")
            action.parameters["WFContentItemFilter"] = .predicateTable(
                PredicateTable(prefix: 1, templates: [favourite]))
            s.add(action)
        }
        #expect(error?.message.contains("Is Favorite") == true)
    }
}
