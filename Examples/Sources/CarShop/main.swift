import SceneTerminal

TerminalApp.run(root: CarListBuilder.viewController(dependencies: .live()))
