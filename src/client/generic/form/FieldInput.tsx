import { formatWallClock } from '../../format/date';
import { useDateFormat, useUiLanguage } from '../../format/useDateFormat';
import { useSettings } from '../../settings/settingsStore';
import { DatePicker, Input, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { schemaAt } from '../../../shared/field-messages';
import type { EntitySchema } from '../../../shared/registry';
import { timeLocale, toDayjsFormat, toDayjsMonthFormat } from '../../../shared/settings';
import { fieldKind } from '../../../shared/field-kind';
import { importTypeLabel } from '../../../shared/imports/type-label';
import { enumLabel } from '../../../shared/labels';
import { registry } from '../../registry/registry';
import { ReferenceSelect } from '../ReferenceSelect';
import { NumberInput } from './NumberInput';

interface FieldInputProps {
  entity: EntitySchema;
  /** A property, or a list entry's property as `{list}.{property}` (its enum labels: `enums.{list}.{property}`). */
  property: string;
  /** Default: `field-{property}`. */
  testId?: string;
  /** Default: the property is readOnly (derived by the server). */
  disabled?: boolean;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** The input of one property, by its type (schemas/README.md); readOnly properties are shown disabled unless told otherwise. */
export function FieldInput({ entity, property, testId = `field-${property}`, disabled: disabledProp, ...control }: FieldInputProps) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const language = useUiLanguage();
  const { timezone } = useSettings();
  const schema = schemaAt(entity, property)!;
  const disabled = disabledProp ?? Boolean(schema.readOnly);
  const common = { ...control, disabled, 'data-testid': testId } as Record<string, unknown>;
  // Form.Item marks a required input with aria-required, which antd's Select puts on its frame, where the attribute is not
  // allowed (the combobox inside cannot take it): a Select goes without it, its label's required mark shows it.
  const { 'aria-required': _required, ...selectProps } = common;
  // Shown, not entered: import messages are written by the import only.
  if (schema['x-import-type'] && disabled)
    return <Input {...common} value={typeof control.value === 'string' ? importTypeLabel(t, registry, control.value) : ''} />;
  switch (fieldKind(schema)) {
    case 'multiline':
      return <Input.TextArea rows={4} maxLength={schema.maxLength} showCount={Boolean(schema.maxLength)} {...common} />;
    case 'enum':
      return (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          options={(schema.enum ?? []).map((item) => ({ value: item, label: enumLabel(t, entity, property, item) }))}
          {...selectProps}
        />
      );
    case 'reference':
      return <ReferenceSelect entity={entity} property={property} {...selectProps} />;
    case 'date': {
      const edge = schema['x-month'];
      if (!edge) return <DatePicker format={toDayjsFormat(dateFormat)} style={{ width: '100%' }} {...common} />;
      // The month is what the user chooses; the value is its first or last day, as the server takes it.
      const dayOf = (month: Dayjs | null) => month && (edge === 'first' ? month.startOf('month') : month.endOf('month').startOf('day'));
      return (
        <DatePicker
          picker="month"
          format={toDayjsMonthFormat(dateFormat)}
          style={{ width: '100%' }}
          {...common}
          onChange={(month) => control.onChange?.(dayOf(month))}
        />
      );
    }
    case 'dateTime': {
      // The value is the wall clock of the user's zone (formValues.ts); the text names the zone, typing takes the plain form.
      const typed = `${toDayjsFormat(dateFormat)} HH:mm`;
      const shown = (value: Dayjs) => formatWallClock(value, typed, timezone, timeLocale(language));
      return <DatePicker showTime format={[shown, typed]} style={{ width: '100%' }} {...common} />;
    }
    case 'number':
    case 'integer':
      // A fraction in an integer field is refused by validation, not rounded away.
      return <NumberInput grouping={!schema['x-identifier']} {...common} />;
    case 'flag':
    case 'boolean':
      return <Switch checked={Boolean(control.value)} onChange={control.onChange} id={control.id} disabled={disabled} data-testid={testId} />;
    case 'list':
      // A list is a group of inputs (ListField), not one input.
      throw new Error(`FieldInput cannot edit the list ${property}`);
    default:
      return <Input maxLength={schema.maxLength} {...common} />;
  }
}
