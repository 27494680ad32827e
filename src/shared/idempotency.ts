/** The header a write names its idempotency key with (docs/api-guide.md). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on an answer that is the kept answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/** 1 to 200 visible ASCII characters: a UUID, a batch number, anything the sender can repeat exactly. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
