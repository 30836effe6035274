// RxCocoa's traits (Driver, Signal) and relays are this package's SceneRx,
// which mirrors them (docs/runtime.md); the UIKit extensions are in this folder.
@_exported import SceneRx
@_exported import UIKit
