import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { LedgerStatsStore, type StatsRequest } from '../../../app/ledger/ledger-stats.store';
import { SessionStore } from '../../../app/session/session.store';
import { LEDGER_NAME_MAX } from '../../../domain/ledger/ledger-limits';
import { LEDGER_NAME_KEY } from '../../../domain/ledger/ledger-table';
import type { LedgerCustomStat } from '../../../domain/ledger/ledger-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ReportTableView } from '../statistics/shared/report-table-view';
import { StatisticsFrame } from '../statistics/shared/statistics-frame';
import { LEDGER_STATS_ROUTE } from './ledger-address';
import { ledgerTexts } from './ledger-texts';
import './ledger.css';

const t = ledgerTexts.stats;

const statsUrl = (r: StatsRequest): string => `${LEDGER_STATS_ROUTE}?${new URLSearchParams({ keyTypeCode: r.keyTypeCode, fromPeriod: r.fromPeriod, toPeriod: r.toPeriod, divisionCode: r.divisionCode }).toString()}`;
const openUrl = (c: LedgerCustomStat): string => statsUrl({ keyTypeCode: c.keyTypeCode, fromPeriod: c.fromPeriod, toPeriod: c.toPeriod, divisionCode: c.divisionCode });

/** 台账统计 (/tz/statistic/index?keyTypeCode=&fromPeriod=&toPeriod=&divisionCode=): an auto ledger over a range of periods; ranges can be saved and reopened. */
export default function LedgerStatsPage(): ReactNode {
  const { search } = useLocation();
  const navigate = useNavigate();
  const store = useService(LedgerStatsStore);
  const { answer, cycles, ledgers, loading, loadError, refused, busy } = useStore(store);
  const { user } = useStore(useService(SessionStore));
  const [name, setName] = useState('');
  const ids = { ledger: useId(), from: useId(), to: useId(), name: useId() };

  useEffect(() => void store.loadCycles(), [store]);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const def = ledgers.find((d) => d.keyTypeCode === params.get('keyTypeCode')) ?? ledgers[0];
  const periods = useMemo(() => cycles.find((c) => c.value === def?.cycle)?.periods ?? [], [cycles, def]);
  const request = useMemo((): StatsRequest | undefined => {
    const latest = periods[1]?.value;
    const earliest = periods[Math.min(periods.length - 1, 6)]?.value;
    if (def === undefined || latest === undefined || earliest === undefined) return undefined;
    return {
      keyTypeCode: def.keyTypeCode,
      fromPeriod: params.get('fromPeriod') ?? earliest,
      toPeriod: params.get('toPeriod') ?? latest,
      divisionCode: params.get('divisionCode') ?? user?.divisionCode ?? '',
    };
  }, [def, periods, params, user]);
  useEffect(() => {
    if (request !== undefined && request.divisionCode !== '') void store.load(request);
  }, [store, request]);

  const save = async (): Promise<void> => {
    if (await store.saveCustom(name)) {
      setName('');
      Toast.success(t.savedDone);
    } else Toast.error(store.getValue().actionError ?? '');
  };
  const remove = async (id: string): Promise<void> => {
    if (!(await store.deleteCustom(id))) Toast.error(store.getValue().actionError ?? '');
  };
  const options = periods.map((p) => ({ value: p.value, label: p.label }));

  return (
    <StatisticsFrame className="ledger ledger-stats" title={t.heading}>
      {request === undefined ? null : (
        <div className="ledger__tools">
          <span className="ledger__field">
            <span id={ids.ledger}>{t.ledger}</span>
            <Select
              aria-labelledby={ids.ledger}
              className="ledger__select"
              value={request.keyTypeCode}
              optionList={ledgers.map((d) => ({ value: d.keyTypeCode, label: d.name }))}
              onChange={(value) => void navigate(`${LEDGER_STATS_ROUTE}?keyTypeCode=${String(value)}`)}
            />
          </span>
          <span className="ledger__field">
            <span id={ids.from}>{t.from}</span>
            <Select aria-labelledby={ids.from} value={request.fromPeriod} optionList={options} onChange={(value) => void navigate(statsUrl({ ...request, fromPeriod: String(value) }))} />
          </span>
          <span className="ledger__field">
            <span id={ids.to}>{t.to}</span>
            <Select aria-labelledby={ids.to} value={request.toPeriod} optionList={options} onChange={(value) => void navigate(statsUrl({ ...request, toPeriod: String(value) }))} />
          </span>
        </div>
      )}
      {refused === undefined ? null : <Banner type="danger" closeIcon={null} description={refused} />}
      <ReportTableView table={answer?.table} loading={loading} error={loadError} onRetry={() => void store.reload()} actionKey={LEDGER_NAME_KEY} />
      {answer === undefined ? null : (
        <section className="ledger__panel" aria-labelledby="ledger-saved-heading">
          <h2 id="ledger-saved-heading" className="ledger__subheading">
            {t.saved}
          </h2>
          <div className="ledger__field">
            <label htmlFor={ids.name}>{t.saveName}</label>
            <Input id={ids.name} className="ledger__name" placeholder={t.saveNamePlaceholder} value={name} maxLength={LEDGER_NAME_MAX} onChange={setName} />
            <Button type="primary" theme="solid" loading={busy} disabled={busy || name.trim() === ''} onClick={() => void save()}>
              {t.save}
            </Button>
          </div>
          {answer.saved.length === 0 ? (
            <p className="ledger__muted">{t.noSaved}</p>
          ) : (
            <ul className="ledger__opinions">
              {answer.saved.map((c) => (
                <li key={c.id} className="ledger__opinion">
                  <strong>{c.name}</strong>
                  <span className="ledger__opinion-meta">
                    {c.fromPeriod} — {c.toPeriod}
                  </span>
                  <Button size="small" theme="borderless" aria-label={t.openLabel(c.name)} onClick={() => void navigate(openUrl(c))}>
                    {t.open}
                  </Button>
                  <Button size="small" theme="borderless" type="danger" aria-label={t.removeLabel(c.name)} disabled={busy} onClick={() => void remove(c.id)}>
                    {t.remove}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </StatisticsFrame>
  );
}
