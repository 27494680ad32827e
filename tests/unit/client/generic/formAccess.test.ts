import { describe, expect, it } from 'vitest';
import { formFields, readOnlyReason } from '../../../../src/client/generic/form/formAccess';
import { registry } from '../../../../src/client/registry/registry';
import type { EntitySchema } from '../../../../src/shared/registry';

const inbounds = registry.get('inbounds')!;
const allocations = registry.get('mass-balance-allocations')!;
const ALLOWED = { can: true };

const entity: EntitySchema = {
  ...inbounds,
  'x-lock': { property: 'status', values: ['locked'] },
  properties: {
    number: { type: 'string' },
    site: { type: 'string', 'x-fixed': true },
    status: { type: 'string', enum: ['open', 'locked'] },
    total: { type: 'number', readOnly: true },
  },
};

const shown = (fields: { property: string; disabled: boolean }[]) => Object.fromEntries(fields.map((field) => [field.property, field.disabled]));

describe('which form is read-only (x-lock, refused by the access control provider)', () => {
  it('a stored record whose lock property holds a lock value is locked', () => {
    expect(readOnlyReason(entity, 'edit', { status: 'locked' }, ALLOWED)).toBe('locked');
    expect(readOnlyReason(entity, 'edit', { status: 'open' }, ALLOWED)).toBeUndefined();
  });

  it('locked and completed inbounds are locked', () => {
    expect(readOnlyReason(inbounds, 'edit', { movementStatus: 'completed' }, ALLOWED)).toBe('locked');
    expect(readOnlyReason(inbounds, 'edit', { movementStatus: 'locked' }, ALLOWED)).toBe('locked');
    expect(readOnlyReason(inbounds, 'edit', { movementStatus: 'inProgress' }, ALLOWED)).toBeUndefined();
  });

  it('a create form is never locked', () => {
    expect(readOnlyReason(entity, 'create', { status: 'locked' }, ALLOWED)).toBeUndefined();
  });

  it('a form whose action the access control provider refuses is read-only, naming a managed entity', () => {
    expect(readOnlyReason(allocations, 'edit', {}, { can: false, reason: 'managed' })).toBe('managed');
    expect(readOnlyReason(inbounds, 'edit', {}, { can: false, reason: 'notVisible' })).toBe('denied');
  });
});

describe('the inputs of a form', () => {
  it('create leaves derived (readOnly) properties out and lets every other be entered', () => {
    expect(shown(formFields(entity, { mode: 'create' }))).toEqual({ number: false, site: false, status: false });
  });

  it('edit shows derived properties disabled and fixed ones (x-fixed) disabled', () => {
    expect(shown(formFields(entity, { mode: 'edit' }))).toEqual({ number: false, site: true, status: false, total: true });
  });

  it('a read-only record disables every input', () => {
    expect(shown(formFields(entity, { mode: 'edit', readOnly: true }))).toEqual({ number: true, site: true, status: true, total: true });
  });

  it('writableOnly leaves derived properties out of an edit form', () => {
    expect(Object.keys(shown(formFields(entity, { mode: 'edit', writableOnly: true })))).toEqual(['number', 'site', 'status']);
  });

  it('a derived property the page fills is shown disabled, on create and beside writableOnly too', () => {
    expect(shown(formFields(entity, { mode: 'create', derived: ['total'] }))).toEqual({ number: false, site: false, status: false, total: true });
    expect(shown(formFields(entity, { mode: 'edit', writableOnly: true, derived: ['total'] }))).toEqual({
      number: false,
      site: true,
      status: false,
      total: true,
    });
  });

  it('a record the portal keeps leaves out an empty long text, and shows one that holds something', () => {
    const messages = registry.get('import-messages')!;
    const properties = (managedRecord: Record<string, unknown>) =>
      formFields(messages, { mode: 'edit', readOnly: true, managedRecord }).map((field) => field.property);
    expect(properties({ importStatus: 'succeeded' })).not.toContain('errorMessage');
    expect(properties({ importStatus: 'failed', errorMessage: 'The file has 1 error: nothing was imported.' })).toContain('errorMessage');
    expect(formFields(messages, { mode: 'edit', readOnly: true }).map((field) => field.property)).toContain('errorMessage');
  });
});
