// Before the browser tests: the Chromium they drive, installed if missing (chromium.ts).
import { ensureChromium } from './chromium';

try {
  ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
