// BadgeView has no `init` of its own, so its memberwise initializer takes its stored properties
// in declaration order: `BadgeView(title:viewModel:)`. Moving `viewModel` into the View Model
// section, above `title`, would make it `BadgeView(viewModel:title:)` and break HomeView's call,
// so the members must stay where they are.
import SwiftUI

struct BadgeView: View {
    var body: some View {
        Text("\(title) \(viewModel.count)")
    }

    let title: String
    @ObservedObject var viewModel: BadgeViewModel
}
