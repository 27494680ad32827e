import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../shared/registry';
import { translateApiError } from '../../api/apiError';
import { useAuth } from '../../auth/authStore';
import { useNotify } from '../../notifications/useNotify';
import { defaultColumns, propertyNames } from '../../../shared/field-kind';
import { readLastApplied, writeLastApplied, type ViewScope } from './lastAppliedView';
import { listConfigApi } from './listConfigApi';
import { leaveListConfigs, listConfigsFor, reloadListConfigs } from './listConfigPrefetch';
import {
  appliedView,
  initialListConfigState,
  listConfigReducer,
  overwriteOperations,
  pendingOperations,
  saveAsNewOperations,
  visibleConfigs,
  type ListConfigOperation,
} from './listConfigState';

/**
 * The list's columns and the column chooser: server-stored configs; the list opens with the view last
 * applied to it (browser storage), else the default config.
 */
export function useListConfig(entity: EntitySchema) {
  const resource = entity['x-resource'];
  const { user, tenant } = useAuth();
  const scope: ViewScope = useMemo(() => ({ tenant: tenant ?? '', user: user.login, resource }), [tenant, user.login, resource]);
  const { t } = useTranslation();
  const notify = useNotify();
  const [state, dispatch] = useReducer(listConfigReducer, entity, (e) => initialListConfigState(propertyNames(e), defaultColumns(e)));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    listConfigsFor(resource)
      .then((configs) => current && dispatch({ type: 'loaded', configs, lastApplied: readLastApplied(scope) }))
      // Without stored configs the list still works with the schema's default columns or the last unsaved choice.
      .catch(() => current && dispatch({ type: 'loaded', configs: [], lastApplied: readLastApplied(scope) }));
    return () => {
      current = false;
      leaveListConfigs(resource);
    };
  }, [resource, scope]);

  /** Runs the operations, reloads the configs; false when the server refused. */
  const persist = async (operations: ListConfigOperation[], selectedId: string | null): Promise<boolean> => {
    setSaving(true);
    try {
      const createdId = await listConfigApi.run(operations);
      dispatch({ type: 'saved', configs: await reloadListConfigs(resource), selectedId: createdId ?? selectedId });
      return true;
    } catch (error) {
      notify('error', t('generic.columns.saveError'), translateApiError(t, error));
      return false;
    } finally {
      setSaving(false);
    }
  };

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
    /** Shows the chosen columns, stores what is pending (deletions, default) and remembers the view for the next visit. */
    apply: async () => {
      const operations = pendingOperations(state);
      if (operations.length > 0 && !(await persist(operations, selectedId))) return;
      const view = appliedView(state);
      if (view) writeLastApplied(scope, view);
      dispatch({ type: 'apply' });
      notify('success', t('generic.columns.applied'));
    },
  };
}

export type ListConfigControl = ReturnType<typeof useListConfig>;
