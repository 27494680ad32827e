import { MAX_PAGE_SIZE } from '../../../shared/paging';
import { http } from '../../api/http';
import type { AppliedView, ListConfig, ListConfigOperation } from './listConfigState';

export const listConfigApi = {
  list: (resource: string) => http.get<ListConfig[]>('/list-configs', { params: { resource, _start: 0, _end: MAX_PAGE_SIZE } }).then((r) => r.data),
  /** The view the user last applied to the list in this tenant; null when none was. */
  lastApplied: (resource: string) =>
    http
      .get<AppliedView[]>('/list-views', { params: { resource } })
      .then(({ data }) => (data[0] ? { configId: data[0].configId, columns: data[0].columns } : null)),
  /** Remembers the applied view on the server, so it comes back in any session and browser. */
  apply: (resource: string, view: AppliedView) => http.put('/list-views', { resource, ...view }).then(() => undefined),
  /** Runs the operations in order; answers the id of a created config, if any. */
  async run(operations: ListConfigOperation[]): Promise<string | null> {
    let createdId: string | null = null;
    for (const operation of operations) {
      if (operation.kind === 'delete') await http.delete(`/list-configs/${encodeURIComponent(operation.id)}`);
      if (operation.kind === 'update') await http.put(`/list-configs/${encodeURIComponent(operation.id)}`, operation.body);
      if (operation.kind === 'create') createdId = (await http.post<ListConfig>('/list-configs', operation.body)).data.id;
    }
    return createdId;
  },
};
