import { FilterOutlined } from '@ant-design/icons';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel, fieldLabel } from '../../shared/labels';
import { ColumnFilter } from '../generic/list/ColumnFilter';
import type { FilterValue } from '../generic/list/filterParams';
import { Demo, ShowcasePage } from './ShowcasePage';
import { PARTNER, SAMPLE_PARTNERS } from './sampleData';

type Row = (typeof SAMPLE_PARTNERS)[number];

export default function TableShowcase() {
  const { t } = useTranslation();
  const [country, setCountry] = useState<FilterValue>();
  const columns: TableColumnsType<Row> = [
    { key: 'number', dataIndex: 'number', title: fieldLabel(t, PARTNER, 'number'), sorter: (a, b) => a.number.localeCompare(b.number) },
    { key: 'name', dataIndex: 'name', title: fieldLabel(t, PARTNER, 'name') },
    {
      key: 'country',
      dataIndex: 'country',
      title: fieldLabel(t, PARTNER, 'country'),
      render: (value: string) => enumLabel(t, PARTNER, 'country', value),
      // The lists' own filter dropdown; here it filters the sample rows in the browser.
      filterDropdown: ({ close }) => <ColumnFilter entity={PARTNER} property="country" value={country} onApply={(value) => (setCountry(value), close())} />,
      filterIcon: <FilterOutlined style={{ color: country ? 'var(--ant-color-primary)' : undefined }} />,
      filteredValue: country ? [String(country)] : null,
    },
    { key: 'city', dataIndex: 'city', title: fieldLabel(t, PARTNER, 'city') },
  ];
  const rows = SAMPLE_PARTNERS.filter((row) => !country || row.country === country);
  return (
    <ShowcasePage page="table">
      <Demo state="default" wide>
        <Table<Row> rowKey="id" size="middle" columns={columns} dataSource={rows} pagination={false} />
      </Demo>
      <Demo state="loading">
        <Table<Row> rowKey="id" size="small" columns={columns} dataSource={SAMPLE_PARTNERS} loading pagination={false} />
      </Demo>
      <Demo state="empty">
        <Table<Row> rowKey="id" size="small" columns={columns} dataSource={[]} pagination={false} />
      </Demo>
      <Demo state="error" wide>
        <Alert type="error" showIcon message={t('generic.notify.loadError', { entity: t('entities.partners.singular') })} style={{ marginBottom: 12 }} />
        <Table<Row> rowKey="id" size="small" columns={columns} dataSource={[]} pagination={false} />
      </Demo>
    </ShowcasePage>
  );
}
