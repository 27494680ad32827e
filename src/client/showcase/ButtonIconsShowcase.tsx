import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, SettingOutlined, StarFilled } from '@ant-design/icons';
import { Button, Space, Tooltip, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Demo, ShowcasePage } from './ShowcasePage';

/** Icon-only buttons always carry a tooltip and an aria-label with the same text. */
function IconButton({ label, ...props }: { label: string } & ButtonProps) {
  return (
    <Tooltip title={label}>
      <Button aria-label={label} {...props} />
    </Tooltip>
  );
}

export default function ButtonIconsShowcase() {
  const { t } = useTranslation();
  return (
    <ShowcasePage page="button-icons">
      <Demo state="withText">
        <Space wrap>
          <Button icon={<SettingOutlined />}>{t('generic.columns.button')}</Button>
          <Button icon={<DownloadOutlined />}>{t('generic.list.export')}</Button>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('generic.create')}
          </Button>
        </Space>
      </Demo>
      <Demo state="iconOnly">
        <Space>
          <IconButton label={t('generic.edit')} type="text" icon={<EditOutlined />} />
          <IconButton label={t('generic.columns.setDefault')} icon={<StarFilled />} />
          <IconButton label={t('generic.delete')} type="text" danger icon={<DeleteOutlined />} />
        </Space>
      </Demo>
      <Demo state="loading">
        <Button icon={<DownloadOutlined />} loading>
          {t('generic.list.export')}
        </Button>
      </Demo>
      <Demo state="disabled">
        <Space>
          <IconButton label={t('generic.columns.setDefault')} icon={<StarFilled />} disabled />
          <IconButton label={t('generic.delete')} danger icon={<DeleteOutlined />} disabled />
        </Space>
      </Demo>
    </ShowcasePage>
  );
}
