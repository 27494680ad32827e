import type { Registry } from '../../shared/registry';
import type { Queryable } from '../db/db';
import { errors } from '../errors';
import { energyDensity } from '../reports/sql/ci';
import { findActive, findActiveOn, type Row } from '../resources/repository';
import type { TenantIssuer } from '../../shared/pos/api';
import { readIssuer } from './issuer';
import { posErrors } from './pos-errors';

/**
 * Everything a proof-of-sustainability document says, read from the records (never typed twice): the
 * outgoing proof, its outbound (recipient, loading site and day), the product and raw material as they were
 * on the loading day, the issuer of the tenant, and the previous and original proofs of the chain.
 */
export interface PosContent {
  proof: Row;
  issuer: TenantIssuer;
  outbound?: Row;
  recipient?: Row;
  loadingSite?: Row;
  product?: Row;
  rawMaterial?: Row;
  previousProof?: Row;
  /** MJ of the quantity: its m³ (litres at 15 °C) times the product's energy density; undefined for kg or an unknown density. */
  energyMj?: number;
  /** What a complete PoS states and this one cannot (keys of STATED). */
  missing: string[];
}

/**
 * The sustainability data a complete PoS states, by the PoS's word for it (pos.* texts), and the proof's
 * properties that give it; a PoS lacking any of them carries a note naming them.
 */
const STATED: Record<string, string[]> = {
  rawMaterial: ['rawMaterial'],
  originCountry: ['originCountry'],
  carbonIntensity: ['carbonIntensityApproved', 'carbonIntensityEstimated'],
  certificationSystem: ['certificationSystem'],
  sourceCertificate: ['certificateNumber'],
};

const text = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : String(value));

/** The product's energy density on `day` (MJ/m³): its own, else the Schedule 2 value of its group (as the credit report counts it). */
async function productEnergyDensity(db: Queryable, product: Row, day: string): Promise<number | undefined> {
  const { rows } = await db.query<{ density: string | null }>(
    `SELECT ${energyDensity('p', '$3::date')}::text AS density FROM (SELECT $1::numeric AS "energyDensity", $2::text AS "productGroup") p`,
    [product.energyDensity ?? null, product.productGroup ?? null, day],
  );
  const density = rows[0]?.density;
  return density === null || density === undefined ? undefined : Number(density);
}

/** The PoS of the tenant's outgoing proof `key`: 404 for no such proof, 409 POS_NOT_OUTGOING for an incoming one. */
export async function readPosContent(db: Queryable, registry: Registry, tenant: string, key: string): Promise<PosContent> {
  const entity = (resource: string) => registry.get(resource)!;
  const proof = await findActive(db, entity('sustainabilitydata'), tenant, key);
  if (!proof) throw errors.notFound();
  if (proof.direction !== 'outgoing') throw posErrors.notOutgoing(key);
  const outboundKey = text(proof.outbound);
  const outbound = outboundKey ? await findActive(db, entity('outbounds'), tenant, outboundKey) : undefined;
  // The partner, site and product as they were when the goods left: a later version does not rewrite what was sent.
  const day = text(outbound?.loadingDate) ?? text(proof.deliveryDate);
  const on = async (resource: string, value: unknown) => {
    const referenced = text(value);
    if (!referenced || !day) return undefined;
    return findActiveOn(db, entity(resource), tenant, referenced, day);
  };
  const [recipient, loadingSite, product, rawMaterial, previousProof, issuer] = await Promise.all([
    on('partners', outbound?.recipientPartner),
    on('locations', outbound?.loadingSite),
    on('products', proof.product),
    text(proof.rawMaterial) ? findActive(db, entity('feedstock'), tenant, String(proof.rawMaterial)) : undefined,
    text(proof.previousSustainabilityDataId) ? findActive(db, entity('sustainabilitydata'), tenant, String(proof.previousSustainabilityDataId)) : undefined,
    readIssuer(db, tenant),
  ]);
  const density = product && day && proof.unitOfMeasurement === 'L15°' ? await productEnergyDensity(db, product, day) : undefined;
  const energyMj = density === undefined ? undefined : (Number(proof.volume) / 1000) * density;
  const missing = Object.keys(STATED).filter((word) => STATED[word].every((property) => text(proof[property]) === undefined));
  return { proof, issuer, outbound, recipient, loadingSite, product, rawMaterial, previousProof, energyMj, missing };
}
