import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Backlink, RegistryLink } from '../../../shared/links';
import { registry } from '../../registry/registry';
import { LinkedRecordsTable } from './LinkedRecordsTable';
import { reverseLinkTitle } from './linkTexts';
import { useBacklinks } from './useLinks';
import { useAccess } from '../../access/useAccess';

interface BacklinkSectionProps {
  link: RegistryLink;
  backlinks: Backlink[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** One incoming link, read-only ("CATS credits earned" on an outbound); hidden where the tenant does not see the source entity. */
function BacklinkSection({ link, backlinks, loading, failed }: BacklinkSectionProps) {
  const { t } = useTranslation();
  const visible = useAccess({ resource: link.source, action: 'list' });
  if (!visible?.can) return null;
  const items = backlinks?.find((backlink) => backlink.source === link.source && backlink.link === link.name)?.items ?? [];
  return (
    <Card type="inner" className="link-section" title={reverseLinkTitle(t, registry, link)} data-testid={`backlinks-${link.source}-${link.name}`}>
      <LinkedRecordsTable
        resource={link.source}
        items={items}
        loading={loading}
        emptyText={t(failed ? 'generic.links.section.loadError' : 'generic.links.section.emptyReverse')}
        unit={link.declaration.quantity?.unit}
        testId={`backlink-records-${link.source}-${link.name}`}
      />
    </Card>
  );
}

/** The reverse view of every link pointing at the record, from one request. */
export function BacklinkSections({ target, recordKey, links }: { target: string; recordKey: string; links: RegistryLink[] }) {
  const { data, isFetching, isError } = useBacklinks(target, recordKey);
  return links.map((link) => <BacklinkSection key={`${link.source}/${link.name}`} link={link} backlinks={data} loading={isFetching} failed={isError} />);
}
