import { referenceValue } from '../reports/reference';

/**
 * Fuel facts: the CFR constants (Schedules 1, 2 and 6) from reference/cfr.json, and common density values
 * at 15 °C. Vegetable oil has no Schedule 2 value: rapeseed oil's ~37 MJ/kg × 0.92 kg/L.
 */
export type ProductGroup = 'diesel' | 'benzin' | 'biodiesel' | 'bioethanol' | 'hvo' | 'pflanzenoel';

export interface GroupFacts {
  /** MJ/m³ (Schedule 2). */
  energyDensity: number;
  /** kg/L at 15 °C. */
  density: number;
  /** What the fuel replaces (Schedule 12 report). */
  replacement: 'diesel' | 'gasoline';
  /** Cubic thermal expansion per °C, for ambient litres ↔ L15. */
  expansion: number;
  bio: boolean;
}

/** Schedule 2 energy density of a product group (the seed's products carry it from their first year). */
const FIRST_COMPLIANCE_YEAR = 2022;
const schedule2 = (group: ProductGroup) => referenceValue('energyDensity', group, FIRST_COMPLIANCE_YEAR)!;

export const GROUPS: Record<ProductGroup, GroupFacts> = {
  diesel: { energyDensity: schedule2('diesel'), density: 0.835, replacement: 'diesel', expansion: 0.00083, bio: false },
  benzin: { energyDensity: schedule2('benzin'), density: 0.745, replacement: 'gasoline', expansion: 0.0012, bio: false },
  biodiesel: { energyDensity: schedule2('biodiesel'), density: 0.883, replacement: 'diesel', expansion: 0.00082, bio: true },
  bioethanol: { energyDensity: schedule2('bioethanol'), density: 0.794, replacement: 'gasoline', expansion: 0.0011, bio: true },
  hvo: { energyDensity: schedule2('hvo'), density: 0.78, replacement: 'diesel', expansion: 0.00085, bio: true },
  pflanzenoel: { energyDensity: 34_040, density: 0.92, replacement: 'diesel', expansion: 0.00072, bio: true },
};

export const PRODUCT_GROUPS = Object.keys(GROUPS) as ProductGroup[];

/** Product catalogue: five per group; bio content in % (blends) and the feedstock a bio product is made from. */
export const PRODUCTS: { group: ProductGroup; name: string; bioContent: number; feedstock?: string }[] = [
  { group: 'diesel', name: 'Diesel EN 590 B0', bioContent: 0 },
  { group: 'diesel', name: 'Diesel EN 590 B7', bioContent: 7 },
  { group: 'diesel', name: 'Diesel Arctic B0', bioContent: 0 },
  { group: 'diesel', name: 'Heizöl EL schwefelarm', bioContent: 0 },
  { group: 'diesel', name: 'Diesel B20', bioContent: 20 },
  { group: 'benzin', name: 'Super E5', bioContent: 5 },
  { group: 'benzin', name: 'Super E10', bioContent: 10 },
  { group: 'benzin', name: 'Super Plus 98', bioContent: 5 },
  { group: 'benzin', name: 'Regular Gasoline E0', bioContent: 0 },
  { group: 'benzin', name: 'Gasoline Blendstock CBOB', bioContent: 0 },
  { group: 'biodiesel', name: 'FAME RME (Rapeseed)', bioContent: 100, feedstock: 'RAPESEED' },
  { group: 'biodiesel', name: 'FAME UCOME', bioContent: 100, feedstock: 'UCO' },
  { group: 'biodiesel', name: 'FAME SME (Soybean)', bioContent: 100, feedstock: 'SOYBEAN' },
  { group: 'biodiesel', name: 'FAME TME (Tallow)', bioContent: 100, feedstock: 'TALLOW' },
  { group: 'biodiesel', name: 'FAME Canola', bioContent: 100, feedstock: 'CANOLA' },
  { group: 'bioethanol', name: 'Bioethanol Corn', bioContent: 100, feedstock: 'CORN' },
  { group: 'bioethanol', name: 'Bioethanol Wheat', bioContent: 100, feedstock: 'WHEAT' },
  { group: 'bioethanol', name: 'Bioethanol Sugarcane', bioContent: 100, feedstock: 'SUGARCANE' },
  { group: 'bioethanol', name: 'Bioethanol Sugar Beet', bioContent: 100, feedstock: 'SUGARBEET' },
  { group: 'bioethanol', name: 'Bioethanol Corn (DCO)', bioContent: 100, feedstock: 'DCO' },
  { group: 'hvo', name: 'HVO100 (UCO)', bioContent: 100, feedstock: 'UCO' },
  { group: 'hvo', name: 'HVO100 (Tallow)', bioContent: 100, feedstock: 'TALLOW' },
  { group: 'hvo', name: 'Renewable Diesel (Canola)', bioContent: 100, feedstock: 'CANOLA' },
  { group: 'hvo', name: 'HVO (Soybean)', bioContent: 100, feedstock: 'SOYBEAN' },
  { group: 'hvo', name: 'HVO (Distillers Corn Oil)', bioContent: 100, feedstock: 'DCO' },
  { group: 'pflanzenoel', name: 'Rapsöl raffiniert', bioContent: 100, feedstock: 'RAPESEED' },
  { group: 'pflanzenoel', name: 'Canola Oil crude', bioContent: 100, feedstock: 'CANOLA' },
  { group: 'pflanzenoel', name: 'Sojaöl', bioContent: 100, feedstock: 'SOYBEAN' },
  { group: 'pflanzenoel', name: 'Sonnenblumenöl', bioContent: 100, feedstock: 'SUNFLOWER' },
  { group: 'pflanzenoel', name: 'Maiskeimöl (DCO)', bioContent: 100, feedstock: 'DCO' },
];

/** Feedstock with the approved-CI range of fuels made from it (gCO2e/MJ) and the origins it comes from. */
export const FEEDSTOCK: Record<string, { name: string; ci: [number, number]; origins: string[]; waste: boolean }> = {
  UCO: { name: 'Used cooking oil', ci: [20, 30], origins: ['de', 'nl', 'cn', 'my', 'us'], waste: true },
  TALLOW: { name: 'Tallow (animal fat cat. 1/2)', ci: [22, 38], origins: ['ca', 'us', 'au', 'de'], waste: true },
  DCO: { name: 'Distillers corn oil', ci: [24, 36], origins: ['us', 'ca'], waste: true },
  CANOLA: { name: 'Canola', ci: [30, 50], origins: ['ca'], waste: false },
  RAPESEED: { name: 'Rapeseed', ci: [40, 55], origins: ['de', 'fr', 'pl', 'cz', 'ua'], waste: false },
  SOYBEAN: { name: 'Soybean', ci: [38, 58], origins: ['us', 'br', 'ar'], waste: false },
  SUNFLOWER: { name: 'Sunflower', ci: [40, 55], origins: ['ua', 'fr'], waste: false },
  CORN: { name: 'Corn', ci: [45, 70], origins: ['us', 'ca', 'fr'], waste: false },
  WHEAT: { name: 'Wheat', ci: [45, 65], origins: ['de', 'fr', 'ca'], waste: false },
  SUGARCANE: { name: 'Sugarcane', ci: [25, 40], origins: ['br'], waste: false },
  SUGARBEET: { name: 'Sugar beet', ci: [30, 45], origins: ['de', 'fr', 'be'], waste: false },
  POME: { name: 'Palm oil mill effluent', ci: [20, 32], origins: ['my', 'id'], waste: true },
};

/** Schedule 1 CI_ref and Schedule 6 default CI of liquid fuel in a compliance year, gCO2e/MJ. */
export const ciReference = (year: number) => referenceValue('ciReference', 'liquid', year)!;
export const ciDefault = (year: number) => referenceValue('ciDefault', 'liquid', year)!;

/** s.94(2): credits (tCO2e) = (CI_ref − CI_fuel) × Q (m³) × D (MJ/m³) × 10⁻⁶. */
export function credits(year: number, ciFuel: number, cubicMetres: number, energyDensity: number): number {
  return (ciReference(year) - ciFuel) * cubicMetres * energyDensity * 1e-6;
}
