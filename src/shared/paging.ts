/** The largest page any list route answers (`_end - _start`); a larger ask answers 400 PAGE_TOO_LARGE. */
export const MAX_PAGE_SIZE = 1000;

/** The page a list answers when the request names no `_end`. */
export const DEFAULT_PAGE_SIZE = 100;
