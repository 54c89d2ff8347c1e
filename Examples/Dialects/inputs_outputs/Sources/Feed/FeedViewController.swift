import UIKit
import RxCocoa
import RxSwift

final class FeedViewController: UIViewController {
    var viewModel: FeedViewModel!

    private let titleLabel = UILabel()
    private let refreshButton = UIButton()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshButton.rx.tap.bind(to: viewModel.input.refresh).disposed(by: disposeBag)
        viewModel.output.title.map { $0.uppercased() }.drive(titleLabel.rx.text).disposed(by: disposeBag)
    }

    // mvvm:disable:next views_only_bind
    func showFirstStory() {
        let story = FeedStoryViewModel(title: "First")
        navigationController?.pushViewController(FeedStoryViewController(story: story), animated: true)
    }
}

final class FeedStoryViewModel {
    let title: String
    let thumbnail: UIImage? = nil

    init(title: String) {
        self.title = title
    }
}

final class FeedStoryViewController: UIViewController {
    let story: FeedStoryViewModel

    init(story: FeedStoryViewModel) {
        self.story = story
        super.init()
    }
}
