import SceneTerminal

TerminalApp.run(root: TodayBuilder.viewController())
