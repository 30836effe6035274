/// scenegen's version: what `scenegen --version` prints, and part of every
/// run fingerprint (a new scenegen may render the same inputs differently).
public enum ScenegenVersion {
    /// The version string.
    public static let current = "0.1.0"
}
