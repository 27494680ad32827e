import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { fieldLabel } from '../../../../src/shared/labels';
import { registry } from '../../../../src/client/registry/registry';
import de from '../../../../locales/de/entities.json';
import en from '../../../../locales/en/entities.json';

const occurrences = (text: string, unit: string) => text.toLowerCase().split(unit.toLowerCase()).length - 1;

describe('field labels of properties with a unit (x-unit)', () => {
  it.each([
    ['en', en],
    ['de', de],
  ] as const)('show the unit exactly once in %s, over the whole registry', async (language, entities) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { translation: entities } } });
    const doubled: string[] = [];
    for (const entity of registry.values()) {
      for (const [property, schema] of Object.entries(entity.properties)) {
        const unit = schema['x-unit'];
        if (!unit) continue;
        const label = fieldLabel(i18n.t, entity, property);
        if (occurrences(label, unit) !== 1) doubled.push(`${entity['x-resource']}.${property}: ${label}`);
      }
    }
    expect(doubled).toEqual([]);
  });
});

describe('field labels of a list entry', () => {
  it("an entry's index in a field path (as validation errors name it) is not part of the label", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: en } } });
    const collections = registry.get('collections')!;
    expect(fieldLabel(i18n.t, collections, 'certificates.0.sustainabilityData')).toBe(fieldLabel(i18n.t, collections, 'certificates.sustainabilityData'));
    expect(fieldLabel(i18n.t, collections, 'certificates.0.sustainabilityData')).toBe('Certificates: Sustainability data');
  });
});
