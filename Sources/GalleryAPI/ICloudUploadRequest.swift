/// The body of `POST /api/shortcuts/icloud` (`#/components/schemas/ICloudRequest`): an iCloud
/// share link (or its 32-hex id) and, for an anonymous upload, the uploader's label.
package struct ICloudUploadRequest: OpenAPISchemaNamed, Equatable {
    package static let openAPISchema = "ICloudRequest"
    package var link: String
    package var uploader: String?

    package init(link: String, uploader: String? = nil) {
        self.link = link
        self.uploader = uploader
    }
}
