import Foundation
import SwiftUI

struct LinkView: View {
    // MARK: - View Model

    @StateObject var viewModel = LinkViewModel()

    // MARK: - Body

    var body: some View {
        Text(LinkBuilder().link(to: viewModel.path))
    }
}

/// Writes `path` of a Foundation value it keeps: not the view model's `path`.
final class LinkBuilder {
    var components: URLComponents = URLComponents()

    func link(to path: String) -> String {
        components.path = path
        return components.path
    }
}
