import { keyTemplateProperties } from '../../../shared/imports/declaration';

/** A record key from a row's stored values, or the property it lacks. */
export type KeyBuilder = (values: Record<string, unknown>) => { key: string } | { missing: string };

/** Compiles `{site}-{product}-{productionDate}` once: literal parts and property names alternate. */
export function keyBuilder(template: string): KeyBuilder {
  const names = keyTemplateProperties(template);
  const literals = template.split(/\{[a-zA-Z0-9]+\}/);
  return (values) => {
    let key = literals[0];
    for (let i = 0; i < names.length; i++) {
      const value = values[names[i]];
      if (value === undefined || value === null || value === '') return { missing: names[i] };
      key += String(value) + literals[i + 1];
    }
    return { key };
  };
}
