import { useDateFormat } from '../../format/useDateFormat';
import { Button, DatePicker, Input, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { instantOfDayEdge, wallClock } from '../../format/date';
import { useSettings } from '../../settings/settingsStore';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../shared/registry';
import { toDayjsFormat } from '../../../shared/settings';
import { fieldKind, filterKind } from '../../../shared/field-kind';
import { isInvalidNumber, NumberInput } from '../form/NumberInput';
import { enumLabel } from '../../../shared/labels';
import { ReferenceSelect } from '../ReferenceSelect';
import type { FilterValue } from './filterParams';

interface ColumnFilterProps {
  entity: EntitySchema;
  property: string;
  value: FilterValue;
  onApply: (value: FilterValue) => void;
}

const WIDTH = 240;

/** The filter dropdown of one column, fitting the property type (schemas/README.md). */
export function ColumnFilter({ entity, property, value, onApply }: ColumnFilterProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterValue>(value);
  // A range end that is no number (text as typed, see NumberInput) is refused at the field.
  const invalid = filterKind(entity.properties[property]) === 'range' && Array.isArray(draft) && draft.some(isInvalidNumber);
  const apply = () => !invalid && onApply(draft);
  return (
    <div className="column-filter" data-testid={`filter-${property}`}>
      <FilterInput entity={entity} property={property} value={draft} onChange={setDraft} onEnter={apply} />
      {invalid && (
        <Typography.Text type="danger" data-testid="filter-error">
          {t('generic.validation.number')}
        </Typography.Text>
      )}
      <Space className="column-filter__actions">
        <Button size="small" onClick={() => onApply(undefined)}>
          {t('generic.list.resetFilter')}
        </Button>
        <Button size="small" type="primary" onClick={apply} disabled={invalid} data-testid="filter-apply">
          {t('generic.list.applyFilter')}
        </Button>
      </Space>
    </div>
  );
}

interface FilterInputProps {
  entity: EntitySchema;
  property: string;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  onEnter: () => void;
}

function FilterInput({ entity, property, value, onChange, onEnter }: FilterInputProps) {
  const { t } = useTranslation();
  const schema = entity.properties[property];
  const range = Array.isArray(value) ? value : [undefined, undefined];
  switch (filterKind(schema)) {
    case 'contains':
      return <Input autoFocus value={value as string} onChange={(e) => onChange(e.target.value)} onPressEnter={onEnter} style={{ width: WIDTH }} />;
    case 'select':
      return (
        <Select
          allowClear
          value={value as string}
          onChange={onChange}
          style={{ width: WIDTH }}
          options={(schema.enum ?? []).map((item) => ({ value: item, label: enumLabel(t, entity, property, item) }))}
        />
      );
    case 'yesNo': {
      const [yes, no] = schema.type === 'boolean' ? [true, false] : [1, 0];
      return (
        <Select
          allowClear
          value={value as number}
          onChange={onChange}
          style={{ width: WIDTH }}
          options={[
            { value: yes, label: t('generic.yes') },
            { value: no, label: t('generic.no') },
          ]}
        />
      );
    }
    case 'equals':
      return <ReferenceSelect entity={entity} property={property} value={value as string} onChange={onChange} style={{ width: WIDTH }} />;
    case 'range':
      return (
        <Space.Compact style={{ width: WIDTH }}>
          <NumberInput
            placeholder={t('generic.list.from')}
            value={range[0]}
            onChange={(from) => onChange([from, range[1]])}
            onPressEnter={onEnter}
            data-testid="filter-from"
          />
          <NumberInput
            placeholder={t('generic.list.to')}
            value={range[1]}
            onChange={(to) => onChange([range[0], to])}
            onPressEnter={onEnter}
            data-testid="filter-to"
          />
        </Space.Compact>
      );
    case 'dateRange':
      return <DayRangeInput instants={fieldKind(schema) === 'dateTime'} range={range} onChange={onChange} />;
  }
}

interface DayRangeInputProps {
  /** A date-time column: its filter holds the first and last instant of the chosen days on the user's clock. */
  instants: boolean;
  range: readonly unknown[];
  onChange: (value: FilterValue) => void;
}

/** Days from … to in the user's date format; for date-times the days of the user's time zone, not the browser's. */
function DayRangeInput({ instants, range, onChange }: DayRangeInputProps) {
  const dateFormat = useDateFormat();
  const { timezone } = useSettings();
  const shown = (end: unknown) => (typeof end !== 'string' || !end ? null : instants ? (wallClock(end, timezone) ?? null) : dayjs(end));
  const stored = (day: Dayjs | null | undefined, edge: 'start' | 'end') => {
    const text = day?.format('YYYY-MM-DD');
    return text && instants ? instantOfDayEdge(text, edge, timezone) : text;
  };
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      format={toDayjsFormat(dateFormat)}
      value={[shown(range[0]), shown(range[1])]}
      onChange={(dates) => onChange([stored(dates?.[0], 'start'), stored(dates?.[1], 'end')])}
      style={{ width: WIDTH + 40 }}
    />
  );
}
