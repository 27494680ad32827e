import type { Entities, EntitySchema } from './registry';
import type { ReferenceOption } from './reference-options';

/**
 * Links between records, declared by the source entity's schema under `x-links` (one entry
 * per link name) and served generically: the link API, its checks, audit entries, the OpenAPI
 * description and the "linked records" section of the edit pages all derive from the declaration.
 *
 *   "x-links": { "outbounds": { "resource": "outbounds",
 *     "quantity": { "unit": "m3", "sourceLimit": "correspondingVolumeLowCiFuel",
 *                   "targetLimit": { "property": "quantityLoadedL15", "divisor": 1000 } } } }
 */
export interface LinkDeclaration {
  /** Resource of the linked (target) records. */
  resource: string;
  /** A target record belongs to at most one source record of this link (a delivery to one collection). */
  exclusive?: boolean;
  /** A source record links at most this many targets (1: "the delivery it was shipped with"). */
  maxTargets?: number;
  /** The link carries a quantity (> 0) with its unit and upper bounds. */
  quantity?: LinkQuantity;
}

export interface LinkQuantity {
  /** Shown next to the input and the figures (an `x-unit` value, e.g. `m3`). */
  unit: string;
  /** A number property of the source: the quantities linked from one source never exceed it. */
  sourceLimit?: string;
  /** A number property of the target ÷ divisor: the quantities linked to one target over all sources never exceed it. */
  targetLimit?: { property: string; divisor?: number };
}

/** Link names are URL segments and i18n keys. */
export const LINK_NAME = /^[a-z][A-Za-z0-9]*$/;

/** The shape of one declaration; checked by the registry loader with the entity's file. */
export const LINK_DECLARATION_SCHEMA = {
  type: 'object',
  required: ['resource'],
  additionalProperties: false,
  properties: {
    resource: { type: 'string', minLength: 1 },
    exclusive: { type: 'boolean' },
    maxTargets: { type: 'integer', minimum: 1 },
    quantity: {
      type: 'object',
      required: ['unit'],
      additionalProperties: false,
      properties: {
        unit: { type: 'string', minLength: 1 },
        sourceLimit: { type: 'string', minLength: 1 },
        targetLimit: {
          type: 'object',
          required: ['property'],
          additionalProperties: false,
          properties: { property: { type: 'string', minLength: 1 }, divisor: { type: 'number', exclusiveMinimum: 0 } },
        },
      },
    },
  },
} as const;

/** What the loader refuses in a declaration once every file is known; undefined when it is sound. */
export function linkDeclarationProblem(registry: Entities, source: EntitySchema, link: LinkDeclaration): string | undefined {
  const target = registry.get(link.resource);
  if (!target) return `refers to unknown resource "${link.resource}"`;
  const limit = link.quantity?.sourceLimit;
  if (limit !== undefined && source.properties[limit]?.type !== 'number') return `sourceLimit "${limit}" is not a number property of ${source['x-resource']}`;
  // The bound is compared with the linked quantities, so it is measured in their unit; its label names that unit once.
  if (limit !== undefined && source.properties[limit]['x-unit'] !== link.quantity!.unit) {
    return `sourceLimit "${limit}" must have the x-unit "${link.quantity!.unit}" of the linked quantity`;
  }
  const targetLimit = link.quantity?.targetLimit?.property;
  if (targetLimit !== undefined && target.properties[targetLimit]?.type !== 'number') {
    return `targetLimit "${targetLimit}" is not a number property of ${link.resource}`;
  }
  if (link.quantity && limit === undefined && targetLimit === undefined) return 'a quantity needs a sourceLimit or a targetLimit, whose range bounds it';
  return undefined;
}

/** The largest quantity a link can carry: the smaller of its limits' registry maxima (the target's ÷ its divisor). */
export function linkQuantityMaximum(source: EntitySchema, target: EntitySchema, quantity: LinkQuantity): number {
  const bounds = [
    quantity.sourceLimit === undefined ? undefined : source.properties[quantity.sourceLimit].maximum,
    quantity.targetLimit === undefined
      ? undefined
      : (target.properties[quantity.targetLimit.property].maximum ?? Infinity) / (quantity.targetLimit.divisor ?? 1),
  ];
  return Math.min(...bounds.map((bound) => bound ?? Infinity));
}

/** One link of the registry, from the source side. */
export interface RegistryLink {
  /** Resource whose schema declares the link. */
  source: string;
  name: string;
  declaration: LinkDeclaration;
}

/** Every link of the registry. */
export function registryLinks(registry: Entities): RegistryLink[] {
  return [...registry.values()].flatMap((entity) =>
    Object.entries(entity['x-links'] ?? {}).map(([name, declaration]) => ({ source: entity['x-resource'], name, declaration })),
  );
}

/** The links whose targets are records of `resource` (the reverse view on the target's page). */
export function incomingLinks(registry: Entities, resource: string): RegistryLink[] {
  return registryLinks(registry).filter((link) => link.declaration.resource === resource);
}

/*
 * The API, under /api/v1 (tenant routes; a key or target of another tenant is 404 NOT_FOUND):
 *   GET    /{source}/{key}/links/{link}                     → LinkList
 *   GET    /{source}/{key}/links/{link}/candidates?q=&_end= → LinkCandidate[] (only targets that can be linked now)
 *   PUT    /{source}/{key}/links/{link}/{target}  { quantity? } → LinkedRecord (links, or changes the quantity)
 *   DELETE /{source}/{key}/links/{link}/{target}            → LinkedRecord (as it was)
 *   GET    /{target}/{key}/backlinks                        → Backlink[] (every link pointing at the record)
 */

/** One linked record as a list shows it. */
export interface LinkedRecord {
  /** Key of the record on the other side (the target in a LinkList, the source in a Backlink). */
  key: string;
  /** Its x-label value. */
  label?: string;
  quantity?: number;
  /** Quantity links with a targetLimit: the target's bound and what all sources together link to it. */
  targetLimit?: number | null;
  targetAssigned?: number;
  createdAt: string;
  createdBy: string;
}

export interface LinkList {
  items: LinkedRecord[];
  /** Quantity links: the sum of the linked quantities. */
  assigned?: number;
  /** The source's bound (sourceLimit), null where the record leaves it empty (then nothing can be linked). */
  limit?: number | null;
  /** limit − assigned. */
  remaining?: number | null;
}

/** A target that can be linked now. */
export interface LinkCandidate extends ReferenceOption {
  /** Quantity links with a targetLimit: what the target's bound still allows. */
  available?: number;
}

export interface Backlink {
  source: string;
  link: string;
  items: LinkedRecord[];
}

/** Body of PUT …/links/{link}/{target}. */
export interface LinkInput {
  quantity?: number;
}

/**
 * Refusals of the link API, besides 404 NOT_FOUND, 400 VALIDATION (quantity) and 400 INVALID_ID:
 * - LINK_TARGET_TAKEN (409, exclusive links): details { source, nr } — the source record holding the target and its label;
 * - LINK_LIMIT_EXCEEDED (409): details { bound: 'source' | 'target', limit, assigned, requested, unit } — `assigned`
 *   is what other links already use of the bound; also answered by a generic update that would lower a bound
 *   below what is linked (then requested is the linked total and limit the new value);
 * - LINK_MAX_TARGETS (409): details { maxTargets } — the source already links its maximum;
 * - LINK_IN_USE is not a code: deleting or renumbering a linked target answers 409 IN_USE with a usage
 *   { resource: source, field: `links.{link}`, count }; a source's own links follow it (renumber) or go with it (delete).
 */
export type LinkErrorCode = 'LINK_TARGET_TAKEN' | 'LINK_LIMIT_EXCEEDED' | 'LINK_MAX_TARGETS';

export interface LinkLimitDetails {
  bound: 'source' | 'target';
  limit: number | null;
  assigned: number;
  requested: number;
  unit: string;
}

/** i18n keys of a link (locales/{lang}/entities.json), each with a generic fallback under `links.*` (generic.json). */
export const linkTextKeys = (source: string, link: string) => ({
  /** Section title on the source's page, e.g. "Deliveries that earned this credit". */
  title: `entities.${source}.links.${link}.title`,
  /** Section title on the target's page, e.g. "CATS credits earned". */
  reverseTitle: `entities.${source}.links.${link}.reverseTitle`,
  /** Success after link or unlink (e.g. "CATS Credit assigned or unassigned"); fallback `generic.links.linked`. */
  linked: `entities.${source}.links.${link}.linked`,
  unlinked: `entities.${source}.links.${link}.unlinked`,
  /** LINK_TARGET_TAKEN with {{nr}} (e.g. "This delivery is already linked to the collection {nr}"). */
  taken: `entities.${source}.links.${link}.taken`,
});
