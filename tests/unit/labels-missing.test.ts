import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { entityTitle, enumLabel, fieldLabel, labelText, onMissingLabel } from '../../src/shared/labels';
import type { EntitySchema } from '../../src/shared/registry';

const entity = {
  'x-resource': 'partners',
  title: 'Partner',
  properties: { name: { type: 'string' }, country: { type: 'string', enum: ['CA'] } },
} as unknown as EntitySchema;

async function translator(texts: object) {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'en', resources: { en: { translation: texts } } });
  return instance.t;
}

describe('labels', () => {
  afterEach(() => onMissingLabel(() => undefined));

  it('a label the locales have is shown, and nothing is reported', async () => {
    const reported: string[] = [];
    onMissingLabel((key) => reported.push(key));
    const t = await translator({ entities: { partners: { title: 'Partners', fields: { name: 'Name' }, enums: { country: { CA: 'Canada' } } } } });
    expect([fieldLabel(t, entity, 'name'), entityTitle(t, entity), enumLabel(t, entity, 'country', 'CA')]).toEqual(['Name', 'Partners', 'Canada']);
    expect(reported).toEqual([]);
  });

  it('a label the locales lack is reported by its key; the page shows the raw name instead', async () => {
    const reported: string[] = [];
    onMissingLabel((key) => reported.push(key));
    const t = await translator({});
    expect([
      fieldLabel(t, entity, 'name'),
      entityTitle(t, entity),
      enumLabel(t, entity, 'country', 'CA'),
      labelText(t, 'reports:columns.volume', 'volume'),
    ]).toEqual(['name', 'Partner', 'CA', 'volume']);
    expect(reported).toEqual(['entities.partners.fields.name', 'entities.partners.title', 'entities.partners.enums.country.CA', 'reports:columns.volume']);
  });
});
