import { DisconnectOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Popconfirm, Space, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkedRecord, RegistryLink } from '../../../shared/links';
import { useNotify } from '../../notifications/useNotify';
import { registry } from '../../registry/registry';
import { entitySingular, entityTitle, fieldLabel } from '../../../shared/labels';
import { LinkedRecordsTable } from './LinkedRecordsTable';
import { LinkPicker } from './LinkPicker';
import { canLinkMore, lacksSourceLimit, maxLinkQuantity } from './linkQuantity';
import { linkChangeText, linkErrorText, linkFigures, linkSuccessText, linkTitle } from './linkTexts';
import { QuantityModal } from './QuantityModal';
import { useLinkChanges, useLinkList } from './useLinks';
import { useAccess } from '../../access/useAccess';

/**
 * One link of the record on its edit page (x-links): the linked targets with their quantities and the
 * figures of the bound; link, change the quantity and unlink where the user may edit the record.
 */
export function LinkSection({ link, recordKey, record }: { link: RegistryLink; recordKey: string; record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const source = registry.get(link.source)!;
  const target = registry.get(link.declaration.resource);
  const quantity = link.declaration.quantity;
  const access = useAccess({ resource: link.source, action: 'edit' });
  const targetVisible = useAccess({ resource: link.declaration.resource, action: 'list' });
  const writable = Boolean(access?.can);
  // The figures follow the record's bound as stored: asked once the record is loaded, again after a save changed it.
  const bound = quantity?.sourceLimit ? record[quantity.sourceLimit] : undefined;
  const loaded = record[source['x-key']] !== undefined;
  const { data: list, isFetching, isError } = useLinkList(link, recordKey, bound, Boolean(targetVisible?.can) && loaded);
  const { save, remove } = useLinkChanges(link, recordKey);
  const [editing, setEditing] = useState<LinkedRecord>();

  /** Runs a change and tells how it went; true when it worked. */
  const change = async (outcome: 'linked' | 'unlinked', action: () => Promise<LinkedRecord>) => {
    try {
      const changed = await action();
      notify('success', linkSuccessText(t, link, outcome), linkChangeText(t, registry, link, outcome, recordKey, changed));
      return true;
    } catch (error) {
      notify('error', t(outcome === 'linked' ? 'generic.links.error' : 'generic.links.section.unlinkError'), linkErrorText(t, registry, link, error));
      return false;
    }
  };
  const linkTarget = (key: string, value: number | undefined) => change('linked', () => save.mutateAsync({ target: key, quantity: value }));
  const recordName = (record: LinkedRecord) => (record.label && record.label !== record.key ? `${record.key} – ${record.label}` : record.key);

  const actions = (record: LinkedRecord) => (
    <Space>
      {quantity && (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t('generic.links.section.changeQuantity')}
          onClick={() => setEditing(record)}
          data-testid={`edit-link-${record.key}`}
        />
      )}
      <Popconfirm
        placement="left"
        title={t('generic.links.section.unlinkConfirm', { record: recordName(record), entity: target ? entitySingular(t, target) : '' })}
        okText={t('generic.links.section.unlink')}
        cancelText={t('generic.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'confirm-unlink' } as ButtonProps}
        onConfirm={() => change('unlinked', () => remove.mutateAsync(record.key))}
      >
        <Button size="small" danger icon={<DisconnectOutlined />} aria-label={t('generic.links.section.unlink')} data-testid={`unlink-${record.key}`} />
      </Popconfirm>
    </Space>
  );

  // The links of a record name records of the target: a tenant that does not show the target sees no section (the API refuses it too).
  if (!targetVisible?.can) return null;
  const figures = list ? linkFigures(t, registry, link, list) : [];
  return (
    <Card type="inner" className="link-section" title={linkTitle(t, registry, link)} data-testid={`links-${link.name}`}>
      {figures.length > 0 && (
        <Typography.Paragraph className="link-section__figures" data-testid={`link-figures-${link.name}`}>
          {figures.map((figure, index) => (
            <span key={figure.name}>
              {index > 0 && ' · '}
              <span data-testid={`link-figure-${figure.name}`}>{figure.text}</span>
            </span>
          ))}
        </Typography.Paragraph>
      )}
      <LinkedRecordsTable
        resource={link.declaration.resource}
        items={list?.items ?? []}
        loading={isFetching}
        emptyText={t(isError ? 'generic.links.section.loadError' : 'generic.links.section.empty')}
        unit={quantity?.unit}
        targetBound={
          quantity?.targetLimit && target
            ? {
                limit: t('generic.links.section.targetLimit', { entity: entitySingular(t, target), unit: quantity.unit }),
                assigned: t('generic.links.section.targetAssigned', { entity: entityTitle(t, source), unit: quantity.unit }),
              }
            : undefined
        }
        actions={writable ? actions : undefined}
        testId={`linked-records-${link.name}`}
      />
      {writable && lacksSourceLimit(link.declaration, list) && (
        <Alert
          className="link-section__hint"
          type="info"
          showIcon
          message={t('generic.links.section.noLimit', { field: fieldLabel(t, source, quantity!.sourceLimit!) })}
        />
      )}
      {writable && !lacksSourceLimit(link.declaration, list) && canLinkMore(link.declaration, list) && (
        <LinkPicker link={link} recordKey={recordKey} remaining={list?.remaining} saving={save.isPending} onLink={linkTarget} />
      )}
      {quantity && (
        <QuantityModal
          record={editing}
          unit={quantity.unit}
          max={editing ? maxLinkQuantity(editing, list) : null}
          saving={save.isPending}
          onSave={(record, value) => linkTarget(record.key, value)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
