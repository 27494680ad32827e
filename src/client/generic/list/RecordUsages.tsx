import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/settings';
import { entityRoutes } from '../../registry/entityRoutes';
import { registry } from '../../registry/registry';
import { localPath } from '../../routing/paths';
import { entityTitle, fieldLabel, LINK_FIELD } from '../../../shared/labels';
import { filteredListQuery } from './filterParams';

/** One entry of a 409 IN_USE answer: `count` records of `resource` hold the key in `field`. */
export interface RecordUsage {
  resource: string;
  field: string;
  count: number;
}

interface RecordUsagesProps {
  usages: RecordUsage[];
  recordKey: string;
  /** The page's language: a dialog is rendered outside the routes, so it cannot read it from the URL. */
  language: Language;
  /** Opens a list (the dialog showing this closes first). */
  open: (path: string) => void;
}

/** Where a record is used: per referring field the count, linked to that list filtered to the record. */
export function RecordUsages({ usages, recordKey, language, open }: RecordUsagesProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="record-usages">
      <Typography.Paragraph>{t('generic.usages.intro')}</Typography.Paragraph>
      <ul>
        {usages.map(({ resource, field, count }) => {
          const entity = registry.get(resource);
          if (!entity) return null;
          // Lists filter by properties; the records linking this one are found on its own page (backlinks).
          const filter = LINK_FIELD.test(field) ? '' : filteredListQuery(field, recordKey);
          const path = `${localPath(language, entityRoutes(entity).list)}${filter}`;
          return (
            <li key={`${resource}.${field}`}>
              <Typography.Link
                href={path}
                onClick={(event) => {
                  event.preventDefault();
                  open(path);
                }}
                data-testid={`usage-${resource}-${field}`}
              >
                {t('generic.usages.item', { entity: entityTitle(t, entity), field: fieldLabel(t, entity, field), count })}
              </Typography.Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
