import { useState, type FormEvent, type ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import InputNumber from '@douyinfe/semi-ui-19/lib/es/inputNumber';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import {
  ARCHIVE_TITLE_MAX,
  ORGAN_LABELS,
  ORGANS,
  PAGES_MAX,
  PIECES_MAX,
  REMARK_MAX,
  RESPONSIBLE_MAX,
  RETENTION_LABELS,
  RETENTIONS,
  SECRECY_LABELS,
  SECRECY_LEVELS,
  YEAR_MIN,
  type ArchiveProblems,
  type ArchiveSave,
} from '../../../domain/archive/archive-types';
import { archiveTexts } from './archive-texts';

const f = archiveTexts.fields;

export function Problem({ id, text }: { readonly id: string; readonly text: string | undefined }): ReactNode {
  return text === undefined ? null : (
    <p id={id} className="archive__problem" role="alert">
      {text}
    </p>
  );
}

interface Props {
  readonly initial: ArchiveSave;
  /** An edit keeps the 档号's parts (年度, 保管期限, 机构) as they are. */
  readonly numbered: boolean;
  readonly maxYear: number;
  readonly submitText: string;
  readonly saving: boolean;
  readonly saveError: string | undefined;
  readonly conflict: boolean | undefined;
  readonly problems: ArchiveProblems;
  readonly onSubmit: (draft: ArchiveSave) => void;
}

/** The 著录 fields of 入库登记 and 修改; what was typed stays after a refused save. */
export function ArchiveForm({ initial, numbered, maxYear, submitText, saving, saveError, conflict, problems, onSubmit }: Props): ReactNode {
  const [draft, setDraft] = useState<ArchiveSave>(initial);
  const set = (next: Partial<ArchiveSave>): void => setDraft({ ...draft, ...next });
  // The Selects report by onSelect: a controlled Select's onChange waits for its close animation, and a quick submit would lose the choice.
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSubmit(draft);
  };
  const invalid = (name: keyof ArchiveSave): { 'aria-invalid': boolean; 'aria-describedby'?: string } =>
    problems[name] === undefined ? { 'aria-invalid': false } : { 'aria-invalid': true, 'aria-describedby': `archive-${name}-problem` };

  return (
    <>
      {saveError === undefined ? null : <Banner type="danger" closeIcon={null} title={conflict === true ? archiveTexts.form.staleTitle : undefined} description={saveError} />}
      <form className="archive__form archive__panel" onSubmit={submit} noValidate aria-label={submitText}>
        <label className="archive__field archive__field--wide">
          <span className="archive__label">{f.title}</span>
          <Input aria-label={f.title} value={draft.title} maxLength={ARCHIVE_TITLE_MAX} {...invalid('title')} onChange={(title) => set({ title })} />
          <Problem id="archive-title-problem" text={problems.title} />
        </label>
        <label className="archive__field">
          <span className="archive__label">{f.responsible}</span>
          <Input aria-label={f.responsible} value={draft.responsible} maxLength={RESPONSIBLE_MAX} {...invalid('responsible')} onChange={(responsible) => set({ responsible })} />
          <Problem id="archive-responsible-problem" text={problems.responsible} />
        </label>
        <label className="archive__field">
          <span className="archive__label">{f.year}</span>
          <InputNumber aria-label={f.year} value={draft.year} min={YEAR_MIN} max={maxYear} precision={0} disabled={numbered} {...invalid('year')} onNumberChange={(year) => set({ year: Number(year) })} />
          <Problem id="archive-year-problem" text={problems.year} />
        </label>
        <div className="archive__field">
          <span className="archive__label" id="archive-retention-label">
            {f.retention}
          </span>
          <Select aria-labelledby="archive-retention-label" value={draft.retention} disabled={numbered} optionList={RETENTIONS.map((value) => ({ value, label: RETENTION_LABELS[value] }))} onSelect={(value) => set({ retention: RETENTIONS.find((r) => r === value) ?? draft.retention })} />
        </div>
        <div className="archive__field">
          <span className="archive__label" id="archive-organ-label">
            {f.organ}
          </span>
          <Select aria-labelledby="archive-organ-label" value={draft.organ} disabled={numbered} optionList={ORGANS.map((value) => ({ value, label: `${ORGAN_LABELS[value]}（${value}）` }))} onSelect={(value) => set({ organ: ORGANS.find((o) => o === value) ?? draft.organ })} />
        </div>
        <div className="archive__field">
          <span className="archive__label" id="archive-secrecy-label">
            {f.secrecy}
          </span>
          <Select aria-labelledby="archive-secrecy-label" value={draft.secrecy} optionList={SECRECY_LEVELS.map((value) => ({ value, label: SECRECY_LABELS[value] }))} onSelect={(value) => set({ secrecy: SECRECY_LEVELS.find((s) => s === value) ?? draft.secrecy })} />
        </div>
        <label className="archive__field">
          <span className="archive__label">{f.pieces}</span>
          <InputNumber aria-label={f.pieces} value={draft.pieces} min={1} max={PIECES_MAX} precision={0} {...invalid('pieces')} onNumberChange={(pieces) => set({ pieces: Number(pieces) })} />
          <Problem id="archive-pieces-problem" text={problems.pieces} />
        </label>
        <label className="archive__field">
          <span className="archive__label">{f.pages}</span>
          <InputNumber aria-label={f.pages} value={draft.pages} min={1} max={PAGES_MAX} precision={0} {...invalid('pages')} onNumberChange={(pages) => set({ pages: Number(pages) })} />
          <Problem id="archive-pages-problem" text={problems.pages} />
        </label>
        <label className="archive__field archive__field--wide">
          <span className="archive__label">{f.remark}</span>
          <TextArea aria-label={f.remark} value={draft.remark} maxLength={REMARK_MAX} autosize onChange={(remark) => set({ remark })} />
          <Problem id="archive-remark-problem" text={problems.remark} />
        </label>
        <p className="archive__note archive__field--wide">{numbered ? archiveTexts.form.fixedNote : archiveTexts.form.numberedNote}</p>
        <div className="archive__actions">
          <Button htmlType="submit" type="primary" theme="solid" loading={saving}>
            {submitText}
          </Button>
        </div>
      </form>
    </>
  );
}
