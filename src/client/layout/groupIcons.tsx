import { BarChartOutlined, DatabaseOutlined, ImportOutlined, QuestionCircleOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuGroupKey } from '../../shared/registry';

export const GROUP_ICONS: Record<MenuGroupKey, ReactNode> = {
  'movement-data': <SwapOutlined />,
  masterdata: <DatabaseOutlined />,
  import: <ImportOutlined />,
  reports: <BarChartOutlined />,
  help: <QuestionCircleOutlined />,
  user: <UserOutlined />,
};
