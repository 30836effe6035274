import Foundation

/// Prices as the shop shows them: `$39,990`.
enum PriceFormatter {
    static func format(_ price: Double) -> String {
        let whole = Int(price.rounded())
        var digits = String(whole)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return "$" + digits + grouped
    }
}
