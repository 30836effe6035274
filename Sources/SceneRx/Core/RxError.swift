/// Errors the library itself produces, as RxSwift's `RxError`.
// @unchecked Sendable: `Error` implies Sendable, but `disposed(object:)` carries the disposed
// object, as in RxSwift; it is only there to be described, never mutated through the error.
public enum RxError: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
    /// An unknown error.
    case unknown
    /// An operation on a disposed object (a subject's `value()`, subscribing to a disposed subject).
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument out of range (a negative `take` count, for instance).
    case argumentOutOfRange
    /// A sequence that had to contain an element had none.
    case noElements
    /// A sequence that had to contain one element had more.
    case moreThanOneElement
    /// A timeout fired.
    case timeout

    /// A description for debugging.
    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }
}
