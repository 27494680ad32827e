import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../shared/reports/api';

interface ReportActionsProps {
  exporting?: ExportFormat;
  printing: boolean;
  disabled: boolean;
  onExport: (format: ExportFormat) => void;
  onPrint: () => void;
}

/** Export the whole report (CSV, XLSX) and print it. */
export function ReportActions({ exporting, printing, disabled, onExport, onPrint }: ReportActionsProps) {
  const { t } = useTranslation();
  return (
    <Space wrap className="report-actions">
      <Button icon={<DownloadOutlined />} loading={exporting === 'csv'} disabled={disabled} onClick={() => onExport('csv')} data-testid="export-csv">
        {t('reports:actions.exportCsv')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={exporting === 'xlsx'} disabled={disabled} onClick={() => onExport('xlsx')} data-testid="export-xlsx">
        {t('reports:actions.exportXlsx')}
      </Button>
      <Button icon={<PrinterOutlined />} loading={printing} disabled={disabled} onClick={onPrint} data-testid="print-report">
        {t('reports:actions.print')}
      </Button>
    </Space>
  );
}
