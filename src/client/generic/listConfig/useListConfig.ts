import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../shared/registry';
import { translateApiError } from '../../api/apiError';
import { useNotify } from '../../notifications/useNotify';
import { defaultColumns, propertyNames } from '../../../shared/field-kind';
import { listConfigApi } from './listConfigApi';
import { knownListConfigs, leaveListConfigs, listConfigsFor, reloadListConfigs } from './listConfigPrefetch';
import {
  appliedView,
  initialListConfigState,
  listConfigReducer,
  overwriteOperations,
  pendingOperations,
  saveAsNewOperations,
  visibleConfigs,
  type AppliedView,
  type ListConfigOperation,
} from './listConfigState';

/**
 * The list's columns and the column chooser: server-stored configs; the list opens with the view the user
 * last applied to it in this tenant (kept on the server, so on any browser), else the default config.
 */
export function useListConfig(entity: EntitySchema) {
  const resource = entity['x-resource'];
  const { t } = useTranslation();
  const notify = useNotify();
  // Configs asked early and already here apply in the list's first render: no render with the spinner before it.
  const [known] = useState(() => knownListConfigs(resource));
  const [state, dispatch] = useReducer(listConfigReducer, entity, (e) => {
    const initial = initialListConfigState(propertyNames(e), defaultColumns(e));
    return known ? listConfigReducer(initial, { type: 'loaded', ...known }) : initial;
  });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    if (!known)
      listConfigsFor(resource)
        .then((setup) => current && dispatch({ type: 'loaded', ...setup }))
        // Without stored configs the list still works with the schema's default columns.
        .catch(() => current && dispatch({ type: 'loaded', configs: [] }));
    return () => {
      current = false;
      leaveListConfigs(resource);
    };
  }, [resource, known]);

  /** Runs a change on the server; false (and says so) when the server refused. */
  const attempt = async (work: () => Promise<void>): Promise<boolean> => {
    setSaving(true);
    try {
      await work();
      return true;
    } catch (error) {
      notify('error', t('generic.columns.saveError'), translateApiError(t, error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** Runs the operations, reloads the configs. */
  const persist = (operations: ListConfigOperation[], selectedId: string | null) =>
    attempt(async () => {
      const createdId = await listConfigApi.run(operations);
      dispatch({ type: 'saved', configs: (await reloadListConfigs(resource)).configs, selectedId: createdId ?? selectedId });
    });

  /** Keeps the applied view on the server for the next visit, in any browser. */
  const remember = (view: AppliedView) => attempt(() => listConfigApi.apply(resource, view));

  const selectedId = state.draft?.selectedId ?? null;
  return {
    state,
    configs: visibleConfigs(state),
    saving,
    open: () => dispatch({ type: 'open' }),
    cancel: () => dispatch({ type: 'cancel' }),
    toggle: (property: string) => dispatch({ type: 'toggle', property }),
    move: (from: string, to: string) => dispatch({ type: 'move', from, to }),
    select: (id: string | null) => dispatch({ type: 'select', id }),
    markDeleted: (id: string) => dispatch({ type: 'delete', id }),
    setDefault: (id: string) => dispatch({ type: 'setDefault', id }),
    saveAsNew: async (name: string) => {
      if (await persist(saveAsNewOperations(state, resource, name), selectedId)) notify('success', t('generic.columns.saved'));
    },
    overwrite: async () => {
      if (await persist(overwriteOperations(state), selectedId)) notify('success', t('generic.columns.saved'));
    },
    /** Stores what is pending (deletions, default) and the view for the next visit, then shows the chosen columns. */
    apply: async () => {
      const operations = pendingOperations(state);
      if (operations.length > 0 && !(await persist(operations, selectedId))) return;
      const view = appliedView(state);
      if (view && !(await remember(view))) return;
      dispatch({ type: 'apply' });
      notify('success', t('generic.columns.applied'));
    },
  };
}

export type ListConfigControl = ReturnType<typeof useListConfig>;
