// The interpreter is written against the RxSwift API, which SceneRx mirrors by name: only this
// file says which library it runs on.
@_exported import SceneRx
@_exported import SceneRxTest
