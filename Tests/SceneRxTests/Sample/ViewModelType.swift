/// The Input/Output shape of every ViewModel, as in the seed (mvvm-rxswift-rules.md).
protocol ViewModelType {
    associatedtype Input
    associatedtype Output

    func transform(input: Input) -> Output
}
