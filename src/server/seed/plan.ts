import { isSeedSize, SEED_SIZE_MAX, SEED_SIZE_MIN } from '../../shared/seed-size';

/** Row counts of one tenant's data set; `size` scales the movements linearly and master data by its square root. */
export interface SeedPlan {
  partners: number;
  locations: number;
  sustainabilityData: number;
  inbounds: number;
  outbounds: number;
  catsCredits: number;
  /** One per outbound, for the first outbounds. */
  collections: number;
}

export function seedPlan(size: number): SeedPlan {
  if (!isSeedSize(size)) throw new RangeError(`size must be from ${SEED_SIZE_MIN} to ${SEED_SIZE_MAX}`);
  const master = Math.sqrt(size);
  return {
    partners: Math.max(5, Math.round(50 * master)),
    locations: Math.max(4, Math.round(20 * master)),
    sustainabilityData: Math.max(1, Math.round(300 * size)),
    inbounds: Math.max(1, Math.round(1_000 * size)),
    outbounds: Math.max(1, Math.round(1_000 * size)),
    catsCredits: Math.max(1, Math.round(100 * size)),
    collections: Math.max(1, Math.round(20 * size)),
  };
}
