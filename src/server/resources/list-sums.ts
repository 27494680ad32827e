import type { Entities, EntitySchema } from '../../shared/registry';
import { ADDITIVE_UNITS, sumKey, sumProperties, type ListSums, type UnitFrom, type UnitTotal } from '../../shared/sums';
import type { Queryable } from '../db/db';
import { tenantToday } from '../time/tenant-day';
import { activeVersionsSql } from './active-version';
import type { ListCache } from './list-cache';
import type { ListQuery } from './list-query';
import { hasMaintainedCount, writeState } from './record-counts';
import { filterKey, recordSource } from './repository';
import { SqlParams } from './sql-params';
import { quoteIdent, tableName } from './sql-names';

/** Where the quantities of one unit per record take their unit from (one x-unit-from, shared by the quantities that declare it). */
interface UnitSource {
  from: UnitFrom;
  properties: string[];
}

/** The unit sources of the summed properties `names`, each once, in schema order. */
function unitSources(entity: EntitySchema, names: string[]): UnitSource[] {
  const sources = new Map<string, UnitSource>();
  for (const name of names) {
    const from = entity.properties[name]['x-unit-from'];
    if (!from) continue;
    const key = JSON.stringify([from.reference, from.property, from.on]);
    if (!sources.has(key)) sources.set(key, { from, properties: [] });
    sources.get(key)!.properties.push(name);
  }
  return [...sources.values()];
}

/**
 * The unit of the record `g.k{index}` names, as `unit`: of a versioned record the version in effect on `g.d{index}`
 * (the one lists and records show for that day, activeVersionsSql). `g.d{index}` is null where every version has the
 * same unit; any version answers then.
 */
function unitOfSql(target: EntitySchema, from: UnitFrom, index: number, tenant: string): string {
  const table = tableName(target['x-resource']);
  const key = quoteIdent(target, target['x-key']);
  const where = `tenant = ${tenant} AND ${key} = g.k${index}`;
  const versions = target['x-versioned'] ? activeVersionsSql(table, key, where, `g.d${index}`) : `(SELECT * FROM ${table} WHERE ${where})`;
  return `(SELECT v.${quoteIdent(target, from.property)} AS unit FROM ${versions} v)`;
}

/**
 * The day a group of rows of source `index` looks its unit up on (`m.k{index}`, `m.d{index}` of the rows grouped
 * by reference and date): the rows' date (the tenant's day where they have none) for a record whose versions
 * differ in unit, else null. So the rows of the usual record of one unit fall into one group however many days
 * they span, and a million rows need a handful of lookups.
 */
function unitDaySql(target: EntitySchema, from: UnitFrom, index: number, tenant: string, day: string): string {
  if (!target['x-versioned']) return 'NULL::date';
  const unit = quoteIdent(target, from.property);
  const key = quoteIdent(target, target['x-key']);
  const varying = `SELECT ${key} FROM ${tableName(target['x-resource'])} WHERE tenant = ${tenant} GROUP BY ${key} HAVING count(DISTINCT coalesce(${unit}, '')) > 1`;
  return `CASE WHEN m.k${index} IN (${varying}) THEN coalesce(m.d${index}, ${day}) END`;
}

/**
 * The exact sums (numeric, as decimal text) of the entity's x-sum properties over every record the filter
 * matches, versions as on `day`, by sumKey: a quantity of one unit as one sum, a quantity in a unit per record
 * (x-unit-from) one sum per unit its records have. Those rows are grouped by their reference and date first, the
 * groups then by reference (and by date only where the referenced record changed its unit between versions), and
 * each of those groups' unit looked up after, in the same statement, so the lookups do not grow with the rows.
 */
export async function sumRows(
  db: Queryable,
  registry: Entities,
  entity: EntitySchema,
  tenant: string,
  build: (params: SqlParams) => ListQuery,
  day: string,
): Promise<Record<string, string>> {
  const names = sumProperties(entity);
  const params = new SqlParams();
  const source = recordSource(entity, params, tenant, day);
  const { where } = build(params);
  const sources = unitSources(entity, names);
  const fixed = names.filter((name) => !entity.properties[name]['x-unit-from']);
  if (!sources.length) {
    const columns = fixed.map((name, index) => `coalesce(sum(r.${quoteIdent(entity, name)}), 0)::text AS s${index}`);
    const { rows } = await db.query<Record<string, string>>(`SELECT ${columns.join(', ')} FROM ${source} AS r WHERE ${where}`, params.values);
    return Object.fromEntries(fixed.map((name, index) => [sumKey(name), rows[0][`s${index}`]]));
  }
  const tenantParam = params.add(tenant);
  const dayParam = `${params.add(day)}::date`;
  const targets = sources.map(({ from }) => registry.get(entity.properties[from.reference]['x-ref']!.resource)!);
  // First the rows by reference and date (a plain hash aggregate over the rows), then those groups by reference
  // and, only where the record's unit changed between versions, date: the groups whose unit is looked up.
  const rowColumns = sources.flatMap(({ from }, index) => [
    `r.${quoteIdent(entity, from.reference)} AS k${index}`,
    `${targets[index]['x-versioned'] ? `r.${quoteIdent(entity, from.on!)}` : 'NULL::date'} AS d${index}`,
  ]);
  const groupColumns = sources.flatMap(({ from }, index) => [`m.k${index}`, `${unitDaySql(targets[index], from, index, tenantParam, dayParam)} AS d${index}`]);
  const keys = (columns: string[]) => columns.map((_, index) => index + 1).join(', ');
  const rowSums = names.map((name, index) => `sum(r.${quoteIdent(entity, name)}) AS q${index}`);
  const groupSums = names.map((_, index) => `sum(m.q${index}) AS q${index}`);
  const units = sources.map(({ from }, index) => `LEFT JOIN LATERAL ${unitOfSql(targets[index], from, index, tenantParam)} u${index} ON true`);
  const totals = names.map((_, index) => `sum(g.q${index})::text AS s${index}`);
  const sets = ['()', ...sources.map((_, index) => `(u${index}.unit)`)];
  const { rows } = await db.query<Record<string, string | number | null>>(
    `WITH m AS (SELECT ${[...rowColumns, ...rowSums].join(', ')} FROM ${source} AS r WHERE ${where} GROUP BY ${keys(rowColumns)}),
     g AS (SELECT ${[...groupColumns, ...groupSums].join(', ')} FROM m GROUP BY ${keys(groupColumns)})
     SELECT ${sources.map((_, index) => `grouping(u${index}.unit) AS w${index}, u${index}.unit AS unit${index}`).join(', ')}, ${totals.join(', ')}
     FROM g ${units.join(' ')} GROUP BY GROUPING SETS (${sets.join(', ')})`,
    params.values,
  );
  const sums: Record<string, string> = {};
  for (const row of rows) {
    // grouping() is 1 for a unit the row is not grouped by: the row of no unit is the whole filtered set.
    const index = sources.findIndex((_, candidate) => Number(row[`w${candidate}`]) === 0);
    if (index < 0) {
      for (const name of fixed) sums[sumKey(name)] = String(row[`s${names.indexOf(name)}`] ?? '0');
      continue;
    }
    const unit = row[`unit${index}`] === null ? null : String(row[`unit${index}`]);
    for (const name of sources[index].properties) {
      const sum = row[`s${names.indexOf(name)}`];
      if (sum !== null) sums[sumKey(name, unit)] = String(sum);
    }
  }
  return sums;
}

/** Units in ADDITIVE_UNITS order, other units after them, records without a unit last. */
function unitOrder(unit: string | null): number {
  if (unit === null) return ADDITIVE_UNITS.length + 1;
  const at = ADDITIVE_UNITS.indexOf(unit);
  return at < 0 ? ADDITIVE_UNITS.length : at;
}

/** The totals as the API answers them, from sumRows' decimal texts. */
function listSumsOf(entity: EntitySchema, texts: Record<string, string>): ListSums {
  const perUnit = new Map<string, UnitTotal[]>();
  const sums: ListSums = {};
  for (const name of sumProperties(entity)) {
    if (entity.properties[name]['x-unit-from']) perUnit.set(name, (sums[name] = []));
    else sums[name] = Number(texts[sumKey(name)]);
  }
  for (const [key, text] of Object.entries(texts)) {
    if (!key.startsWith('[')) continue;
    const [name, unit] = JSON.parse(key) as [string, string | null];
    perUnit.get(name)!.push({ unit, sum: Number(text) });
  }
  for (const totals of perUnit.values()) totals.sort((a, b) => unitOrder(a.unit) - unitOrder(b.unit) || String(a.unit).localeCompare(String(b.unit)));
  return sums;
}

/**
 * What the units of the entity's quantities in a unit per record depend on beyond its own rows ('' where none
 * has one): each referenced table's keys, versions and units, and the tenant's day (a row without a date takes
 * the version in effect on it). Those tables keep no write stamp (versioned master data), so a cached answer is
 * filed under their contents' digest: a new unit or version retires it at once, and the tables are small.
 */
async function unitsState(db: Queryable, registry: Entities, entity: EntitySchema, tenant: string, day: string): Promise<string> {
  const parts: string[] = [];
  for (const { from } of unitSources(entity, sumProperties(entity))) {
    const target = registry.get(entity.properties[from.reference]['x-ref']!.resource)!;
    const columns = [target['x-key'], ...(target['x-versioned'] ? ['validFrom', 'version'] : []), from.property].map((name) => quoteIdent(target, name));
    const { rows } = await db.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(json_build_array(${columns.join(', ')})::text, ',' ORDER BY ${columns.join(', ')}), '')) AS digest
       FROM ${tableName(target['x-resource'])} WHERE tenant = $1`,
      [tenant],
    );
    parts.push(rows[0].digest);
  }
  return parts.length ? ` ${day} ${parts.join(' ')}` : '';
}

/**
 * The totals of a list (GET /{resource}.sums): its x-sum properties summed over the whole filtered set, not
 * one page. Kept in the node's list cache under the list's filter key while the tenant's write stamp holds
 * (as the list's total, repository.ts listPage), and the units the quantities take from other records stay as
 * they were (unitsState), so paging and reloads do not add the rows up again.
 */
export async function listSums(
  db: Queryable,
  registry: Entities,
  entity: EntitySchema,
  tenant: string,
  build: (params: SqlParams) => ListQuery,
  cache: ListCache,
): Promise<ListSums> {
  const day = await tenantToday(db, tenant);
  let sums: Record<string, string> | undefined;
  if (!hasMaintainedCount(entity)) sums = await sumRows(db, registry, entity, tenant, build, day);
  else {
    const stamp = (await writeState(db, entity, tenant)).stamp + (await unitsState(db, registry, entity, tenant, day));
    const params = new SqlParams();
    const filter = filterKey(entity, tenant, build(params).where, params);
    sums = cache.sums(filter, stamp);
    if (!sums) {
      sums = await sumRows(db, registry, entity, tenant, build, day);
      cache.keepSums(filter, stamp, sums);
    }
  }
  return listSumsOf(entity, sums);
}
