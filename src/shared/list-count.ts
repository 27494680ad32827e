/**
 * A filtered list counts its matches up to this many. Above it the server answers
 * COUNT_CAP + 1 in x-total-count, and the list shows "10,000+" and still pages.
 */
export const COUNT_CAP = 10_000;

/** Whether a total from the server stands for "more than COUNT_CAP". */
export const isCappedTotal = (total: number): boolean => total > COUNT_CAP;
