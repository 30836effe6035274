// MARK: - The text of each kind

extension WriteFailure {
    /// The text of the `error:` line: the one table of write-failure wording.
    public var message: String {
        let verb = operation == .write ? "write" : "delete"
        switch kind {
        case .projectFolderItself:
            return "cannot \(verb) the project folder itself"
        case .linkToNothing(let link):
            return "`\(link)` is a symbolic link to nothing; remove it or point it inside the project"
        case .linkOutsideProject(let link, let target):
            return
                "`\(link)` is a symbolic link to `\(target)`, outside the project folder; scenegen writes only inside it"
        case .unreadable(let item):
            return "cannot read `\(item)`"
        case .fileWhereFolderNeeded(let folder):
            return "`\(folder)` is a file where scenegen needs a folder for `\(path)`"
        case .folderNotWritable(let folder, 0) where operation == .delete && folder.isEmpty:
            return "cannot delete `\(path)`: its folder is not writable"
        case .folderNotWritable(let folder, let more):
            let others = more == 0 ? "" : " and \(more) more file\(more == 1 ? "" : "s")"
            return "cannot \(verb) `\(path)`\(others): the folder `\(folder)` is not writable"
        case .folderWhereFileNeeded:
            return "`\(path)` is a folder where scenegen needs to write a file"
        case .notARegularFile:
            return "`\(path)` is not a regular file; scenegen will not replace it"
        case .readOnly:
            return "`\(path)` is read-only; make it writable (`chmod u+w \(path)`) and run again"
        case .cannotCreateFolder(let reason):
            return "cannot write `\(path)`: cannot create its folder (\(reason))"
        case .system(let reason):
            return "cannot \(verb) `\(path)`: \(reason)"
        case .cannotRemove(let reason):
            return "cannot write `\(path)`: cannot delete it (\(reason))"
        case .interrupted:
            return "interrupted before any file was replaced: every file is as it was"
        }
    }
}
