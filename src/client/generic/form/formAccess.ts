import type { CanReturnType } from '@refinedev/core';
import type { EntitySchema } from '../../../shared/registry';
import { isLockedRecord } from '../../../shared/record-lock';
import { fieldKind, propertyNames } from '../../../shared/field-kind';
import type { FormMode } from './useEntityForm';

/**
 * Why a form cannot be saved: the access rule (useAccess) refused the form's action (records only a
 * domain service writes, x-managed, or another refusal), or the record is locked (x-lock).
 */
export type ReadOnlyReason = 'locked' | 'managed' | 'denied';

export function readOnlyReason(
  entity: EntitySchema,
  mode: FormMode,
  stored: Record<string, unknown> | undefined,
  access: CanReturnType | undefined,
): ReadOnlyReason | undefined {
  if (access?.can === false) return access.reason === 'managed' ? 'managed' : 'denied';
  if (mode === 'edit' && isLockedRecord(entity, stored)) return 'locked';
  return undefined;
}

export interface FormField {
  property: string;
  disabled: boolean;
}

export interface FormFieldOptions {
  mode: FormMode;
  /** The whole record is read-only (readOnlyReason). */
  readOnly?: boolean;
  /** Leave out derived (readOnly) properties: a page that shows them itself. */
  writableOnly?: boolean;
  /** Derived (readOnly) properties shown anyway, on create too: the page fills them as the server will derive them. */
  derived?: readonly string[];
  /**
   * A record the portal keeps (x-managed), as stored: its empty long texts are left out, a box with nothing
   * to read and nothing to enter (an import message without an error message).
   */
  managedRecord?: Record<string, unknown>;
}

const isEmptyText = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The inputs of a form in schema order. Derived (readOnly) properties have nothing to enter on create
 * and are shown disabled on edit; x-fixed ones are entered on create and disabled afterwards.
 */
export function formFields(entity: EntitySchema, { mode, readOnly = false, writableOnly = false, derived = [], managedRecord }: FormFieldOptions): FormField[] {
  return propertyNames(entity)
    .filter((property) => !entity.properties[property].readOnly || (mode === 'edit' && !writableOnly) || derived.includes(property))
    .filter((property) => !managedRecord || fieldKind(entity.properties[property]) !== 'multiline' || !isEmptyText(managedRecord[property]))
    .map((property) => {
      const schema = entity.properties[property];
      return { property, disabled: readOnly || Boolean(schema.readOnly) || (mode === 'edit' && Boolean(schema['x-fixed'])) };
    });
}
