# Runs Formula/mvvm.rb's install and test blocks outside Homebrew, with just enough of its DSL,
# against this checkout: `ruby Scripts/check-formula.rb` (needs Ruby and the Swift toolchain;
# builds a release binary). Catches a formula whose build command or test no longer matches mvvm.
require "fileutils"
require "pathname"
require "tmpdir"

class Formula
  %i[desc homepage url sha256 head depends_on uses_from_macos license].each do |name|
    define_singleton_method(name) { |*| nil }
  end

  def self.version(value = nil)
    @version = value if value
    @version
  end

  def self.test(&block) = (@test = block)
  def self.test_block = @test

  attr_reader :bin, :testpath

  def initialize(prefix, testpath)
    @bin = Bin.new(prefix.join("bin"))
    @testpath = testpath
  end

  def version = self.class.version
  def system(*command) = Kernel.system(*command) || raise("failed: #{command.join(" ")}")
  def shell_output(command, status = 0)
    output = Dir.chdir(testpath) { `#{command}` }
    raise "`#{command}` exited #{$?.exitstatus}, expected #{status}:\n#{output}" unless $?.exitstatus == status
    output
  end

  def assert_match(expected, actual)
    raise "expected #{expected.inspect} in:\n#{actual}" unless actual.include?(expected.to_s)
  end

  class Bin < Pathname
    def install(path) = (FileUtils.mkdir_p(self) && FileUtils.install(path, self, mode: 0o755))
  end
end

module OS
  def self.linux? = RUBY_PLATFORM.include?("linux")
end

load File.expand_path("../Formula/mvvm.rb", __dir__)
root = File.expand_path("..", __dir__)
Dir.mktmpdir do |scratch|
  formula = Mvvm.new(Pathname(scratch).join("prefix"), Pathname(scratch).join("test").tap(&:mkpath))
  Dir.chdir(root) { formula.install }
  formula.instance_eval(&Mvvm.test_block)
  puts "Formula/mvvm.rb: install and test passed (mvvm #{formula.version})"
end
