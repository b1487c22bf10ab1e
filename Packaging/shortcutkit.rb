# Homebrew formula for ShortcutKit's command-line tools, installed from the release archives that
# Scripts/release.sh makes (Docs/Installing.md). The checksums below are zeros until a release: the
# release workflow writes the version and the three archives' checksums into it
# (Scripts/update-formula.py, from the .sha256 files) and attaches the result to the release.
class Shortcutkit < Formula
  desc "Read, check, run, sign and render Apple Shortcuts on any platform"
  homepage "https://github.com/shortcutkit/ShortcutKit"
  version "0.1.0"

  on_macos do
    url "https://github.com/shortcutkit/ShortcutKit/releases/download/v#{version}/shortcutkit-#{version}-macos-universal.tar.gz"
    sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  end

  on_linux do
    on_intel do
      url "https://github.com/shortcutkit/ShortcutKit/releases/download/v#{version}/shortcutkit-#{version}-linux-x86_64.tar.gz"
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    end
    on_arm do
      url "https://github.com/shortcutkit/ShortcutKit/releases/download/v#{version}/shortcutkit-#{version}-linux-aarch64.tar.gz"
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    end
  end

  def install
    tools = %w[shortcut shortcut-serve shortcut-appshortcuts]
    # The tools and their resource bundles stay together in libexec: each module finds its bundle
    # beside the executable with the link from bin resolved.
    libexec.install tools
    libexec.install Dir["*.resources", "*.bundle"]
    tools.each { |tool| bin.install_symlink libexec/tool }

    tools.each do |tool|
      bash_completion.install "completions/#{tool}.bash" => tool
      zsh_completion.install "completions/_#{tool}"
      fish_completion.install "completions/#{tool}.fish"
    end
    man1.install Dir["man/man1/*.1"]
    doc.install "README.md", "INSTALLING.md", "licenses"
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/shortcut --version")
    # The action catalog comes from the resource bundle beside the real executable.
    assert_match "Get Contents of URL", shell_output("#{bin}/shortcut actions 'contents of url'")
    assert_match version.to_s, shell_output("#{bin}/shortcut-serve --version")
  end
end
