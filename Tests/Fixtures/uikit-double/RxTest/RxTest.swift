// RxTest's API is SceneRxTest's: only re-exports it.
@_exported import SceneRxTest
