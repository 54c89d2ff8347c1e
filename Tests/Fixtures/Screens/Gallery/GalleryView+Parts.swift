import SwiftUI

extension GalleryView {
    func thumbnail(_ photo: Photo) -> some View {
        AsyncImage(url: photo.url)
            .onTapGesture { viewModel.send(.select(photo.id)) }
    }

    var footer: some View {
        Button("Load more") { viewModel.send(.loadMore) }
            .disabled(viewModel.isLoading)
    }
}
