#if canImport(Glibc)
    import Glibc
#endif

/// Gives the pages of memory a finished phase freed back to the system.
///
/// A run renders thousands of small objects (contexts, output buffers), frees
/// most of them, then makes a few large ones (the lock's text, megabytes).
/// glibc keeps the freed pages, scattered between live objects, so the large
/// ones would be counted on top of them in the process's peak memory.
/// `malloc_trim` hands whole free pages back (`madvise`), so they are not.
public enum FreedMemory {
    /// Returns the freed pages to the system (glibc's `malloc_trim(0)`); does nothing elsewhere.
    public static func release() {
        #if canImport(Glibc)
            // malloc_trim is in <malloc.h>, which the Glibc module does not import: found at run time.
            typealias Trim = @convention(c) (Int) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
                _ = unsafeBitCast(symbol, to: Trim.self)(0)
            }
        #endif
    }
}
