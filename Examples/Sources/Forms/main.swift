import SceneTerminal

// `Forms` shows the search, `Forms sign-in` the sign-in form.
let dependencies = AppDependencies()
if CommandLine.arguments.dropFirst().first == "sign-in" {
    TerminalApp.run(root: SignInBuilder.viewController(dependencies: dependencies))
} else {
    TerminalApp.run(root: SearchBuilder.viewController(dependencies: dependencies))
}
