import { bundleOf } from './localeBundle';

export const bundle = bundleOf(import.meta.glob<Record<string, unknown>>('/locales/de/*.json', { eager: true, import: 'default' }));

export const pageTexts = import.meta.glob<Record<string, unknown>>('/locales/de/pages/*.json', { import: 'default' });
