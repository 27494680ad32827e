// Runs npm scripts one after another, stops at the first that fails, and prints how long each took and the
// machine's load average then (the machine is shared, so a slow phase may be someone else's).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const load = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};

for (const script of process.argv.slice(2)) {
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  console.log(`phase ${script}: ${Math.round((Date.now() - started) / 1000)} s, load ${load()}`);
  if (status !== 0) process.exit(status ?? 1);
}
