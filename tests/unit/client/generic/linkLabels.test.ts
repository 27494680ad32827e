import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel } from '../../../../src/shared/labels';
import { registry } from '../../../../src/client/registry/registry';
import en from '../../../../locales/en/entities.json';

// An instance of the file's own: the files of a worker share the i18next module.
const i18n = i18next.createInstance();
const t = i18n.t.bind(i18n);
const credit = registry.get('catscredits')!;

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en } } });
});

describe('link fields (usages and audit entries name a link as links.{link})', () => {
  it('are labelled with the title of the link', () => {
    expect(fieldLabel(t, credit, 'links.outbounds')).toBe('Deliveries that earned this credit');
  });

  it('an unknown link falls back to the raw name, a property keeps its own label', () => {
    expect(fieldLabel(t, credit, 'links.unknown')).toBe('links.unknown');
    expect(fieldLabel(t, credit, 'correspondingVolumeLowCiFuel')).toBe('Corresponding volume of low-CI fuel [m3]');
  });
});
