import type { Db } from './db';
import { MIGRATION_LOCK } from './migration-lock';
import { SESSION_CHANGE_CHANNEL } from '../security/session-cache';
import { CREATE_UNIQUE_LOGIN_INDEX_WHEN_RESOLVED } from '../users/login-uniqueness';

/**
 * Ordered schema steps; each runs once, recorded in schema_migrations. One statement per string so the
 * same SQL runs on PGlite (extended protocol) and PostgreSQL. `tenant` leads every tenant-owned key so a
 * tenant-sharded PostgreSQL (Citus) can take the data later.
 */
export const MIGRATIONS: { id: number; name: string; statements: string[] }[] = [
  {
    id: 1,
    name: 'accounts',
    statements: [
      `CREATE TABLE tenants (
        name text PRIMARY KEY CHECK (name = upper(name)),
        display_name text NOT NULL,
        visible_routes jsonb NOT NULL DEFAULT '[]',
        visible_import_types jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE users (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        login text NOT NULL UNIQUE,
        firstname text NOT NULL,
        lastname text NOT NULL,
        password_hash text NOT NULL,
        adminflag boolean NOT NULL DEFAULT false,
        locked boolean NOT NULL DEFAULT false,
        support boolean NOT NULL DEFAULT false,
        totp_secret text,
        totp_enabled boolean NOT NULL DEFAULT false,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE user_tenants (
        tenant text NOT NULL REFERENCES tenants(name),
        user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        adminflag boolean NOT NULL DEFAULT false,
        PRIMARY KEY (tenant, user_id)
      )`,
      `CREATE INDEX user_tenants_user_idx ON user_tenants (user_id)`,
      `CREATE TABLE user_settings (
        user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        settings jsonb NOT NULL
      )`,
      `CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        family_id uuid NOT NULL,
        user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`,
      `CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`,
      `CREATE TABLE login_attempts (
        login text PRIMARY KEY,
        failures integer NOT NULL DEFAULT 0,
        locked_until timestamptz
      )`,
      `CREATE TABLE system_settings (
        key text PRIMARY KEY,
        value text NOT NULL
      )`,
      // tenant '' marks system-wide events (logins, tenant management).
      `CREATE TABLE audit_log (
        tenant text NOT NULL DEFAULT '',
        id bigint GENERATED ALWAYS AS IDENTITY,
        user_login text NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        entity text NOT NULL,
        entity_key text,
        action text NOT NULL,
        before jsonb,
        after jsonb,
        PRIMARY KEY (tenant, id)
      )`,
      `CREATE INDEX audit_log_tenant_entity_idx ON audit_log (tenant, entity, entity_key)`,
    ],
  },
  {
    id: 2,
    name: 'seed jobs',
    statements: [
      // Progress of demo-data jobs, in the database so any API node can answer the polls.
      `CREATE TABLE seed_jobs (
        tenant text NOT NULL,
        id uuid NOT NULL,
        state text NOT NULL CHECK (state IN ('running', 'done', 'failed')),
        size numeric NOT NULL,
        done bigint NOT NULL DEFAULT 0,
        total bigint NOT NULL,
        message text NOT NULL DEFAULT '',
        counts jsonb,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant, id)
      )`,
    ],
  },
  {
    id: 3,
    name: 'list configs',
    statements: [
      // A user's saved column choices per resource; `columns` holds property names in display order.
      `CREATE TABLE list_configs (
        tenant text NOT NULL REFERENCES tenants(name),
        id bigint GENERATED ALWAYS AS IDENTITY,
        user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        resource text NOT NULL,
        name text NOT NULL,
        columns jsonb NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant, id)
      )`,
      `CREATE INDEX list_configs_user_idx ON list_configs (tenant, user_id, resource)`,
      // At most one default per (tenant, user, resource), also under concurrent saves.
      `CREATE UNIQUE INDEX list_configs_one_default_idx ON list_configs (tenant, user_id, resource) WHERE is_default`,
    ],
  },
  {
    id: 4,
    name: 'messages',
    statements: [
      // A user's inbox; user_id leads the key since a message belongs to a person, across tenants
      // (tenant is only the context it came from, NULL for account events). The client words it from kind + params.
      `CREATE TABLE messages (
        user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        id bigint GENERATED ALWAYS AS IDENTITY,
        tenant text,
        kind text NOT NULL,
        params jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        PRIMARY KEY (user_id, id)
      )`,
      `CREATE INDEX messages_unread_idx ON messages (user_id, id) WHERE read_at IS NULL`,
    ],
  },
  {
    id: 5,
    name: 'audit log newest first per tenant',
    // The audit log page reads a tenant's entries newest first; without this it sorts the whole tenant.
    statements: [`CREATE INDEX audit_log_tenant_at_idx ON audit_log (tenant, at DESC, id DESC)`],
  },
  {
    id: 6,
    name: 'login throttling per client address',
    // Counts of password checks (security/login-throttle.ts); the old per-login failures are dropped (at most a 15-minute block).
    statements: [
      `DROP TABLE login_attempts`,
      // client: the address key (IPv4, or an IPv6 /64); trusted_until: the login succeeded from there.
      `CREATE TABLE login_attempts (
        login text NOT NULL,
        client text NOT NULL,
        attempts integer NOT NULL,
        window_start timestamptz NOT NULL,
        trusted_until timestamptz,
        PRIMARY KEY (login, client)
      )`,
      `CREATE TABLE login_attempt_totals (
        login text PRIMARY KEY,
        attempts integer NOT NULL,
        window_start timestamptz NOT NULL
      )`,
    ],
  },
  {
    id: 7,
    name: 'session liveness per request',
    // Every authenticated request asks whether its session (refresh-token family) is alive: one unexpired
    // token (range scan on family and expiry) and no revoked one (a small partial index).
    statements: [
      `CREATE INDEX refresh_tokens_family_expiry_idx ON refresh_tokens (family_id, expires_at)`,
      `DROP INDEX refresh_tokens_family_idx`,
      `CREATE INDEX refresh_tokens_revoked_family_idx ON refresh_tokens (family_id) WHERE revoked_at IS NOT NULL`,
    ],
  },
  {
    id: 8,
    name: 'proof documents',
    // Files attached to a proof (sustainability data, key `proof`), in the database so every API node serves
    // them. Not a registry entity: a registry column holds text, numbers or dates, not bytes (schemas/README.md).
    // No foreign key: the entity tables are made after the migrations; the proof's hooks keep `proof` right.
    statements: [
      `CREATE TABLE proof_documents (
        tenant text NOT NULL,
        id uuid NOT NULL,
        proof text NOT NULL,
        file_name text NOT NULL,
        content_type text NOT NULL,
        size integer NOT NULL CHECK (size > 0),
        sha256 text NOT NULL,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by text NOT NULL,
        PRIMARY KEY (tenant, id)
      )`,
      `CREATE INDEX proof_documents_proof_idx ON proof_documents (tenant, proof, created_at, id)`,
    ],
  },
  {
    id: 9,
    name: 'mass balance movement statuses',
    // Completing a mass balance sets its movements to completed; reopening gives each its previous status back.
    statements: [
      `CREATE TABLE mass_balance_movement_status (
        tenant text NOT NULL,
        balance text NOT NULL,
        resource text NOT NULL,
        key text NOT NULL,
        previous_status text,
        PRIMARY KEY (tenant, resource, key)
      )`,
      `CREATE INDEX mass_balance_movement_status_balance_idx ON mass_balance_movement_status (tenant, balance)`,
    ],
  },
  {
    id: 10,
    name: 'record links',
    // Links declared by x-links (src/shared/links.ts): one row per source record, link and target record.
    // No foreign keys (the entity tables are made after the migrations): the link hooks keep the keys right.
    // An exclusive link's target belongs to one source: the partial unique index settles concurrent links.
    statements: [
      `CREATE TABLE record_links (
        tenant text NOT NULL,
        source_resource text NOT NULL,
        link text NOT NULL,
        source_key text NOT NULL,
        target_resource text NOT NULL,
        target_key text NOT NULL,
        quantity numeric CHECK (quantity > 0),
        exclusive boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by text NOT NULL,
        PRIMARY KEY (tenant, source_resource, link, source_key, target_key)
      )`,
      `CREATE UNIQUE INDEX record_links_exclusive_idx ON record_links (tenant, source_resource, link, target_key) WHERE exclusive`,
      `CREATE INDEX record_links_target_idx ON record_links (tenant, target_resource, target_key)`,
    ],
  },
  {
    id: 11,
    name: 'imports',
    // The producer's ERP import "raw imports" and the CFR tenant's "raw import" are one type, rawImport.
    // import_errors: the rows of a refused file (row, column, value, message key and its parameters), listed and
    // downloaded by the import view; the import message counts them.
    statements: [
      `UPDATE tenants SET visible_import_types = (
         SELECT coalesce(jsonb_agg(DISTINCT CASE WHEN value = 'rawImports' THEN 'rawImport' ELSE value END), '[]'::jsonb)
         FROM jsonb_array_elements_text(visible_import_types) AS value)
       WHERE visible_import_types ? 'rawImports'`,
      `CREATE TABLE import_errors (
        tenant text NOT NULL,
        import_id text NOT NULL,
        seq integer NOT NULL,
        row_number integer,
        column_name text,
        value text,
        message_key text NOT NULL,
        params jsonb NOT NULL DEFAULT '{}',
        PRIMARY KEY (tenant, import_id, seq)
      )`,
    ],
  },
  {
    id: 12,
    name: 'cfr reference data',
    // The CFR constants of reference/cfr.json (Schedules 1, 2, 6), valid from a compliance year; the
    // reports read them in SQL. Global, not tenant-owned: filled from the file on every start.
    statements: [
      `CREATE TABLE cfr_reference (
        kind text NOT NULL,
        key text NOT NULL,
        valid_from integer NOT NULL,
        value numeric NOT NULL,
        PRIMARY KEY (kind, key, valid_from)
      )`,
    ],
  },
  {
    id: 13,
    name: 'record counts',
    // The unfiltered total of a list without counting a million rows: statement triggers on the
    // entity tables (ddl.ts) append one signed delta per tenant and statement, in the writer's
    // transaction; the reader sums them and folds them into one row now and then. Deltas instead
    // of one counter row, so concurrent writers (an import's long transaction) never wait for each other.
    statements: [
      `CREATE TABLE record_counts (
        tenant text NOT NULL,
        resource text NOT NULL,
        n bigint NOT NULL
      )`,
      `CREATE INDEX record_counts_tenant_resource_idx ON record_counts (tenant, resource)`,
      `CREATE FUNCTION count_records() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           INSERT INTO record_counts (tenant, resource, n) SELECT tenant, TG_ARGV[0], count(*) FROM new_rows GROUP BY tenant;
         ELSIF TG_OP = 'DELETE' THEN
           INSERT INTO record_counts (tenant, resource, n) SELECT tenant, TG_ARGV[0], -count(*) FROM old_rows GROUP BY tenant;
         ELSE
           DELETE FROM record_counts WHERE resource = TG_ARGV[0];
         END IF;
         RETURN NULL;
       END $$`,
    ],
  },
  {
    id: 14,
    name: 'trigram search',
    // Contains-filters and the search `q` read a trigram index (indexes.ts) instead of every row, tenant first
    // like every index (btree_gin puts the tenant's text into a GIN index). Both are trusted extensions (the
    // database owner may create them); PGlite loads them in openPgliteDb.
    statements: ['CREATE EXTENSION IF NOT EXISTS pg_trgm', 'CREATE EXTENSION IF NOT EXISTS btree_gin'],
  },
  {
    id: 15,
    name: 'write stamps',
    // Every write statement leaves a row, updates one of delta 0: the set of a tenant's row ids changes with
    // each write and never recurs (rows are only added, or folded into a new one), so it stamps the state a
    // cached list answer was computed from (list-cache.ts).
    statements: [
      'ALTER TABLE record_counts ADD COLUMN id bigserial',
      `CREATE OR REPLACE FUNCTION count_records() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           INSERT INTO record_counts (tenant, resource, n) SELECT tenant, TG_ARGV[0], count(*) FROM new_rows GROUP BY tenant;
         ELSIF TG_OP = 'UPDATE' THEN
           INSERT INTO record_counts (tenant, resource, n) SELECT DISTINCT tenant, TG_ARGV[0], 0 FROM new_rows;
         ELSIF TG_OP = 'DELETE' THEN
           INSERT INTO record_counts (tenant, resource, n) SELECT tenant, TG_ARGV[0], -count(*) FROM old_rows GROUP BY tenant;
         ELSE
           DELETE FROM record_counts WHERE resource = TG_ARGV[0];
         END IF;
         RETURN NULL;
       END $$`,
    ],
  },
  {
    id: 16,
    name: 'tenant time zone',
    // The zone whose calendar day is the tenant's business day (src/server/time/tenant-day.ts): which version
    // of master data is in effect, the import date, the default report period. A canonical IANA id, checked
    // by the tenants route; the default is the users' default display zone, America/Edmonton (Canada/Mountain).
    statements: [`ALTER TABLE tenants ADD COLUMN time_zone text NOT NULL DEFAULT 'America/Edmonton'`],
  },
  {
    id: 17,
    name: 'logins unique regardless of case',
    // A login is one in any case (users/login-uniqueness.ts). Throttle counts are kept under the lower-cased
    // login (security/throttled-password.ts): the counts and trusted addresses of other spellings join it.
    // The unique index is built only when no two logins differ in case alone, so this never fails on them.
    statements: [
      `INSERT INTO login_attempts AS a (login, client, attempts, window_start, trusted_until)
       SELECT lower(login), client, max(attempts), max(window_start), max(trusted_until)
         FROM login_attempts WHERE login <> lower(login) GROUP BY lower(login), client
       ON CONFLICT (login, client) DO UPDATE SET
         attempts = greatest(a.attempts, EXCLUDED.attempts),
         window_start = greatest(a.window_start, EXCLUDED.window_start),
         trusted_until = greatest(a.trusted_until, EXCLUDED.trusted_until)`,
      `DELETE FROM login_attempts WHERE login <> lower(login)`,
      `INSERT INTO login_attempt_totals AS t (login, attempts, window_start)
       SELECT lower(login), max(attempts), max(window_start) FROM login_attempt_totals WHERE login <> lower(login) GROUP BY lower(login)
       ON CONFLICT (login) DO UPDATE SET attempts = greatest(t.attempts, EXCLUDED.attempts), window_start = greatest(t.window_start, EXCLUDED.window_start)`,
      `DELETE FROM login_attempt_totals WHERE login <> lower(login)`,
      CREATE_UNIQUE_LOGIN_INDEX_WHEN_RESOLVED,
    ],
  },
  {
    id: 18,
    name: 'applied list views',
    // The column view each user last applied to a list, per tenant: a saved config (its columns as stored
    // now) or an unsaved choice of columns. Kept on the server so it follows the user to any browser; a
    // deleted config takes its applied view along, so the list falls back to the default config.
    statements: [
      `CREATE TABLE list_views (
        tenant text NOT NULL REFERENCES tenants(name),
        user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        resource text NOT NULL,
        config_id bigint,
        columns jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant, user_id, resource),
        FOREIGN KEY (tenant, config_id) REFERENCES list_configs (tenant, id) ON DELETE CASCADE
      )`,
    ],
  },
  {
    id: 19,
    name: 'user time zones by canonical id',
    // The settings offered Canada/Mountain, a link name; zones are stored as canonical IANA ids (shared/settings.ts).
    statements: [`UPDATE user_settings SET settings = jsonb_set(settings, '{timezone}', '"America/Edmonton"') WHERE settings->>'timezone' = 'Canada/Mountain'`],
  },
  {
    id: 20,
    name: 'written keys',
    // A write statement of up to 1,000 records leaves their keys (before and after, so a renamed record is
    // both) with its delta: a list answer kept from an older stamp is then corrected by re-reading those
    // records instead of being computed again (kept-matches.ts). A fold keeps the keys of the deltas it
    // replaces and their ids (record-counts.ts). A bigger statement and a truncate leave none: whoever kept
    // an answer from before computes it again. The key column is the triggers'
    // second argument (record-counts.ts), so the triggers made with one argument are dropped here and made
    // again when the tables are checked at start.
    statements: [
      'ALTER TABLE record_counts ADD COLUMN keys text[], ADD COLUMN folded bigint[], ADD COLUMN opaque bigint[]',
      `DO $$
       DECLARE t record;
       BEGIN
         FOR t IN SELECT tgname, tgrelid::regclass AS tbl FROM pg_trigger WHERE tgfoid = 'count_records'::regproc LOOP
           EXECUTE format('DROP TRIGGER %I ON %s', t.tgname, t.tbl);
         END LOOP;
       END $$`,
      `CREATE OR REPLACE FUNCTION count_records() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         written bigint;
       BEGIN
         IF TG_OP = 'TRUNCATE' THEN
           DELETE FROM record_counts WHERE resource = TG_ARGV[0];
         ELSIF TG_OP = 'INSERT' THEN
           SELECT count(*) INTO written FROM new_rows;
           EXECUTE format('INSERT INTO record_counts (tenant, resource, n, keys)
             SELECT tenant, $1, count(*), array_agg(%I::text) FILTER (WHERE $2) FROM new_rows GROUP BY tenant', TG_ARGV[1])
             USING TG_ARGV[0], written <= 1000;
         ELSIF TG_OP = 'UPDATE' THEN
           SELECT count(*) INTO written FROM new_rows;
           EXECUTE format('INSERT INTO record_counts (tenant, resource, n, keys)
             SELECT tenant, $1, 0, array_agg(DISTINCT written_key) FILTER (WHERE $2)
             FROM (SELECT tenant, %1$I::text AS written_key FROM new_rows UNION ALL SELECT tenant, %1$I::text FROM old_rows) AS written
             GROUP BY tenant', TG_ARGV[1])
             USING TG_ARGV[0], written <= 1000;
         ELSE
           SELECT count(*) INTO written FROM old_rows;
           EXECUTE format('INSERT INTO record_counts (tenant, resource, n, keys)
             SELECT tenant, $1, -count(*), array_agg(%I::text) FILTER (WHERE $2) FROM old_rows GROUP BY tenant', TG_ARGV[1])
             USING TG_ARGV[0], written <= 1000;
         END IF;
         RETURN NULL;
       END $$`,
    ],
  },
  {
    id: 21,
    name: 'session change notices',
    // A node keeps the session checks that passed (session-cache.ts) until the database says something they
    // read may have changed: a user's columns the check reads (COLUMNS in user-repository.ts; a login's time
    // is not one), their tenants, tenants, and a refresh token revoked, used or deleted. New tokens change no
    // session that passed. Statement triggers, so a write of many rows notifies once; PostgreSQL folds equal
    // notices of one transaction into one.
    statements: [
      `CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('${SESSION_CHANGE_CHANNEL}', '');
         RETURN NULL;
       END $$`,
      `CREATE TRIGGER users_session_change AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
         login, firstname, lastname, password_hash, adminflag, locked, support, totp_secret, totp_enabled
         ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change()`,
      ...['user_tenants', 'tenants'].map(
        (table) =>
          `CREATE TRIGGER ${table}_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change()`,
      ),
      'CREATE TRIGGER refresh_tokens_session_change AFTER UPDATE OR DELETE OR TRUNCATE ON refresh_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change()',
    ],
  },
  {
    id: 22,
    name: 'proof-of-sustainability documents',
    // The issuer a tenant's PoS documents name (company, address, certificate), kept by its administrators;
    // a PoS the portal issued is stored as a document of its outgoing proof, in its language, until a reissue
    // supersedes it (src/server/pos/).
    statements: [
      `ALTER TABLE tenants ADD COLUMN issuer jsonb NOT NULL DEFAULT '{}'::jsonb`,
      `ALTER TABLE proof_documents ADD COLUMN pos_language text, ADD COLUMN superseded_at timestamptz`,
      `CREATE UNIQUE INDEX proof_documents_current_pos_idx ON proof_documents (tenant, proof, pos_language) WHERE pos_language IS NOT NULL AND superseded_at IS NULL`,
    ],
  },
  {
    id: 23,
    name: 'API tokens and idempotent writes',
    // A token is a machine user of one tenant (security/api-tokens.ts): only the hash of its secret is kept, and
    // a change to what the session check reads of it is notified like a user's. A write sent with an
    // Idempotency-Key keeps its answer for a day (plugins/idempotency.ts), per tenant and actor.
    statements: [
      `CREATE TABLE api_tokens (
        id uuid PRIMARY KEY,
        tenant text NOT NULL REFERENCES tenants(name),
        name text NOT NULL,
        secret_hash text NOT NULL UNIQUE,
        scopes jsonb NOT NULL,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        last_used_at timestamptz,
        revoked_at timestamptz,
        revoked_by text
      )`,
      `CREATE UNIQUE INDEX api_tokens_live_name_idx ON api_tokens (tenant, lower(name)) WHERE revoked_at IS NULL`,
      `CREATE TRIGGER api_tokens_session_change AFTER DELETE OR TRUNCATE OR UPDATE OF name, scopes, expires_at, revoked_at
         ON api_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change()`,
      `CREATE TABLE idempotency_keys (
        tenant text NOT NULL,
        actor text NOT NULL,
        key text NOT NULL,
        fingerprint text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        status integer,
        content_type text,
        body bytea,
        PRIMARY KEY (tenant, actor, key)
      )`,
      `CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`,
    ],
  },
  {
    id: 24,
    name: 'webhooks',
    // A tenant's webhook endpoints and the outbox of their deliveries (src/server/webhooks/): a change enqueues
    // its event in its own transaction, the worker of any node claims a due delivery with FOR UPDATE SKIP
    // LOCKED and holds it for a lease (locked_until), and the statement that enqueues wakes the workers.
    // The due index spans tenants: the queue is worked across them, like idempotency_keys' expiry.
    statements: [
      `CREATE TABLE webhook_endpoints (
        tenant text NOT NULL REFERENCES tenants(name),
        id uuid NOT NULL,
        url text NOT NULL,
        events jsonb NOT NULL,
        resources jsonb,
        secret text NOT NULL,
        active boolean NOT NULL DEFAULT true,
        consecutive_failures integer NOT NULL DEFAULT 0,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        disabled_at timestamptz,
        disabled_reason text,
        PRIMARY KEY (tenant, id)
      )`,
      `CREATE TABLE webhook_deliveries (
        tenant text NOT NULL,
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        endpoint uuid NOT NULL,
        event_id uuid NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        event_time timestamptz NOT NULL DEFAULT statement_timestamp(),
        status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        lease uuid,
        last_status integer,
        last_error text,
        last_attempt_at timestamptz,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Retries end a day after this: the enqueue, or the last "send again".
        queued_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant, id),
        FOREIGN KEY (tenant, endpoint) REFERENCES webhook_endpoints (tenant, id) ON DELETE CASCADE
      )`,
      `CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (tenant, endpoint, created_at DESC)`,
      `CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'retrying')`,
      `CREATE FUNCTION notify_webhook_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF EXISTS (SELECT 1 FROM added) THEN PERFORM pg_notify('webhook_delivery', ''); END IF; RETURN NULL; END $$`,
      // Per statement and only when it added rows: an audit entry no endpoint wants wakes no worker.
      `CREATE TRIGGER webhook_deliveries_enqueued AFTER INSERT ON webhook_deliveries REFERENCING NEW TABLE AS added
         FOR EACH STATEMENT EXECUTE FUNCTION notify_webhook_delivery()`,
    ],
  },
  {
    id: 25,
    name: 'day counts',
    // A deep page of a list sorted by a date starts at its day instead of skipping every row before it: statement
    // triggers (value-counts.ts) keep how many of a tenant's records hold each day in each sorted date column, as
    // signed deltas in the writer's transaction like record_counts, so concurrent writers never wait for each other.
    // A statement that leaves more than 1,000 unfolded deltas of a tenant folds them into one row per field and day,
    // unless another transaction is folding them (it would wait for that one's row locks).
    statements: [
      `CREATE TABLE day_counts (
        tenant text NOT NULL,
        resource text NOT NULL,
        field text NOT NULL,
        day date,
        n bigint NOT NULL,
        folded boolean NOT NULL DEFAULT false
      )`,
      'CREATE INDEX day_counts_day_idx ON day_counts (tenant, resource, field, day) INCLUDE (n)',
      'CREATE INDEX day_counts_unfolded_idx ON day_counts (tenant, resource) WHERE NOT folded',
      `CREATE FUNCTION fold_day_counts(folding_tenant text, folding_resource text) RETURNS void LANGUAGE sql AS $$
         WITH folded AS (DELETE FROM day_counts WHERE tenant = folding_tenant AND resource = folding_resource RETURNING field, day, n)
         INSERT INTO day_counts (tenant, resource, field, day, n, folded)
         SELECT folding_tenant, folding_resource, field, day, sum(n), true FROM folded GROUP BY field, day HAVING sum(n) <> 0
       $$`,
      `CREATE FUNCTION count_days() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         field text;
         changed text;
         written text;
       BEGIN
         IF TG_OP = 'TRUNCATE' THEN
           DELETE FROM day_counts WHERE resource = TG_ARGV[0];
           RETURN NULL;
         END IF;
         FOR i IN 1 .. TG_NARGS - 1 LOOP
           field := TG_ARGV[i];
           changed := CASE TG_OP
             WHEN 'INSERT' THEN format('SELECT tenant, %I AS day, 1 AS n FROM new_rows', field)
             WHEN 'DELETE' THEN format('SELECT tenant, %I AS day, -1 AS n FROM old_rows', field)
             ELSE format('SELECT tenant, %1$I AS day, 1 AS n FROM new_rows UNION ALL SELECT tenant, %1$I, -1 FROM old_rows', field)
           END;
           EXECUTE format('INSERT INTO day_counts (tenant, resource, field, day, n)
             SELECT tenant, $1, $2, day, sum(n) FROM (%s) AS changed GROUP BY tenant, day HAVING sum(n) <> 0', changed)
             USING TG_ARGV[0], field;
         END LOOP;
         FOR written IN EXECUTE CASE WHEN TG_OP = 'DELETE' THEN 'SELECT DISTINCT tenant FROM old_rows' ELSE 'SELECT DISTINCT tenant FROM new_rows' END LOOP
           IF (SELECT count(*) FROM (SELECT 1 FROM day_counts WHERE tenant = written AND resource = TG_ARGV[0] AND NOT folded LIMIT 1001) AS unfolded) > 1000
             AND pg_try_advisory_xact_lock(hashtext('day_counts'), hashtext(written || '/' || TG_ARGV[0])) THEN
             PERFORM fold_day_counts(written, TG_ARGV[0]);
           END IF;
         END LOOP;
         RETURN NULL;
       END $$`,
    ],
  },
  {
    id: 26,
    name: 'value counts',
    // The day counts become value counts (value-counts.ts): besides a date's days, a number's ranges of three
    // significant digits and a master-data reference's values, so a deep page of a list sorted by any of them
    // starts at its range. Dropping the old trigger function drops its triggers; the table sync makes the new ones
    // and counts every table anew.
    statements: [
      'DROP FUNCTION count_days() CASCADE',
      'DROP FUNCTION fold_day_counts(text, text)',
      'ALTER TABLE day_counts RENAME TO value_counts',
      'ALTER TABLE value_counts ADD COLUMN num numeric, ADD COLUMN txt text',
      'DROP INDEX day_counts_day_idx',
      'CREATE INDEX value_counts_range_idx ON value_counts (tenant, resource, field, day, num, txt) INCLUDE (n)',
      'ALTER INDEX day_counts_unfolded_idx RENAME TO value_counts_unfolded_idx',
      // The greatest number of three significant digits not above v: never above v, itself for such a number, and
      // growing with v, so "range_of_number(v) >= r" holds exactly when "v >= r" for every range r.
      `CREATE FUNCTION range_of_number(v numeric) RETURNS numeric LANGUAGE plpgsql IMMUTABLE STRICT AS $$
       DECLARE
         magnitude numeric := abs(v);
         e integer;
         ranged numeric;
       BEGIN
         IF v = 0 THEN RETURN 0; END IF;
         -- The exponent of the third significant digit, read off the digits: log and negative powers are rounded.
         IF magnitude >= 1 THEN
           e := length(trunc(magnitude)::text) - 3;
         ELSE
           e := -(length(substring(magnitude::text FROM '^0[.](0*)')) + 3);
         END IF;
         ranged := trunc(v, -e);
         IF ranged > v THEN ranged := ranged - ('1e' || e)::numeric; END IF;
         RETURN ranged;
       END $$`,
      `CREATE FUNCTION fold_value_counts(folding_tenant text, folding_resource text) RETURNS void LANGUAGE sql AS $$
         WITH folded AS (DELETE FROM value_counts WHERE tenant = folding_tenant AND resource = folding_resource RETURNING field, day, num, txt, n)
         INSERT INTO value_counts (tenant, resource, field, day, num, txt, n, folded)
         SELECT folding_tenant, folding_resource, field, day, num, txt, sum(n), true FROM folded GROUP BY field, day, num, txt HAVING sum(n) <> 0
       $$`,
      // Arguments: the resource, then per counted column its name, the value_counts column of its ranges (day, num
      // or txt) and its range as SQL of the row (value-counts.ts). One statement per column: each groups the written
      // rows into a few ranges, where one for every column would group a row per column, which PGlite sorts in its
      // memory on a large import.
      `CREATE FUNCTION count_values() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         ranged text;
         changed text;
         written text;
       BEGIN
         IF TG_OP = 'TRUNCATE' THEN
           DELETE FROM value_counts WHERE resource = TG_ARGV[0];
           RETURN NULL;
         END IF;
         FOR i IN 1 .. TG_NARGS - 1 BY 3 LOOP
           ranged := format('%s AS range', TG_ARGV[i + 2]);
           changed := CASE TG_OP
             WHEN 'INSERT' THEN format('SELECT tenant, %s, 1 AS n FROM new_rows', ranged)
             WHEN 'DELETE' THEN format('SELECT tenant, %s, -1 AS n FROM old_rows', ranged)
             ELSE format('SELECT tenant, %1$s, 1 AS n FROM new_rows UNION ALL SELECT tenant, %1$s, -1 FROM old_rows', ranged)
           END;
           EXECUTE format('INSERT INTO value_counts (tenant, resource, field, %I, n)
             SELECT tenant, $1, $2, range, sum(n) FROM (%s) AS changed GROUP BY tenant, range HAVING sum(n) <> 0', TG_ARGV[i + 1], changed)
             USING TG_ARGV[0], TG_ARGV[i];
         END LOOP;
         FOR written IN EXECUTE CASE WHEN TG_OP = 'DELETE' THEN 'SELECT DISTINCT tenant FROM old_rows' ELSE 'SELECT DISTINCT tenant FROM new_rows' END LOOP
           IF (SELECT count(*) FROM (SELECT 1 FROM value_counts WHERE tenant = written AND resource = TG_ARGV[0] AND NOT folded LIMIT 1001) AS unfolded) > 1000
             AND pg_try_advisory_xact_lock(hashtext('value_counts'), hashtext(written || '/' || TG_ARGV[0])) THEN
             PERFORM fold_value_counts(written, TG_ARGV[0]);
           END IF;
         END LOOP;
         RETURN NULL;
       END $$`,
    ],
  },
  {
    id: 27,
    name: 'key marks',
    // A record number or a status has no few ranges that split a large list: key_marks (value-counts.ts markKeys)
    // holds every thousandth key of a tenant's records, and value_counts counts the records per value (none for
    // the key itself) and mark, in the new column mark, so a deep page sorted by the key or a status starts at its
    // mark. A mark changes only while its table is locked against writes, so the counts a writer adds always belong
    // to the marks that stay. count_values now receives the key after the resource and learns the kind 'mark': a
    // record's mark is the greatest not above its key, or '' below the first.
    statements: [
      `CREATE TABLE key_marks (
        tenant text NOT NULL,
        resource text NOT NULL,
        mark text NOT NULL,
        PRIMARY KEY (tenant, resource, mark)
      )`,
      'ALTER TABLE value_counts ADD COLUMN mark text',
      'DROP INDEX value_counts_range_idx',
      'CREATE INDEX value_counts_range_idx ON value_counts (tenant, resource, field, day, num, txt, mark) INCLUDE (n)',
      `CREATE OR REPLACE FUNCTION fold_value_counts(folding_tenant text, folding_resource text) RETURNS void LANGUAGE sql AS $$
         WITH folded AS (DELETE FROM value_counts WHERE tenant = folding_tenant AND resource = folding_resource RETURNING field, day, num, txt, mark, n)
         INSERT INTO value_counts (tenant, resource, field, day, num, txt, mark, n, folded)
         SELECT folding_tenant, folding_resource, field, day, num, txt, mark, sum(n), true FROM folded GROUP BY field, day, num, txt, mark HAVING sum(n) <> 0
       $$`,
      // The old triggers pass no key: dropped here, the table sync makes the new ones and counts every table anew.
      'DROP FUNCTION count_values() CASCADE',
      // Arguments: the resource, the key as SQL, then per counted column its name, the value_counts column of its
      // ranges (day, num, txt; or mark: the value in txt and the key's mark in mark) and its value or range as SQL.
      `CREATE FUNCTION count_values() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         ranged text;
         changed text;
         written text;
       BEGIN
         IF TG_OP = 'TRUNCATE' THEN
           DELETE FROM value_counts WHERE resource = TG_ARGV[0];
           RETURN NULL;
         END IF;
         FOR i IN 2 .. TG_NARGS - 1 BY 3 LOOP
           ranged := format('%s AS range, %s AS k', TG_ARGV[i + 2], TG_ARGV[1]);
           changed := CASE TG_OP
             WHEN 'INSERT' THEN format('SELECT tenant, %s, 1 AS n FROM new_rows', ranged)
             WHEN 'DELETE' THEN format('SELECT tenant, %s, -1 AS n FROM old_rows', ranged)
             ELSE format('SELECT tenant, %1$s, 1 AS n FROM new_rows UNION ALL SELECT tenant, %1$s, -1 FROM old_rows', ranged)
           END;
           IF TG_ARGV[i + 1] = 'mark' THEN
             -- The written keys and their tenants' marks in one order, marks first at an equal key: the greatest
             -- mark so far is each key's. One sort of the statement's rows, where a lookup per row costs ten times more.
             EXECUTE format('WITH changed AS (%s)
               INSERT INTO value_counts (tenant, resource, field, txt, mark, n)
               SELECT tenant, $1, $2, range, mark, sum(n) FROM (
                 SELECT tenant, range, n, is_row, coalesce(max(mark) OVER (PARTITION BY tenant ORDER BY k, is_row ROWS UNBOUNDED PRECEDING), '''') AS mark
                 FROM (SELECT tenant, range::text, k, n, true AS is_row, NULL::text AS mark FROM changed
                   UNION ALL SELECT tenant, NULL, mark, 0, false, mark FROM key_marks
                   WHERE resource = $1 AND tenant IN (SELECT tenant FROM changed)) AS merged
               ) AS marked WHERE is_row GROUP BY tenant, range, mark HAVING sum(n) <> 0', changed)
               USING TG_ARGV[0], TG_ARGV[i];
           ELSE
             EXECUTE format('INSERT INTO value_counts (tenant, resource, field, %I, n)
               SELECT tenant, $1, $2, range, sum(n) FROM (%s) AS changed GROUP BY tenant, range HAVING sum(n) <> 0', TG_ARGV[i + 1], changed)
               USING TG_ARGV[0], TG_ARGV[i];
           END IF;
         END LOOP;
         FOR written IN EXECUTE CASE WHEN TG_OP = 'DELETE' THEN 'SELECT DISTINCT tenant FROM old_rows' ELSE 'SELECT DISTINCT tenant FROM new_rows' END LOOP
           IF (SELECT count(*) FROM (SELECT 1 FROM value_counts WHERE tenant = written AND resource = TG_ARGV[0] AND NOT folded LIMIT 1001) AS unfolded) > 1000
             AND pg_try_advisory_xact_lock(hashtext('value_counts'), hashtext(written || '/' || TG_ARGV[0])) THEN
             PERFORM fold_value_counts(written, TG_ARGV[0]);
           END IF;
         END LOOP;
         RETURN NULL;
       END $$`,
    ],
  },
  {
    id: 28,
    name: 'large ranges counted per key mark',
    // A date's day or a master-data value that many records share (an import date, a product over a million
    // records) is one range a deep page skips into row by row. Such a range is counted per key mark too
    // (value-counts.ts splitLargeRanges), as a status is, beside its count as a whole (mark empty), which the other
    // readers sum. count_values learns it from value_counts itself: a written row of a range that has counts per
    // mark is counted per mark too. Dates and master-data values only: a number's range holds many values, whose
    // order is not the key's. The counts as a whole get an index of their own, so a page reads the ranges without
    // the marks.
    statements: [
      'CREATE INDEX value_counts_whole_idx ON value_counts (tenant, resource, field, day, num, txt) INCLUDE (n) WHERE mark IS NULL',
      `CREATE OR REPLACE FUNCTION count_values() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         ranged text;
         changed text;
         written text;
         -- The rows of %1$s and their tenants' marks in one order, marks first at an equal key: the greatest mark
         -- so far is each key's. One sort of the statement's rows, where a lookup per row costs ten times more.
         per_mark constant text := 'SELECT tenant, $1, $2, range, mark, sum(n) FROM (
             SELECT tenant, range, n, is_row, coalesce(max(mark) OVER (PARTITION BY tenant ORDER BY k, is_row ROWS UNBOUNDED PRECEDING), '''') AS mark
             FROM (SELECT tenant, range, k, n, true AS is_row, NULL::text AS mark FROM %1$s
               UNION ALL SELECT tenant, NULL, mark, 0, false, mark FROM key_marks WHERE resource = $1 AND tenant IN (SELECT tenant FROM %1$s)) AS merged
           ) AS marked WHERE is_row GROUP BY tenant, range, mark HAVING sum(n) <> 0';
       BEGIN
         IF TG_OP = 'TRUNCATE' THEN
           DELETE FROM value_counts WHERE resource = TG_ARGV[0];
           RETURN NULL;
         END IF;
         FOR i IN 2 .. TG_NARGS - 1 BY 3 LOOP
           ranged := format('%s AS range, %s AS k', TG_ARGV[i + 2], TG_ARGV[1]);
           changed := CASE TG_OP
             WHEN 'INSERT' THEN format('SELECT tenant, %s, 1 AS n FROM new_rows', ranged)
             WHEN 'DELETE' THEN format('SELECT tenant, %s, -1 AS n FROM old_rows', ranged)
             ELSE format('SELECT tenant, %1$s, 1 AS n FROM new_rows UNION ALL SELECT tenant, %1$s, -1 FROM old_rows', ranged)
           END;
           IF TG_ARGV[i + 1] = 'mark' THEN
             EXECUTE format('WITH changed AS (%s) INSERT INTO value_counts (tenant, resource, field, txt, mark, n) ' || format(per_mark, 'changed'), changed)
               USING TG_ARGV[0], TG_ARGV[i];
           ELSIF TG_ARGV[i + 1] = 'num' THEN
             EXECUTE format('INSERT INTO value_counts (tenant, resource, field, num, n)
               SELECT tenant, $1, $2, range, sum(n) FROM (%s) AS changed GROUP BY tenant, range HAVING sum(n) <> 0', changed)
               USING TG_ARGV[0], TG_ARGV[i];
           ELSE
             -- A day or a value: counted as a whole, and per mark where its range is (an index probe per written range).
             EXECUTE format('WITH changed AS MATERIALIZED (%2$s),
               split AS MATERIALIZED (SELECT tenant, range FROM (SELECT DISTINCT tenant, range FROM changed) AS written WHERE CASE WHEN range IS NULL
                 THEN EXISTS (SELECT FROM value_counts v WHERE v.tenant = written.tenant AND v.resource = $1 AND v.field = $2 AND %3$s v.%1$I IS NULL AND v.mark IS NOT NULL)
                 ELSE EXISTS (SELECT FROM value_counts v WHERE v.tenant = written.tenant AND v.resource = $1 AND v.field = $2 AND %3$s v.%1$I = written.range AND v.mark IS NOT NULL) END),
               whole AS (INSERT INTO value_counts (tenant, resource, field, %1$I, n)
                 SELECT tenant, $1, $2, range, sum(n) FROM changed GROUP BY tenant, range HAVING sum(n) <> 0),
               in_split AS (SELECT changed.* FROM changed JOIN split ON split.tenant = changed.tenant AND split.range IS NOT DISTINCT FROM changed.range)
               INSERT INTO value_counts (tenant, resource, field, %1$I, mark, n) %4$s',
               TG_ARGV[i + 1], changed, CASE WHEN TG_ARGV[i + 1] = 'txt' THEN 'v.day IS NULL AND v.num IS NULL AND' ELSE '' END, format(per_mark, 'in_split'))
               USING TG_ARGV[0], TG_ARGV[i];
           END IF;
         END LOOP;
         FOR written IN EXECUTE CASE WHEN TG_OP = 'DELETE' THEN 'SELECT DISTINCT tenant FROM old_rows' ELSE 'SELECT DISTINCT tenant FROM new_rows' END LOOP
           IF (SELECT count(*) FROM (SELECT 1 FROM value_counts WHERE tenant = written AND resource = TG_ARGV[0] AND NOT folded LIMIT 1001) AS unfolded) > 1000
             AND pg_try_advisory_xact_lock(hashtext('value_counts'), hashtext(written || '/' || TG_ARGV[0])) THEN
             PERFORM fold_value_counts(written, TG_ARGV[0]);
           END IF;
         END LOOP;
         RETURN NULL;
       END $$`,
    ],
  },
  {
    id: 29,
    name: 'value counts left for later',
    // A bulk load (the seed) leaves its rows uncounted and counts the tenant's values from the written table once
    // (value-counts.ts countValuesLater, countValuesAnew). Until then the tenant's counts of that resource lack rows:
    // a row here says so, written in the same transaction as the uncounted rows, and the readers of the counts read
    // the table instead while it is there; a start counts anew what a load that died left.
    statements: [
      `CREATE TABLE value_counts_later (
        tenant text NOT NULL,
        resource text NOT NULL,
        PRIMARY KEY (tenant, resource)
      )`,
    ],
  },
  {
    id: 30,
    name: 'a value-count function per table',
    // Each table's value-count triggers call a function of its own, written from the registry as plain SQL that is
    // planned once per connection (value-count-function.ts). The shared count_values goes with the triggers that still
    // call it; the table sync at the same start makes the table's new ones and counts its values anew.
    statements: ['DROP FUNCTION count_values() CASCADE'],
  },
];

/**
 * Applies the missing steps, each in its own transaction; safe to run on every start. `steps`: the first
 * steps only, to make a database as an older release left it (tests of a step on existing data).
 */
export async function migrate(db: Db, steps = MIGRATIONS): Promise<number[]> {
  await db.query('CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied: number[] = [];
  for (const migration of steps) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (rows.length > 0) return false;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}
