import { Alert, Card, Col, Empty, Row, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadVideoManifest, type HelpVideo } from './videoManifest';
import { useLanguage } from '../routing/useLanguage';

function VideoCard({ video }: { video: HelpVideo }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card data-testid={`video-${video.id}`}>
      {/* Long titles wrap here; a card header would cut them off. */}
      <Typography.Title level={5}>
        {video.title[language]} <Tag>{t('help.videos.minutes', { count: video.minutes })}</Tag>
      </Typography.Title>
      {video.src ? (
        <video controls preload="metadata" src={video.src} style={{ width: '100%' }} />
      ) : (
        <Alert type="info" showIcon message={t('help.videos.notAvailable')} />
      )}
    </Card>
  );
}

/** Help videos from public/videos/manifest.json; an entry without a file says so instead of showing a player. */
export default function HelpVideosPage() {
  const { t } = useTranslation();
  const [data, setData] = useState<HelpVideo[]>();
  const [isError, setError] = useState(false);
  useEffect(() => {
    loadVideoManifest().then(setData, () => setError(true));
  }, []);
  const isLoading = !data && !isError;
  return (
    <div className="page">
      <Typography.Title level={2} data-testid="page-title">
        {t('menu.help.videos')}
      </Typography.Title>
      <Typography.Paragraph>{t('help.videos.intro')}</Typography.Paragraph>
      {isLoading && <Skeleton active />}
      {isError && <Alert type="error" showIcon message={t('help.videos.loadError')} />}
      {data?.length === 0 && <Empty description={t('help.videos.empty')} />}
      <Row gutter={[16, 16]}>
        {data?.map((video) => (
          <Col key={video.id} xs={24} md={12} xl={8}>
            <VideoCard video={video} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
