import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { ITEMS_PER_PAGE_OPTIONS } from '../../shared/settings';
import { Demo, ShowcasePage } from './ShowcasePage';

export default function PaginationShowcase() {
  const { t } = useTranslation();
  const showTotal = (total: number, [start, end]: [number, number]) => t('generic.list.showing', { start, end, total });
  return (
    <ShowcasePage page="pagination">
      <Demo state="portal" wide>
        {/* What every list shows: "Showing {start} to {end} of {total} results", the page-size choices of the settings. */}
        <Pagination total={250} defaultCurrent={3} showTotal={showTotal} showSizeChanger pageSizeOptions={[...ITEMS_PER_PAGE_OPTIONS]} />
      </Demo>
      <Demo state="single">
        <Pagination total={4} showTotal={showTotal} />
      </Demo>
      <Demo state="simple">
        <Pagination simple total={250} />
      </Demo>
      <Demo state="disabled">
        <Pagination total={250} disabled />
      </Demo>
      <Demo state="empty">
        <Pagination total={0} showTotal={showTotal} />
      </Demo>
    </ShowcasePage>
  );
}
