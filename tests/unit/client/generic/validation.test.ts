import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { editPayload, toFormValues, toPayload, withoutEmpty } from '../../../../src/client/generic/form/formValues';
import { fieldMessages } from '../../../../src/client/generic/form/validationMessages';
import { registry } from '../../../../src/client/registry/registry';
import { inputSchema } from '../../../../src/shared/column-values';
import type { EntitySchema } from '../../../../src/shared/registry';

const partner = registry.get('partners')!;
// The same set-up as the build-time validators in vite.config.ts (compiled here, in Node, not in the browser).
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);

let compiled = 0;

function messages(entity: EntitySchema, data: Record<string, unknown>) {
  compiled += 1;
  const validate = ajv.compile({ ...entity, $id: `${entity.$id}?variant=${compiled}` });
  validate(data);
  return fieldMessages(entity, validate.errors);
}

const measured = {
  ...partner,
  properties: {
    ...partner.properties,
    quantity: { type: 'number', minimum: 0 },
    count: { type: 'integer' },
    code: { type: 'string', pattern: '^[A-Z]{2}$' },
  },
} as EntitySchema;

describe('validator errors -> the fixed messages', () => {
  it('a key that is a dot segment: "Invalid ID"', () => {
    for (const key of ['.', '..']) expect(messages({ ...partner, ...inputSchema(partner) }, { number: key }).number).toBe('validation.invalidId');
  });

  it('a key holding "/", "\\" or a control character: the key rule, not "check the format"', () => {
    for (const key of ['../../etc/passwd', 'a\\b', 'a\u0007b']) expect(messages(partner, { number: key }).number).toBe('validation.keyCharacters');
  });

  it('missing required properties: "This property is required."', () => {
    expect(messages(partner, {})).toEqual({
      number: 'validation.required',
      name: 'validation.required',
      country: 'validation.required',
      validFrom: 'validation.required',
    });
  });

  it('numbers, dates and amounts', () => {
    const base = { number: '1', name: 'n', country: 'de', validFrom: '2026-01-01' };
    expect(messages(measured, { ...base, count: 'x', quantity: -1, validTo: '2026-13-01' })).toEqual({
      count: 'validation.number',
      quantity: 'validation.amount',
      validTo: 'validation.date',
    });
  });

  it('enum, length, format and pattern', () => {
    const base = { number: '1', name: 'n', validFrom: '2026-01-01' };
    expect(messages(measured, { ...base, country: 'xx', email: 'no-mail', comments: 'x'.repeat(2001), code: 'abc' })).toEqual({
      country: 'validation.enum',
      email: 'validation.format',
      comments: 'validation.maxLength',
      code: 'validation.format',
    });
  });

  it('an empty text against minLength 1 reads as missing; readOnly properties are not reported', () => {
    const strict = { ...partner, required: [...(partner.required ?? []), 'version'] } as EntitySchema;
    expect(messages(strict, { number: '', name: 'n', country: 'de', validFrom: '2026-01-01' })).toEqual({ number: 'validation.required' });
  });
});

describe('form values <-> payload', () => {
  const flagged = {
    ...partner,
    properties: { ...partner.properties, cancelled: { type: 'integer', enum: [0, 1], 'x-flag': true } },
  } as EntitySchema;

  it('loads dates as dayjs and flags as booleans', () => {
    const values = toFormValues(flagged, { id: 'P1', number: 'P1', validFrom: '2026-01-15', cancelled: 1, version: 3 }, 'America/Edmonton');
    expect(dayjs.isDayjs(values.validFrom)).toBe(true);
    expect(values).toMatchObject({ number: 'P1', cancelled: true, version: 3 });
    expect(values).not.toHaveProperty('id');
  });

  it('sends dates as YYYY-MM-DD, flags as 0/1, no readOnly properties, empties as null', () => {
    const payload = toPayload(flagged, { number: 'P1', name: ' ', validFrom: dayjs('2026-01-15'), cancelled: false, version: 3 }, 'America/Edmonton');
    expect(payload).toMatchObject({ number: 'P1', name: null, validFrom: '2026-01-15', cancelled: 0 });
    expect(payload).not.toHaveProperty('version');
    expect(withoutEmpty(payload)).not.toHaveProperty('name');
  });

  it('an edit clears only what was stored', () => {
    expect(editPayload({ number: 'P1', city: null, street: null }, { number: 'P1', city: 'Hamburg' })).toEqual({ number: 'P1', city: null });
  });
});
