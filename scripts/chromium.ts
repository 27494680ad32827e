// Browser tests and the bench drive Debian's Chromium (a test tool's own browser download cannot work on these
// machines): its headless shell (package chromium-headless-shell), the headless Chromium without the browser's own
// interface, which runs the same pages on a third less of the processor than the full browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGE = 'chromium-headless-shell';

/** The Chromium that Playwright launches: CHROMIUM_PATH, else Debian's headless shell. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/**
 * Makes sure the Chromium is there: installs Debian's package when it is missing and this process may (root, apt-get),
 * else throws saying how to get it.
 */
export function ensureChromium(): void {
  const path = chromiumPath();
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium was not found at ${path}. Install Debian's package first: sudo apt-get install -y ${PACKAGE} (or set CHROMIUM_PATH to a Chromium executable).`,
    );
  }
  console.log(`Chromium not found at ${path}: installing Debian's ${PACKAGE} package…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGE}`, { stdio: 'inherit' });
  if (!existsSync(path)) throw new Error(`apt-get finished but ${path} is still missing.`);
}
