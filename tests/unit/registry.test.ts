import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it, vi } from 'vitest';
import { linkTextKeys, registryLinks } from '../../src/shared/links';
import { RegistryError, buildRegistry } from '../../src/shared/registry';
import { ADDITIVE_UNITS, sumProperties } from '../../src/shared/sums';
import { createValidators } from '../../src/server/resources/validation';
import { readRegistryFiles } from '../support/registry-files';
import de from '../../locales/de/entities.json';
import en from '../../locales/en/entities.json';
import importsDe from '../../locales/de/imports.json';
import importsEn from '../../locales/en/imports.json';
import reportsDe from '../../locales/de/reports.json';
import reportsEn from '../../locales/en/reports.json';

const files = readRegistryFiles();
const inFolder = (folder: string) => Object.keys(files).filter((file) => file.startsWith(`${folder}/`));

/** The text at a dotted path of a locale file, or undefined. */
const textAt = (labels: object, path: string[]) => path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], labels);

describe('entity registry', () => {
  it('loads every schema file', () => {
    const registry = buildRegistry(files);
    expect(registry.size).toBe(Object.keys(files).filter((file) => !file.includes('/')).length);
    expect([...registry.keys()]).toEqual(
      expect.arrayContaining(['inbounds', 'outbounds', 'partners', 'locations', 'products', 'mass-balances', 'catscredits']),
    );
  });

  it('a registry built again from the same files compiles none of its schemas again, nor the same validators', () => {
    const registry = buildRegistry(structuredClone(files));
    createValidators(registry.values());
    const compile = vi.spyOn(Ajv2020.prototype, 'compile');
    const again = buildRegistry(structuredClone(files));
    const validators = createValidators(again.values());
    expect(compile).not.toHaveBeenCalled();
    expect(validators.get('partners')!({})).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'name', rule: 'required' })]));
  });

  it('a schema changed after a build is checked anew: one ajv cannot compile is refused naming the file', () => {
    buildRegistry(files);
    const broken = structuredClone(files) as Record<string, { properties: Record<string, Record<string, unknown>> }>;
    broken['partner.json'].properties.name.pattern = '(';
    expect(() => buildRegistry(broken)).toThrow(/partner\.json: not a valid JSON Schema/);
  });

  it('names the file and the problem when a schema misses a keyword', () => {
    const broken = structuredClone(files) as Record<string, Record<string, unknown>>;
    delete broken['partner.json']['x-key'];
    expect(() => buildRegistry(broken)).toThrow(RegistryError);
    expect(() => buildRegistry(broken)).toThrow(/partner\.json.*x-key/);
  });

  it('names the file when its key is not one of its properties', () => {
    const broken = structuredClone(files) as Record<string, Record<string, unknown>>;
    broken['product.json']['x-key'] = 'nope';
    expect(() => buildRegistry(broken)).toThrow(/product\.json: x-key "nope"/);
  });

  it('refuses two schemas for the same resource', () => {
    const twice = { ...files, 'zz-copy.json': { ...(files['partner.json'] as object), $id: 'copy' } };
    expect(() => buildRegistry(twice)).toThrow(/zz-copy\.json: resource "partners" is already defined by partner\.json/);
  });

  type Files = Record<string, Record<string, unknown> & { properties: Record<string, Record<string, unknown>> }>;
  const copy = () => structuredClone(files) as Files;

  it('refuses a property type other than string, number, integer, boolean or array', () => {
    const broken = copy();
    broken['location.json'].properties.addressLine1.type = 'object';
    expect(() => buildRegistry(broken)).toThrow(RegistryError);
    expect(() => buildRegistry(broken)).toThrow(/location\.json: property "addressLine1" has type "object"/);
    delete broken['location.json'].properties.addressLine1.type;
    expect(() => buildRegistry(broken)).toThrow(/location\.json: property "addressLine1" has type undefined/);
  });

  it('refuses a number or integer property without a range (minimum and maximum, or an enum), also in a list entry', () => {
    const noMaximum = copy();
    delete noMaximum['inbound.json'].properties.quantityLoaded.maximum;
    expect(() => buildRegistry(noMaximum)).toThrow(/inbound\.json: property "quantityLoaded" of type number needs minimum and maximum/);
    const noMinimum = copy();
    delete noMinimum['import-message.json'].properties.rowsRead.minimum;
    expect(() => buildRegistry(noMinimum)).toThrow(/import-message\.json: property "rowsRead" of type integer needs minimum and maximum/);
    const inEntry = copy();
    (inEntry['collection.json'].properties.certificates.items as { properties: Record<string, object> }).properties.share = { type: 'number', minimum: 0 };
    expect(() => buildRegistry(inEntry)).toThrow(/collection\.json: property "certificates" items: property "share" of type number needs minimum and maximum/);
  });

  it('refuses a key property without a pattern refusing "/", "\\" and control characters', () => {
    const noPattern = copy();
    delete noPattern['partner.json'].properties.number.pattern;
    expect(() => buildRegistry(noPattern)).toThrow(/partner\.json: x-key "number" needs a pattern/);
    const lenient = copy();
    lenient['partner.json'].properties.number.pattern = '^[^/]+$';
    expect(() => buildRegistry(lenient)).toThrow(/partner\.json: x-key "number" pattern lets "a\\\\b" through/);
  });

  it('every number of the registry states its range and every key a pattern refusing "/", "\\" and control characters', () => {
    for (const entity of buildRegistry(files).values()) {
      const key = entity.properties[entity['x-key']];
      for (const refused of ['a/b', '../x', 'a\\b', 'a\u0007b']) expect(new RegExp(key.pattern as string, 'u').test(refused), entity.$id).toBe(false);
      const numbers = Object.entries(entity.properties).flatMap(([name, property]) => [
        [name, property] as const,
        ...Object.entries(property.items?.properties ?? {}).map(([entry, item]) => [`${name}.${entry}`, item] as const),
      ]);
      for (const [name, property] of numbers.filter(([, property]) => (property.type === 'number' || property.type === 'integer') && !property.enum)) {
        expect(property.minimum ?? property.exclusiveMinimum, `${entity.$id} ${name}`).toEqual(expect.any(Number));
        expect(property.maximum ?? property.exclusiveMaximum, `${entity.$id} ${name}`).toEqual(expect.any(Number));
      }
    }
  });

  it('refuses a malformed link declaration, naming the file and the link', () => {
    const unknownTarget = copy();
    (unknownTarget['collection.json']['x-links'] as Record<string, { resource: string }>).outbound.resource = 'deliveries';
    expect(() => buildRegistry(unknownTarget)).toThrow(/collection\.json: x-links "outbound": refers to unknown resource "deliveries"/);
    const badLimit = copy();
    (badLimit['cats-credit.json']['x-links'] as Record<string, { quantity: { sourceLimit: string } }>).outbounds.quantity.sourceLimit = 'transactionId';
    expect(() => buildRegistry(badLimit)).toThrow(/cats-credit\.json: x-links "outbounds": sourceLimit "transactionId" is not a number property/);
    const otherUnit = copy();
    otherUnit['cats-credit.json'].properties.correspondingVolumeLowCiFuel['x-unit'] = 'L15°';
    expect(() => buildRegistry(otherUnit)).toThrow(
      /cats-credit\.json: x-links "outbounds": sourceLimit "correspondingVolumeLowCiFuel" must have the x-unit "m3" of the linked quantity/,
    );
    const badTargetLimit = copy();
    (
      badTargetLimit['cats-credit.json']['x-links'] as Record<string, { quantity: { targetLimit: { property: string } } }>
    ).outbounds.quantity.targetLimit.property = 'nope';
    expect(() => buildRegistry(badTargetLimit)).toThrow(/cats-credit\.json: x-links "outbounds": targetLimit "nope" is not a number property of outbounds/);
    const unbounded = copy();
    (unbounded['cats-credit.json']['x-links'] as Record<string, { quantity: Record<string, unknown> }>).outbounds.quantity = { unit: 'm3' };
    expect(() => buildRegistry(unbounded)).toThrow(/cats-credit\.json: x-links "outbounds": a quantity needs a sourceLimit or a targetLimit/);
    const unknownKeyword = copy();
    (unknownKeyword['collection.json']['x-links'] as Record<string, Record<string, unknown>>).outbound.unique = true;
    expect(() => buildRegistry(unknownKeyword)).toThrow(/collection\.json: .*x-links\/outbound must NOT have additional properties/);
    const badName = copy();
    badName['collection.json']['x-links'] = { 'Out-bound': { resource: 'outbounds' } };
    expect(() => buildRegistry(badName)).toThrow(/collection\.json: \/x-links must match pattern/);
  });

  it('refuses a list-valued property without object items or without maxItems', () => {
    const noItems = copy();
    noItems['location.json'].properties.addressLine1 = { type: 'array', maxItems: 5 };
    expect(() => buildRegistry(noItems)).toThrow(/location\.json: property "addressLine1" of type array needs items of type object with properties/);
    const unbounded = copy();
    unbounded['location.json'].properties.addressLine1 = { type: 'array', items: { type: 'object', properties: { line: { type: 'string' } } } };
    expect(() => buildRegistry(unbounded)).toThrow(/location\.json: property "addressLine1" needs maxItems/);
    const nested = copy();
    nested['location.json'].properties.addressLine1 = { type: 'array', maxItems: 5, items: { type: 'object', properties: { lines: { type: 'array' } } } };
    expect(() => buildRegistry(nested)).toThrow(/location\.json: property "addressLine1" items: property "lines" has type "array"/);
    const badRef = copy();
    badRef['location.json'].properties.addressLine1 = {
      type: 'array',
      maxItems: 5,
      items: { type: 'object', properties: { proof: { type: 'string', 'x-ref': { resource: 'proofs' } } } },
    };
    expect(() => buildRegistry(badRef)).toThrow(/location\.json: property "addressLine1\.proof" refers to unknown resource "proofs"/);
  });

  it('accepts x-identifier only as true on an integer property', () => {
    const accepted = copy();
    accepted['mass-balance.json'].properties.year['x-identifier'] = true;
    expect(() => buildRegistry(accepted)).not.toThrow();
    const onNumber = copy();
    onNumber['cats-credit.json'].properties.quantityTco2e['x-identifier'] = true;
    expect(() => buildRegistry(onNumber)).toThrow(/cats-credit\.json: property "quantityTco2e" can have x-identifier only as true on an integer/);
    const notTrue = copy();
    notTrue['cats-credit.json'].properties.compliancePeriod['x-identifier'] = 'yes';
    expect(() => buildRegistry(notTrue)).toThrow(/cats-credit\.json: property "compliancePeriod" can have x-identifier only as true/);
  });

  it('accepts x-sort-index only as true or false on a scalar property', () => {
    const accepted = copy();
    accepted['inbound.json'].properties.bioContent['x-sort-index'] = true;
    expect(() => buildRegistry(accepted)).not.toThrow();
    const notBoolean = copy();
    notBoolean['inbound.json'].properties.bioContent['x-sort-index'] = 'yes';
    expect(() => buildRegistry(notBoolean)).toThrow(/inbound\.json: property "bioContent" can have x-sort-index only as true or false/);
  });

  it('accepts x-import-type only as true on a string property', () => {
    expect(() => buildRegistry(copy())).not.toThrow();
    const onNumber = copy();
    onNumber['import-message.json'].properties.rowsRead['x-import-type'] = true;
    expect(() => buildRegistry(onNumber)).toThrow(/import-message\.json: property "rowsRead" can have x-import-type only as true on a string/);
  });

  it('accepts x-month only as "first" or "last" on a date property', () => {
    expect(() => buildRegistry(copy())).not.toThrow();
    const onText = copy();
    onText['mass-balance.json'].properties.site['x-month'] = 'first';
    expect(() => buildRegistry(onText)).toThrow(/mass-balance\.json: property "site" can have x-month only as "first" or "last" on a date/);
    const other = copy();
    other['mass-balance.json'].properties.dateFrom['x-month'] = 'middle';
    expect(() => buildRegistry(other)).toThrow(/mass-balance\.json: property "dateFrom" can have x-month only/);
  });

  it('accepts x-sum only as true on a number measured in a unit that adds up, never on a list entry', () => {
    expect(() => buildRegistry(copy())).not.toThrow();
    const noUnit = copy();
    delete noUnit['inbound.json'].properties.quantityLoaded['x-unit-from'];
    expect(() => buildRegistry(noUnit)).toThrow(
      /inbound\.json: property "quantityLoaded" can have x-sum only with an x-unit that adds up .* or with x-unit-from/,
    );
    const rate = copy();
    rate['inbound.json'].properties.bioContent['x-sum'] = true;
    expect(() => buildRegistry(rate)).toThrow(/inbound\.json: property "bioContent" can have x-sum only with an x-unit that adds up/);
    const flag = copy();
    flag['inbound.json'].properties.cancelled['x-sum'] = true;
    expect(() => buildRegistry(flag)).toThrow(/inbound\.json: property "cancelled" can have x-sum only as true on a number/);
    const identifier = copy();
    identifier['cats-credit.json'].properties.compliancePeriod['x-sum'] = true;
    expect(() => buildRegistry(identifier)).toThrow(/cats-credit\.json: property "compliancePeriod" can have x-sum only as true on a number/);
    const notTrue = copy();
    notTrue['inbound.json'].properties.quantityLoadedKg['x-sum'] = 'yes';
    expect(() => buildRegistry(notTrue)).toThrow(/inbound\.json: property "quantityLoadedKg" can have x-sum only as true/);
    const entry = copy();
    (entry['collection.json'].properties.certificates as { items: Files[string] }).items.properties.certificateNumber['x-sum'] = true;
    expect(() => buildRegistry(entry)).toThrow(/collection\.json: property "certificates" items: property "certificateNumber" cannot have x-sum/);
  });

  it('every summed property of the registry is a number in a unit that adds up, or in units per record that each add up', () => {
    const registry = buildRegistry(files);
    const summed = [...registry.values()].flatMap((entity) => sumProperties(entity).map((name) => ({ entity, property: entity.properties[name] })));
    expect(summed.length).toBeGreaterThan(0);
    for (const { entity, property } of summed) {
      expect(property.type).toBe('number');
      const from = property['x-unit-from'];
      const units = from ? registry.get(entity.properties[from.reference]['x-ref']!.resource)!.properties[from.property].enum : [property['x-unit']];
      for (const unit of units!) expect(ADDITIVE_UNITS).toContain(unit);
    }
  });

  it('accepts x-unit-from only on a number without x-unit, naming a reference, a string enum of units of its target, and a date for a versioned target', () => {
    const refused = (change: (files: Files) => void, problem: RegExp) => {
      const broken = copy();
      change(broken);
      expect(() => buildRegistry(broken)).toThrow(problem);
    };
    const quantity = (broken: Files) => broken['inbound.json'].properties.quantityLoaded;
    expect(() => buildRegistry(copy())).not.toThrow();
    refused((broken) => (quantity(broken)['x-unit-from'] = 'product'), /inbound\.json: property "quantityLoaded" x-unit-from: must be an object/);
    refused(
      (broken) => (quantity(broken)['x-unit-from'] = { reference: 'product', property: 'unitOfMeasurement', on: 'loadingDate', via: 1 }),
      /unknown key "via"/,
    );
    refused((broken) => (quantity(broken)['x-unit-from'] = { reference: 'product' }), /x-unit-from: needs reference and property/);
    refused((broken) => (quantity(broken)['x-unit'] = 'Kg'), /inbound\.json: property "quantityLoaded" x-unit-from: only on a number without x-unit/);
    refused(
      (broken) => (quantity(broken)['x-unit-from'] = { reference: 'tankNumber', property: 'unitOfMeasurement', on: 'loadingDate' }),
      /reference "tankNumber" is not a property of inbounds with x-ref/,
    );
    refused(
      (broken) => (quantity(broken)['x-unit-from'] = { reference: 'product', property: 'name', on: 'loadingDate' }),
      /property "name" of products is not a string with an enum of units/,
    );
    // A rate per record would be summed across rows: a summed quantity takes its units from units that add up.
    refused(
      (broken) => (broken['product.json'].properties.unitOfMeasurement.enum = ['Kg', '%']),
      /x-sum needs units that add up .*products unitOfMeasurement has Kg, %/,
    );
    refused(
      (broken) => (quantity(broken)['x-unit-from'] = { reference: 'product', property: 'unitOfMeasurement' }),
      /on must name a date property of inbounds \(products is versioned\)/,
    );
    refused(
      (broken) => (quantity(broken)['x-unit-from'] = { reference: 'product', property: 'unitOfMeasurement', on: 'tankNumber' }),
      /on must name a date property/,
    );
    refused((broken) => {
      broken['country-code.json'].properties.name.enum = ['Kg', 'L15°'];
      broken['outbound.json'].properties.quantityLoaded['x-unit-from'] = { reference: 'destinationCountry', property: 'name', on: 'loadingDate' };
    }, /outbound\.json: property "quantityLoaded" x-unit-from: on is only for a versioned reference \(country-codes is not\)/);
    refused((broken) => {
      (broken['collection.json'].properties.certificates as { items: Files[string] }).items.properties.certificateNumber['x-unit-from'] = {
        reference: 'product',
        property: 'unitOfMeasurement',
      };
    }, /collection\.json: property "certificates" items: property "certificateNumber" cannot have x-unit-from/);
  });

  it('refuses a reference to a resource that does not exist', () => {
    const broken = copy();
    broken['inbound.json'].properties.supplierPartner['x-ref'] = { resource: 'suppliers' };
    expect(() => buildRegistry(broken)).toThrow(/inbound\.json: property "supplierPartner" refers to unknown resource "suppliers"/);
  });

  it('refuses a reference without a resource name', () => {
    const broken = copy();
    broken['inbound.json'].properties.product['x-ref'] = 'products';
    expect(() => buildRegistry(broken)).toThrow(/inbound\.json: property "product" has an x-ref without a resource name/);
  });

  it('refuses an x-label that is not a property', () => {
    const broken = copy();
    broken['product.json']['x-label'] = 'title';
    expect(() => buildRegistry(broken)).toThrow(/product\.json: x-label "title" is not one of its properties/);
  });

  it('refuses an x-indexes entry naming no scalar property of the entity', () => {
    const broken = copy();
    broken['production-figure.json']['x-indexes'] = [['site', 'plant']];
    expect(() => buildRegistry(broken)).toThrow(/production-figure\.json: x-indexes: "plant" is not one of its scalar properties/);
  });

  it('refuses an x-default-sort that is not a property, with or without a leading minus', () => {
    const broken = copy();
    broken['inbound.json']['x-default-sort'] = '-date';
    expect(() => buildRegistry(broken)).toThrow(/inbound\.json: x-default-sort "-date" does not name one of its properties/);
    broken['inbound.json']['x-default-sort'] = 'date';
    expect(() => buildRegistry(broken)).toThrow(/inbound\.json: x-default-sort "date"/);
    broken['inbound.json']['x-default-sort'] = '-loadingDate';
    expect(() => buildRegistry(broken)).not.toThrow();
  });

  it('refuses a versioned schema without version or validFrom', () => {
    const noVersion = copy();
    delete noVersion['location.json'].properties.version;
    expect(() => buildRegistry(noVersion)).toThrow(/location\.json: x-versioned needs a property "version"/);
    const writableVersion = copy();
    delete writableVersion['location.json'].properties.version.readOnly;
    expect(() => buildRegistry(writableVersion)).toThrow(/location\.json: x-versioned needs a property "version"/);
    const noValidFrom = copy();
    delete noValidFrom['product.json'].properties.validFrom;
    noValidFrom['product.json'].required = (noValidFrom['product.json'].required as string[]).filter((name) => name !== 'validFrom');
    expect(() => buildRegistry(noValidFrom)).toThrow(/product\.json: x-versioned needs a property "validFrom"/);
  });

  it('refuses a schema without any x-list property', () => {
    const broken = copy();
    for (const property of Object.values(broken['feedstock.json'].properties)) delete property['x-list'];
    expect(() => buildRegistry(broken)).toThrow(/feedstock\.json: no property has x-list/);
  });

  it('refuses property names that are not camelCase identifiers', () => {
    for (const name of ['Number', 'loading_date', 'tank-no', '1st', 'bio content']) {
      const broken = copy();
      broken['collection.json'].properties[name] = { type: 'string' };
      expect(() => buildRegistry(broken), name).toThrow(/collection\.json: property name ".*" must match/);
    }
  });

  it('every versioned schema defines version and validFrom, every schema a label and default sort', () => {
    for (const entity of buildRegistry(files).values()) {
      expect(entity['x-label'], entity['x-resource']).toBeDefined();
      expect(entity['x-default-sort'], entity['x-resource']).toBeDefined();
      if (entity['x-versioned']) expect(Object.keys(entity.properties)).toEqual(expect.arrayContaining(['version', 'validFrom']));
    }
  });

  it('every entity, property, list entry property and enum value has a label in en and de', () => {
    const missing: string[] = [];
    for (const [language, labels] of [
      ['en', en],
      ['de', de],
    ] as const) {
      const entities = labels.entities as Record<
        string,
        { singular?: string; fields?: Record<string, string>; items?: Record<string, Record<string, string>>; enums?: Record<string, Record<string, string>> }
      >;
      for (const entity of buildRegistry(files).values()) {
        const resource = entity['x-resource'];
        const own = entities[resource];
        if (!own?.singular) missing.push(`${language}: ${resource}.singular`);
        for (const [name, property] of Object.entries(entity.properties)) {
          if (!own?.fields?.[name]) missing.push(`${language}: ${resource}.fields.${name}`);
          for (const value of property.enum ?? []) {
            if (!own?.enums?.[name]?.[String(value)]) missing.push(`${language}: ${resource}.enums.${name}.${value}`);
          }
          for (const item of Object.keys(property.items?.properties ?? {})) {
            if (!own?.items?.[name]?.[item]) missing.push(`${language}: ${resource}.items.${name}.${item}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every link has its titles and messages in en and de (taken: exclusive links)', () => {
    const missing: string[] = [];
    for (const [language, labels] of [
      ['en', en],
      ['de', de],
    ] as const) {
      for (const { source, name, declaration } of registryLinks(buildRegistry(files))) {
        const { taken, ...always } = linkTextKeys(source, name);
        for (const key of [...Object.values(always), ...(declaration.exclusive ? [taken] : [])]) {
          const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], labels);
          if (typeof text !== 'string' || !text) missing.push(`${language}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('report declarations (schemas/reports/)', () => {
  type ReportFile = { id: string; columns: Record<string, unknown>[]; chart: Record<string, unknown> };
  const broken = (file: string, change: (report: ReportFile) => void) => {
    const changed = structuredClone(files) as Record<string, ReportFile>;
    change(changed[`reports/${file}.json`]);
    return () => buildRegistry(changed);
  };

  it('loads every file of schemas/reports/, in menu order', () => {
    const { reports } = buildRegistry(files);
    expect([...reports.keys()].sort()).toEqual(
      inFolder('reports')
        .map((file) => file.slice('reports/'.length, -'.json'.length))
        .sort(),
    );
    const orders = [...reports.values()].map((report) => report.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('names the file and the problem when a declaration breaks its shape', () => {
    expect(broken('credit-generation-report', (report) => delete (report as Partial<ReportFile>).chart)).toThrow(RegistryError);
    expect(broken('credit-generation-report', (report) => delete (report as Partial<ReportFile>).chart)).toThrow(
      /reports\/credit-generation-report\.json: \(root\) must have required property 'chart'/,
    );
    expect(broken('credit-generation-report', (report) => (report.columns[0].type = 'date'))).toThrow(
      /reports\/credit-generation-report\.json: \/columns\/0\/type must be equal to one of the allowed values/,
    );
  });

  it('refuses an id other than the file name, a chart of unknown columns and a reference to an unknown resource', () => {
    expect(broken('onsite-report-facility-input', (report) => (report.id = 'onsite-input'))).toThrow(
      /reports\/onsite-report-facility-input\.json: id "onsite-input" must be the file's name/,
    );
    expect(broken('onsite-report-facility-input', (report) => (report.chart.series = 'nope'))).toThrow(
      /reports\/onsite-report-facility-input\.json: chart: "nope" is not one of its columns/,
    );
    expect(broken('onsite-report-facility-input', (report) => (report.chart.y = ['siteName']))).toThrow(
      /chart: y "siteName" must be a number or integer column/,
    );
    expect(broken('onsite-report-facility-input', (report) => (report.columns[0].resource = 'sites'))).toThrow(
      /reports\/onsite-report-facility-input\.json: column "site" refers to unknown resource "sites"/,
    );
    expect(broken('onsite-report-facility-input', (report) => report.columns.push({ ...report.columns[0] }))).toThrow(/column "site" is declared twice/);
  });

  it('refuses a file in a folder the registry does not have', () => {
    expect(() => buildRegistry({ ...files, 'views/x.json': {} })).toThrow(/views\/x\.json: schemas\/ holds entities, reports\/ and imports\/ only/);
  });

  it('every report has its title, description and column labels (and their units) in en and de', () => {
    const missing: string[] = [];
    for (const [language, labels] of [
      ['en', reportsEn],
      ['de', reportsDe],
    ] as const) {
      for (const report of buildRegistry(files).reports.values()) {
        const keys = [
          ['titles', report.id],
          ['descriptions', report.id],
          ...report.columns.flatMap((column) => [['columns', column.key], ...(column.unit ? [['units', column.unit]] : [])]),
        ];
        for (const key of keys) if (typeof textAt(labels, key) !== 'string') missing.push(`${language}: ${report.id}: ${key.join('.')}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('import declarations (schemas/imports/)', () => {
  it('loads every file of schemas/imports/, in the order they declare', () => {
    const { imports } = buildRegistry(files);
    expect(imports.size).toBe(inFolder('imports').length);
    const orders = [...imports.values()].map((declaration) => declaration.order!);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('refuses two files of one import type, naming the second', () => {
    const twice = { ...files, 'imports/zz-copy.json': files['imports/raw-phd.json'] };
    expect(() => buildRegistry(twice)).toThrow(/imports\/zz-copy\.json: import type "rawPHD" is already declared by imports\/raw-phd\.json/);
  });

  it('every import type has its name in en and de', () => {
    const missing: string[] = [];
    for (const [language, labels] of [
      ['en', importsEn],
      ['de', importsDe],
    ] as const) {
      for (const type of buildRegistry(files).imports.keys())
        if (typeof textAt(labels, ['types', type]) !== 'string') missing.push(`${language}: types.${type}`);
    }
    expect(missing).toEqual([]);
  });
});
