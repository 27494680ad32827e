import { lazy, Suspense, type ComponentType } from 'react';
import { hasLinks, recordLinks } from '../generic/links/recordLinks';
import type { FormMode } from '../generic/form/useEntityForm';
import { registry } from '../registry/registry';

interface RecordSectionProps {
  recordKey: string;
}

/** What a stored record of an entity shows below its generic form, by resource (hand-written, not CRUD). */
const SECTIONS: Record<string, ComponentType<RecordSectionProps>[]> = {
  sustainabilitydata: [lazy(() => import('./proof-documents/ProofDocuments'))],
};

/** The linked records (x-links, both directions) of every entity that has links. */
const LinkSections = lazy(() => import('../generic/links/LinkSections'));

/** The extra sections of an entity's edit page (none while a record is being created). */
export function RecordSections({ resource, mode, recordKey }: { resource: string; mode: FormMode; recordKey?: string }) {
  if (mode !== 'edit' || !recordKey) return null;
  return (
    <>
      {(SECTIONS[resource] ?? []).map((Section, index) => (
        <Suspense key={index}>
          <Section recordKey={recordKey} />
        </Suspense>
      ))}
      {hasLinks(recordLinks(registry, resource)) && (
        <Suspense>
          <LinkSections resource={resource} recordKey={recordKey} />
        </Suspense>
      )}
    </>
  );
}
