/// Why one file of a plan cannot be written or deleted: found by the preflight before anything
/// is written, or by the write itself. `path` is the file as the plan names it (relative to the
/// project folder); `message` is the text the user sees, one table in `WriteFailure+Message.swift`.
public struct WriteFailure: Sendable, Hashable {
    /// What stands in the way.
    public enum Kind: Sendable, Hashable {
        /// The plan names the project folder itself (an empty path).
        case projectFolderItself
        /// A symbolic link on the way (`link`, relative) points nowhere.
        case linkToNothing(link: String)
        /// A symbolic link on the way points out of the project folder, to `target`.
        case linkOutsideProject(link: String, target: String)
        /// `item` (relative) cannot be read.
        case unreadable(String)
        /// `folder` (relative) is a file where a folder is needed.
        case fileWhereFolderNeeded(folder: String)
        /// The file's folder (as shown) is not writable; `moreFiles` other files of the plan are
        /// in the same folder.
        case folderNotWritable(folder: String, moreFiles: Int)
        /// A folder stands where the file goes.
        case folderWhereFileNeeded
        /// A device, socket or FIFO stands where the file goes.
        case notARegularFile
        /// The file is read-only.
        case readOnly
        /// The file's folder could not be created; the system's reason.
        case cannotCreateFolder(reason: String)
        /// Writing, flushing or renaming failed; the system's reason (`No space left on device`).
        case system(reason: String)
        /// Removing the file failed; the system's reason.
        case cannotRemove(reason: String)
        /// A signal (SIGINT, SIGTERM, SIGHUP) stopped the run before any rename.
        case interrupted
    }

    /// Whether the file was to be written or deleted.
    public enum Operation: Sendable, Hashable {
        case write, delete
    }

    /// What stands in the way.
    public var kind: Kind
    /// The file, relative to the project folder ("" when the failure is the whole run's).
    public var path: String
    /// Writing or deleting.
    public var operation: Operation

    /// A failure of `operation` on `path`.
    public init(_ kind: Kind, path: String, operation: Operation = .write) {
        self.kind = kind
        self.path = path
        self.operation = operation
    }
}
