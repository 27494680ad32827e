import { DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Demo, ShowcasePage } from './ShowcasePage';

const SIZES = ['small', 'medium', 'large'] as const;

export default function ButtonGroupShowcase() {
  const { t } = useTranslation();
  const [size, setSize] = useState<(typeof SIZES)[number]>('small');
  const sizes = SIZES.map((name) => ({ value: name, label: t(`showcase.sizes.${name}`) }));
  return (
    <ShowcasePage page="button-group">
      <Demo state="default">
        <Space>
          <Button>{t('generic.cancel')}</Button>
          <Button type="primary">{t('generic.columns.apply')}</Button>
        </Space>
      </Demo>
      <Demo state="segmented">
        <Radio.Group value={size} onChange={(event) => setSize(event.target.value)} options={sizes} optionType="button" />
      </Demo>
      <Demo state="compact">
        <Space.Compact block>
          <Select style={{ flex: 1 }} placeholder={t('generic.columns.standard')} options={[]} />
          <Button icon={<StarOutlined />} aria-label={t('generic.columns.setDefault')} />
          <Button danger icon={<DeleteOutlined />} aria-label={t('generic.columns.delete')} />
        </Space.Compact>
      </Demo>
      <Demo state="disabled">
        <Radio.Group value={size} disabled options={sizes} optionType="button" />
      </Demo>
    </ShowcasePage>
  );
}
