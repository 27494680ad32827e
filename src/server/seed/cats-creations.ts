import type { Registry } from '../../shared/registry';
import { compliancePeriodParts, quarterOf, quarterRange } from '../../shared/reports/periods';
import type { Queryable } from '../db/db';
import { CREDITING_OUTBOUNDS_SQL } from '../period-close/status-sql';
import { reportParams, type ReportSql } from '../reports/report-sql';
import { insertRows } from '../resources/bulk-insert';
import { tenantToday } from '../time/tenant-day';
import { buildCreditHistory, HISTORY_PER_CREDIT } from './credits';
import type { Row } from './fit-row';
import { seedLinks } from './links';
import { DAY, floor3, isoDate, Random, round } from './prng';
import { SEED_USER } from './seeded-rows';

/** One facility, quarter and fuel of the credit generation report, with the deliveries that earned its credits. */
interface CreditGroup {
  site: string;
  quarter: string;
  product: string;
  compliancePeriod: string;
  credits: number;
  deliveries: { key: string; date: string; m3: number }[];
}

/** The report's lines of the year summed per facility, quarter and fuel, with the configured crediting deliveries of each. */
async function creditGroups(db: Queryable, creditReport: ReportSql, tenant: string, year: number, day: string): Promise<CreditGroup[]> {
  const [from, to] = [`${year}-01-01`, `${year}-12-31`];
  const { rows: lines } = await db.query<{ site: string; quarter: string; product: string; compliancePeriod: string; credits: string }>(
    `SELECT site, quarter, product, "compliancePeriod", sum(credits) AS credits FROM (${creditReport.rows}) r GROUP BY 1, 2, 3, 4 HAVING sum(credits) >= 0.5`,
    reportParams({ tenant, from, to, day }),
  );
  const groups = new Map(
    lines.map((line) => [`${line.site}|${line.quarter}|${line.product}`, { ...line, credits: Number(line.credits), deliveries: [] } as CreditGroup]),
  );
  const { rows: deliveries } = await db.query<{ key: string; date: string; site: string; product: string; m3: string }>(
    `WITH c AS (${CREDITING_OUTBOUNDS_SQL}) SELECT key, date, site, product, m3 FROM c WHERE configuration IS NOT NULL AND m3 > 0 ORDER BY date, key`,
    [tenant, from, to, day],
  );
  for (const delivery of deliveries) {
    groups
      .get(`${delivery.site}|${quarterOf(delivery.date)}|${delivery.product}`)
      ?.deliveries.push({ key: delivery.key, date: delivery.date, m3: floor3(Number(delivery.m3)) });
  }
  return [...groups.values()].filter((group) => group.deliveries.length > 0);
}

/** The group left unassigned: of those with a delivery in the year's last month with one, the one with the fewest deliveries. */
function unassignedGroup(groups: CreditGroup[]): CreditGroup | undefined {
  const lastMonth = groups
    .flatMap((group) => group.deliveries.map((delivery) => delivery.date.slice(0, 7)))
    .sort()
    .at(-1);
  const candidates = groups.filter((group) => group.deliveries.some((delivery) => delivery.date.startsWith(lastMonth ?? '')));
  return candidates.sort((a, b) => a.deliveries.length - b.deliveries.length || a.credits - b.credits)[0];
}

/** The company's own CATS account: its first partner with a CFR account number (any partner if none has one). */
async function ownAccount(db: Queryable, tenant: string): Promise<string | null> {
  const { rows } = await db.query<{ number: string }>(`SELECT number FROM e_partners WHERE tenant = $1 ORDER BY "cfrAccountNumber" IS NULL, number LIMIT 1`, [
    tenant,
  ]);
  return rows[0]?.number ?? null;
}

/**
 * The demo's CATS creations of `year`, as a company books them: one per facility, quarter and fuel of the
 * credit generation report, in whole tCO2e, for the volume of its configured crediting deliveries, each linked
 * to those deliveries. One, in the year's last month, is left unassigned, so closing that month shows a small
 * difference to CATS (the rounding) and the one credit whose deliveries still need linking. Returns the links written.
 */
export async function seedCatsCreations(db: Queryable, registry: Registry, tenant: string, year: number, creditReport: ReportSql): Promise<number> {
  if (!registry.has('catscredits') || !registry.has('outbounds')) return 0;
  const groups = await creditGroups(db, creditReport, tenant, year, await tenantToday(db, tenant));
  const account = await ownAccount(db, tenant);
  const unassigned = unassignedGroup(groups);
  const credits = groups.map((group, index): Row => {
    const random = new Random(tenant, 'creation', year, index);
    const { year: compliancePeriod, half } = compliancePeriodParts(group.compliancePeriod);
    const quarterEnd = quarterRange(Number(group.quarter.slice(0, 4)), Number(group.quarter.slice(-1))).to;
    const completion = Date.parse(quarterEnd) + random.int(15, 40) * DAY;
    return {
      id: `CR-${year}-C${String(index + 1).padStart(5, '0')}`,
      compliancePeriod,
      compliancePeriodHalf: half,
      creditClass: 'liquid',
      category: 2,
      sourcePartner: account,
      destinationPartner: account,
      transactionType: 'creation',
      completionDate: isoDate(completion),
      transactionId: `TX-${year}-C${random.digits(8)}`,
      quantityTco2e: Math.round(group.credits),
      complianceCreditPrice: round(random.float(140, 320), 2),
      correspondingVolumeLowCiFuel: round(
        group.deliveries.reduce((sum, delivery) => sum + delivery.m3, 0),
        3,
      ),
      importDate: isoDate(completion + random.int(1, 10) * DAY),
    };
  });
  const write = (resource: string, rows: Row[]) => insertRows(db, registry, resource, tenant, rows, { user: SEED_USER, skipExisting: true });
  await write('catscredits', credits);
  if (registry.has('catscreditshistory')) {
    await write(
      'catscreditshistory',
      credits.flatMap((credit) =>
        Array.from({ length: HISTORY_PER_CREDIT }, (_, step) => buildCreditHistory(credit, `${String(credit.id).replace('CR-', 'CRH-')}-${step + 1}`, step)),
      ),
    );
  }
  const links = groups.flatMap((group, index) =>
    group === unassigned ? [] : group.deliveries.map((delivery) => ({ sourceKey: String(credits[index].id), targetKey: delivery.key, quantity: delivery.m3 })),
  );
  return seedLinks(db, registry, tenant, 'catscredits', 'outbounds', links);
}
