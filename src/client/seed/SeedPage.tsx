import { Alert, Button, Card, Descriptions, Progress, Radio, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEED_SIZE_CHOICES } from '../../shared/seed-size';
import { translateApiError } from '../api/apiError';
import { http } from '../api/http';
import { useAuth } from '../auth/authStore';
import { formatNumber } from '../format/number';

type SizeName = keyof typeof SEED_SIZE_CHOICES;
const POLL_MS = 1_000;

interface SeedJob {
  state: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  message: string;
  counts: Record<string, number> | null;
}

/** Polls the job every second until it is done or failed. */
function useSeedJob(jobId: string | null) {
  const [job, setJob] = useState<SeedJob | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!jobId) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const poll = async () => {
      try {
        const { data } = await http.get<SeedJob>(`/seed/${jobId}`);
        if (stopped) return;
        setJob(data);
        if (data.state === 'running') timer = setTimeout(poll, POLL_MS);
      } catch (caught) {
        if (!stopped) setError(caught);
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId]);
  return { job, error };
}

/** The seed page: an administrator fills the current tenant with generated demo data (the route guard refuses others). */
export default function SeedPage() {
  const { t } = useTranslation();
  const { tenant } = useAuth();
  const [size, setSize] = useState<SizeName>('small');
  const [jobId, setJobId] = useState<string | null>(null);
  const [startError, setStartError] = useState<unknown>(null);
  const [starting, setStarting] = useState(false);
  const { job, error: pollError } = useSeedJob(jobId);
  const error = startError ?? pollError;
  const running = starting || job?.state === 'running' || (jobId !== null && !job && !error);

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const { data } = await http.post<{ jobId: string }>('/seed', { size: SEED_SIZE_CHOICES[size] });
      setJobId(data.jobId);
    } catch (caught) {
      setStartError(caught);
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="page">
      <Typography.Title level={2}>{t('pages.seed')}</Typography.Title>
      <Card>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Paragraph>{t('seed.intro', { tenant })}</Typography.Paragraph>
          <Radio.Group value={size} onChange={(event) => setSize(event.target.value)} disabled={running} data-testid="seed-size">
            {(Object.keys(SEED_SIZE_CHOICES) as SizeName[]).map((name) => (
              <Radio.Button key={name} value={name}>
                {t(`seed.sizes.${name}`, { inbounds: formatNumber(SEED_SIZE_CHOICES[name] * 1_000) })}
              </Radio.Button>
            ))}
          </Radio.Group>
          <Typography.Text type="secondary">{t('seed.replaces')}</Typography.Text>
          <Button type="primary" onClick={start} loading={running} data-testid="seed-start">
            {t('seed.start')}
          </Button>
          {job && (
            <Progress
              percent={job.total ? Math.floor((job.done / job.total) * 100) : 0}
              status={job.state === 'failed' ? 'exception' : job.state === 'done' ? 'success' : 'active'}
              data-testid="seed-progress"
            />
          )}
          {job?.state === 'running' && (
            <Typography.Text>{t('seed.progress', { done: formatNumber(job.done), total: formatNumber(job.total) })}</Typography.Text>
          )}
          {job?.state === 'failed' && <Alert type="error" showIcon message={t('seed.failed')} description={job.message} />}
          {error !== null && <Alert type="error" showIcon message={translateApiError(t, error)} />}
          {job?.state === 'done' && job.counts && (
            <Alert
              type="success"
              showIcon
              message={t('seed.done')}
              data-testid="seed-done"
              description={
                <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
                  {Object.entries(job.counts).map(([resource, count]) => (
                    <Descriptions.Item key={resource} label={t(`entities.${resource}.title`)}>
                      {formatNumber(count)}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              }
            />
          )}
        </Space>
      </Card>
    </div>
  );
}
