/// The base class of the library's public disposables, as RxSwift's `DisposeBase`: code that
/// names it (as a parameter type, or in `is` checks) compiles here too. It holds nothing
/// (RxSwift counts resources in it only in its TRACE_RESOURCES builds).
public class DisposeBase {
    init() {}
}
