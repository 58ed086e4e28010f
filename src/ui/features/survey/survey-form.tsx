import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { SurveyFormStore } from '../../../app/survey/survey-form.store';
import { chinaToday } from '../../../domain/filing/calendar-date';
import { formatDate } from '../../../domain/format/date';
import { surveyProblems } from '../../../domain/survey/survey-check';
import { checkItemsFor, FINDINGS_MAX, SURVEY_CONCLUSION_LABELS, SURVEY_CONCLUSIONS, type CheckEntry, type SurveyConclusion, type SurveyDetail, type SurveyDraft, type SurveyLink } from '../../../domain/survey/survey-types';
import type { TreeOption } from '../../../ports/api/user.dto';
import { Clock } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { saveBlob } from '../../kit/files/save-blob';
import { Checklist, Field } from './survey-fields';
import { SurveyPhotos, type PhotoOffer } from './survey-photos';
import { SURVEY_ROUTE, surveyUrl } from './survey-address';
import { surveyTexts as t } from './survey-texts';

const SurveyPointMap = lazy(() => import('./survey-point-map'));

/** What the form holds: the coordinates as typed, so nothing typed is ever rewritten. */
interface Typed {
  readonly link: SurveyLink | undefined;
  readonly surveyors: readonly string[];
  readonly surveyDate: string;
  readonly lon: string;
  readonly lat: string;
  readonly checklist: readonly CheckEntry[];
  readonly findings: string;
  readonly conclusion: SurveyConclusion | '';
  readonly deadline: string;
}

const typedOf = (detail: SurveyDetail | undefined): Typed =>
  detail === undefined
    ? { link: undefined, surveyors: [], surveyDate: '', lon: '', lat: '', checklist: [], findings: '', conclusion: '', deadline: '' }
    : { link: detail.link, surveyors: detail.surveyors, surveyDate: detail.surveyDate, lon: String(detail.lon), lat: String(detail.lat), checklist: detail.checklist, findings: detail.findings, conclusion: detail.conclusion, deadline: detail.deadline ?? '' };

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function draftOf(typed: Typed): SurveyDraft {
  const items = typed.link === undefined ? [] : checkItemsFor(typed.link.typeCode);
  return {
    filingKey: typed.link?.keyNumGather ?? '',
    surveyors: typed.surveyors,
    surveyDate: typed.surveyDate,
    lon: numberOf(typed.lon),
    lat: numberOf(typed.lat),
    checklist: typed.checklist.filter((e) => items.includes(e.item)),
    findings: typed.findings,
    conclusion: typed.conclusion,
    ...(typed.conclusion === 'rectify' ? { deadline: typed.deadline } : {}),
  };
}

/** The people of the tree as options named with their office, so two people of one name can be told apart. */
const peopleOf = (options: readonly TreeOption[], office = ''): { value: string; label: string }[] =>
  options.flatMap((o) => (o.type === 'TbUser' ? [{ value: o.id, label: office === '' ? o.label : `${o.label}（${office}）` }] : peopleOf(o.children ?? [], o.label)));

const dayOf = (value: unknown): string => (value instanceof Date ? formatDate(value.getTime()) : '');

/** The link picker: records of the user's jurisdiction, searched as the user types. */
function LinkPicker({ value, onChange, id, invalid }: { readonly value: SurveyLink | undefined; readonly onChange: (link: SurveyLink) => void; readonly id: string; readonly invalid: boolean }): ReactNode {
  const store = useService(SurveyFormStore);
  const [found, setFound] = useState<readonly SurveyLink[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);
  const search = (text: string): void => {
    const asked = ++latest.current;
    setSearching(true);
    store.links(text).then(
      (links) => {
        if (asked === latest.current) setFound(links);
      },
      () => undefined,
    ).finally(() => asked === latest.current && setSearching(false));
  };
  const options = [...(value === undefined || found.some((l) => l.keyNumGather === value.keyNumGather) ? [] : [value]), ...found];
  return (
    <Select
      id={id}
      aria-label={t.link}
      inputProps={{ 'aria-label': t.linkSearch }}
      className="survey__wide"
      filter
      remote
      validateStatus={invalid ? 'error' : 'default'}
      placeholder={t.linkPlaceholder}
      loading={searching}
      emptyContent={searching ? t.linkSearching : t.linkNone}
      onSearch={search}
      onFocus={() => found.length === 0 && search('')}
      value={value?.keyNumGather}
      optionList={options.map((l) => ({ value: l.keyNumGather, label: `${l.name}（${l.typeLabel} · ${l.divisionName}${l.filingNumber === undefined ? '' : ` · ${l.filingNumber}`}）` }))}
      onChange={(key) => {
        const link = options.find((l) => l.keyNumGather === key);
        if (link !== undefined) onChange(link);
      }}
    />
  );
}

/** A survey's form: the record, its surveyors, date, point, checklist, findings, conclusion, photos and print. */
export function SurveyForm({ detail }: { readonly detail: SurveyDetail | undefined }): ReactNode {
  const store = useService(SurveyFormStore);
  const clock = useService(Clock);
  const { saving, saveError, stale, problems: served } = useStore(store);
  const navigate = useNavigate();
  const [typed, setTyped] = useState<Typed>(() => typedOf(detail));
  const [people, setPeople] = useState<{ value: string; label: string }[]>([]);
  const [checked, setChecked] = useState<Readonly<Record<string, string>>>({});
  const today = chinaToday(clock.now()) ?? '';

  useEffect(() => {
    let live = true;
    store.people().then((tree) => live && setPeople(peopleOf(tree)), () => undefined);
    return () => {
      live = false;
    };
  }, [store]);

  const problems = { ...served, ...checked };
  const set = (change: Partial<Typed>): void => setTyped((current) => ({ ...current, ...change }));
  const point = useMemo(() => {
    const lon = numberOf(typed.lon);
    const lat = numberOf(typed.lat);
    return Number.isFinite(lon) && Number.isFinite(lat) ? { lon, lat } : undefined;
  }, [typed.lon, typed.lat]);

  const save = async (): Promise<void> => {
    const draft = draftOf(typed);
    const place = typed.link === undefined ? undefined : { typeCode: typed.link.typeCode, divisionName: typed.link.divisionName, outline: undefined };
    const found = surveyProblems(draft, { today, place });
    setChecked(found);
    if (Object.keys(found).length > 0) {
      Toast.warning(t.fixFields);
      return;
    }
    const saved = await store.save(draft);
    if (saved === undefined) return;
    Toast.success(t.saved);
    if (detail === undefined) void navigate(surveyUrl(saved.id), { replace: true });
  };

  const print = async (): Promise<void> => {
    try {
      const file = await store.report();
      saveBlob(file.blob, file.fileName);
    } catch {
      Toast.error(t.printFailed);
    }
  };

  const useOffer = (offer: PhotoOffer): void => {
    set({ surveyDate: offer.takenAt.slice(0, 10), lon: String(offer.lon), lat: String(offer.lat) });
    Toast.info(t.exifApplied);
  };

  const items = typed.link === undefined ? [] : checkItemsFor(typed.link.typeCode);
  return (
    <section className="survey" aria-labelledby="survey-form-heading">
      <div className="survey__head">
        <h1 id="survey-form-heading" className="survey__heading">
          {detail === undefined ? t.newHeading : t.editHeading(detail.id)}
        </h1>
        <div className="survey__tools">
          {detail === undefined ? null : <Button onClick={() => void print()}>{t.print}</Button>}
          <Button onClick={() => void navigate(SURVEY_ROUTE)}>{t.backToList}</Button>
        </div>
      </div>
      {saveError === undefined ? null : (
        <Banner
          type="danger"
          closeIcon={null}
          description={
            <span className="survey__exif">
              {saveError}
              {stale ? (
                <>
                  {t.staleHint}
                  <Button size="small" onClick={() => detail !== undefined && void store.open(detail.id).then(() => setTyped(typedOf(store.getValue().detail)))}>
                    {t.reloadLatest}
                  </Button>
                </>
              ) : null}
            </span>
          }
        />
      )}
      <form
        className="survey__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field label={t.link} error={problems['filingKey']}>
          {({ id }) => <LinkPicker id={id} value={typed.link} invalid={problems['filingKey'] !== undefined} onChange={(link) => set({ link })} />}
        </Field>
        <Field label={t.surveyors} error={problems['surveyors']}>
          {() => (
            <Select
              aria-label={t.surveyors}
              inputProps={{ 'aria-label': t.surveyorsSearch }}
              className="survey__wide"
              multiple
              filter
              optionList={people}
              placeholder={people.length === 0 ? t.surveyorsLoading : t.surveyorsPlaceholder}
              value={[...typed.surveyors]}
              validateStatus={problems['surveyors'] === undefined ? 'default' : 'error'}
              onChange={(value) => set({ surveyors: Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [] })}
            />
          )}
        </Field>
        <Field label={t.surveyDate} error={problems['surveyDate']}>
          {() => (
            <DatePicker
              aria-label={t.surveyDate}
              value={typed.surveyDate === '' ? undefined : typed.surveyDate}
              validateStatus={problems['surveyDate'] === undefined ? 'default' : 'error'}
              onChange={(value) => set({ surveyDate: dayOf(value) })}
            />
          )}
        </Field>
        <fieldset className="survey__point">
          <legend className="survey__label">{t.point}</legend>
          <p className="survey__muted">{t.mapHint}</p>
          <div className="survey__coordinates">
            <Field label={t.lon} error={problems['lon']}>
              {({ id, errorId }) => <Input id={id} aria-describedby={errorId} value={typed.lon} validateStatus={problems['lon'] === undefined ? 'default' : 'error'} onChange={(lon) => set({ lon })} />}
            </Field>
            <Field label={t.lat} error={problems['lat']}>
              {({ id, errorId }) => <Input id={id} aria-describedby={errorId} value={typed.lat} validateStatus={problems['lat'] === undefined ? 'default' : 'error'} onChange={(lat) => set({ lat })} />}
            </Field>
          </div>
          <Suspense fallback={<div className="survey__map" role="status">{t.loading}</div>}>
            <SurveyPointMap point={point} readOnly={false} onPick={(lon, lat) => set({ lon: String(lon), lat: String(lat) })} />
          </Suspense>
        </fieldset>
        {items.length === 0 ? null : <Checklist items={items} entries={typed.checklist} problems={problems} readOnly={false} onChange={(checklist) => set({ checklist })} />}
        <Field label={t.findings} error={problems['findings']}>
          {({ id }) => <TextArea id={id} value={typed.findings} maxCount={FINDINGS_MAX} autosize onChange={(findings) => set({ findings })} />}
        </Field>
        <Field label={t.conclusion} error={problems['conclusion']}>
          {() => (
            <RadioGroup aria-label={t.conclusion} className="survey__conclusion" value={typed.conclusion} onChange={(event) => set({ conclusion: event.target.value as SurveyConclusion })}>
              {SURVEY_CONCLUSIONS.map((c) => (
                <Radio key={c} value={c}>
                  {SURVEY_CONCLUSION_LABELS[c]}
                </Radio>
              ))}
            </RadioGroup>
          )}
        </Field>
        {typed.conclusion === 'rectify' ? (
          <Field label={t.deadline} error={problems['deadline']}>
            {() => (
              <DatePicker
                aria-label={t.deadline}
                value={typed.deadline === '' ? undefined : typed.deadline}
                validateStatus={problems['deadline'] === undefined ? 'default' : 'error'}
                onChange={(value) => set({ deadline: dayOf(value) })}
              />
            )}
          </Field>
        ) : null}
        <div className="survey__actions">
          <Button htmlType="submit" type="primary" theme="solid" loading={saving} disabled={saving}>
            {saving ? t.saving : t.save}
          </Button>
        </div>
      </form>
      <h2 className="survey__subheading">{t.photos}</h2>
      <SurveyPhotos filesKey={detail?.filesKey} readOnly={false} onUse={useOffer} />
    </section>
  );
}
