import type { ImportDeclaration } from '../../shared/imports/declaration';
import type { EntitySchema } from '../../shared/registry';
import { entityProperties } from '../resources/columns';
import { quoteIdent } from '../resources/sql-names';
import { stagingTable } from './staging';

/** What an import writes into one resource: the columns its file supplies, collected while reading. */
export class TargetPlan {
  /** Entity properties with a value in the file (the key included); never readOnly ones (server-set). */
  readonly columns = new Set<string>();
  rows = 0;

  constructor(
    readonly entity: EntitySchema,
    private readonly declaration: ImportDeclaration,
  ) {}

  get resource(): string {
    return this.entity['x-resource'];
  }

  get table(): string {
    return stagingTable(this.resource);
  }

  get key(): string {
    return this.entity['x-key'];
  }

  get versioned(): boolean {
    return !!this.entity['x-versioned'];
  }

  /** Whether the entity carries the import tracking properties (x-imported). */
  get tracked(): boolean {
    return 'importSource' in this.entity.properties;
  }

  /** The storable properties among a row's values; adds them to `columns`. */
  columnsOf(values: Record<string, unknown>): string[] {
    const properties = entityProperties(this.entity);
    const names = Object.keys(values).filter((name) => Object.hasOwn(properties, name) && (!properties[name].readOnly || name === this.key));
    for (const name of names) this.columns.add(name);
    return names;
  }

  /** Supplied columns a changed row writes (the key and version never change). */
  get assigned(): string[] {
    return [...this.columns].filter((name) => name !== this.key && name !== 'version');
  }

  /**
   * Supplied columns whose difference makes a row change its record: not the import date a declaration
   * sets (`"today"`), or re-importing the same file the next day would change every record.
   */
  get compared(): string[] {
    const set = this.declaration.set ?? {};
    return this.assigned.filter((name) => set[name] !== 'today');
  }

  q(name: string): string {
    return quoteIdent(this.entity, name);
  }

  /** `a.x IS DISTINCT FROM b.x OR …` over the compared columns; false when the file supplies none. */
  changed(stored: string, staged: string): string {
    const terms = this.compared.map((name) => `${stored}.${this.q(name)} IS DISTINCT FROM ${staged}.${this.q(name)}`);
    return terms.length ? `(${terms.join(' OR ')})` : 'false';
  }

  /** The column's header as the import type names it (errors show it), the property name otherwise. */
  header(property: string): string {
    return this.declaration.columns.find((column) => column.property === property)?.header.en ?? property;
  }
}
