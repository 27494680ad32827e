import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Demo, ShowcasePage } from './ShowcasePage';

export default function ButtonShowcase() {
  const { t } = useTranslation();
  const save = t('generic.save');
  return (
    <ShowcasePage page="button">
      <Demo state="types">
        <Space wrap>
          <Button type="primary">{save}</Button>
          <Button>{t('generic.cancel')}</Button>
          <Button type="dashed">{t('generic.columns.saveAsNew')}</Button>
          <Button type="text">{t('generic.edit')}</Button>
          <Button type="link">{t('generic.backToList')}</Button>
        </Space>
      </Demo>
      <Demo state="danger">
        <Space wrap>
          <Button danger type="primary">
            {t('generic.delete')}
          </Button>
          <Button danger>{t('generic.delete')}</Button>
        </Space>
      </Demo>
      <Demo state="loading">
        <Space wrap>
          <Button type="primary" loading>
            {save}
          </Button>
          <Button loading>{t('generic.list.export')}</Button>
        </Space>
      </Demo>
      <Demo state="disabled">
        <Space wrap>
          <Button type="primary" disabled>
            {save}
          </Button>
          <Button disabled>{t('generic.cancel')}</Button>
          <Button danger disabled>
            {t('generic.delete')}
          </Button>
        </Space>
      </Demo>
    </ShowcasePage>
  );
}
