import { Collapse, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Demo, ShowcasePage } from './ShowcasePage';

export default function AccordionShowcase() {
  const { t } = useTranslation();
  const items = t('help.faq.items', { returnObjects: true }) as Record<string, { q: string; a: string }>;
  const panels = Object.entries(items)
    .slice(0, 3)
    .map(([key, { q, a }]) => ({ key, label: q, children: a }));
  return (
    <ShowcasePage page="accordion">
      <Demo state="default">
        <Collapse items={panels} defaultActiveKey={[panels[0].key]} />
      </Demo>
      <Demo state="accordion">
        <Collapse accordion items={panels} />
      </Demo>
      <Demo state="disabled">
        <Collapse items={panels.map((panel, index) => ({ ...panel, collapsible: index === 1 ? 'disabled' : undefined }))} />
      </Demo>
      <Demo state="empty">
        <Collapse items={[{ key: 'empty', label: t('showcase.states.empty'), children: <Empty /> }]} defaultActiveKey={['empty']} ghost />
      </Demo>
    </ShowcasePage>
  );
}
