import Crypto
import Foundation
import PropertyList
import TextEscaping

extension RuntimeRegistry {
    /// Encoding: URL, Base64, URL Encode, Generate Hash, Get Component of URL.
    mutating func registerEncodingActions() {
        native("is.workflow.actions.url") { call in
            let value = try call.value("WFURLActionURL") ?? .nothing
            return call.coercion.mapItems(value) {
                .url(call.coercion.text($0).trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        native("is.workflow.actions.base64encode") { call in
            let input = try call.input("WFInput")
            let mode = try call.option("WFEncodeMode", default: "Encode")
            if mode == "Decode" {
                let text = call.coercion.text(input).filter { !$0.isWhitespace }
                let padded = text + String(repeating: "=", count: (4 - text.count % 4) % 4)
                guard let data = Data(base64Encoded: padded) else {
                    throw ActionFailure.failed("the input is not Base64")
                }
                if let decoded = String(data: data, encoding: .utf8) { return .text(decoded) }
                return .file(RuntimeFile(name: "Decoded", type: "data", data: data))
            }
            let data: Data
            if case .file(let file) = input { data = file.data } else { data = Data(call.coercion.text(input).utf8) }
            let lineMode = try call.option("WFBase64LineBreakMode", default: "Every 76 Characters")
            let options: Data.Base64EncodingOptions =
                switch lineMode {
                case "Every 64 Characters": [.lineLength64Characters]
                case "Every 76 Characters": [.lineLength76Characters]
                default: []
                }
            return .text(data.base64EncodedString(options: options))
        }
        native("is.workflow.actions.urlencode") { call in
            let input = try call.input("WFInput")
            let mode = try call.option("WFEncodeMode", default: "Encode")
            return call.coercion.mapItems(input) { item in
                let text = call.coercion.text(item)
                if mode == "Decode" {
                    return .text(text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? text)
                }
                return .text(PercentEncoding.encode(text))
            }
        }
        native("is.workflow.actions.hash") { call in
            let input = try call.input("WFInput")
            let data: Data
            if case .file(let file) = input { data = file.data } else { data = Data(call.coercion.text(input).utf8) }
            let digest: [UInt8]
            switch try call.option("WFHashType", default: "MD5") {
            case "MD5": digest = Array(Insecure.MD5.hash(data: data))
            case "SHA1": digest = Array(Insecure.SHA1.hash(data: data))
            case "SHA256": digest = Array(SHA256.hash(data: data))
            case "SHA512": digest = Array(SHA512.hash(data: data))
            case let other: throw ActionFailure.parameter("WFHashType", "unknown hash “\(other)”")
            }
            return .text(digest.hexString)
        }
        native("is.workflow.actions.geturlcomponent") { call in
            let input = try call.input("WFURL", "WFInput")
            let component = try call.option("WFURLComponent", default: "Scheme")
            return call.coercion.mapItems(input) { item in
                guard let parts = URLComponents(string: call.coercion.text(item).trimmingCharacters(in: .whitespaces))
                else {
                    return .nothing
                }
                let value: String?
                switch component {
                case "Scheme": value = parts.scheme
                case "User": value = parts.user
                case "Password": value = parts.password
                case "Host": value = parts.host
                case "Port": return parts.port.map { .number(Double($0)) } ?? .nothing
                case "Path": value = parts.path
                case "Query": value = parts.query
                case "Fragment": value = parts.fragment
                default: value = nil
                }
                return value.map(RuntimeValue.text) ?? .nothing
            }
        }
    }
}
