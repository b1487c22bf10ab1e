import Foundation
import ImageCodecs
import ShortcutAuthoring
import ShortcutModel
import Testing

@testable import ShortcutRuntime

/// Get Frames from Image on animated GIFs. Expectations: the action's definition ("splits an
/// animated GIF into individual frames"; the input is `com.compuserve.gif`); the GIF codec itself
/// is tested in ImageCodecsTests.
@Suite struct GIFFrameTests {
    @Test func theActionGivesEachFrameAsAPNG() async throws {
        let frames = [
            RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]),
            RGBAImage(width: 2, height: 1, pixels: [0, 255, 0, 255, 0, 0, 0, 0]),
        ]
        let data = try GIFEncoder.encode(frames, delay: 20, loops: 0)
        let gif = RuntimeFile(name: "dance.gif", type: "gif", data: Data(data))
        let result = try await output(input: .file(gif)) { s in s.add(act("getframesfromimage")) }
        guard case .list(let items) = result, items.count == 2, case .file(let first) = items[0],
            case .file(let second) = items[1]
        else {
            Issue.record("not two frames: \(result)")
            return
        }
        #expect(first.name == "dance 1.png")
        #expect(try PNGCodec.decode([UInt8](first.data), maximumPixels: 100) == frames[0])
        #expect(try PNGCodec.decode([UInt8](second.data), maximumPixels: 100) == frames[1])
        let png = RuntimeValue.file(
            RuntimeFile(name: "still.png", type: "png", data: Data(PNGCodec.encode(RGBAImage(width: 1, height: 1)))))
        #expect(try await output(input: png) { s in s.add(act("getframesfromimage")) } == .list([png]))
    }
}

/// Make GIF and Add Frame to GIF, read back with the GIF reader. Expectations: the actions'
/// parameters (seconds per photo, default 0.2; loop forever, default on, or a loop count; auto
/// size, default on, or a width and height) and the GIF89a specification (delays in hundredths
/// of a second, the NETSCAPE2.0 loop block).
@Suite struct MakeGIFTests {
    static func png(_ image: RGBAImage) -> RuntimeValue {
        .file(RuntimeFile(name: "frame.png", type: "png", data: Data(PNGCodec.encode(image))))
    }

    static let frames = [
        RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]),
        RGBAImage(width: 2, height: 1, pixels: [0, 255, 0, 255, 0, 0, 0, 0]),  // the second pixel is transparent
    ]

    func bytes(_ value: RuntimeValue) -> [UInt8] {
        guard case .file(let file) = value else { return [] }
        return [UInt8](file.data)
    }

    @Test func framesRoundTripWithDelayAndLoop() async throws {
        let gif = try await output(input: .list(Self.frames.map(Self.png))) { s in
            s.add(act("makegif", ["WFMakeGIFActionDelayTime": 0.5]))
        }
        let data = bytes(gif)
        #expect(try GIFDecoder.frames(data, maximumBytes: 1 << 20) == Self.frames)
        let loop = Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00]  // loop forever
        #expect(data.indices.contains { Array(data[$0...].prefix(loop.count)) == loop })
        let control: [UInt8] = [0x21, 0xF9, 0x04]
        let delays = data.indices.filter { Array(data[$0...].prefix(3)) == control }.map { Int(data[$0 + 4]) }
        #expect(delays == [50, 50])  // 0.5 s in hundredths
    }

    @Test func manualSizeScalesEveryFrame() async throws {
        let gif = try await output(input: .list(Self.frames.map(Self.png))) { s in
            s.add(
                act(
                    "makegif",
                    [
                        "WFMakeGIFActionAutoSize": false, "WFMakeGIFActionManualSizeWidth": 4,
                        "WFMakeGIFActionLoopEnabled": false, "WFMakeGIFActionLoopCount": 3,
                    ]))
        }
        let frames = try GIFDecoder.frames(bytes(gif), maximumBytes: 1 << 20)
        #expect(frames.map { [$0.width, $0.height] } == [[4, 2], [4, 2]])
        let loop = Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x03, 0x00]
        let data = bytes(gif)
        #expect(data.indices.contains { Array(data[$0...].prefix(loop.count)) == loop })
    }

    @Test func addFrameAppendsToTheGIF() async throws {
        let result = try await output(input: .list(Self.frames.map(Self.png))) { s in
            let gif = s.add(act("makegif"))
            s.add(
                act(
                    "addframetogif",
                    ["WFInputGIF": Value(gif), "WFImage": Value(Variable.shortcutInput)]))
        }
        let frames = try GIFDecoder.frames(bytes(result), maximumBytes: 1 << 20)
        // The Shortcut Input (the two frames) is a list: its first image is the frame added.
        #expect(frames == Self.frames + [Self.frames[0]])
    }

    @Test func framesOfDifferentSizesOrTooManyColoursFail() async throws {
        let small = RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 255])
        let sizes = try await failure(input: .list([Self.png(Self.frames[0]), Self.png(small)])) { s in
            s.add(act("makegif"))
        }
        #expect(sizes?.message == "the frames are not all one size")
        var pixels: [UInt8] = []
        for index in 0..<300 { pixels += [UInt8(index % 256), UInt8(index / 256), 0, 255] }
        let colourful = RGBAImage(width: 300, height: 1, pixels: pixels)
        let colours = try await failure(input: Self.png(colourful)) { s in s.add(act("makegif")) }
        #expect(colours?.message.hasPrefix("frame 1 has more than 256 colours") == true)
    }

}
