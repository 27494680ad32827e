import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import dayjs from 'dayjs';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultValues } from '../../../../src/shared/field-kind';
import { toFormValues, toPayload, withoutEmpty } from '../../../../src/client/generic/form/formValues';
import { fieldMessages, fieldMessageText, formFieldName } from '../../../../src/client/generic/form/validationMessages';
import { registry } from '../../../../src/client/registry/registry';
import { inputSchema } from '../../../../src/shared/column-values';
import type { EntitySchema } from '../../../../src/shared/registry';

const collection = registry.get('collections')!;
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(inputSchema(collection));

function messages(data: Record<string, unknown>) {
  validate(data);
  return fieldMessages(collection, validate.errors);
}

const valid = { id: 'C1', deliveryPointNumber: 'DP', productGroup: 'hvo', fuelAmount: 1, certificates: [{ certificateNumber: 'X-1' }] };

/** i18next with the project's locale files, as the client loads them (flat keys over the namespaces). */
const i18n = createInstance();
beforeAll(async () => {
  const load = (language: string, file: string) => JSON.parse(readFileSync(join('locales', language, `${file}.json`), 'utf8'));
  const resources = Object.fromEntries(
    ['en', 'de'].map((language) => [language, { translation: { ...load(language, 'generic'), ...load(language, 'entities') } }]),
  );
  await i18n.init({ lng: 'en', resources });
});

describe('list-valued properties in the form', () => {
  it('names a missing or empty list by the list, an entry problem by its path', () => {
    expect(messages({ ...valid, certificates: undefined })).toEqual({ certificates: 'validation.required' });
    expect(messages({ ...valid, certificates: [] })).toEqual({ certificates: 'validation.required' });
    expect(messages({ ...valid, certificates: [{ certificateNumber: 'X-1' }, {}, { certificateNumber: '' }] })).toEqual({
      'certificates.1.certificateNumber': 'validation.required',
      'certificates.2.certificateNumber': 'validation.required',
    });
    expect(messages({ ...valid, certificates: Array(51).fill({ certificateNumber: 'X' }) })).toEqual({ certificates: 'validation.maxItems' });
  });

  it('a server field path is an antd field name', () => {
    expect(formFieldName('certificates.0.certificateNumber')).toEqual(['certificates', 0, 'certificateNumber']);
    expect(formFieldName('fuelAmount')).toEqual(['fuelAmount']);
  });

  it('carries lists to the payload entry by entry, keeping empty entries so validation can name them', () => {
    const payload = toPayload(
      collection,
      {
        ...valid,
        certificates: [{ certificateNumber: 'X-1', sustainabilityData: 'SD-1' }, { certificateNumber: ' ' }, undefined],
      },
      'America/Edmonton',
    );
    expect(payload.certificates).toEqual([{ certificateNumber: 'X-1', sustainabilityData: 'SD-1' }, {}, {}]);
    expect(withoutEmpty(toPayload(collection, { ...valid, certificates: undefined }, 'America/Edmonton'))).not.toHaveProperty('certificates');
  });

  it('loads list entries as the inputs hold them (dates as dayjs)', () => {
    const dated = {
      ...collection,
      properties: {
        ...collection.properties,
        checks: { type: 'array', maxItems: 5, items: { type: 'object', properties: { on: { type: 'string', format: 'date' } } } },
      },
    } as EntitySchema;
    const values = toFormValues(dated, { checks: [{ on: '2026-02-01' }] }, 'America/Edmonton');
    expect(dayjs.isDayjs((values.checks as { on: unknown }[])[0].on)).toBe(true);
    expect(toPayload(dated, values, 'America/Edmonton').checks).toEqual([{ on: '2026-02-01' }]);
  });

  it('a create form starts a required list with one empty entry', () => {
    expect(defaultValues(collection).certificates).toEqual([{}]);
  });
});

describe('field-specific validation texts (entities.{resource}.messages.{field}.{rule})', () => {
  const text = (field: string, messageKey: string, lng = 'en') => fieldMessageText(i18n.getFixedT(lng), collection, field, messageKey);

  it('a field with its own text gets it, for any entry of a list too', () => {
    expect(text('deliveryPointNumber', 'validation.required')).toBe('Delivery point is required');
    expect(text('certificates', 'validation.required')).toBe('At least one certificate is required');
    expect(text('certificates.3.certificateNumber', 'validation.required')).toBe('Certificate No is required');
    expect(text('fuelAmount', 'validation.required', 'de')).toBe('Kraftstoffmenge ist erforderlich');
  });

  it('other rules and fields fall back to the generic text, an unknown messageKey to "Please check your input"', () => {
    expect(text('fuelAmount', 'validation.number')).toBe('Please enter a valid number');
    expect(text('number', 'validation.required')).toBe('This property is required.');
    expect(text('certificates.0.sustainabilityData', 'validation.reference')).toBe('Please choose an existing record');
    expect(text('number', 'validation.somethingNew')).toBe('Please check your input');
  });
});
