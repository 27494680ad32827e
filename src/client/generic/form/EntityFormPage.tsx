import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EntityForm, type EntityFormProps } from './EntityForm';
import type { FormMode } from './useEntityForm';
import { entitySingular } from '../../../shared/labels';
import { useEntity } from '../useEntity';

/** Create (`{x-route}/create`) and edit (`{x-route}/:key/edit`) of a registry entity; `notice`: what a page shows above its form. */
export default function EntityFormPage({
  resource,
  mode,
  onValuesChange,
  derived,
  notice,
}: { resource: string; mode: FormMode; notice?: ReactNode } & Pick<EntityFormProps, 'onValuesChange' | 'derived'>) {
  const { t } = useTranslation();
  const entity = useEntity(resource);
  const { key } = useParams();
  const singular = entitySingular(t, entity);
  return (
    <div className="page">
      <Typography.Title level={2} data-testid="page-title">
        {mode === 'create' ? t('generic.form.createTitle', { entity: singular }) : t('generic.form.editTitle', { entity: singular, key })}
      </Typography.Title>
      {notice}
      <EntityForm key={`${resource}/${mode}/${key ?? ''}`} entity={entity} mode={mode} recordKey={key} onValuesChange={onValuesChange} derived={derived} />
    </div>
  );
}
