import UIKit

final class DocumentController: UIViewController {
    // MARK: - View Model

    let viewModel = DocumentViewModel()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Document"
        viewModel.open(named: "Notes")
    }
}
