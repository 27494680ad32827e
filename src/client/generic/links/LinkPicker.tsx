import { LinkOutlined } from '@ant-design/icons';
import { Button, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistryLink } from '../../../shared/links';
import { optionText } from '../../../shared/reference-label';
import { formatNumber } from '../../format/number';
import { isInvalidNumber, NumberInput, type NumberInputValue } from '../form/NumberInput';
import { defaultLinkQuantity } from './linkQuantity';
import { useDebouncedValue, useLinkCandidates } from './useLinks';

interface LinkPickerProps {
  link: RegistryLink;
  recordKey: string;
  /** What the source's bound still allows (quantity links with a sourceLimit). */
  remaining: number | null | undefined;
  saving: boolean;
  /** Links the target; true when it worked, so the picker starts over. */
  onLink: (target: string, quantity: number | undefined) => Promise<boolean>;
}

/** Search a target among those that can be linked now, enter the quantity where the link has one, link it. */
export function LinkPicker({ link, recordKey, remaining, saving, onLink }: LinkPickerProps) {
  const { t } = useTranslation();
  const unit = link.declaration.quantity?.unit;
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [target, setTarget] = useState<string>();
  const [quantity, setQuantity] = useState<NumberInputValue>(null);
  const q = useDebouncedValue(search);
  const candidates = useLinkCandidates(link, recordKey, q, opened);

  const pick = (key: string | undefined) => {
    setTarget(key);
    const available = candidates.data?.find((candidate) => candidate.key === key)?.available;
    setQuantity(key ? defaultLinkQuantity(remaining, available) : null);
  };

  const quantityMissing = unit !== undefined && (typeof quantity !== 'number' || quantity <= 0);
  const submit = async () => {
    if (!target || quantityMissing) return;
    if (await onLink(target, unit === undefined ? undefined : (quantity as number))) {
      pick(undefined);
      setSearch('');
    }
  };

  return (
    <div className="link-picker">
      <Select
        className="link-picker__target"
        showSearch
        allowClear
        filterOption={false}
        value={target}
        onSearch={setSearch}
        onChange={pick}
        onOpenChange={(open) => open && setOpened(true)}
        loading={candidates.isFetching}
        placeholder={t('generic.links.section.pick')}
        aria-label={t('generic.links.section.pick')}
        notFoundContent={candidates.isFetching ? null : t('generic.links.section.noCandidates')}
        options={(candidates.data ?? []).map((candidate) => ({ value: candidate.key, label: optionText(candidate), available: candidate.available }))}
        // What a target still allows beside its name, below it where the line is too narrow (a phone).
        optionRender={({ label, data }) => (
          <div className="link-picker__option">
            <span>{label}</span>
            {data.available !== undefined && (
              <Typography.Text type="secondary">{t('generic.links.section.available', { available: formatNumber(data.available), unit })}</Typography.Text>
            )}
          </div>
        )}
        virtual={false}
        data-testid={`link-picker-${link.name}`}
      />
      {unit !== undefined && (
        <NumberInput
          className="link-picker__quantity"
          value={quantity}
          onChange={setQuantity}
          onPressEnter={submit}
          addonAfter={unit}
          placeholder={t('generic.links.section.quantityPlaceholder')}
          aria-label={t('generic.links.section.quantity', { unit })}
          status={isInvalidNumber(quantity) ? 'error' : undefined}
          data-testid={`link-quantity-${link.name}`}
        />
      )}
      <Button
        type="primary"
        icon={<LinkOutlined />}
        loading={saving}
        disabled={!target || quantityMissing}
        onClick={submit}
        data-testid={`link-submit-${link.name}`}
      >
        {t(unit === undefined ? 'generic.links.section.link' : 'generic.links.section.assign')}
      </Button>
    </div>
  );
}
