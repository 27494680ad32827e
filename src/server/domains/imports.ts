import { failStaleImports } from '../imports/recovery';
import type { DomainGuards } from '../resources/hooks';

/** The import messages a list or record shows: an import whose process stopped shows as failed, without a restart. */
const imports: DomainGuards = (registry) => [
  { resource: 'import-messages', hooks: { beforeRead: async (db, tenant) => void (await failStaleImports(db, registry, { tenant })) } },
];

export default imports;
