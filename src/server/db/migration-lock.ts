/** Any constant: the advisory lock that serialises schema changes of nodes starting at once. */
export const MIGRATION_LOCK = 724_911;
