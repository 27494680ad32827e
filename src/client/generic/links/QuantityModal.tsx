import { Modal, Typography, type ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkedRecord } from '../../../shared/links';
import { formatNumber } from '../../format/number';
import { isInvalidNumber, NumberInput, type NumberInputValue } from '../form/NumberInput';

interface QuantityModalProps {
  /** The linked record whose quantity changes; closed without one. */
  record: LinkedRecord | undefined;
  unit: string;
  /** The most the quantity may become (maxLinkQuantity), shown as a hint. */
  max: number | null;
  saving: boolean;
  onSave: (record: LinkedRecord, quantity: number) => Promise<boolean>;
  onClose: () => void;
}

/** Change the quantity of one link (the same PUT as linking: the server checks both bounds again). */
export function QuantityModal({ record, unit, max, saving, onSave, onClose }: QuantityModalProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState<NumberInputValue>(null);
  useEffect(() => setQuantity(record?.quantity ?? null), [record]);
  const valid = typeof quantity === 'number' && quantity > 0;

  const save = async () => {
    if (record && valid && (await onSave(record, quantity))) onClose();
  };

  return (
    <Modal
      open={Boolean(record)}
      title={record && t('generic.links.section.changeQuantityTitle', { record: record.key })}
      okText={t('generic.save')}
      cancelText={t('generic.cancel')}
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: !valid, 'data-testid': 'link-quantity-save' } as ButtonProps}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" data-testid="link-quantity-max">
        {max === null ? t('generic.links.section.changeQuantityHint') : t('generic.links.section.changeQuantityMax', { max: formatNumber(max), unit })}
      </Typography.Paragraph>
      <NumberInput
        autoFocus
        value={quantity}
        onChange={setQuantity}
        onPressEnter={save}
        addonAfter={unit}
        aria-label={t('generic.links.section.quantity', { unit })}
        status={isInvalidNumber(quantity) ? 'error' : undefined}
        data-testid="link-quantity-edit"
      />
    </Modal>
  );
}
