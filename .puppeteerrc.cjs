// Puppeteer (used only by mermaid-cli for diagrams) must never download a browser: this machine has no network
// beyond the registries. It drives Debian's Chromium instead.
module.exports = {
  skipDownload: true,
  executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
};
