/// SceneRx: a small reactive core with the RxSwift 6 API that generated ViewModels use.
