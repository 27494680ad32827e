import { Form, Modal, Select, Typography, type ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceMovement, BalanceProof } from '../../shared/mass-balance/api';
import { translateApiError } from '../api/apiError';
import { useFormatters } from '../format/useFormatters';
import { isInvalidNumber, NumberInput, type NumberInputValue } from '../generic/form/NumberInput';
import { useNotify } from '../notifications/useNotify';
import { allocationQuantityProblem, defaultAllocationQuantity, offeredProofs, proofAvailable } from './allocation';
import { allocationChangeText } from './allocationMessage';
import { massBalanceApi } from './massBalanceApi';

interface AllocateModalProps {
  balanceId: string;
  unit: string;
  /** The movement to cover; the modal is closed without one. */
  movement: BalanceMovement | undefined;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

interface AllocateValues {
  proof?: string;
  quantity?: NumberInputValue;
}

/** Allocate a proof to one input or output: inputs from proofs with remaining volume, outputs from this balance's pool. */
export function AllocateModal({ balanceId, unit, movement, onClose, onDone }: AllocateModalProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const [form] = Form.useForm<AllocateValues>();
  const [proofs, setProofs] = useState<BalanceProof[] | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!movement) return;
    setProofs(undefined);
    form.resetFields();
    massBalanceApi
      .proofs(balanceId)
      .then((all) => setProofs(offeredProofs(all, movement.resource)))
      .catch((error: unknown) => {
        setProofs([]);
        notify('error', t('massBalance.allocate.loadError'), translateApiError(t, error));
      });
  }, [balanceId, movement, form, notify, t]);

  const pick = (key: string) =>
    form.setFieldValue(
      'quantity',
      movement &&
        defaultAllocationQuantity(
          proofs?.find((proof) => proof.key === key),
          movement,
        ),
    );

  const submit = async ({ proof, quantity }: AllocateValues) => {
    if (!movement || !proof) return;
    setSaving(true);
    try {
      const { allocation } = await massBalanceApi.allocate(balanceId, { resource: movement.resource, key: movement.key, proof, quantity: quantity as number });
      const certificate = proofs?.find((candidate) => candidate.key === proof)?.certificateNumber ?? proof;
      notify(
        'success',
        t('massBalance.messages.allocationChanged'),
        allocationChangeText(t, 'assigned', { certificate, resource: movement.resource, key: movement.key, quantity: Number(allocation.quantity), unit }),
      );
      onClose();
    } catch (error) {
      notify('error', t('massBalance.messages.allocationFailed'), translateApiError(t, error));
    } finally {
      setSaving(false);
      await onDone();
    }
  };

  return (
    <Modal
      open={Boolean(movement)}
      title={movement && t('massBalance.allocate.title', { key: movement.key })}
      okText={t('massBalance.allocate.ok')}
      cancelText={t('generic.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'allocate-ok' } as ButtonProps}
      // The form stays mounted, so it can be reset for the next movement.
      forceRender
    >
      {movement && (
        <Typography.Paragraph type="secondary">
          {t('massBalance.allocate.uncovered', { quantity: format.number(movement.uncovered), unit })}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={submit} data-testid="allocate-form">
        <Form.Item name="proof" label={t('massBalance.allocate.proof')} rules={[{ required: true, message: t('generic.validation.required') }]}>
          <Select
            showSearch
            loading={!proofs}
            optionFilterProp="label"
            onChange={pick}
            notFoundContent={t('massBalance.allocate.noProofs')}
            options={(proofs ?? []).map((proof) => ({
              value: proof.key,
              label: `${proof.certificateNumber} · ${format.date(proof.deliveryDate)} · ${format.number(movement ? proofAvailable(proof, movement.resource) : 0)} ${unit}`,
            }))}
            data-testid="allocate-proof"
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('massBalance.allocate.quantity')}
          rules={[
            {
              validator: async (_, value: NumberInputValue | undefined) => {
                if (value === null || value === undefined) throw new Error(t('generic.validation.required'));
                if (isInvalidNumber(value)) throw new Error(t('generic.validation.number'));
                const proof = proofs?.find((candidate) => candidate.key === form.getFieldValue('proof'));
                const problem = movement && allocationQuantityProblem(value, proof, movement);
                if (problem) {
                  const max = 'max' in problem ? format.number(problem.max) : undefined;
                  throw new Error(t(`massBalance.allocate.${problem.key}`, { max, unit, certificate: proof?.certificateNumber }));
                }
              },
            },
          ]}
        >
          <NumberInput addonAfter={unit} data-testid="allocate-quantity" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
