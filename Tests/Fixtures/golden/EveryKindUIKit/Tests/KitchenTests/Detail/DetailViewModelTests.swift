import RxCocoa
import RxSwift
import RxTest
import XCTest

@testable import Kitchen

/// The Detail ViewModel in virtual time. scenegen created this file
/// once; it is yours: extend it as the ViewModel grows.
final class DetailViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    override func tearDown() {
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    /// The ViewModel's output for an input whose actions fire at the given times.
    private func transform(
        _ viewModel: DetailViewModel
    ) -> DetailViewModel.Output {
        let input = DetailViewModel.Input(
            viewWillAppear: scheduler.createHotObservable([.next(210, ())]).asObservable()
        )
        // Drivers made inside `mock` deliver on the test scheduler, in virtual time.
        var output: DetailViewModel.Output!
        SharingScheduler.mock(scheduler: scheduler) {
            output = viewModel.transform(input: input)
        }
        return output
    }

    private func makeViewModel() -> DetailViewModel {
        DetailViewModel.make(item: Item(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), tags: Set(["tags-2"]), children: [Item](), parent: Tag(label: "label-4"), created: Date(timeIntervalSince1970: 432000), link: URL(fileURLWithPath: "/link-6")), tags: ["key-2": Set([2])], when: Date(timeIntervalSince1970: 259200))
    }

    func testTitleIsDetailTitle() {
        let output = transform(makeViewModel())
        let title = scheduler.createObserver(String.self)
        output.navigationTitle.drive(title).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(title.events, [.next(1, "Detail"), .completed(1)])
    }

    func testTagInitialValue() {
        let output = transform(makeViewModel())
        let observer = scheduler.createObserver(Tag?.self)
        output.tag.drive(observer).disposed(by: disposeBag)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(1, nil), .completed(1)])
    }
}
