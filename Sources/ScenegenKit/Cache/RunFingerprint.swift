import Foundation
import ScenegenCore

/// The SHA-256 of everything a run's rendering can read besides the files
/// the lock lists: scenegen's version, the spec's text and where it is, the
/// command line's options that change output, the flavor (its name and every
/// file of it: the embedded texts of a built-in one, every file of a folder),
/// and every file of each template override folder in use. Two runs with the
/// same fingerprint render the same files; the run cache (`RunCache`) keys on it.
///
/// Anything a template can reach is in it: templates are found only through
/// the override folders and the flavor (a name never climbs out with `..`),
/// and the context is made from the spec alone. Whole folders are hashed, not
/// only the templates used, so an include or import is covered without
/// knowing which template reads it.
public struct RunFingerprint: Equatable, Sendable {
    /// The fingerprint, as lowercase hex.
    public let hex: String

    /// The fingerprint of `project`'s run, its spec's text being `specText`.
    public init(project: ProjectGenerator, specText: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 16)
        func add(_ text: String) { Self.append(Array(text.utf8), to: &bytes) }
        add("scenegen run fingerprint 1")
        add(ScenegenVersion.current)
        add(project.spec.path ?? "")
        add(project.spec.directory)
        add(project.specName)
        add(specText)
        let options = project.options
        for (key, value) in [
            ("module", options.module), ("output", options.output), ("tests", options.tests),
            ("flavor", options.flavor), ("templates", options.templates),
            ("templatesAsWritten", options.templatesAsWritten),
        ] {
            add(key + (value.map { "=" + $0 } ?? " unset"))
        }
        add("strict=\(options.strict) force=\(options.force)")
        let flavor = project.flavor
        add("flavor \(flavor.name) builtIn=\(flavor.isBuiltIn)")
        // The manifest as this run read it, besides the folder's file (which may have changed since).
        add(flavor.manifest.source.text)
        // Every flavor of the lineage: a parent's template or manifest changes the output too.
        for layer in flavor.lineage {
            if layer.isBuiltIn {
                let prefix = layer.name + "/"
                let files = BuiltInTemplates.files.filter { $0.key.hasPrefix(prefix) }
                for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                    add(path)
                    add(text)
                }
            } else if let folder = layer.folder {
                add("flavor folder " + folder)
                Self.appendFolder(folder, to: &bytes)
            }
        }
        for (index, folder) in project.overrideFolders.enumerated() {
            add("override folder \(index) " + folder)
            Self.appendFolder(folder, to: &bytes)
        }
        hex = SHA256.hex(bytes: bytes)
    }

    /// `field` with its length first, so no two sequences of fields give the same bytes.
    private static func append(_ field: [UInt8], to bytes: inout [UInt8]) {
        let count = UInt64(field.count)
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: count >> shift)) }
        bytes += field
    }

    /// Every file under `folder` (folders and symbolic links followed, to a
    /// depth of 16), each as its path relative to `folder` and its bytes, in
    /// sorted order; a file that cannot be read counts as such.
    private static func appendFolder(_ folder: String, to bytes: inout [UInt8], relative: String = "", depth: Int = 0) {
        guard depth < 16 else {
            append(Array("too deep \(relative)".utf8), to: &bytes)
            return
        }
        let path = relative.isEmpty ? folder : folder + "/" + relative
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            append(Array("no folder \(relative)".utf8), to: &bytes)
            return
        }
        for name in names.sorted() {
            let child = relative.isEmpty ? name : relative + "/" + name
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder + "/" + child, isDirectory: &isFolder)
            if exists && isFolder.boolValue {
                append(Array("folder \(child)".utf8), to: &bytes)
                appendFolder(folder, to: &bytes, relative: child, depth: depth + 1)
            } else if let data = FileManager.default.contents(atPath: folder + "/" + child) {
                append(Array("file \(child)".utf8), to: &bytes)
                append([UInt8](data), to: &bytes)
            } else {
                append(Array("unreadable \(child)".utf8), to: &bytes)
            }
        }
    }
}
