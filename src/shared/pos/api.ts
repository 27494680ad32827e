/**
 * Proof-of-sustainability (PoS) documents as both sides see them: the issuer data a tenant's administrators
 * keep, the languages a PoS is made in, and the routes.
 */

/** The issuer a tenant's PoS documents name, with the longest text each field takes. */
export const ISSUER_FIELDS = {
  companyName: 200,
  street: 120,
  postalCode: 20,
  city: 80,
  country: 80,
  certificateNumber: 80,
} as const;

export type IssuerField = keyof typeof ISSUER_FIELDS;
export type TenantIssuer = Partial<Record<IssuerField, string>>;

/** The languages a PoS is made in. */
export const POS_LANGUAGES = ['de', 'en'] as const;
export type PosLanguage = (typeof POS_LANGUAGES)[number];

/** Under /api/v1: the PoS of an outgoing proof (GET issues it once, POST issues it anew), the PoS of a completed balance's outputs as a ZIP. */
export const posPath = (proof: string, language: PosLanguage) => `/sustainabilitydata/${encodeURIComponent(proof)}/pos?language=${language}`;
export const balancePosPath = (balance: string, language: PosLanguage) => `/mass-balances/${encodeURIComponent(balance)}/pos.zip?language=${language}`;
export const issuerPath = (tenant: string) => `/tenants/${encodeURIComponent(tenant)}/issuer`;
