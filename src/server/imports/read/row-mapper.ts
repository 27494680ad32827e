import type { ImportColumn, ImportDeclaration } from '../../../shared/imports/declaration';
import type { EntitySchema, Registry } from '../../../shared/registry';
import { restoreFormula } from '../../exports/formula-cells';
import type { RecordValidator } from '../../resources/validation';
import { cellParser, CellProblem, formatParsers, type CellParser } from './cell-parsers';
import type { HeaderMap } from './header';
import { keyBuilder } from './key-template';
import type { ImportRow, PartialRow, ReadProblem } from './types';
import { registryValidators, validationProblem } from './validators';

/** A cell as its value is read: trimmed, and without the `'` an export put before a formula start. */
const cellText = (cells: string[], position: number): string => restoreFormula(cells[position].trim());

/** A refused record: its problems and, when its target is known, what of it could be read. */
export interface RefusedRow {
  problems: ReadProblem[];
  partial?: PartialRow;
}

/** One data record of the file → a checked row, or its problems. */
export type RowMapper = (cells: string[], row: number) => ImportRow | RefusedRow;

interface Target {
  resource: string;
  entity: EntitySchema;
  validate: RecordValidator;
}

interface FileColumn {
  position: number;
  property: string;
  parse: CellParser;
}

/** The resolved `set` values (`"today"` on a date property → the import date). */
function setValues(declaration: ImportDeclaration, entities: EntitySchema[], day: string): [string, unknown][] {
  return Object.entries(declaration.set ?? {}).map(([name, value]) => {
    const property = entities.map((entity) => entity.properties[name]).find(Boolean);
    return [name, value === 'today' && property?.format === 'date' ? day : value];
  });
}

/**
 * Compiles, once per file, how a record becomes a row: the parser of each known column, the target
 * resource(s) and their validators, the `set` values and the key template. References (x-ref) and keys
 * repeated across rows are the import job's checks (in SQL), not this one's.
 */
export function rowMapper(declaration: ImportDeclaration, registry: Registry, header: HeaderMap, day: string): RowMapper {
  const validators = registryValidators(registry);
  const resources = 'resource' in declaration.target ? { '': declaration.target.resource } : declaration.target.resources;
  const targets = new Map<string, Target>();
  for (const [value, resource] of Object.entries(resources)) {
    const entity = registry.get(resource);
    const validate = validators.get(resource);
    if (!entity || !validate) throw new Error(`Import type ${declaration.type}: resource ${resource} cannot be imported`);
    targets.set(value.toLowerCase(), { resource, entity, validate });
  }
  const entities = [...targets.values()].map((target) => target.entity);
  const selector = 'column' in declaration.target ? declaration.target.column : undefined;
  const single = selector === undefined ? targets.get('') : undefined;
  const parsers = formatParsers(declaration);
  const columns: FileColumn[] = [];
  const positions = new Map<string, number>();
  header.columns.forEach((column: ImportColumn | undefined, position) => {
    if (!column) return;
    const property = entities.map((entity) => entity.properties[column.property]).find(Boolean);
    // A column the server sets (the round trip of an export has them): known, not read; the key is read.
    if (property?.readOnly && !entities.some((entity) => entity['x-key'] === column.property)) return;
    columns.push({ position, property: column.property, parse: cellParser(column, property, parsers, declaration.decimal) });
    positions.set(column.property, position);
  });
  const sets = setValues(declaration, entities, day);
  const buildKey = keyBuilder(declaration.key);
  const expected = header.headers.length;
  const targetValues = Object.keys(resources).join(', ');
  const headerOf = (property: string) => {
    const position = positions.get(property);
    return position === undefined ? undefined : header.headers[position];
  };

  return (cells, row) => {
    if (cells.length !== expected) return { problems: [{ row, messageKey: 'errors.fieldCount', params: { expected, actual: cells.length } }] };
    let problems: ReadProblem[] | undefined;
    /** Properties whose cell did not parse: the validator's view of them (missing) is no news. */
    let failed: Set<string> | undefined;
    let empty: string[] | undefined;
    const values: Record<string, unknown> = {};
    let selected: unknown;
    for (const column of columns) {
      const text = cellText(cells, column.position);
      if (text === '') {
        if (column.property !== selector) (empty ??= []).push(column.property);
        continue;
      }
      const value = column.parse(text);
      if (value instanceof CellProblem) {
        (problems ??= []).push({ row, column: header.headers[column.position], value: text, messageKey: value.messageKey, params: value.params });
        (failed ??= new Set()).add(column.property);
      } else if (column.property === selector) selected = value;
      else values[column.property] = value;
    }
    let target = single;
    if (selector !== undefined && !failed?.has(selector)) {
      target = targets.get(String(selected ?? '').toLowerCase());
      if (!target) {
        const position = positions.get(selector)!;
        const value = cellText(cells, position);
        const problem: ReadProblem = { row, column: header.headers[position], messageKey: 'errors.unknownTarget', params: { values: targetValues } };
        if (value === '') problem.messageKey = 'errors.required';
        else problem.value = value;
        (problems ??= []).push(problem);
      }
    }
    if (!target) return { problems: problems ?? [] };
    for (const [name, value] of sets) values[name] = value;
    const keyProperty = target.entity['x-key'];
    const key = buildKey(values);
    if ('missing' in key) {
      if (!failed?.has(key.missing)) {
        const column = headerOf(key.missing);
        (problems ??= []).push({ row, column, messageKey: 'errors.required', params: { column: column ?? key.missing } });
      }
      (failed ??= new Set()).add(key.missing).add(keyProperty);
    } else values[keyProperty] = key.key;
    /** Properties the validator refused: left out of a partial row (their staging column may not take them). */
    let refused: Set<string> | undefined;
    for (const error of target.validate(values)) {
      const property = error.field.split('.')[0];
      if (failed?.has(property)) continue;
      (refused ??= new Set()).add(property);
      const position = positions.get(property);
      const { messageKey, params } = validationProblem(target.entity, error, headerOf);
      const problem: ReadProblem = { row, messageKey, params };
      if (position !== undefined) {
        problem.column = header.headers[position];
        const value = cellText(cells, position);
        if (value !== '') problem.value = value;
      } else if (property === keyProperty) problem.value = String(values[keyProperty]);
      (problems ??= []).push(problem);
    }
    if (problems) {
      if (refused) for (const name of refused) delete values[name];
      const partial: PartialRow = { row, resource: target.resource, values };
      if (typeof values[keyProperty] === 'string') partial.key = values[keyProperty];
      return { problems, partial };
    }
    if (empty) for (const name of empty) if (!(name in values)) values[name] = null;
    return { row, resource: target.resource, key: String(values[keyProperty]), values };
  };
}
