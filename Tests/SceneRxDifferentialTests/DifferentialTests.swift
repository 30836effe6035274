import Foundation
import XCTest

/// Replays the recorded corpus (Tests/Fixtures/rx/*.rxs: marble scenarios with the events
/// RxSwift 6.10.2 and RxTest produced for them) against SceneRx. Every scenario must agree.
final class DifferentialTests: XCTestCase {
    func testCorpusAgreesWithRecordedRxSwift() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/rx")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".rxs") }.sorted()
        XCTAssertFalse(files.isEmpty, "no corpus in \(folder.path)")
        var total = 0
        var agree = 0
        for file in files {
            let corpus = try CorpusFile(text: String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            for scenario in corpus.scenarios {
                total += 1
                let actual = Runner.run(scenario)
                if actual == scenario.expected && !scenario.expected.isEmpty {
                    agree += 1
                } else {
                    XCTFail(
                        """
                        Tests/Fixtures/rx/\(file):\(scenario.line): scenario `\(scenario.name)` disagrees with RxSwift
                          expected: \(scenario.expected.joined(separator: "\n            "))
                          SceneRx:  \(actual.joined(separator: "\n            "))
                        """)
                }
            }
        }
        print("rx differential: \(total) scenarios, \(agree) agree, \(total - agree) disagree")
        XCTAssertGreaterThanOrEqual(total, 400, "the corpus must hold at least 400 scenarios")
    }
}
