/// How a task reads as a row of Today: a box, ticked when it is finished, and its
/// name. The list field holds the tasks themselves (so choosing a row can send the
/// task's id); the screen shows each row through `String(describing:)`.
extension TaskItem: CustomStringConvertible {
    var description: String {
        (isFinished ? "[x] " : "[ ] ") + name
    }
}
