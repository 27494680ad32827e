import { Collapse, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportTypeInfo } from '../../shared/imports/api';
import type { Language } from '../../shared/settings';

type Column = ImportTypeInfo['columns'][number];

/** The other of the two header languages: a file may use either. */
const other = (language: Language): Language => (language === 'de' ? 'en' : 'de');

/** The columns a file of the type has (header in the user's language, the other accepted too, required marked), collapsed. */
export function ImportColumns({ type, language }: { type: ImportTypeInfo; language: Language }) {
  const { t } = useTranslation();
  const required = type.columns.filter((column) => column.required).length;
  return (
    <Collapse
      size="small"
      data-testid="import-columns"
      items={[
        {
          key: 'columns',
          label: `${t('imports:view.columns', { count: type.columns.length })} · ${required} ${t('imports:view.required')}`,
          children: (
            <>
              <Typography.Paragraph type="secondary">
                {t('imports:view.format', { decimal: type.decimal, dateFormats: type.dateFormats.join(', ') })}
              </Typography.Paragraph>
              <Table<Column>
                size="small"
                rowKey="property"
                pagination={false}
                dataSource={type.columns}
                scroll={{ x: 'max-content' }}
                columns={[
                  { key: 'header', title: t('imports:view.column'), render: (_, column) => <Typography.Text strong={column.required}>{column.header[language]}</Typography.Text> },
                  { key: 'other', title: t('imports:view.otherHeader'), responsive: ['sm'], render: (_, column) => column.header[other(language)] },
                  {
                    key: 'required',
                    title: '',
                    render: (_, column) =>
                      column.required ? (
                        <Tag color="red" data-testid="column-required">
                          {t('imports:view.required')}
                        </Tag>
                      ) : (
                        <Typography.Text type="secondary">{t('imports:view.optional')}</Typography.Text>
                      ),
                  },
                ]}
              />
            </>
          ),
        },
      ]}
    />
  );
}
