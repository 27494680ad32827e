import { DEFAULT_SETTINGS } from '../../shared/settings';
import { toFormValues } from '../generic/form/formValues';
import { registry } from '../registry/registry';

/** The partner schema drives the showcase's inputs and filters, as it drives the real pages. */
export const PARTNER = registry.get('partners')!;

/** Invented rows in the partner shape; the showcase never calls the API. */
export const SAMPLE_PARTNERS = [
  {
    id: 'P-1001',
    number: 'P-1001',
    name: 'Nordöl Handels GmbH',
    city: 'Hamburg',
    country: 'de',
    version: 3,
    validFrom: '2025-01-01',
    comments: 'Bulk delivery by barge only.',
  },
  { id: 'P-1002', number: 'P-1002', name: 'Alpen Biofuels AG', city: 'Linz', country: 'at', version: 1, validFrom: '2024-07-15' },
  { id: 'P-1003', number: 'P-1003', name: 'Rhein Tanklager BV', city: 'Rotterdam', country: 'nl', version: 2, validFrom: '2026-02-01' },
];

/** The first sample as the form inputs hold it (dates as dayjs). */
export const SAMPLE_VALUES = toFormValues(PARTNER, SAMPLE_PARTNERS[0], DEFAULT_SETTINGS.timezone);
