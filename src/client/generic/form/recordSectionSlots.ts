import { createContext, type ComponentType } from 'react';

/** A section a feature shows below a stored record's generic form (a proof's documents), given the record's key. */
export type RecordSection = ComponentType<{ recordKey: string }>;

/**
 * The features' record sections by resource. The generic form names no feature: the table is filled where
 * the routes are assembled (routing/sectionTable.ts), so a new section never edits generic code.
 */
export const RecordSectionSlots = createContext<Readonly<Record<string, readonly RecordSection[]>>>({});
