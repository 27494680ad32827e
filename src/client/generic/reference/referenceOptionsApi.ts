import { referenceOptionsPath, type ReferenceOption } from '../../../shared/reference-options';
import { http } from '../../api/http';

/** How many options a picker offers at once: the user narrows them by typing. */
export const OPTIONS_PAGE = 20;

export interface OptionsPage {
  options: ReferenceOption[];
  /** Every option the search matches, of which `options` are the first. */
  total: number;
}

/** GET /{resource}/options/{property} (src/shared/reference-options.ts) on the shared axios instance. */
export const referenceOptionsApi = {
  search: async (resource: string, property: string, q: string): Promise<OptionsPage> => {
    const response = await http.get<ReferenceOption[]>(referenceOptionsPath(resource, property), { params: { q: q || undefined, _end: OPTIONS_PAGE } });
    return { options: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length) };
  },
  /** The option of a stored value, so the field shows its label before anyone searches. */
  named: async (resource: string, property: string, key: string): Promise<ReferenceOption | undefined> =>
    (await http.get<ReferenceOption[]>(referenceOptionsPath(resource, property), { params: { id: key } })).data[0],
};
