import { CheckCircleOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Space, Tag, Typography, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloseAction, CloseApplied, ClosePreview, CloseStep } from '../../shared/period-close/api';
import { translateApiError } from '../api/apiError';
import { useNotify } from '../notifications/useNotify';
import { periodCloseApi } from './periodCloseApi';

const ICONS: Record<CloseAction, ReactNode> = {
  createMissing: <PlusOutlined />,
  autoAssign: <ThunderboltOutlined />,
  complete: <CheckCircleOutlined />,
};

const stepName = (step: CloseStep) => step.balance;

/** The three bulk actions: each opens its preview (what it will do, what it leaves and why) and runs on confirmation. */
export function CloseActions({ period, onApplied }: { period: string; onApplied: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [preview, setPreview] = useState<ClosePreview>();
  const [busy, setBusy] = useState<CloseAction>();
  const [result, setResult] = useState<CloseApplied>();

  const open = async (action: CloseAction) => {
    setBusy(action);
    setResult(undefined);
    try {
      setPreview(await periodCloseApi.preview(period, action));
    } catch (error) {
      notify('error', t(`periodClose.actions.${action}`), translateApiError(t, error));
    } finally {
      setBusy(undefined);
    }
  };
  const run = async () => {
    if (!preview) return;
    setBusy(preview.action);
    try {
      setResult(await periodCloseApi.apply(period, preview.action));
      setPreview(undefined);
      onApplied();
    } catch (error) {
      notify('error', t(`periodClose.actions.${preview.action}`), translateApiError(t, error));
    } finally {
      setBusy(undefined);
    }
  };

  const toDo = preview?.steps.filter((step) => !step.skip) ?? [];
  const left = preview?.steps.filter((step) => step.skip) ?? [];
  return (
    <>
      <Space wrap>
        {(['createMissing', 'autoAssign', 'complete'] as const).map((action) => (
          <Button
            key={action}
            icon={ICONS[action]}
            loading={busy === action}
            disabled={Boolean(busy)}
            onClick={() => void open(action)}
            data-testid={`close-${action}`}
          >
            {t(`periodClose.actions.${action}`)}
          </Button>
        ))}
      </Space>
      {result && (
        <Alert
          className="period-close-result"
          type={result.refused.length ? 'warning' : 'success'}
          data-testid="close-result"
          message={t('periodClose.actions.result', { done: result.done.length, skipped: result.skipped.length, refused: result.refused.length })}
          description={
            result.refused.length ? (
              <ul>
                {result.refused.map((step) => (
                  <li key={`${step.balance}`}>
                    {stepName(step)}: {step.message}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
          closable
          onClose={() => setResult(undefined)}
        />
      )}
      <Modal
        open={Boolean(preview)}
        title={preview && t('periodClose.actions.previewTitle', { action: t(`periodClose.actions.${preview.action}`) })}
        okText={t('periodClose.actions.run')}
        cancelText={t('generic.cancel')}
        okButtonProps={{ disabled: toDo.length === 0, loading: Boolean(busy), 'data-testid': 'close-run' } as ButtonProps}
        onOk={() => void run()}
        onCancel={() => setPreview(undefined)}
        width={720}
      >
        {preview && preview.steps.length === 0 && <Typography.Paragraph>{t('periodClose.actions.nothing')}</Typography.Paragraph>}
        {toDo.length > 0 && (
          <List
            size="small"
            header={<Typography.Text strong>{t('periodClose.actions.willDo')}</Typography.Text>}
            dataSource={toDo}
            data-testid="close-preview-do"
            renderItem={(step) => <List.Item>{stepName(step)}</List.Item>}
          />
        )}
        {left.length > 0 && (
          <List
            size="small"
            header={<Typography.Text strong>{t('periodClose.actions.willSkip')}</Typography.Text>}
            dataSource={left}
            data-testid="close-preview-skip"
            renderItem={(step) => (
              <List.Item>
                {stepName(step)} <Tag>{t(`periodClose.skip.${step.skip}`)}</Tag>
              </List.Item>
            )}
          />
        )}
      </Modal>
    </>
  );
}
