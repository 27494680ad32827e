// Browser tests drive Debian's Chromium (a test tool's own browser download cannot work on these machines).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `Chromium was not found at ${CHROMIUM}. Install Debian's package first: sudo apt-get install -y chromium ` +
      '(or set CHROMIUM_PATH to a Chromium executable).',
  );
  process.exit(1);
}

console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium package…`);
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
