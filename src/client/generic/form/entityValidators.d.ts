/** Generated at build time by the entity-validators plugin in vite.config.ts (no ajv compile in the browser). */
declare module 'virtual:entity-validators' {
  import type { ValidateFunction } from 'ajv';

  /** One standalone ajv validator per registry resource. */
  export const validators: Record<string, ValidateFunction>;
}
