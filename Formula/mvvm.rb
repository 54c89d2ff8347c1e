# Homebrew formula for mvvm, built from source with the Swift toolchain of Xcode or of Linux.
# Use it from a tap: copy this file into your tap's Formula/ folder (or `brew tap OWNER/mvvm URL`
# on this repository) and `brew install mvvm`; `brew install --HEAD mvvm` builds main.
# On a release, point `url` at the release's source archive and set `sha256`
# (`shasum -a 256 mvvm-VERSION.tar.gz`); `version` follows Sources/MVVMLint/Version.swift.
class Mvvm < Formula
  desc "Lint and scaffold MVVM screens in Swift (SwiftUI and UIKit)"
  homepage "https://github.com/OWNER/mvvm"
  url "https://github.com/OWNER/mvvm/archive/refs/tags/0.2.0.tar.gz"
  version "0.2.0"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/OWNER/mvvm.git", branch: "main"

  depends_on xcode: ["15.0", :build]
  uses_from_macos "swift", since: :sonoma

  def install
    # The rule documents and templates are compiled in: the binary alone is the whole tool.
    args = ["--disable-sandbox", "-c", "release", "--product", "mvvm"]
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/mvvm"
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/mvvm --version")
    (testpath/".mvvm.yml").write ""
    (testpath/"SettingsViewModel.swift").write <<~SWIFT
      @MainActor
      final class SettingsViewModel: ObservableObject {
          @Published var enabled = false
      }
    SWIFT
    output = shell_output("#{bin}/mvvm lint --quiet 2>&1", 1)
    assert_match "SettingsViewModel.swift:3:16: error: `enabled` is an output the view could write", output
  end
end
