import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordSections } from '../../../../src/client/generic/form/RecordSections';
import { RecordSectionSlots } from '../../../../src/client/generic/form/recordSectionSlots';
import type { FormMode } from '../../../../src/client/generic/form/useEntityForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A feature's section as the slot table would register it: it shows the key it is given. */
const PlantedSection = ({ recordKey }: { recordKey: string }) => <p data-testid="planted-section">{recordKey}</p>;

let root: Root | undefined;

function renderSections(mode: FormMode, recordKey?: string) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <RecordSectionSlots value={{ planted: [PlantedSection] }}>
        <RecordSections resource="planted" mode={mode} recordKey={recordKey} record={{}} />
      </RecordSectionSlots>,
    ),
  );
  return [...document.querySelectorAll('[data-testid="planted-section"]')].map((section) => section.textContent);
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('record sections: a slot table the features fill', () => {
  it("a section registered for a resource shows below a stored record's form, given the record's key", () => {
    expect(renderSections('edit', 'P-7')).toEqual(['P-7']);
  });

  it('no section while a record is being created', () => {
    expect(renderSections('create')).toEqual([]);
  });
});
