/** A named column choice of one list, stored on the server. */
export interface ListConfig {
  id: string;
  resource: string;
  name: string;
  columns: string[];
  isDefault: boolean;
}

export type ListConfigBody = Omit<ListConfig, 'id'>;

/** The columns the user last applied to a list: a saved config (by id, its columns as stored now) or an unsaved choice. */
export interface AppliedView {
  configId: string | null;
  columns: string[];
}

/** What a list's columns are chosen from when it opens: the user's saved configs and the view last applied. */
export interface ListSetup {
  configs: ListConfig[];
  lastApplied: AppliedView | null;
}

/** The column chooser while it is open; nothing in it reaches the table or the server before a save or apply. */
export interface ChooserDraft {
  /** Every property, in the order the user arranged. */
  order: string[];
  checked: string[];
  selectedId: string | null;
  /** Marked for deletion: deleted on the next save, restored by cancel. */
  deletedIds: string[];
  defaultId: string | null;
}

export interface ListConfigState {
  properties: string[];
  fallback: string[];
  configs: ListConfig[];
  loaded: boolean;
  columns: string[];
  appliedId: string | null;
  draft: ChooserDraft | null;
}

export type ListConfigAction =
  | { type: 'loaded'; configs: ListConfig[]; lastApplied?: AppliedView | null }
  | { type: 'saved'; configs: ListConfig[]; selectedId: string | null }
  | { type: 'open' }
  | { type: 'toggle'; property: string }
  | { type: 'move'; from: string; to: string }
  | { type: 'select'; id: string | null }
  | { type: 'delete'; id: string }
  | { type: 'setDefault'; id: string }
  | { type: 'apply' }
  | { type: 'cancel' };

export type ListConfigOperation =
  { kind: 'create'; body: ListConfigBody } | { kind: 'update'; id: string; body: ListConfigBody } | { kind: 'delete'; id: string };

export function initialListConfigState(properties: string[], fallback: string[]): ListConfigState {
  return { properties, fallback, configs: [], loaded: false, columns: fallback, appliedId: null, draft: null };
}

/** Stored columns minus properties the schema no longer has. */
function known(state: ListConfigState, columns: string[]): string[] {
  return columns.filter((column) => state.properties.includes(column));
}

/** The chosen columns first (in their order), then the rest in schema order. */
function draftFor(state: ListConfigState, columns: string[], selectedId: string | null, base?: ChooserDraft): ChooserDraft {
  const checked = known(state, columns);
  return {
    order: [...checked, ...state.properties.filter((property) => !checked.includes(property))],
    checked,
    selectedId,
    deletedIds: base?.deletedIds ?? [],
    defaultId: base ? base.defaultId : (state.configs.find((config) => config.isDefault)?.id ?? null),
  };
}

export function draftColumns(draft: ChooserDraft): string[] {
  return draft.order.filter((property) => draft.checked.includes(property));
}

/** The configs as the open chooser shows them: without the ones marked for deletion, with the pending default. */
export function visibleConfigs(state: ListConfigState): ListConfig[] {
  const { draft } = state;
  if (!draft) return state.configs;
  return state.configs.filter((config) => !draft.deletedIds.includes(config.id)).map((config) => ({ ...config, isDefault: config.id === draft.defaultId }));
}

function move<T>(items: T[], from: number, to: number): T[] {
  const result = [...items];
  const [item] = result.splice(from, 1);
  result.splice(to, 0, item);
  return result;
}

function updateDraft(state: ListConfigState, change: (draft: ChooserDraft) => ChooserDraft): ListConfigState {
  return state.draft ? { ...state, draft: change(state.draft) } : state;
}

/**
 * The columns a list opens with: the view the user last applied (until they apply another); without one,
 * or when its config was deleted since, the user's default config; else the x-list columns.
 */
function openingView(state: ListConfigState, configs: ListConfig[], last: AppliedView | null): Pick<ListConfigState, 'columns' | 'appliedId'> {
  const config = last?.configId ? configs.find((c) => c.id === last.configId) : undefined;
  if (config) return { columns: known(state, config.columns), appliedId: config.id };
  if (last && last.configId === null && known(state, last.columns).length) return { columns: known(state, last.columns), appliedId: null };
  const stored = configs.find((c) => c.isDefault);
  return stored ? { columns: known(state, stored.columns), appliedId: stored.id } : { columns: state.columns, appliedId: state.appliedId };
}

export function listConfigReducer(state: ListConfigState, action: ListConfigAction): ListConfigState {
  switch (action.type) {
    case 'loaded':
      return { ...state, configs: action.configs, loaded: true, ...openingView(state, action.configs, action.lastApplied ?? null) };
    case 'saved': {
      const next = { ...state, configs: action.configs };
      if (!state.draft) return next;
      const draft = { ...state.draft, selectedId: action.selectedId, deletedIds: [], defaultId: action.configs.find((c) => c.isDefault)?.id ?? null };
      return { ...next, draft };
    }
    case 'open':
      return { ...state, draft: draftFor(state, state.columns, state.appliedId) };
    case 'toggle':
      return updateDraft(state, (draft) => ({
        ...draft,
        checked: draft.checked.includes(action.property)
          ? draft.checked.filter((property) => property !== action.property)
          : [...draft.checked, action.property],
      }));
    case 'move':
      return updateDraft(state, (draft) => {
        const from = draft.order.indexOf(action.from);
        const to = draft.order.indexOf(action.to);
        return from < 0 || to < 0 ? draft : { ...draft, order: move(draft.order, from, to) };
      });
    case 'select': {
      if (!state.draft) return state;
      const config = state.configs.find((c) => c.id === action.id);
      return { ...state, draft: draftFor(state, config ? config.columns : state.fallback, config?.id ?? null, state.draft) };
    }
    case 'delete':
      return updateDraft(state, (draft) => ({
        ...draft,
        deletedIds: [...draft.deletedIds, action.id],
        selectedId: draft.selectedId === action.id ? null : draft.selectedId,
        defaultId: draft.defaultId === action.id ? null : draft.defaultId,
      }));
    case 'setDefault':
      return updateDraft(state, (draft) => ({ ...draft, defaultId: draft.defaultId === action.id ? null : action.id }));
    case 'apply':
      return state.draft ? { ...state, columns: draftColumns(state.draft), appliedId: state.draft.selectedId, draft: null } : state;
    case 'cancel':
      return { ...state, draft: null };
  }
}

/**
 * The view an apply of the open chooser shows, as remembered for the next visit: the selected config while
 * its columns are shown unchanged (a later overwrite then applies too), else the columns themselves.
 */
export function appliedView(state: ListConfigState): AppliedView | null {
  const { draft } = state;
  if (!draft) return null;
  const columns = draftColumns(draft);
  const selected = state.configs.find((config) => config.id === draft.selectedId);
  const unchanged = selected !== undefined && known(state, selected.columns).join() === columns.join();
  return { configId: unchanged ? selected.id : null, columns };
}

function bodyOf(config: ListConfig): ListConfigBody {
  return { resource: config.resource, name: config.name, columns: config.columns, isDefault: config.isDefault };
}

/** What a save sends first: the marked deletions, then the changed default flags. */
export function pendingOperations(state: ListConfigState): ListConfigOperation[] {
  const { draft } = state;
  if (!draft) return [];
  const deletes = draft.deletedIds.map((id): ListConfigOperation => ({ kind: 'delete', id }));
  const defaults = state.configs
    .filter((config) => !draft.deletedIds.includes(config.id) && config.isDefault !== (config.id === draft.defaultId))
    .map((config): ListConfigOperation => ({ kind: 'update', id: config.id, body: { ...bodyOf(config), isDefault: config.id === draft.defaultId } }));
  return [...deletes, ...defaults];
}

/** Pending operations plus storing the chooser's columns under a new name. */
export function saveAsNewOperations(state: ListConfigState, resource: string, name: string): ListConfigOperation[] {
  if (!state.draft) return [];
  return [...pendingOperations(state), { kind: 'create', body: { resource, name, columns: draftColumns(state.draft), isDefault: false } }];
}

/** Pending operations plus replacing the selected config's columns. */
export function overwriteOperations(state: ListConfigState): ListConfigOperation[] {
  const { draft } = state;
  const selected = draft && state.configs.find((config) => config.id === draft.selectedId);
  if (!draft || !selected) return [];
  const body = { ...bodyOf(selected), columns: draftColumns(draft), isDefault: selected.id === draft.defaultId };
  return [...pendingOperations(state).filter((op) => !(op.kind === 'update' && op.id === selected.id)), { kind: 'update', id: selected.id, body }];
}
