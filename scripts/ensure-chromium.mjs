// Browser tests drive Debian's Chromium (a test tool's own browser download cannot work on these machines): its
// headless shell (package chromium-headless-shell), the headless Chromium without the browser's own interface,
// which runs the same pages on a third less of the processor than the full browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
const PACKAGE = 'chromium-headless-shell';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `Chromium was not found at ${CHROMIUM}. Install Debian's package first: sudo apt-get install -y ${PACKAGE} ` +
      '(or set CHROMIUM_PATH to a Chromium executable).',
  );
  process.exit(1);
}

console.log(`Chromium not found at ${CHROMIUM}: installing Debian's ${PACKAGE} package…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGE}`, { stdio: 'inherit' });
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
