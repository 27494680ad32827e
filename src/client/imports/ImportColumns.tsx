import { Collapse, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportTypeInfo } from '../../shared/imports/api';
import type { Language } from '../../shared/settings';

/** The other of the two header languages: a file may use either. */
const other = (language: Language): Language => (language === 'de' ? 'en' : 'de');

/**
 * The columns a file of the type has, collapsed: the header in the user's language (the other language's
 * beside it, a file may use either) and whether it is required. A list rather than a table, so it fits a phone.
 */
export function ImportColumns({ type, language }: { type: ImportTypeInfo; language: Language }) {
  const { t } = useTranslation();
  const required = type.columns.filter((column) => column.required).length;
  return (
    <Collapse
      size="small"
      className="import-columns"
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
              <ul className="import-columns__list">
                {type.columns.map((column) => (
                  <li key={column.property} className="import-columns__item" data-testid="import-column">
                    <span className="import-columns__names">
                      <Typography.Text strong={column.required}>{column.header[language]}</Typography.Text>
                      {column.header[other(language)] !== column.header[language] && (
                        <Typography.Text type="secondary" className="import-columns__other">
                          {column.header[other(language)]}
                        </Typography.Text>
                      )}
                    </span>
                    {column.required ? (
                      <Tag color="red" className="import-columns__required" data-testid="column-required">
                        {t('imports:view.required')}
                      </Tag>
                    ) : (
                      <Typography.Text type="secondary">{t('imports:view.optional')}</Typography.Text>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ),
        },
      ]}
    />
  );
}
