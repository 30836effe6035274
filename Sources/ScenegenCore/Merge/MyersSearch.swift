/// The divide-and-conquer Myers search of xdiff (`xdl_recs_cmp` and
/// `xdl_split`), kept step for step so that where equal lines are many, the
/// same ones are matched as `git merge-file` matches.
struct MyersSearch {
    private let classes1: [Int]
    private let classes2: [Int]

    /// Changed reduced lines of each side, set by `run`.
    private(set) var changed1: [Bool]
    private(set) var changed2: [Bool]

    init(_ classes1: [Int], _ classes2: [Int]) {
        self.classes1 = classes1
        self.classes2 = classes2
        changed1 = Array(repeating: false, count: classes1.count)
        changed2 = Array(repeating: false, count: classes2.count)
    }

    /// Marks the changed lines of both sides.
    mutating func run() {
        let diagonals = classes1.count + classes2.count + 3
        var forward = Array(repeating: 0, count: diagonals)
        var backward = Array(repeating: 0, count: diagonals)
        let maxCost = max(DiffSide.roughSquareRoot(diagonals), 256)
        let offset = classes2.count + 1
        // The search runs on buffers that live for this call only: copying the
        // work state then costs nothing, where copying arrays costs a retain each.
        classes1.withUnsafeBufferPointer { classes1 in
            classes2.withUnsafeBufferPointer { classes2 in
                forward.withUnsafeMutableBufferPointer { forward in
                    backward.withUnsafeMutableBufferPointer { backward in
                        changed1.withUnsafeMutableBufferPointer { changed1 in
                            changed2.withUnsafeMutableBufferPointer { changed2 in
                                let work = Work(
                                    classes1: classes1, classes2: classes2, forward: forward, backward: backward,
                                    offset: offset, maxCost: maxCost, changed1: changed1, changed2: changed2)
                                work.compare(0, classes1.count, 0, classes2.count, needMinimal: false)
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The search's state: both sides' classes, the furthest reaching paths
/// forward and backward (indexed by diagonal + `offset`), and the marks.
private struct Work {
    let classes1: UnsafeBufferPointer<Int>
    let classes2: UnsafeBufferPointer<Int>
    let forward: UnsafeMutableBufferPointer<Int>
    let backward: UnsafeMutableBufferPointer<Int>
    let offset: Int
    let maxCost: Int
    let changed1: UnsafeMutableBufferPointer<Bool>
    let changed2: UnsafeMutableBufferPointer<Bool>
    static let snakeCount = 20
    static let heuristicMinCost = 256
    static let lineMax = Int.max

    func compare(_ start1: Int, _ end1: Int, _ start2: Int, _ end2: Int, needMinimal: Bool) {
        var off1 = start1
        var off2 = start2
        var lim1 = end1
        var lim2 = end2
        while off1 < lim1, off2 < lim2, classes1[off1] == classes2[off2] {
            off1 += 1
            off2 += 1
        }
        while off1 < lim1, off2 < lim2, classes1[lim1 - 1] == classes2[lim2 - 1] {
            lim1 -= 1
            lim2 -= 1
        }
        if off1 == lim1 {
            for index in off2..<lim2 { changed2[index] = true }
        } else if off2 == lim2 {
            for index in off1..<lim1 { changed1[index] = true }
        } else {
            let split = self.split(off1, lim1, off2, lim2, needMinimal: needMinimal)
            compare(off1, split.i1, off2, split.i2, needMinimal: split.minimalLow)
            compare(split.i1, lim1, split.i2, lim2, needMinimal: split.minimalHigh)
        }
    }

    private struct Split {
        var i1: Int
        var i2: Int
        var minimalLow: Bool
        var minimalHigh: Bool
    }

    private func fwd(_ diagonal: Int) -> Int { forward[diagonal + offset] }
    private func bwd(_ diagonal: Int) -> Int { backward[diagonal + offset] }
    private func setFwd(_ diagonal: Int, _ value: Int) { forward[diagonal + offset] = value }
    private func setBwd(_ diagonal: Int, _ value: Int) { backward[diagonal + offset] = value }

    // The loop mirrors xdl_split: one function, as splitting it would hide the shared state.
    private func split(_ off1: Int, _ lim1: Int, _ off2: Int, _ lim2: Int, needMinimal: Bool) -> Split {
        let dmin = off1 - lim2
        let dmax = lim1 - off2
        let fmid = off1 - off2
        let bmid = lim1 - lim2
        let odd = (fmid - bmid) & 1 != 0
        var fmin = fmid
        var fmax = fmid
        var bmin = bmid
        var bmax = bmid
        setFwd(fmid, off1)
        setBwd(bmid, lim1)
        var cost = 1
        while true {
            var gotSnake = false
            if fmin > dmin {
                fmin -= 1
                setFwd(fmin - 1, -1)
            } else {
                fmin += 1
            }
            if fmax < dmax {
                fmax += 1
                setFwd(fmax + 1, -1)
            } else {
                fmax -= 1
            }
            var d = fmax
            while d >= fmin {
                var i1 = fwd(d - 1) >= fwd(d + 1) ? fwd(d - 1) + 1 : fwd(d + 1)
                let previous = i1
                var i2 = i1 - d
                while i1 < lim1, i2 < lim2, classes1[i1] == classes2[i2] {
                    i1 += 1
                    i2 += 1
                }
                if i1 - previous > Self.snakeCount { gotSnake = true }
                setFwd(d, i1)
                if odd, bmin <= d, d <= bmax, bwd(d) <= i1 {
                    return Split(i1: i1, i2: i2, minimalLow: true, minimalHigh: true)
                }
                d -= 2
            }

            if bmin > dmin {
                bmin -= 1
                setBwd(bmin - 1, Self.lineMax)
            } else {
                bmin += 1
            }
            if bmax < dmax {
                bmax += 1
                setBwd(bmax + 1, Self.lineMax)
            } else {
                bmax -= 1
            }
            d = bmax
            while d >= bmin {
                var i1 = bwd(d - 1) < bwd(d + 1) ? bwd(d - 1) : bwd(d + 1) - 1
                let previous = i1
                var i2 = i1 - d
                while i1 > off1, i2 > off2, classes1[i1 - 1] == classes2[i2 - 1] {
                    i1 -= 1
                    i2 -= 1
                }
                if previous - i1 > Self.snakeCount { gotSnake = true }
                setBwd(d, i1)
                if !odd, fmin <= d, d <= fmax, i1 <= fwd(d) {
                    return Split(i1: i1, i2: i2, minimalLow: true, minimalHigh: true)
                }
                d -= 2
            }

            if needMinimal {
                cost += 1
                continue
            }
            if gotSnake, cost > Self.heuristicMinCost,
                let found = interestingDiagonal(off1, lim1, off2, lim2, cost, (fmin, fmax, fmid), (bmin, bmax, bmid))
            {
                return found
            }
            if cost >= maxCost {
                return furthestReaching(off1, lim1, off2, lim2, (fmin, fmax), (bmin, bmax))
            }
            cost += 1
        }
    }

    /// A diagonal far along its path and ending in a long snake, when the cost
    /// grows (xdl_split's heuristic for big files).
    private func interestingDiagonal(
        _ off1: Int, _ lim1: Int, _ off2: Int, _ lim2: Int, _ cost: Int,
        _ f: (min: Int, max: Int, mid: Int), _ b: (min: Int, max: Int, mid: Int)
    ) -> Split? {
        let snake = Self.snakeCount
        var best = 0
        var found: Split?
        var d = f.max
        while d >= f.min {
            let distance = d > f.mid ? d - f.mid : f.mid - d
            let i1 = fwd(d)
            let i2 = i1 - d
            let value = (i1 - off1) + (i2 - off2) - distance
            if value > 4 * cost, value > best, off1 + snake <= i1, i1 < lim1, off2 + snake <= i2, i2 < lim2 {
                var k = 1
                while classes1[i1 - k] == classes2[i2 - k] {
                    if k == snake {
                        best = value
                        found = Split(i1: i1, i2: i2, minimalLow: true, minimalHigh: false)
                        break
                    }
                    k += 1
                }
            }
            d -= 2
        }
        if best > 0 { return found }
        d = b.max
        while d >= b.min {
            let distance = d > b.mid ? d - b.mid : b.mid - d
            let i1 = bwd(d)
            let i2 = i1 - d
            let value = (lim1 - i1) + (lim2 - i2) - distance
            if value > 4 * cost, value > best, off1 < i1, i1 <= lim1 - snake, off2 < i2, i2 <= lim2 - snake {
                var k = 0
                while classes1[i1 + k] == classes2[i2 + k] {
                    if k == snake - 1 {
                        best = value
                        found = Split(i1: i1, i2: i2, minimalLow: false, minimalHigh: true)
                        break
                    }
                    k += 1
                }
            }
            d -= 2
        }
        return best > 0 ? found : nil
    }

    /// The furthest reaching point of either search, when the cost is too high.
    private func furthestReaching(
        _ off1: Int, _ lim1: Int, _ off2: Int, _ lim2: Int, _ f: (min: Int, max: Int), _ b: (min: Int, max: Int)
    ) -> Split {
        var forwardBest = -1
        var forwardBest1 = -1
        var d = f.max
        while d >= f.min {
            var i1 = min(fwd(d), lim1)
            var i2 = i1 - d
            if lim2 < i2 {
                i1 = lim2 + d
                i2 = lim2
            }
            if forwardBest < i1 + i2 {
                forwardBest = i1 + i2
                forwardBest1 = i1
            }
            d -= 2
        }
        var backwardBest = Self.lineMax
        var backwardBest1 = Self.lineMax
        d = b.max
        while d >= b.min {
            var i1 = max(off1, bwd(d))
            var i2 = i1 - d
            if i2 < off2 {
                i1 = off2 + d
                i2 = off2
            }
            if i1 + i2 < backwardBest {
                backwardBest = i1 + i2
                backwardBest1 = i1
            }
            d -= 2
        }
        if (lim1 + lim2) - backwardBest < forwardBest - (off1 + off2) {
            return Split(i1: forwardBest1, i2: forwardBest - forwardBest1, minimalLow: true, minimalHigh: false)
        }
        return Split(i1: backwardBest1, i2: backwardBest - backwardBest1, minimalLow: false, minimalHigh: true)
    }
}
