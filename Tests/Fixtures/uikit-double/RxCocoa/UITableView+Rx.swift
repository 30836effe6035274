import SceneRx
@_spi(RxCocoa) import UIKit

extension Reactive where Base: UITableView {
    /// Binds a sequence of arrays to the table: each array becomes the rows, each
    /// row a cell of `cellType` dequeued for `cellIdentifier` and given to `configureCell`.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/iOS/UITableView+Rx.swift
    @available(iOS 9.0, *)
    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        let table = base
        return { source in
            { configureCell in
                // A table is filled on the main thread only (the items come through a Driver).
                nonisolated(unsafe) let configureCell = configureCell
                let dataSource = MainActor.assumeIsolated {
                    let dataSource = RxTableViewItemsDataSource<Sequence.Element, Cell>(
                        cellIdentifier: cellIdentifier, configureCell: configureCell)
                    table.rxProxies["dataSource"] = dataSource
                    table.dataSource = dataSource
                    return dataSource
                }
                let subscription = source.subscribe(onNext: { items in
                    nonisolated(unsafe) let items = items
                    MainActor.assumeIsolated {
                        dataSource.items = Array(items)
                        table.reloadData()
                    }
                })
                return Disposables.create { [weak table] in
                    subscription.dispose()
                    MainActor.assumeIsolated {
                        if table?.dataSource === dataSource {
                            table?.dataSource = nil
                            table?.rxProxies["dataSource"] = nil
                        }
                    }
                }
            }
        }
    }

    /// The index path of each row the user chooses (the delegate's `tableView(_:didSelectRowAt:)`).
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/iOS/UITableView+Rx.swift
    @available(iOS 9.0, *)
    public var itemSelected: ControlEvent<IndexPath> {
        let table = base
        let proxy = MainActor.assumeIsolated {
            let proxy = table.rxProxies["delegate"] as? RxTableViewDelegateProxy ?? RxTableViewDelegateProxy()
            table.rxProxies["delegate"] = proxy
            table.delegate = proxy
            return proxy
        }
        return ControlEvent(events: proxy.selected.asObservable())
    }

    /// The item of each row the user chooses, as `items(cellIdentifier:cellType:)` gave it.
    // https://github.com/ReactiveX/RxSwift/blob/6.10.2/RxCocoa/iOS/UITableView+Rx.swift
    @available(iOS 9.0, *)
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        let table = base
        let models = itemSelected.asObservable().flatMap { indexPath -> Observable<T> in
            // A row is chosen on the main thread only (the delegate's callback).
            nonisolated(unsafe) var model: T?
            MainActor.assumeIsolated {
                model = (table.rxProxies["dataSource"] as? RxTableViewModelSource)?.model(at: indexPath) as? T
            }
            // RxCocoa throws on a table without items or a model of another type; the double
            // prints and sends nothing, so a test fails on what it sees rather than on a trap.
            guard let typed = model else {
                print("RxCocoa (double): row \(indexPath.row) of the table holds no \(T.self)")
                return .empty()
            }
            return .just(typed)
        }
        return ControlEvent(events: models)
    }
}

/// A data source that can say which item a row shows (RxCocoa's SectionedViewDataSourceType).
@MainActor
protocol RxTableViewModelSource: AnyObject {
    /// The item of the row at `indexPath`; nil past the last row.
    func model(at indexPath: IndexPath) -> Any?
}

/// The data source `items(cellIdentifier:cellType:)` installs (RxCocoa's
/// RxTableViewReactiveArrayDataSource): the latest array and how to fill a cell.
@MainActor
final class RxTableViewItemsDataSource<Element, Cell: UITableViewCell>: NSObject, UITableViewDataSource,
    RxTableViewModelSource
{
    var items: [Element] = []
    private let cellIdentifier: String
    private let configureCell: (Int, Element, Cell) -> Void

    init(cellIdentifier: String, configureCell: @escaping (Int, Element, Cell) -> Void) {
        self.cellIdentifier = cellIdentifier
        self.configureCell = configureCell
    }

    func model(at indexPath: IndexPath) -> Any? {
        items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        // RxCocoa force-casts; a mismatch is printed here so the test fails on what it sees, not a trap.
        guard let typed = cell as? Cell else {
            print("RxCocoa (double): the cell for \"\(cellIdentifier)\" is not a \(Cell.self)")
            return cell
        }
        configureCell(indexPath.row, items[indexPath.row], typed)
        return typed
    }
}

/// The table delegate `itemSelected` installs (RxCocoa's RxTableViewDelegateProxy).
@MainActor
final class RxTableViewDelegateProxy: NSObject, UITableViewDelegate {
    // Read from RxCocoa's nonisolated extension; selection is only sent on the main thread.
    nonisolated(unsafe) let selected = PublishSubject<IndexPath>()

    var tableView: UITableViewDelegateDidSelectRow? {
        let selected = selected
        return UITableViewDelegateDidSelectRow { _, indexPath in selected.onNext(indexPath) }
    }
}
