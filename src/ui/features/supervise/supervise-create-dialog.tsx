import { useEffect, useId, type ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { CONTENT_MAX, SUP_NAME_MAX, SuperviseCreateStore, type LandSubject, type SuperviseField } from '../../../app/process/supervise-create.store';
import type { LandSupervisionDraft } from '../../../domain/dashboard/land-reminders';
import { formatDate, formatParts } from '../../../domain/format/date';
import type { SuperviseDetail } from '../../../ports/api/process.dto';
import { useService } from '../../di/container-context';
import { useClock } from '../../hooks/use-clock';
import { useStore } from '../../hooks/use-store';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { TreeSelector } from '../../kit/tree-select/tree-select';
import { superviseTexts } from './supervise-texts';

const t = superviseTexts.dialog;

function Row({ label, error, htmlFor, labelId, children }: { label: string; error?: string; htmlFor?: string; labelId?: string; children: ReactNode }): ReactNode {
  return (
    <div className={`supervise-form__row${error === undefined ? '' : ' supervise-form__row--error'}`}>
      <label className="supervise-form__label" htmlFor={htmlFor} id={labelId}>
        {label}
      </label>
      <div className="supervise-form__control">
        {children}
        <div className="supervise-form__message" role={error === undefined ? undefined : 'alert'}>
          {error ?? ''}
        </div>
      </div>
    </div>
  );
}

/**
 * 新建督办: an affair from the user's 查询 box (searchable), a name, a deadline not before today,
 * the urged person from the people tree, and the content. One submission at a time; a refusal
 * keeps the dialog open with what was typed. Given a temporary land use (转督办), it urges that
 * instead of an affair, with the reminder's draft filled in.
 */
export function SuperviseCreateDialog({
  visible,
  affairKey,
  land,
  onClose,
  onCreated,
}: {
  visible: boolean;
  /** Preselects an affair (opened from its details). */
  affairKey?: string;
  land?: LandSubject & { readonly draft: LandSupervisionDraft };
  onClose: () => void;
  onCreated: (created: SuperviseDetail) => void;
}): ReactNode {
  const store = useService(SuperviseCreateStore);
  const clock = useClock();
  const { values, errors, affairs, affairsLoading, people, pending, submitError, land: subject } = useStore(store);
  const ids = { affair: useId(), land: useId(), supName: useId(), deadline: useId(), urged: useId(), content: useId() };

  useEffect(() => {
    if (!visible) return;
    void (land === undefined ? store.open(affairKey) : store.openForLand({ id: land.id, projectName: land.projectName }, land.draft));
  }, [visible, affairKey, land, store]);

  // Deadlines are China calendar days, so today is too, whatever the browser's zone.
  const today = formatDate(clock.now());
  const change = (field: SuperviseField, value: string): void => store.change(field, value, today);
  const blur = (field: SuperviseField): void => store.blur(field, today);

  const submit = async (): Promise<void> => {
    const created = await store.submit(formatDate(clock.now()));
    if (created !== undefined) onCreated(created);
  };
  const close = (): void => {
    if (!pending) onClose();
  };

  return (
    <Dialog
      title={t.title}
      visible={visible}
      width={600}
      maskClosable={false}
      onCancel={close}
      footer={<DialogFooter okText={t.submit} onOk={() => void submit()} cancelText={t.cancel} onCancel={close} loading={pending} />}
    >
      <form
        className="supervise-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {submitError === undefined ? null : (
          <Banner className="supervise-form__failure" type="danger" closeIcon={null} description={t.failed(submitError)} />
        )}
        {subject === undefined ? (
          <Row label={t.affair} error={errors.keyDigNumGather} labelId={ids.affair}>
            <Select
              aria-labelledby={ids.affair}
              className="supervise-form__wide"
              value={values.keyDigNumGather === '' ? undefined : values.keyDigNumGather}
              placeholder={t.affairPlaceholder}
              optionList={[...affairs]}
              filter
              remote
              loading={affairsLoading}
              emptyContent={t.affairEmpty}
              validateStatus={errors.keyDigNumGather === undefined ? 'default' : 'error'}
              disabled={pending}
              onSearch={(text: string) => void store.findAffairs(text)}
              onChange={(value) => {
                change('keyDigNumGather', typeof value === 'string' ? value : '');
                blur('keyDigNumGather');
              }}
            />
          </Row>
        ) : (
          <Row label={t.land} htmlFor={ids.land}>
            <Input id={ids.land} value={subject.projectName} readonly />
          </Row>
        )}
        <Row label={t.supName} error={errors.supName} htmlFor={ids.supName}>
          <Input
            id={ids.supName}
            value={values.supName}
            maxLength={SUP_NAME_MAX}
            placeholder={t.supNamePlaceholder}
            validateStatus={errors.supName === undefined ? 'default' : 'error'}
            disabled={pending}
            onChange={(value) => change('supName', value)}
            onBlur={() => blur('supName')}
          />
        </Row>
        <Row label={t.deadline} error={errors.deadline} labelId={ids.deadline}>
          <DatePicker
            aria-labelledby={ids.deadline}
            type="date"
            format="yyyy-MM-dd"
            className="supervise-form__wide"
            value={values.deadline === '' ? undefined : values.deadline}
            placeholder={t.deadlinePlaceholder}
            disabledDate={(date) => date !== undefined && formatDay(date) < today}
            validateStatus={errors.deadline === undefined ? 'default' : 'error'}
            disabled={pending}
            onChange={(_date, text) => {
              change('deadline', typeof text === 'string' ? text : '');
              blur('deadline');
            }}
          />
        </Row>
        <Row label={t.urged} error={errors.urgedUserId} labelId={ids.urged}>
          <TreeSelector
            aria-label={t.urged}
            options={people}
            {...(values.urgedUserId === '' ? {} : { value: values.urgedUserId })}
            placeholder={t.urgedPlaceholder}
            invalid={errors.urgedUserId !== undefined}
            disabled={pending}
            onChange={(option) => {
              change('urgedUserId', option.id);
              blur('urgedUserId');
            }}
          />
        </Row>
        <Row label={t.content} error={errors.content} htmlFor={ids.content}>
          <TextArea
            id={ids.content}
            value={values.content}
            maxCount={CONTENT_MAX}
            autosize={{ minRows: 3, maxRows: 6 }}
            placeholder={t.contentPlaceholder}
            validateStatus={errors.content === undefined ? 'default' : 'error'}
            disabled={pending}
            onChange={(value) => change('content', value)}
            onBlur={() => blur('content')}
          />
        </Row>
      </form>
    </Dialog>
  );
}

/** A picker day as YYYY-MM-DD: the calendar's cells are local days, so their local fields are the day shown. */
const formatDay = (date: Date): string =>
  formatParts({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: 0, minute: 0, second: 0 }, 'yyyy-MM-dd');
