extension PropertyListError.Reason {
    /// What went wrong in JSON text, without the location, as the JSON readers' callers word it
    /// (`unexpected end of text`, `nested deeper than 512`, the syntax message of `malformedJSON`).
    public var jsonMessage: String {
        switch self {
        case .malformedJSON(let message), .invalidValue(let message), .unrepresentable(let message): message
        case .truncated: "unexpected end of text"
        case .invalidString: "invalid UTF-8 or string escape"
        case .nestingTooDeep(let limit): "nested deeper than \(limit)"
        case .countTooLarge: "too many values"
        default: "not JSON"
        }
    }
}
