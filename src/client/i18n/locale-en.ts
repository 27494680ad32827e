import { bundleOf } from './localeBundle';

export const bundle = bundleOf(import.meta.glob<Record<string, unknown>>('/locales/en/*.json', { eager: true, import: 'default' }));

export const pageTexts = import.meta.glob<Record<string, unknown>>('/locales/en/pages/*.json', { import: 'default' });
