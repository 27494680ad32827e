import { DownOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POS_LANGUAGES, type PosLanguage } from '../../shared/pos/api';
import { translateApiError } from '../api/apiError';
import { useNotify } from '../notifications/useNotify';
import { useLanguage } from '../routing/useLanguage';
import { PROOF_DOCUMENTS_KEY } from '../proof-documents/useProofDocuments';
import { posApi } from './posApi';

interface PosButtonProps {
  /** The outgoing proof, or the completed balance (`balance`) whose outputs' PoS come as one ZIP. */
  target: string;
  balance?: boolean;
  /** Offers "Reissue PoS" (a proof's own page, for those who may edit it). */
  reissue?: boolean;
  size?: 'small' | 'middle';
}

/**
 * "Download PoS": in the page's language on a click, in the other from the menu, where a proof's page also
 * offers the reissue. The first download issues the PoS and stores it with the proof's documents.
 */
export function PosButton({ target, balance = false, reissue = false, size = 'middle' }: PosButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const pageLanguage = useLanguage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const languageName = (language: PosLanguage) => t(`documents.pos.languageNames.${language}`);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: [PROOF_DOCUMENTS_KEY] });
    } catch (error) {
      notify('error', t('documents.pos.downloadError'), translateApiError(t, error));
    } finally {
      setBusy(false);
    }
  };
  const download = (language: PosLanguage) => run(() => (balance ? posApi.downloadBalance(target, language) : posApi.download(target, language)));
  const confirmReissue = (language: PosLanguage) =>
    Modal.confirm({
      title: t('documents.pos.reissue'),
      content: t('documents.pos.reissueConfirm', { proof: target }),
      okText: t('documents.pos.reissue'),
      cancelText: t('generic.cancel'),
      onOk: () => run(() => posApi.reissue(target, language)),
    });

  const items = [
    ...POS_LANGUAGES.map((language) => ({
      key: `download-${language}`,
      label: `${t(balance ? 'documents.pos.downloadZip' : 'documents.pos.download')} (${languageName(language)})`,
    })),
    ...(reissue ? POS_LANGUAGES.map((language) => ({ key: `reissue-${language}`, label: `${t('documents.pos.reissue')} (${languageName(language)})` })) : []),
  ];
  return (
    <Space.Compact size={size}>
      <Button
        icon={<FilePdfOutlined />}
        loading={busy}
        onClick={() => void download(pageLanguage)}
        data-testid={balance ? 'pos-zip' : `pos-download-${target}`}
      >
        {t(balance ? 'documents.pos.downloadZip' : 'documents.pos.download')}
      </Button>
      <Dropdown
        disabled={busy}
        menu={{
          items,
          onClick: ({ key }) => {
            const [action, language] = key.split('-') as ['download' | 'reissue', PosLanguage];
            if (action === 'download') void download(language);
            else confirmReissue(language);
          },
        }}
      >
        <Button icon={<DownOutlined />} aria-label={t('documents.pos.more')} data-testid={balance ? 'pos-zip-menu' : `pos-menu-${target}`} />
      </Dropdown>
    </Space.Compact>
  );
}
