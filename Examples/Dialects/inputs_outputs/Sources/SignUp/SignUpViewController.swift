import UIKit
import RxCocoa
import RxSwift

final class SignUpViewController: UIViewController {

    // MARK: - View Model

    /// Set by the flow controller before the screen is shown.
    var viewModel: SignUpViewModel!

    // MARK: - Views

    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let emailErrorLabel = UILabel()
    private let submitButton = UIButton()
    private let signInButton = UIButton()

    // MARK: - Bindings

    private let disposeBag = DisposeBag()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign Up"
        [emailField, passwordField, emailErrorLabel, submitButton, signInButton].forEach(view.addSubview)
        bindInputs()
        bindOutputs()
    }

    // MARK: - Support

    private func bindInputs() {
        emailField.rx.text.orEmpty.bind(to: viewModel.input.email).disposed(by: disposeBag)
        passwordField.rx.text.orEmpty.bind(to: viewModel.input.password).disposed(by: disposeBag)
        submitButton.rx.tap.bind(to: viewModel.input.submit).disposed(by: disposeBag)
        signInButton.rx.tap.bind(to: viewModel.input.signIn).disposed(by: disposeBag)
    }

    private func bindOutputs() {
        viewModel.output.emailError.drive(emailErrorLabel.rx.text).disposed(by: disposeBag)
        viewModel.output.canSubmit.drive(submitButton.rx.isEnabled).disposed(by: disposeBag)
    }
}
