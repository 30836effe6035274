/// SceneRxTest: virtual-time TestScheduler and recorders, like RxTest.
