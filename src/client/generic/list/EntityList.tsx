import '../generic.css';
import { DownloadOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntitySchema } from '../../../shared/registry';
import { entityTitle } from '../../../shared/labels';
import { useNarrowScreen } from '../../layout/useNarrowScreen';
import { ColumnChooser } from '../listConfig/ColumnChooser';
import { WideTable } from '../table/WideTable';
import { useListConfig } from '../listConfig/useListConfig';
import { activeFilters } from './activeFilters';
import { BulkActionBar } from './BulkActionBar';
import { EntityCards } from './EntityCards';
import { FilterDrawer } from './FilterDrawer';
import { FilterChips } from './FilterChips';
import { ListSearch } from './ListSearch';
import { ListSumsCard, ListSumsRow } from './ListSums';
import { pageReferenceLabel } from './pageReferenceLabel';
import { useBulkAction } from './useBulkAction';
import { useListExport } from './useListExport';
import { useListSelection } from './useListSelection';
import { summedColumns } from './useListSums';
import { useEntityColumns } from './useEntityColumns';
import { useEntityList } from './useEntityList';
import { useRowActions } from './useRowActions';

export interface EntityListProps {
  entity: EntitySchema;
  /** Shown between the title and the list (a page that wraps the list, e.g. the import view). */
  intro?: ReactNode;
  /** Replaces "row click opens the record" for the rows it returns true for. */
  onRowClick?: (record: BaseRecord) => boolean;
}

/**
 * The generic list of one registry entity: a table whose rows can be ticked for bulk actions, and on a phone
 * one card per record (no selection there: the actions stay with the single record).
 */
export function EntityList({ entity, intro, onRowClick }: EntityListProps) {
  const { t } = useTranslation();
  const { tableProps, labels, filters, sorters, setColumnFilter, clearFilters, changePage, search, searchText, listSearch, pageLoadedAt } =
    useEntityList(entity);
  const cards = useNarrowScreen();
  const listConfig = useListConfig(entity);
  const { columns: chosen, loaded } = listConfig.state;
  const referenceLabel = pageReferenceLabel(entity, labels);
  const columns = useEntityColumns({ entity, columns: chosen, referenceLabel, filters, sorters, setColumnFilter });
  const actions = useRowActions(entity, listSearch);
  // The export waits for the applied view like the table does: it writes the columns the user sees.
  const { exportList, exporting } = useListExport(entity['x-resource'], filters, sorters, chosen);
  const { selection, rowSelection, clear, selectAllMatching } = useListSelection(listSearch);
  const runBulk = useBulkAction(entity, filters, clear);
  const summed = summedColumns(entity, chosen);
  const tableColumns = actions.column ? [...columns, actions.column] : columns;
  const rowProps = onRowClick ? (record: BaseRecord) => withRowClick(actions.onRow(record), () => onRowClick(record)) : actions.onRow;
  const loading = Boolean(tableProps.loading) || !loaded;
  // Until the user's view applies, the table's rows would be drawn in columns about to change, under the spinner: none are.
  const records = loaded ? tableProps.dataSource : [];
  return (
    <div className="page entity-list">
      <div className="entity-list__header">
        <Typography.Title level={2} data-testid="page-title">
          {entityTitle(t, entity)}
        </Typography.Title>
        <Space wrap>
          {cards && <FilterDrawer entity={entity} columns={chosen} filters={filters} setColumnFilter={setColumnFilter} />}
          <Button icon={<SettingOutlined />} onClick={listConfig.open} disabled={!loaded} data-testid="column-chooser">
            {t('generic.columns.button')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => exportList('csv')} loading={exporting === 'csv'} disabled={!loaded} data-testid="export-csv">
            {t('generic.list.export')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => exportList('xlsx')} loading={exporting === 'xlsx'} disabled={!loaded} data-testid="export-xlsx">
            {t('generic.list.exportXlsx')}
          </Button>
          {actions.createPath && (
            <Link to={actions.createPath} state={actions.linkState}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="create-record">
                {t('generic.create')}
              </Button>
            </Link>
          )}
        </Space>
      </div>
      {intro}
      <ListSearch value={searchText} onSearch={search} />
      <FilterChips
        entity={entity}
        filters={activeFilters(entity, filters)}
        searchText={searchText}
        referenceLabel={referenceLabel}
        onRemove={(property) => setColumnFilter(property, undefined)}
        onClearSearch={() => search('')}
        onClearAll={clearFilters}
      />
      {cards && summed.length > 0 && <ListSumsCard entity={entity} summed={summed} filters={filters} pageLoadedAt={pageLoadedAt} />}
      {cards ? (
        <EntityCards
          entity={entity}
          records={tableProps.dataSource}
          loading={loading}
          pagination={tableProps.pagination}
          onPageChange={changePage}
          referenceLabel={referenceLabel}
          onOpen={(record) => rowProps(record).onClick()}
          buttons={actions.buttons}
        />
      ) : (
        <>
          <BulkActionBar
            entity={entity}
            selection={selection}
            pageRows={records?.length ?? 0}
            total={Number(tableProps.pagination ? tableProps.pagination.total : 0)}
            onSelectAllMatching={selectAllMatching}
            onClear={clear}
            run={runBulk}
            exportList={exportList}
            exporting={exporting}
          />
          <WideTable
            {...tableProps}
            dataSource={records}
            loading={loading}
            // "No data" under the spinner would say the list is empty before it is known.
            locale={loading ? { emptyText: null } : undefined}
            rowKey="id"
            rowSelection={rowSelection}
            columns={tableColumns}
            onRow={rowProps}
            summary={
              summed.length
                ? () => (
                    <ListSumsRow
                      entity={entity}
                      summed={summed}
                      filters={filters}
                      pageLoadedAt={pageLoadedAt}
                      columns={tableColumns.map((column) => String(column.key))}
                      selectionColumn
                    />
                  )
                : undefined
            }
            data-testid="entity-list"
          />
        </>
      )}
      <ColumnChooser entity={entity} control={listConfig} />
    </div>
  );
}

/** The row's own click handler runs only where `handled` did not take the click. */
function withRowClick<T extends { onClick: (event?: React.MouseEvent) => void }>(row: T, handled: () => boolean): T {
  return { ...row, onClick: (event?: React.MouseEvent) => handled() || row.onClick(event) };
}
