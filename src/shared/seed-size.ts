/**
 * Sizes of a generated demo data set, one rule for the API, the command line and the seed page.
 * Size 1 ≈ 1,000 inbounds and as many outbounds. Below 0.01 (10 inbounds) the data set no longer
 * shrinks, since master data has fixed minimums; 1,000 (1,000,000 inbounds) is the benchmark size.
 */
export const SEED_SIZE_MIN = 0.01;
export const SEED_SIZE_MAX = 1_000;
/** The portal runs a seed inside the server process, so it stops at ≈ 100,000 inbounds; larger sets are for `npm run seed`. */
export const SEED_SIZE_MAX_API = 100;
/** What the seed page offers; every choice lies within the API's range. */
export const SEED_SIZE_CHOICES = { small: 1, medium: 10, large: 100 } as const;

export function isSeedSize(size: number, max: number = SEED_SIZE_MAX): boolean {
  return Number.isFinite(size) && size >= SEED_SIZE_MIN && size <= max;
}
