// RxRelay's relays are SceneRx's: only re-exports it.
@_exported import SceneRx
