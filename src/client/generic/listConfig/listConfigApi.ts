import { MAX_PAGE_SIZE } from '../../../shared/paging';
import { http } from '../../api/http';
import type { ListConfig, ListConfigOperation } from './listConfigState';

export const listConfigApi = {
  list: (resource: string) => http.get<ListConfig[]>('/list-configs', { params: { resource, _start: 0, _end: MAX_PAGE_SIZE } }).then((r) => r.data),
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
