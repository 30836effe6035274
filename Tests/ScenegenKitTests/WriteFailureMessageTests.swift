import ScenegenKit
import Testing

/// The one place that matches the wording of write failures: each kind's text.
@Suite("Write failure messages")
struct WriteFailureMessageTests {
    @Test(arguments: [
        (WriteFailure(.projectFolderItself, path: ""), "cannot write the project folder itself"),
        (
            WriteFailure(.linkToNothing(link: "Sources"), path: "Sources/A.swift"),
            "`Sources` is a symbolic link to nothing; remove it or point it inside the project"
        ),
        (
            WriteFailure(.linkOutsideProject(link: "Sources", target: "/etc"), path: "Sources/A.swift"),
            "`Sources` is a symbolic link to `/etc`, outside the project folder; scenegen writes only inside it"
        ),
        (WriteFailure(.unreadable("Sources"), path: "Sources/A.swift"), "cannot read `Sources`"),
        (
            WriteFailure(.fileWhereFolderNeeded(folder: "Sources"), path: "Sources/App/A.swift"),
            "`Sources` is a file where scenegen needs a folder for `Sources/App/A.swift`"
        ),
        (
            WriteFailure(.folderNotWritable(folder: "locked", moreFiles: 0), path: "locked/A.swift"),
            "cannot write `locked/A.swift`: the folder `locked` is not writable"
        ),
        (
            WriteFailure(.folderNotWritable(folder: "locked", moreFiles: 1), path: "locked/A.swift"),
            "cannot write `locked/A.swift` and 1 more file: the folder `locked` is not writable"
        ),
        (
            WriteFailure(
                .folderNotWritable(folder: "locked", moreFiles: 3), path: "locked/A.swift", operation: .delete),
            "cannot delete `locked/A.swift` and 3 more files: the folder `locked` is not writable"
        ),
        (
            WriteFailure(.folderNotWritable(folder: "", moreFiles: 0), path: "A.swift", operation: .delete),
            "cannot delete `A.swift`: its folder is not writable"
        ),
        (
            WriteFailure(.folderWhereFileNeeded, path: "A.swift"),
            "`A.swift` is a folder where scenegen needs to write a file"
        ),
        (
            WriteFailure(.notARegularFile, path: "A.swift"),
            "`A.swift` is not a regular file; scenegen will not replace it"
        ),
        (
            WriteFailure(.readOnly, path: "A.swift"),
            "`A.swift` is read-only; make it writable (`chmod u+w A.swift`) and run again"
        ),
        (
            WriteFailure(.cannotCreateFolder(reason: "Permission denied"), path: "a/A.swift"),
            "cannot write `a/A.swift`: cannot create its folder (Permission denied)"
        ),
        (
            WriteFailure(.system(reason: "No space left on device"), path: "A.swift"),
            "cannot write `A.swift`: No space left on device"
        ),
        (
            WriteFailure(.cannotRemove(reason: "Permission denied"), path: "A.swift"),
            "cannot write `A.swift`: cannot delete it (Permission denied)"
        ),
        (
            WriteFailure(.interrupted, path: ""),
            "interrupted before any file was replaced: every file is as it was"
        ),
    ])
    func eachKindHasItsText(failure: WriteFailure, text: String) {
        #expect(failure.message == text)
    }
}
