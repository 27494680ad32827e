/** Row counts of one tenant's data set; `size` scales the movements linearly and master data by its square root. */
export interface SeedPlan {
  partners: number;
  locations: number;
  carbonIntensityConfigurations: number;
  sustainabilityData: number;
  inbounds: number;
  outbounds: number;
  catsCredits: number;
}

export const MAX_SIZE = 10_000;

export function seedPlan(size: number): SeedPlan {
  if (!Number.isFinite(size) || size <= 0 || size > MAX_SIZE) throw new RangeError(`size must be > 0 and ≤ ${MAX_SIZE}`);
  const master = Math.sqrt(size);
  return {
    partners: Math.max(5, Math.round(50 * master)),
    locations: Math.max(4, Math.round(20 * master)),
    carbonIntensityConfigurations: Math.max(4, Math.round(24 * master)),
    sustainabilityData: Math.max(1, Math.round(300 * size)),
    inbounds: Math.max(1, Math.round(1_000 * size)),
    outbounds: Math.max(1, Math.round(1_000 * size)),
    catsCredits: Math.max(1, Math.round(100 * size)),
  };
}
