import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { CaseRegisterStore } from '../../../app/case/case-register.store';
import { SessionStore } from '../../../app/session/session.store';
import { caseProblems } from '../../../domain/case/case-check';
import {
  CASE_SOURCE_LABELS,
  CASE_SOURCES,
  FACTS_MAX,
  PARTY_KIND_LABELS,
  PARTY_KINDS,
  VIOLATION_LABELS,
  VIOLATION_TYPES,
  type CaseDraft,
  type CaseLink,
  type PartyKind,
} from '../../../domain/case/case-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { CASE_LIST_ROUTE } from './case-address';
import { CASE_LAUNCH_SOURCE, caseEventUrl } from '../../../domain/case/case-links';
import { caseTexts as t } from './case-texts';
import '../survey/survey-page.css';
import './case-page.css';

const PointMap = lazy(() => import('../survey/survey-point-map'));

/** What the form holds: numbers as typed, so nothing typed is ever rewritten. */
interface Typed extends Omit<CaseDraft, 'lon' | 'lat' | 'area' | 'filingKey'> {
  readonly lon: string;
  readonly lat: string;
  readonly area: string;
  readonly link: CaseLink | undefined;
}

const BLANK: Typed = { source: '', partyKind: '', partyName: '', partyId: '', partyPhone: '', place: '', lon: '', lat: '', violation: '', area: '', facts: '', link: undefined };
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const draftOf = (typed: Typed): CaseDraft => {
  const { link, ...rest } = typed;
  return { ...rest, lon: numberOf(typed.lon), lat: numberOf(typed.lat), area: numberOf(typed.area), filingKey: link?.keyNumGather ?? '' };
};

/** A labelled control with its message under it, tied by aria-describedby. */
function Field({ label, error, wide = false, children }: { readonly label: string; readonly error: string | undefined; readonly wide?: boolean; readonly children: (ids: { id: string; errorId: string | undefined }) => ReactNode }): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={wide ? 'case__field case__full' : 'case__field'}>
      <label htmlFor={id} className="case__label">
        {label}
      </label>
      {children({ id, errorId: error === undefined ? undefined : errorId })}
      {error === undefined ? null : (
        <div id={errorId} role="alert" className="case__error">
          {error}
        </div>
      )}
    </div>
  );
}

/** The 备案 picker: records of the user's jurisdiction, searched as the user types. */
function LinkPicker({ value, onChange, id }: { readonly value: CaseLink | undefined; readonly onChange: (link: CaseLink | undefined) => void; readonly id: string }): ReactNode {
  const store = useService(CaseRegisterStore);
  const [found, setFound] = useState<readonly CaseLink[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);
  const search = (text: string): void => {
    const asked = ++latest.current;
    setSearching(true);
    store
      .links(text)
      .then(
        (links) => {
          if (asked === latest.current) setFound(links);
        },
        () => undefined,
      )
      .finally(() => asked === latest.current && setSearching(false));
  };
  const options = [...(value === undefined || found.some((l) => l.keyNumGather === value.keyNumGather) ? [] : [value]), ...found];
  return (
    <Select
      id={id}
      aria-label={t.link}
      inputProps={{ 'aria-label': t.linkSearch }}
      filter
      remote
      showClear
      placeholder={t.linkPlaceholder}
      loading={searching}
      emptyContent={searching ? t.linkSearching : t.linkNone}
      onSearch={search}
      onFocus={() => found.length === 0 && search('')}
      value={value?.keyNumGather}
      optionList={options.map((l) => ({ value: l.keyNumGather, label: `${l.name}（${l.typeLabel} · ${l.divisionName}）` }))}
      onChange={(key) => onChange(options.find((l) => l.keyNumGather === key))}
    />
  );
}

/** 立案登记 (/op/accept/register): a county files a case; it opens at 立案 in the clerk's 流程箱. */
function RegisterForm({ divisionCode }: { readonly divisionCode: string | undefined }): ReactNode {
  const store = useService(CaseRegisterStore);
  const { saving, error, problems: served } = useStore(store);
  const navigate = useNavigate();
  const [typed, setTyped] = useState<Typed>(BLANK);
  const [checked, setChecked] = useState<Readonly<Record<string, string>>>({});
  useEffect(() => store.reset(), [store]);
  const problems = { ...served, ...checked };
  const set = (change: Partial<Typed>): void => setTyped((current) => ({ ...current, ...change }));
  const point = useMemo(() => {
    const lon = numberOf(typed.lon);
    const lat = numberOf(typed.lat);
    return Number.isFinite(lon) && Number.isFinite(lat) ? { lon, lat } : undefined;
  }, [typed.lon, typed.lat]);
  const status = (field: string): 'error' | 'default' => (problems[field] === undefined ? 'default' : 'error');

  const submit = async (): Promise<void> => {
    const draft = draftOf(typed);
    const found = caseProblems(draft, { name: '', outline: undefined });
    setChecked(found);
    if (Object.keys(found).length > 0) {
      Toast.warning(t.fixFields);
      return;
    }
    const made = await store.register(draft);
    if (made === undefined) return;
    Toast.success(t.registered(made.caseNumber));
    void navigate(caseEventUrl({ id: made.id, source: CASE_LAUNCH_SOURCE, filesKey: made.filesKey }), { replace: true });
  };

  const text = (field: 'partyName' | 'partyId' | 'partyPhone' | 'place' | 'area', label: string, wide = false): ReactNode => (
    <Field label={label} error={problems[field]} wide={wide}>
      {({ id, errorId }) => <Input id={id} aria-describedby={errorId} value={typed[field]} validateStatus={status(field)} onChange={(value) => set({ [field]: value })} />}
    </Field>
  );

  return (
    <>
      {error === undefined ? null : <Banner type="danger" closeIcon={null} description={error} />}
      <form
        className="case__form"
        noValidate
        aria-label={t.registerHeading}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {/* onSelect, not onChange: a controlled Select reports onChange only after its close animation, so a quick 提交 lost the choice. */}
        <Field label={t.source} error={problems['source']}>
          {({ id }) => (
            <Select id={id} aria-label={t.source} value={typed.source === '' ? undefined : typed.source} validateStatus={status('source')} optionList={CASE_SOURCES.map((s) => ({ value: s, label: CASE_SOURCE_LABELS[s] }))} onSelect={(v) => set({ source: CASE_SOURCES.find((s) => s === v) ?? '' })} />
          )}
        </Field>
        <Field label={t.violation} error={problems['violation']}>
          {({ id }) => (
            <Select id={id} aria-label={t.violation} value={typed.violation === '' ? undefined : typed.violation} validateStatus={status('violation')} optionList={VIOLATION_TYPES.map((v) => ({ value: v, label: VIOLATION_LABELS[v] }))} onSelect={(v) => set({ violation: VIOLATION_TYPES.find((t) => t === v) ?? '' })} />
          )}
        </Field>
        <Field label={t.partyKind} error={problems['partyKind']}>
          {() => (
            <RadioGroup aria-label={t.partyKind} value={typed.partyKind} onChange={(event) => set({ partyKind: event.target.value as PartyKind })}>
              {PARTY_KINDS.map((k) => (
                <Radio key={k} value={k}>
                  {PARTY_KIND_LABELS[k]}
                </Radio>
              ))}
            </RadioGroup>
          )}
        </Field>
        {text('partyName', t.partyName)}
        {text('partyId', t.partyId)}
        {text('partyPhone', t.partyPhone)}
        {text('place', t.place)}
        {text('area', t.area)}
        <fieldset className="case__point case__full">
          <legend className="case__label">{t.point}</legend>
          <p className="case__muted">{t.mapHint}</p>
          <div className="case__coordinates">
            <Field label={t.lon} error={problems['lon']}>
              {({ id, errorId }) => <Input id={id} aria-describedby={errorId} value={typed.lon} validateStatus={status('lon')} onChange={(lon) => set({ lon })} />}
            </Field>
            <Field label={t.lat} error={problems['lat']}>
              {({ id, errorId }) => <Input id={id} aria-describedby={errorId} value={typed.lat} validateStatus={status('lat')} onChange={(lat) => set({ lat })} />}
            </Field>
          </div>
          <Suspense fallback={<div className="survey__map" role="status">{t.loading}</div>}>
            <PointMap point={point} readOnly={false} divisionCode={divisionCode} onPick={(lon, lat) => set({ lon: String(lon), lat: String(lat) })} />
          </Suspense>
        </fieldset>
        <Field label={t.facts} error={problems['facts']} wide>
          {({ id, errorId }) => <TextArea id={id} aria-describedby={errorId} value={typed.facts} maxCount={FACTS_MAX} autosize validateStatus={status('facts')} onChange={(facts) => set({ facts })} />}
        </Field>
        <Field label={t.link} error={problems['filingKey']} wide>
          {({ id }) => <LinkPicker id={id} value={typed.link} onChange={(link) => set({ link })} />}
        </Field>
        <div className="case__actions case__full">
          <Button htmlType="submit" type="primary" theme="solid" loading={saving} disabled={saving}>
            {saving ? t.registering : t.submit}
          </Button>
        </div>
      </form>
    </>
  );
}

export default function CaseRegisterPage(): ReactNode {
  const user = useStore(useService(SessionStore)).user;
  const navigate = useNavigate();
  return (
    <section className="case" aria-labelledby="case-register-heading">
      <div className="case__head">
        <h1 id="case-register-heading" className="case__heading">
          {t.registerHeading}
        </h1>
        <Button onClick={() => void navigate(CASE_LIST_ROUTE)}>{t.backToList}</Button>
      </div>
      {user === undefined || user.level === 'county' ? <RegisterForm divisionCode={user?.divisionCode} /> : <Banner type="info" closeIcon={null} description={t.countyOnly} />}
    </section>
  );
}
