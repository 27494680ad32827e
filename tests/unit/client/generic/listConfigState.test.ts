import { describe, expect, it } from 'vitest';
import {
  appliedView,
  initialListConfigState,
  listConfigReducer,
  overwriteOperations,
  pendingOperations,
  saveAsNewOperations,
  visibleConfigs,
  type ListConfig,
  type ListConfigAction,
  type ListConfigState,
} from '../../../../src/client/generic/listConfig/listConfigState';

const PROPERTIES = ['number', 'name', 'city', 'country', 'validFrom'];
const FALLBACK = ['number', 'name', 'country'];
const compact: ListConfig = { id: 'c1', resource: 'partners', name: 'Compact', columns: ['name', 'number'], isDefault: true };
const wide: ListConfig = { id: 'c2', resource: 'partners', name: 'Wide', columns: ['city', 'gone', 'number'], isDefault: false };

function run(...actions: ListConfigAction[]): ListConfigState {
  return actions.reduce(listConfigReducer, initialListConfigState(PROPERTIES, FALLBACK));
}

describe('list config', () => {
  it('shows the x-list columns until configs are loaded, then applies the default config', () => {
    expect(run().columns).toEqual(FALLBACK);
    expect(run({ type: 'loaded', configs: [wide, compact] })).toMatchObject({ columns: ['name', 'number'], appliedId: 'c1', loaded: true });
    expect(run({ type: 'loaded', configs: [wide] }).columns).toEqual(FALLBACK);
  });

  it('opens with the shown columns checked and first, the others after them', () => {
    const { draft } = run({ type: 'loaded', configs: [] }, { type: 'open' });
    expect(draft?.order).toEqual(['number', 'name', 'country', 'city', 'validFrom']);
    expect(draft?.checked).toEqual(FALLBACK);
  });

  it('toggling and dragging change the draft; apply shows it in that order', () => {
    const state = run(
      { type: 'loaded', configs: [] },
      { type: 'open' },
      { type: 'toggle', property: 'city' },
      { type: 'toggle', property: 'name' },
      { type: 'move', from: 'city', to: 'number' },
    );
    expect(state.columns).toEqual(FALLBACK);
    expect(listConfigReducer(state, { type: 'apply' })).toMatchObject({ columns: ['city', 'number', 'country'], draft: null });
  });

  it('selecting a config loads its columns, without properties the schema no longer has', () => {
    const { draft } = run({ type: 'loaded', configs: [compact, wide] }, { type: 'open' }, { type: 'select', id: 'c2' });
    expect(draft?.checked).toEqual(['city', 'number']);
    expect(draft?.selectedId).toBe('c2');
  });

  it('cancel restores everything: columns, configs, marks', () => {
    const loaded = run({ type: 'loaded', configs: [compact, wide] });
    const edited = [
      { type: 'open' },
      { type: 'toggle', property: 'city' },
      { type: 'delete', id: 'c1' },
      { type: 'setDefault', id: 'c2' },
      { type: 'cancel' },
    ].reduce((state, action) => listConfigReducer(state, action as ListConfigAction), loaded);
    expect(edited).toEqual({ ...loaded, draft: null });
    expect(listConfigReducer(edited, { type: 'open' }).draft?.deletedIds).toEqual([]);
  });

  it('deleting takes effect only on save: hidden in the chooser, sent with the next save', () => {
    const marked = run({ type: 'loaded', configs: [compact, wide] }, { type: 'open' }, { type: 'select', id: 'c1' }, { type: 'delete', id: 'c1' });
    expect(marked.configs).toHaveLength(2);
    expect(visibleConfigs(marked).map((config) => config.id)).toEqual(['c2']);
    expect(marked.draft).toMatchObject({ selectedId: null, defaultId: null });
    expect(pendingOperations(marked)).toEqual([{ kind: 'delete', id: 'c1' }]);
    expect(saveAsNewOperations(marked, 'partners', 'Mine')).toEqual([
      { kind: 'delete', id: 'c1' },
      { kind: 'create', body: { resource: 'partners', name: 'Mine', columns: ['name', 'number'], isDefault: false } },
    ]);
  });

  it('a new default unsets the old one; overwrite stores the draft columns of the selected config', () => {
    const state = run(
      { type: 'loaded', configs: [compact, wide] },
      { type: 'open' },
      { type: 'select', id: 'c2' },
      { type: 'setDefault', id: 'c2' },
      { type: 'toggle', property: 'validFrom' },
    );
    expect(pendingOperations(state)).toEqual([
      { kind: 'update', id: 'c1', body: { resource: 'partners', name: 'Compact', columns: ['name', 'number'], isDefault: false } },
      { kind: 'update', id: 'c2', body: { resource: 'partners', name: 'Wide', columns: ['city', 'gone', 'number'], isDefault: true } },
    ]);
    expect(overwriteOperations(state)).toEqual([
      { kind: 'update', id: 'c1', body: { resource: 'partners', name: 'Compact', columns: ['name', 'number'], isDefault: false } },
      { kind: 'update', id: 'c2', body: { resource: 'partners', name: 'Wide', columns: ['city', 'number', 'validFrom'], isDefault: true } },
    ]);
  });

  it('after a save the draft keeps the selection and forgets the executed marks', () => {
    const marked = run({ type: 'loaded', configs: [compact, wide] }, { type: 'open' }, { type: 'delete', id: 'c1' });
    const saved = listConfigReducer(marked, { type: 'saved', configs: [wide], selectedId: 'c2' });
    expect(saved.draft).toMatchObject({ deletedIds: [], selectedId: 'c2', defaultId: null });
    expect(pendingOperations(saved)).toEqual([]);
  });
});

describe('the view last applied to a list', () => {
  it('opens the list instead of the default: a config with its columns as stored now', () => {
    const state = run({ type: 'loaded', configs: [compact, wide], lastApplied: { configId: 'c2', columns: ['name'] } });
    expect(state).toMatchObject({ columns: ['city', 'number'], appliedId: 'c2' });
  });

  it('opens the list with unsaved columns the user applied, without properties the schema no longer has', () => {
    const state = run({ type: 'loaded', configs: [compact], lastApplied: { configId: null, columns: ['gone', 'validFrom', 'name'] } });
    expect(state).toMatchObject({ columns: ['validFrom', 'name'], appliedId: null });
  });

  it('falls back to the default config when its config was deleted or none of its columns exists any more', () => {
    expect(run({ type: 'loaded', configs: [compact], lastApplied: { configId: 'c2', columns: ['city'] } })).toMatchObject({
      columns: ['name', 'number'],
      appliedId: 'c1',
    });
    expect(run({ type: 'loaded', configs: [compact], lastApplied: { configId: null, columns: ['gone'] } })).toMatchObject({
      columns: ['name', 'number'],
      appliedId: 'c1',
    });
    expect(run({ type: 'loaded', configs: [], lastApplied: { configId: 'c2', columns: ['city'] } }).columns).toEqual(FALLBACK);
  });

  it('an apply remembers the selected config while its columns are shown unchanged, else the columns', () => {
    const selected = run({ type: 'loaded', configs: [compact, wide] }, { type: 'open' }, { type: 'select', id: 'c2' });
    expect(appliedView(selected)).toEqual({ configId: 'c2', columns: ['city', 'number'] });
    const changed = listConfigReducer(selected, { type: 'toggle', property: 'name' });
    expect(appliedView(changed)).toEqual({ configId: null, columns: ['city', 'number', 'name'] });
    expect(appliedView(run({ type: 'loaded', configs: [] }))).toBeNull();
  });
});
