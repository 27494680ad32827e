import { useSearchParams } from 'react-router';

/** The `?version=n` of an edit page: the version of a versioned record the form shows (none: the one active today). */
export function useEditedVersion(): number | undefined {
  const [params] = useSearchParams();
  const version = Number(params.get('version'));
  return Number.isInteger(version) && version > 0 ? version : undefined;
}

/** The query of an edit page that shows `version`. */
export function versionSearch(version: unknown): string {
  return `?version=${encodeURIComponent(String(version))}`;
}
