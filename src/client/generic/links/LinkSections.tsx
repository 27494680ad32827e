import './links.css';
import { registry } from '../../registry/registry';
import { BacklinkSections } from './BacklinkSections';
import { LinkSection } from './LinkSection';
import { recordLinks } from './recordLinks';

/** The "linked records" of an edit page, derived from the registry's x-links: the record's own links, then those pointing at it. */
export default function LinkSections({ resource, recordKey, record }: { resource: string; recordKey: string; record: Record<string, unknown> }) {
  const { outgoing, incoming } = recordLinks(registry, resource);
  return (
    <>
      {outgoing.map((link) => (
        <LinkSection key={link.name} link={link} recordKey={recordKey} record={record} />
      ))}
      {incoming.length > 0 && <BacklinkSections target={resource} recordKey={recordKey} links={incoming} />}
    </>
  );
}
