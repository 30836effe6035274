/// How a car reads as a row of the list: its name and its price. The list
/// field holds the cars themselves (so choosing a row can send the car's id);
/// the screens show each row through `String(describing:)`.
extension Car: CustomStringConvertible {
    var description: String {
        "\(name) — \(PriceFormatter.format(price))"
    }
}
