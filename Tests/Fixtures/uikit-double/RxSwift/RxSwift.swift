// RxSwift's API, as this package's SceneRx mirrors it (docs/runtime.md): only re-exports it.
@_exported import SceneRx
