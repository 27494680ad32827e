import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ListSearchProps {
  /** The search the list applies (from its URL). */
  value: string | undefined;
  onSearch: (text: string) => void;
}

/** The list's free-text search; shows the applied search again when it changes elsewhere (Back/Forward, a link). */
export function ListSearch({ value, onSearch }: ListSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  return (
    <Input.Search
      className="entity-list__search"
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={t('generic.list.search')}
      onSearch={onSearch}
      data-testid="list-search"
    />
  );
}
