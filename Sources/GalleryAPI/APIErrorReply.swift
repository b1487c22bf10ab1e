/// The body of every refused API request (`#/components/schemas/Error`): the reason in words and
/// the HTTP status again.
package struct APIErrorReply: OpenAPISchemaNamed, Equatable {
    package static let openAPISchema = "Error"
    package var error: String
    package var status: Int

    package init(error: String, status: Int) {
        self.error = error
        self.status = status
    }
}
