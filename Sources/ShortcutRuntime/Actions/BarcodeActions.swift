import Foundation
import ImageCodecs

extension RuntimeRegistry {
    /// Generate QR Code: the runtime's own QR encoder (``QRCode``) writing a PNG.
    mutating func registerBarcodeActions() {
        native("is.workflow.actions.generatebarcode") { call in
            // Each text's UTF-8 bytes in byte mode, at the level the action offers (Medium by
            // default), in the smallest version that holds them; the mask by the penalty rules.
            let name = try call.option("WFQRErrorCorrectionLevel", default: "Medium")
            guard let index = ["Low", "Medium", "Quartile", "High"].firstIndex(of: name),
                let level = QRCode.Level(rawValue: index)
            else { throw ActionFailure.parameter("WFQRErrorCorrectionLevel", "unknown level “\(name)”") }
            // Colours other than black on white and rounded modules are drawn by the device.
            for key in ["WFQRForegroundColor", "WFQRBackgroundColor"] where call.parameter(key) != nil {
                throw ActionFailure.parameter(key, "custom QR code colours are not drawn off the device")
            }
            if try call.bool("WFQRRounded", default: false) {
                throw ActionFailure.parameter("WFQRRounded", "rounded QR code modules are not drawn off the device")
            }
            return try call.coercion.mapItems(try call.input("WFText")) { item in
                let bytes = Array(call.coercion.text(item).utf8)
                guard !bytes.isEmpty else { throw ActionFailure.failed("there is no text to make a QR code of") }
                let symbol: QRCode
                do {
                    symbol = try QRCode.encode(bytes, level: level)
                } catch let failure as QRCode.Failure {
                    throw ActionFailure.failed(failure.description)
                }
                let image = symbol.image(scale: QRCode.pixelsPerModule)
                return .file(RuntimeFile(name: "QR Code.png", type: "png", data: Data(PNGCodec.encode(image))))
            }
        }
    }
}
