import SceneTerminal

let dependencies = AppDependencies(taskStore: InMemoryTaskStore(tasks: InMemoryTaskStore.sample))
TerminalApp.run(root: TodayBuilder.viewController(dependencies: dependencies))
