import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import type { BoxFilters, BoxListQuery } from '../../../app/process/box-list.store';
import { ProcessCatalog, processLeaves } from '../../../app/process/register-catalog';
import { AFFAIR_STATUS_LABELS, type AffairStatus } from '../../../domain/affair/affair';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { processBoxTexts as t } from './process-box-texts';

interface Draft {
  readonly title: string;
  readonly procDefId: string;
  readonly status: AffairStatus | '';
  readonly period: readonly [string, string] | readonly [];
  readonly registrantName: string;
}

const STATUSES = Object.entries(AFFAIR_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const isStatus = (value: unknown): value is AffairStatus => typeof value === 'string' && Object.hasOwn(AFFAIR_STATUS_LABELS, value);

const draftOf = (query: BoxListQuery): Draft => ({
  title: query.title,
  procDefId: query.filters.procDefId ?? '',
  status: query.filters.status ?? '',
  period: query.filters.startTime !== undefined && query.filters.endTime !== undefined ? [query.filters.startTime, query.filters.endTime] : [],
  registrantName: query.filters.registrantName ?? '',
});

const filtersOf = (draft: Draft): BoxFilters => ({
  ...(draft.procDefId === '' ? {} : { procDefId: draft.procDefId }),
  ...(draft.status === '' ? {} : { status: draft.status }),
  ...(draft.period.length === 2 ? { startTime: draft.period[0], endTime: draft.period[1] } : {}),
  ...(draft.registrantName.trim() === '' ? {} : { registrantName: draft.registrantName.trim() }),
});

/** 条件查询's filter form: 标题, 流程 (a process of the tree), 状态, 起止时间, 登记人; 查询 applies, 重置 clears. */
export function BoxConditionForm({
  query,
  onSearch,
  onReset,
}: {
  query: BoxListQuery;
  onSearch: (filters: BoxFilters, title: string) => void;
  onReset: () => void;
}): ReactNode {
  const catalog = useService(ProcessCatalog);
  const { tree } = useStore(catalog);
  const [draft, setDraft] = useState<Draft>(() => draftOf(query));
  const ids = { title: useId(), process: useId(), status: useId(), period: useId(), registrant: useId() };

  useEffect(() => {
    void catalog.ensure();
  }, [catalog]);

  const processes = useMemo(() => processLeaves(tree).map((leaf) => ({ value: leaf.procDefId, label: leaf.label })), [tree]);
  const change = (next: Partial<Draft>): void => setDraft((current) => ({ ...current, ...next }));
  const submit = (): void => onSearch(filtersOf(draft), draft.title);

  return (
    <form
      className="box-condition"
      aria-label={t.filters}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="box-condition__field">
        <label htmlFor={ids.title}>{t.title}</label>
        <Input id={ids.title} value={draft.title} placeholder={t.searchPlaceholder} onChange={(title) => change({ title })} showClear />
      </div>
      <div className="box-condition__field">
        <label id={ids.process}>{t.process}</label>
        <Select
          aria-labelledby={ids.process}
          className="box-condition__select"
          value={draft.procDefId === '' ? undefined : draft.procDefId}
          placeholder={t.processPlaceholder}
          optionList={processes}
          filter
          showClear
          // onSelect and onClear, not onChange: a controlled Select reports onChange only after its close animation.
          onSelect={(value) => change({ procDefId: typeof value === 'string' ? value : '' })}
          onClear={() => change({ procDefId: '' })}
        />
      </div>
      <div className="box-condition__field">
        <label id={ids.status}>{t.status}</label>
        <Select
          aria-labelledby={ids.status}
          className="box-condition__select box-condition__select--narrow"
          value={draft.status === '' ? undefined : draft.status}
          placeholder={t.statusPlaceholder}
          optionList={STATUSES}
          showClear
          onSelect={(value) => change({ status: isStatus(value) ? value : '' })}
          onClear={() => change({ status: '' })}
        />
      </div>
      <div className="box-condition__field">
        <label id={ids.period}>{t.period}</label>
        <DatePicker
          aria-labelledby={ids.period}
          type="dateRange"
          format="yyyy-MM-dd"
          className="box-condition__period"
          value={draft.period.length === 2 ? [...draft.period] : undefined}
          placeholder={[t.periodStart, t.periodEnd]}
          onChange={(_dates, texts) => {
            const [start, end] = Array.isArray(texts) ? texts : [];
            change({ period: typeof start === 'string' && start !== '' && typeof end === 'string' && end !== '' ? [start, end] : [] });
          }}
        />
      </div>
      <div className="box-condition__field">
        <label htmlFor={ids.registrant}>{t.registrant}</label>
        <Input
          id={ids.registrant}
          value={draft.registrantName}
          placeholder={t.registrantPlaceholder}
          onChange={(registrantName) => change({ registrantName })}
          showClear
        />
      </div>
      <div className="box-condition__actions">
        <Button theme="solid" type="primary" htmlType="submit">
          {t.search}
        </Button>
        <Button
          onClick={() => {
            setDraft(draftOf({ ...query, title: '', filters: {} }));
            onReset();
          }}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
