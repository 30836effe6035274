/// SceneTerminal: TerminalViewController, Navigator and the app loop: the "UIKit" of the terminal flavor.
