import { lazy } from 'react';
import type { RecordSection } from '../generic/form/recordSectionSlots';

/** What a stored record of an entity shows below its generic form, by resource: the features' own sections (the form adds the links). */
export const RECORD_SECTIONS: Readonly<Record<string, readonly RecordSection[]>> = {
  sustainabilitydata: [lazy(() => import('../pos/ProofPosSection')), lazy(() => import('../proof-documents/ProofDocuments'))],
  outbounds: [lazy(() => import('../pos/OutboundPosSection'))],
  'import-messages': [lazy(() => import('../imports/ImportMessageErrors'))],
};
