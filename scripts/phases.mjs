// Runs npm scripts one after another, stops at the first that fails, and prints how long each took and the
// machine's load average then (the machine is shared, so a slow phase may be someone else's). Scripts joined
// by "+" run side by side (each on a core of its own), their output printed whole as each ends, so it never interleaves.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const load = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};

/** Runs one npm script; `buffered`: its output is kept and printed when it ends. Answers its exit status. */
function run(script, buffered) {
  const started = Date.now();
  const child = spawn('npm', ['run', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      console.log(`phase ${script}: ${Math.round((Date.now() - started) / 1000)} s, load ${load()}`);
      resolve(status ?? 1);
    });
  });
}

for (const step of process.argv.slice(2)) {
  const scripts = step.split('+');
  const statuses = await Promise.all(scripts.map((script) => run(script, scripts.length > 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
