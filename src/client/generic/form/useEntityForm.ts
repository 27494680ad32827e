import { useForm } from '@refinedev/antd';
import { useApiUrl, useCustomMutation, useInvalidate, useWarnAboutChange, type BaseRecord, type GetOneResponse, type HttpError } from '@refinedev/core';
import { App, type FormProps } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { EntitySchema } from '../../../shared/registry';
import { translateApiError } from '../../api/apiError';
import { editRoute, entityRoutes } from '../../registry/entityRoutes';
import { localPath } from '../../routing/paths';
import { useLanguage } from '../../routing/useLanguage';
import { useFormatters } from '../../format/useFormatters';
import { useSettings } from '../../settings/settingsStore';
import { defaultValues } from '../../../shared/field-kind';
import { entitySingular } from '../../../shared/labels';
import { editPayload, toFormValues, toPayload, withoutEmpty, type FormValues, type Payload } from './formValues';
import { saveFailure } from './saveErrors';
import { useEditedVersion, versionSearch } from './useEditedVersion';
import { fieldMessageText, formFieldName } from './validationMessages';

export type FormMode = 'create' | 'edit';

/**
 * refine's useForm for one entity, plus what the generic API asks of a client: the loaded version on
 * versioned edits, confirmed key changes, and answers to 400 VALIDATION / 409 DUPLICATE_KEY / 409 STALE_VERSION.
 */
export function useEntityForm(entity: EntitySchema, mode: FormMode, key?: string) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  // After a failed save the form lists what is wrong beside its Save button (FormErrorSummary), no notification.
  const [saveTried, setSaveTried] = useState(false);
  const navigate = useNavigate();
  const { state: locationState } = useLocation();
  const language = useLanguage();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const format = useFormatters();
  const { timezone } = useSettings();
  const { setWarnWhen } = useWarnAboutChange();
  const { mutate: patchWithKeyChange } = useCustomMutation<BaseRecord>();
  const savingKey = useRef<string | undefined>(undefined);
  const resource = entity['x-resource'];
  const keyName = entity['x-key'];
  const name = entitySingular(t, entity);
  const routes = entityRoutes(entity);

  const versioned = Boolean(entity['x-versioned']);
  const editedVersion = useEditedVersion();

  /** Opens the record's edit page; a versioned one on the version just saved, which need not be the one active today. */
  const openRecord = (saved: BaseRecord) => {
    setWarnWhen(false);
    const path = localPath(language, editRoute(routes, String(saved[keyName] ?? saved.id)));
    // The state carries the way back to the list (listReturn); the saved record keeps it.
    navigate(versioned && mode === 'edit' ? `${path}${versionSearch(saved.version)}` : path, { replace: true, state: locationState });
  };
  const successMessage = (response?: { data?: BaseRecord }) => {
    const saved = response?.data;
    // A versioned save that moved the valid-from added a version: say which, and from when it applies.
    if (mode === 'edit' && versioned && saved && saved.version !== stored.version) {
      return {
        type: 'success' as const,
        message: t('generic.versions.added', { entity: name, version: saved.version, validFrom: format.date(saved.validFrom) }),
      };
    }
    return { type: 'success' as const, message: t(mode === 'create' ? 'generic.notify.created' : 'generic.notify.updated', { entity: name }) };
  };
  const errorMessage = (error?: HttpError) => {
    const kind = saveFailure(error).kind;
    // These two get a dialog instead of a notification.
    if (kind === 'duplicateKey' || kind === 'staleVersion') return false;
    // "Error creating" / "Error updating", the reason below.
    return {
      type: 'error' as const,
      message: t(mode === 'create' ? 'generic.notify.createError' : 'generic.notify.updateError'),
      description: translateApiError(t, error),
    };
  };

  const handleFailure = (error: unknown) => {
    const failure = saveFailure(error);
    if (failure.kind === 'fields') {
      setSaveTried(true);
      form.setFields(
        failure.errors.map((fieldError) => ({
          name: formFieldName(fieldError.field),
          errors: [fieldMessageText(t, entity, fieldError.field, fieldError.messageKey, fieldError.rule)],
        })),
      );
    } else if (failure.kind === 'duplicateKey') {
      const existing = failure.key ?? savingKey.current;
      modal.confirm({
        title: t('generic.form.duplicateKey'),
        okText: t('generic.form.openExisting'),
        cancelText: t('generic.cancel'),
        onOk: () => existing && navigate(localPath(language, editRoute(routes, existing)), { replace: true }),
      });
    } else if (failure.kind === 'staleVersion') {
      modal.confirm({
        title: t('generic.form.staleTitle'),
        content: t('generic.form.staleVersion'),
        okText: t('generic.form.reload'),
        cancelText: t('generic.cancel'),
        onOk: () => query?.refetch(),
      });
    }
  };

  // The inputs hold dayjs dates and boolean flags; refine fills the form from this shape. A stable
  // function, or react-query would re-select on every render and refine would reset the user's input.
  // A version's last save (changedAt) rides along: the PATCH hands it back so that a newer save of that version is not overwritten.
  const toInputs = useCallback(
    (response: GetOneResponse<BaseRecord>) => ({
      ...response,
      data: { ...toFormValues(entity, response.data, timezone), ...(versioned ? { changedAt: response.data.changedAt } : {}) },
    }),
    [entity, versioned, timezone],
  );

  const { formProps, form, saveButtonProps, query, onFinish, formLoading } = useForm<BaseRecord, HttpError, Payload, FormValues>({
    resource,
    action: mode,
    id: key === undefined ? undefined : encodeURIComponent(key),
    meta: versioned && editedVersion !== undefined ? { version: editedVersion } : undefined,
    redirect: false,
    warnWhenUnsavedChanges: true,
    disableServerSideValidation: true,
    defaultFormValues: mode === 'create' ? (toFormValues(entity, defaultValues(entity), timezone) as Record<string, never>) : undefined,
    queryOptions: { select: toInputs },
    // refine invalidates after every save, failed ones too; a refetched record would overwrite what the
    // user typed before they could react to a 400 or 409. The record is refetched after a success only.
    invalidates: ['list', 'many'],
    successNotification: successMessage,
    errorNotification: errorMessage,
    onMutationSuccess: ({ data }) => {
      void invalidate({ resource, invalidates: ['detail'], id: key === undefined ? undefined : encodeURIComponent(key) });
      // A new version moves the page to it (it need not be the one in effect, which the page would load otherwise).
      const newVersion = versioned && mode === 'edit' && data.version !== stored.version;
      if (mode === 'create' || newVersion || String(data[keyName] ?? data.id) !== key) openRecord(data);
    },
    onMutationError: handleFailure,
  });
  const stored = query?.data?.data ?? {};

  const saveConfirmingKeyChange = (body: Payload) =>
    patchWithKeyChange(
      {
        url: `${apiUrl}/${resource}/${encodeURIComponent(key!)}?confirmKeyChange=true`,
        method: 'patch',
        values: body,
        successNotification: successMessage,
        errorNotification: errorMessage,
      },
      {
        onSuccess: ({ data }) => {
          void invalidate({ resource, invalidates: ['list', 'detail'] });
          openRecord(data);
        },
        onError: handleFailure,
      },
    );

  // Failures are answered in onMutationError; the rejected promise needs no second handler.
  const save = (body: Payload) => onFinish(body).catch(() => undefined);

  const submit = (values: FormValues) => {
    const payload = toPayload(entity, values, timezone);
    savingKey.current = payload[keyName] == null ? undefined : String(payload[keyName]);
    if (mode === 'create') return void save(withoutEmpty(payload));
    // A versioned record names the version it edits and that version's last save (a newer save of it answers 409).
    const body = { ...editPayload(payload, stored), ...(versioned ? { version: stored.version, changedAt: stored.changedAt } : {}) };
    if (entity['x-confirm-key-change'] && savingKey.current !== key) {
      modal.confirm({
        title: t('generic.form.confirmKeyChange', { from: key, to: savingKey.current }),
        okText: t('generic.save'),
        cancelText: t('generic.cancel'),
        onOk: () => saveConfirmingKeyChange(body),
      });
      return;
    }
    void save(body);
  };

  const props: FormProps<FormValues> = {
    ...(formProps as FormProps<FormValues>),
    layout: 'vertical',
    onFinish: submit,
    scrollToFirstError: { block: 'center' },
    onFinishFailed: () => setSaveTried(true),
  };
  return { formProps: props, saveTried, form, saveButtonProps, query, formLoading, stored, loadError: query?.isError ? query.error : undefined };
}
