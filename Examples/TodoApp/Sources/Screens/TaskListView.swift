import SwiftUI

struct TaskListView: View {

    // MARK: - Environment

    @Environment(\.horizontalSizeClass) private var sizeClass

    // MARK: - Local State

    @State private var filter = ""

    // MARK: - View Model

    @StateObject var viewModel: TaskListViewModel

    // MARK: - Body

    var body: some View {
        List(viewModel.items) { item in
            Button {
                viewModel.send(.select(item.id))
            } label: {
                row(for: item)
            }
        }
        .searchable(text: $filter)
        .navigationTitle("Tasks (\(viewModel.remainingCount))")
        .onAppear { viewModel.send(.appear) }
    }

    // MARK: - Support

    private func row(for item: TaskItem) -> some View {
        HStack {
            Text(item.title)
            Spacer()
            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                .onTapGesture { viewModel.send(.toggle(item.id)) }
        }
    }
}

#Preview {
    TaskListView(viewModel: TaskListViewModel(store: .preview, responder: .noop))
}
