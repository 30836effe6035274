import ScenegenCore
import ScenegenKit

/// How a command reaches `RunPipeline`: the sources its errors quote (the lock,
/// the templates) are registered on the way, so a problem in them shows its line.
extension CommandContext {
    /// The pipeline over `project`, its lock read beside the spec and registered.
    func pipeline(for project: ProjectGenerator, checkingFlavor: Bool = true) throws -> RunPipeline {
        let source = try project.readLockSource()
        if let source { register(source) }
        return try RunPipeline(project: project, lockSource: source, checkingFlavor: checkingFlavor)
    }

    /// What `plan` returns; when it fails (a template error), the templates
    /// `projects` read are registered first, so the error quotes their lines.
    func planning<Result>(_ projects: ProjectGenerator..., plan: () throws(DiagnosticError) -> Result) throws
        -> Result
    {
        do {
            return try plan()
        } catch {
            for project in projects { for source in project.templateSources { register(source) } }
            throw error
        }
    }
}
