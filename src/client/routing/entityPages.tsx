import { lazy, type ComponentType } from 'react';
import type { FormMode } from '../generic/form/useEntityForm';

const EntityFormPage = lazy(() => import('../pages/EntityFormPage'));

/** Hand-written pages that take an entity's create or edit route instead of the generic form (spec §2 mass balances). */
const OWN_PAGES: Record<string, Partial<Record<FormMode, ComponentType>>> = {
  'mass-balances': {
    create: lazy(() => import('../pages/mass-balance/MassBalanceCreatePage')),
    edit: lazy(() => import('../pages/mass-balance/MassBalanceEditPage')),
  },
};

/** The page of an entity's create or edit route: its own page where it has one, else the generic form. */
export function EntityPage({ resource, mode }: { resource: string; mode: FormMode }) {
  const Own = OWN_PAGES[resource]?.[mode];
  return Own ? <Own /> : <EntityFormPage resource={resource} mode={mode} />;
}
