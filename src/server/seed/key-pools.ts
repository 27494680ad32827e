import type { KeyPool } from './fit-row';

/** Pool of the keys of a master-data list held in memory. */
export function listPool(keys: string[]): KeyPool {
  const set = new Set(keys);
  return { count: keys.length, key: (index) => keys[index], has: (key) => set.has(key) };
}

/** Keys "<prefix>00000001".."<prefix><count>" of a streamed movement resource, without holding them. */
export function sequencePool(prefix: string, count: number): KeyPool {
  const key = (index: number) => prefix + String(index + 1).padStart(8, '0');
  return {
    count,
    key,
    has: (candidate) => {
      if (!candidate.startsWith(prefix)) return false;
      const index = Number(candidate.slice(prefix.length)) - 1;
      return Number.isInteger(index) && index >= 0 && index < count && key(index) === candidate;
    },
  };
}
