import { Spin } from 'antd';

/**
 * Where a chart is still loading (its data, or the large chart library), as tall as the chart will be: what lies
 * below does not move when it arrives, so a click aimed there a moment before lands where it was aimed.
 */
export function ChartPlaceholder({ height }: { height: number }) {
  return (
    <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin />
    </div>
  );
}
