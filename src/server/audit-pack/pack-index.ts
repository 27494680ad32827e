import type { Language } from '../../shared/settings';
import { textsOf } from '../i18n/translate';
import type { PackFile } from './pack-zip';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface PackFacts {
  tenant: string;
  period: string;
  site: string | undefined;
  madeBy: string;
  /** When, in the tenant's zone, as the index states it. */
  madeAt: string;
}

/** The pack's index (HTML, readable in any browser): the tenant, the period, who made it and when, and each file with its size and SHA-256. */
export function packIndexHtml(language: Language, facts: PackFacts, files: PackFile[]): string {
  const t = textsOf(language, 'documents');
  const text = (key: string, params: Record<string, string> = {}) => escape(t(`documents.auditPack.index.${key}`, params));
  const fact = (label: string, value: string) => `<tr><th>${text(label)}</th><td>${escape(value)}</td></tr>`;
  const rows = files.map((file) => `<tr><td>${escape(file.path)}</td><td class="n">${file.size}</td><td><code>${file.sha256}</code></td></tr>`).join('\n');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${text('title', { tenant: facts.tenant, period: facts.period })}</title>
<style>body{font-family:Roboto,Arial,sans-serif;margin:2em}table{border-collapse:collapse}th,td{text-align:left;padding:.2em .8em;border-bottom:1px solid #ddd}.n{text-align:right}code{font-size:.85em}</style></head>
<body><h1>${text('title', { tenant: facts.tenant, period: facts.period })}</h1>
<table>${fact('tenant', facts.tenant)}${fact('period', facts.period)}${fact('site', facts.site ?? t('documents.auditPack.index.allSites'))}${fact('madeBy', facts.madeBy)}${fact('madeAt', facts.madeAt)}</table>
<h2>${text('files')}</h2>
<table><thead><tr><th>${text('path')}</th><th class="n">${text('size')}</th><th>SHA-256</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}
