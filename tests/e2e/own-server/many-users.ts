import type { Db } from '../../../src/server/db/db';

/** How many users OILCO_PRODUCER gets beside its demo members: more than the largest page of a list. */
export const MEMBERS = 1500;

export const memberLogin = (n: number) => `member${String(n).padStart(4, '0')}@many-users.example`;

/** Adds MEMBERS users to OILCO_PRODUCER. Nobody logs in as them, so one placeholder hash serves all. */
export default async function manyUsers(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO users (login, firstname, lastname, password_hash)
     SELECT 'member' || lpad(n::text, 4, '0') || '@many-users.example', 'Member', 'Number ' || n, 'x' FROM generate_series(1, ${MEMBERS}) AS n`,
  );
  await db.query(`INSERT INTO user_tenants (tenant, user_id) SELECT 'OILCO_PRODUCER', id FROM users WHERE login LIKE '%@many-users.example'`);
}
