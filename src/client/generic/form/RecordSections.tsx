import { lazy, Suspense, useContext } from 'react';
import { hasLinks, recordLinks } from '../links/recordLinks';
import type { FormMode } from './useEntityForm';
import { registry } from '../../registry/registry';
import { RecordSectionSlots } from './recordSectionSlots';

/** The linked records (x-links, both directions) of every entity that has links. */
const LinkSections = lazy(() => import('../links/LinkSections'));

interface RecordSectionsProps {
  resource: string;
  mode: FormMode;
  recordKey?: string;
  /** The record as stored (refetched after a save): the link figures follow its bound. */
  record: Record<string, unknown>;
}

/** The extra sections of an entity's edit page (none while a record is being created): the features' slots, then the links. */
export function RecordSections({ resource, mode, recordKey, record }: RecordSectionsProps) {
  const sections = useContext(RecordSectionSlots)[resource] ?? [];
  if (mode !== 'edit' || !recordKey) return null;
  return (
    <>
      {sections.map((Section, index) => (
        <Suspense key={index}>
          <Section recordKey={recordKey} />
        </Suspense>
      ))}
      {hasLinks(recordLinks(registry, resource)) && (
        <Suspense>
          <LinkSections resource={resource} recordKey={recordKey} record={record} />
        </Suspense>
      )}
    </>
  );
}
