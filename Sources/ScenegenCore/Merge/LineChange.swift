/// One hunk of a line diff between two files: `count1` lines of the first file
/// from `start1` became `count2` lines of the second from `start2`.
struct LineChange: Equatable {
    var start1: Int
    var start2: Int
    var count1: Int
    var count2: Int
}
