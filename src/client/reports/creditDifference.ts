/**
 * CATS records credits in whole tonnes, so provisional credits computed to 10⁻⁶ tCO2e differ from them by
 * rounding alone up to half a tonne: from 0.5 tCO2e on the difference is more than rounding and is shown.
 */
export const CREDIT_DIFFERENCE_THRESHOLD = 0.5;

export const isNotableDifference = (difference: number) => Math.abs(difference) >= CREDIT_DIFFERENCE_THRESHOLD;
