import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BulkAction, BulkRefusal, BulkResult } from '../../../shared/bulk';

/** What a bulk action did: how many records, and each refused one with its key and reason. */
export function BulkResultList({ action, result }: { action: BulkAction; result: BulkResult }) {
  const { t } = useTranslation();
  return (
    <div data-testid="bulk-result">
      <Typography.Paragraph data-testid="bulk-done">
        {t(action === 'delete' ? 'generic.bulk.deleted' : 'generic.bulk.changed', { count: result.done.length })}
      </Typography.Paragraph>
      {result.refused.length > 0 && (
        <>
          <Typography.Paragraph>{t('generic.bulk.refused', { count: result.refused.length })}</Typography.Paragraph>
          <Table<BulkRefusal>
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ y: 320 }}
            dataSource={result.refused}
            columns={[
              { key: 'key', dataIndex: 'key', title: t('generic.bulk.record') },
              // The server words each refusal in the interface language (the request's `lang`), with the details of its code.
              { key: 'reason', dataIndex: 'message', title: t('generic.bulk.reason') },
            ]}
            data-testid="bulk-refusals"
          />
        </>
      )}
    </div>
  );
}
