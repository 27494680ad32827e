import { MAX_PAGE_SIZE } from '../../shared/paging';
import { errorsOf } from '../resources/openapi-schemas';
import type { ResolvedLink } from './declarations';

/** OpenAPI description of the link API (shapes of src/shared/links.ts). */

const NUMBER_OR_NULL = { type: 'number', nullable: true } as const;

const LINKED_RECORD = {
  type: 'object',
  required: ['key', 'createdAt', 'createdBy'],
  properties: {
    key: { type: 'string', description: 'key of the record on the other side' },
    label: { type: 'string', description: 'its x-label value' },
    quantity: { type: 'number' },
    targetLimit: { ...NUMBER_OR_NULL, description: "the target's bound (targetLimit ÷ divisor); null when the target leaves it empty" },
    targetAssigned: { type: 'number', description: 'what all sources together link to the target' },
    createdAt: { type: 'string', format: 'date-time' },
    createdBy: { type: 'string', description: 'login that made the link' },
  },
} as const;

const keyParam = (entity: string) => ({ type: 'string', minLength: 1, description: `the key of the ${entity} record` });

function describeLink(link: ResolvedLink): string {
  const { exclusive, maxTargets, quantity } = link.declaration;
  const rules = [
    `Links ${link.source['x-resource']} records to ${link.target['x-resource']} records.`,
    exclusive ? 'A target belongs to at most one source record (LINK_TARGET_TAKEN).' : '',
    maxTargets ? `A source record links at most ${maxTargets} target(s) (LINK_MAX_TARGETS).` : '',
    quantity
      ? `Each link carries a quantity > 0 in ${quantity.unit}` +
        (quantity.sourceLimit ? `; their sum per source record stays within its ${quantity.sourceLimit}` : '') +
        (quantity.targetLimit
          ? `; their sum per target over all sources within its ${quantity.targetLimit.property} ÷ ${quantity.targetLimit.divisor ?? 1}`
          : '') +
        ' (LINK_LIMIT_EXCEEDED).'
      : 'The link carries no quantity.',
  ];
  return rules.filter(Boolean).join(' ');
}

export function linkRouteSchemas(link: ResolvedLink) {
  const tags = ['links'];
  const description = describeLink(link);
  const sourceParams = { type: 'object', required: ['key'], properties: { key: keyParam(link.source['x-resource']) } };
  const targetParams = {
    type: 'object',
    required: ['key', 'target'],
    properties: { key: keyParam(link.source['x-resource']), target: keyParam(link.target['x-resource']) },
  };
  const quantity = link.declaration.quantity;
  return {
    list: {
      tags,
      summary: `The ${link.name} links of a ${link.source['x-resource']} record with labels${quantity ? ', the linked sum, its limit and what remains' : ''}`,
      description,
      params: sourceParams,
      response: {
        200: {
          type: 'object',
          required: ['items'],
          properties: {
            items: { type: 'array', items: LINKED_RECORD },
            assigned: { type: 'number', description: 'sum of the linked quantities' },
            limit: { ...NUMBER_OR_NULL, description: "the source's bound; null when the record leaves it empty (then nothing can be linked)" },
            remaining: { ...NUMBER_OR_NULL, description: 'limit − assigned' },
          },
        },
        ...errorsOf(403, 404),
      },
    },
    candidates: {
      tags,
      summary: `${link.target['x-resource']} records this record could link now, in their default order`,
      description: `${description} Leaves out targets linked to this record already, held by another record (exclusive links) or without room under their bound.`,
      params: sourceParams,
      querystring: {
        type: 'object',
        properties: {
          q: { type: 'string', description: 'case-insensitive search over key and label' },
          _start: { type: 'string', description: 'offset of the first candidate (default 0)' },
          _end: { type: 'string', description: `offset after the last candidate; at most ${MAX_PAGE_SIZE} per request` },
        },
      },
      response: {
        200: {
          type: 'array',
          items: {
            type: 'object',
            required: ['key'],
            properties: {
              key: { type: 'string' },
              label: { type: 'string' },
              available: { type: 'number', description: "what the target's bound still allows" },
            },
          },
        },
        ...errorsOf(400, 403, 404),
      },
    },
    link: {
      tags,
      summary: `Links a ${link.target['x-resource']} record${quantity ? ' or changes the quantity of its link' : ''}`,
      description,
      params: targetParams,
      body: quantity
        ? { type: 'object', required: ['quantity'], properties: { quantity: { type: 'number', exclusiveMinimum: 0, description: `in ${quantity.unit}` } } }
        : { type: 'object', properties: {}, description: 'empty: this link carries no quantity' },
      response: { 200: LINKED_RECORD, ...errorsOf(400, 403, 404, 409) },
    },
    unlink: {
      tags,
      summary: 'Removes the link; answers it as it was',
      params: targetParams,
      response: { 200: LINKED_RECORD, ...errorsOf(403, 404) },
    },
  };
}

export function backlinkRouteSchema(resource: string) {
  return {
    tags: ['links'],
    summary: `Every link (x-links of other resources) pointing at a ${resource} record, by source resource and link`,
    params: { type: 'object', required: ['key'], properties: { key: keyParam(resource) } },
    response: {
      200: {
        type: 'array',
        items: {
          type: 'object',
          required: ['source', 'link', 'items'],
          properties: { source: { type: 'string' }, link: { type: 'string' }, items: { type: 'array', items: LINKED_RECORD } },
        },
      },
      ...errorsOf(403, 404),
    },
  };
}
