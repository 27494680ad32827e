import { DeleteOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Divider, Drawer, Input, Select, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../shared/registry';
import { fieldLabel } from '../../../shared/labels';
import { SortableColumn } from './SortableColumn';
import type { ListConfigControl } from './useListConfig';

interface ColumnChooserProps {
  entity: EntitySchema;
  control: ListConfigControl;
}

/** Drawer of the list config: pick and order columns, manage named configs (a deletion takes effect on save). */
export function ColumnChooser({ entity, control }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const { state, configs, saving } = control;
  const draft = state.draft;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) control.move(String(active.id), String(over.id));
  };
  const selected = configs.find((config) => config.id === draft?.selectedId);

  return (
    <Drawer
      open={draft !== null}
      onClose={control.cancel}
      title={t('generic.columns.title')}
      width={420}
      destroyOnHidden
      data-testid="column-drawer"
      footer={
        <Space className="column-chooser__footer">
          <Button onClick={control.cancel} data-testid="config-cancel">
            {t('generic.cancel')}
          </Button>
          <Button type="primary" onClick={control.apply} loading={saving} disabled={!draft?.checked.length} data-testid="apply-config">
            {t('generic.columns.apply')}
          </Button>
        </Space>
      }
    >
      {draft && (
        <>
          <Typography.Text type="secondary">{t('generic.columns.savedConfigs')}</Typography.Text>
          <Space.Compact block className="column-chooser__configs">
            <Select
              allowClear
              value={draft.selectedId ?? undefined}
              onChange={(id?: string) => control.select(id ?? null)}
              placeholder={t('generic.columns.standard')}
              style={{ flex: 1 }}
              data-testid="config-select"
              options={configs.map((config) => ({
                value: config.id,
                label: config.isDefault ? `${config.name} (${t('generic.columns.default')})` : config.name,
              }))}
            />
            <Tooltip title={t('generic.columns.setDefault')}>
              <Button
                icon={selected?.isDefault ? <StarFilled /> : <StarOutlined />}
                disabled={!selected}
                onClick={() => selected && control.setDefault(selected.id)}
                aria-label={t('generic.columns.setDefault')}
                data-testid="config-default"
              />
            </Tooltip>
            <Tooltip title={t('generic.columns.delete')}>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={!selected}
                onClick={() => selected && control.markDeleted(selected.id)}
                aria-label={t('generic.columns.delete')}
                data-testid="config-delete"
              />
            </Tooltip>
          </Space.Compact>
          {draft.deletedIds.length > 0 && (
            <Typography.Text type="warning" className="column-chooser__hint">
              {t('generic.columns.deleteOnSave', { count: draft.deletedIds.length })}
            </Typography.Text>
          )}
          <Divider orientation="left" plain>
            {t('generic.columns.columns')}
          </Divider>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={draft.order} strategy={verticalListSortingStrategy}>
              <ul className="column-chooser__list">
                {draft.order.map((property) => (
                  <SortableColumn
                    key={property}
                    property={property}
                    label={fieldLabel(t, entity, property)}
                    checked={draft.checked.includes(property)}
                    dragLabel={t('generic.columns.drag')}
                    onToggle={() => control.toggle(property)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
          <Divider orientation="left" plain>
            {t('generic.columns.save')}
          </Divider>
          <Space.Compact block>
            <Input value={name} onChange={(e) => setName(e.target.value)} placeholder={t('generic.columns.name')} data-testid="config-name" />
            <Button
              disabled={!name.trim() || !draft.checked.length}
              loading={saving}
              onClick={() => control.saveAsNew(name.trim()).then(() => setName(''))}
              data-testid="config-save-new"
            >
              {t('generic.columns.saveAsNew')}
            </Button>
          </Space.Compact>
          <Button
            block
            className="column-chooser__overwrite"
            disabled={!selected || !draft.checked.length}
            loading={saving}
            onClick={control.overwrite}
            data-testid="config-overwrite"
          >
            {selected ? t('generic.columns.overwriteNamed', { name: selected.name }) : t('generic.columns.overwrite')}
          </Button>
        </>
      )}
    </Drawer>
  );
}
