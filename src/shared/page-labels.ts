/**
 * A list page asked with `_labels=1` answers `{ data, labels }` instead of the bare rows: beside the rows,
 * the label of each record the page's references name, once, so the list needs no second round trip.
 */
export const LABELS_PARAM = '_labels';

/** Per referenced resource, the label (its x-label value) by the record's key; records without one are left out. */
export type PageLabels = Record<string, Record<string, string>>;

export interface LabelledPage<TRow> {
  data: TRow[];
  labels: PageLabels;
}
