import { useId, useState, type ReactNode } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import { FilterActions } from './filter-fields';

interface KeywordFilters {
  readonly text?: string;
}

interface Props<F extends KeywordFilters> {
  /** What the search form is called (its accessible name). */
  readonly label: string;
  readonly keyword: { readonly label: string; readonly placeholder: string };
  readonly filters: Partial<F>;
  /** The draft as searched: the keyword trimmed, half-made choices dropped. */
  readonly clean: (draft: Partial<F>) => F;
  readonly onSearch: (filters: F) => void;
  /** 重置 empties the draft; the caller shows the list unfiltered. */
  readonly onReset: () => void;
  /** The list's own fields between the keyword and the buttons. */
  readonly children: (draft: Partial<F>, change: (next: Partial<F>) => void) => ReactNode;
}

/**
 * A list's filter bar: 关键字 first, the list's own fields, then 查询 and 重置. The fields are a
 * draft until 查询, so a list is not reloaded on every keystroke.
 */
export function FilterForm<F extends KeywordFilters>({ label, keyword, filters, clean, onSearch, onReset, children }: Props<F>): ReactNode {
  const [draft, setDraft] = useState<Partial<F>>(filters);
  const textId = useId();
  const change = (next: Partial<F>): void => setDraft((current) => ({ ...current, ...next }));
  return (
    <form
      className="filing-list__filters"
      aria-label={label}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(clean(draft));
      }}
    >
      <div className="filing-list__field filing-list__field--wide">
        <label htmlFor={textId}>{keyword.label}</label>
        <Input
          id={textId}
          prefix={<IconSearch aria-hidden />}
          value={draft.text ?? ''}
          placeholder={keyword.placeholder}
          showClear
          onChange={(text) => setDraft((current) => ({ ...current, text }))}
        />
      </div>
      {children(draft, change)}
      <FilterActions
        onReset={() => {
          setDraft({});
          onReset();
        }}
      />
    </form>
  );
}
