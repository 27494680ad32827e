import type { TFunction } from 'i18next';
import type { MovementResource } from '../../shared/mass-balance/api';
import { entitySingular } from '../../shared/labels';
import { formatNumber } from '../format/number';
import { registry } from '../registry/registry';

export interface AllocationChange {
  /** The proof as the dialog names it: its certificate number. */
  certificate: string;
  resource: MovementResource;
  key: string;
  quantity: number;
  unit: string;
}

/** What an allocation or its removal did, under the spec's success text: "Assigned: EU-ISCC-… → Inbound IN-1: 1,000 Kg". */
export function allocationChangeText(t: TFunction, change: 'assigned' | 'removed', { certificate, resource, key, quantity, unit }: AllocationChange): string {
  const movement = `${entitySingular(t, registry.get(resource)!)} ${key}`;
  return t(`massBalance.messages.${change}`, { proof: certificate, movement, quantity: formatNumber(quantity), unit });
}
