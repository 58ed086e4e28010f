import { inject, injectable } from 'inversify';
import { affairDetailsUrl, LAUNCH_SOURCE } from '../../domain/affair/details-link';
import { isApiFailure } from '../../ports/api-failure';
import type { FormFieldDef } from '../../ports/api/process.dto';
import { ProcessApi } from '../../ports/process.port';
import { Store } from '../shared/store';
import { AffairEvents } from './affair-events';
import { fieldError, formErrors, TITLE_FIELD, titleError } from '../../domain/affair/registration-form';
import { ProcessCatalog, processLeaves, type ProcessLeaf } from './register-catalog';

interface RegisterState {
  /** The chosen process, undefined until one is picked. */
  readonly process?: ProcessLeaf;
  readonly title: string;
  readonly values: Readonly<Record<string, string>>;
  /** Shown messages by field name (the title under TITLE_FIELD). */
  readonly errors: Readonly<Record<string, string>>;
  readonly pending: boolean;
  /** Why the last submission failed; the input is kept. */
  readonly submitError?: string;
}

const REGISTER_FAILED = '登记失败，请稍后重试';

const initial: RegisterState = { title: '', values: {}, errors: {}, pending: false };

const without = (errors: Readonly<Record<string, string>>, name: string, error: string | undefined): Record<string, string> => {
  const next = { ...errors };
  if (error === undefined) delete next[name];
  else next[name] = error;
  return next;
};

/**
 * 事务登记: pick a process from the process tree, fill its registration form (checked field by
 * field on blur), and register. Only one submission runs at a time; a failure keeps the input.
 */
@injectable()
export class RegisterStore extends Store<RegisterState> {
  constructor(
    @inject(ProcessApi) private readonly process: ProcessApi,
    @inject(ProcessCatalog) readonly catalog: ProcessCatalog,
    @inject(AffairEvents) private readonly events: AffairEvents,
  ) {
    super(initial);
  }

  /** The page is shown: loads the process tree when needed. Never rejects. */
  async open(): Promise<void> {
    await this.catalog.ensure();
  }

  /** Picks a process by procDefId; the title stays, the fields start empty. */
  choose(procDefId: string): void {
    const leaf = processLeaves(this.catalog.getValue().tree).find((candidate) => candidate.procDefId === procDefId);
    if (leaf === undefined || this.getValue().pending) return;
    this.update((state) => ({ ...state, process: leaf, values: {}, errors: without({}, TITLE_FIELD, state.errors[TITLE_FIELD]), submitError: undefined }));
  }

  fields(): readonly FormFieldDef[] {
    return this.getValue().process?.node.formFields ?? [];
  }

  /** A value changed: a field already marked wrong is checked again at once, others wait for blur. */
  change(name: string, value: string): void {
    this.update((state) => {
      const marked = state.errors[name] !== undefined;
      const next = name === TITLE_FIELD ? { ...state, title: value } : { ...state, values: { ...state.values, [name]: value } };
      return marked ? { ...next, errors: without(state.errors, name, this.errorOf(name, next)) } : next;
    });
  }

  /** A field lost focus: it is checked. */
  blur(name: string): void {
    this.update((state) => ({ ...state, errors: without(state.errors, name, this.errorOf(name, state)) }));
  }

  /**
   * Checks everything and registers. Resolves to the details URL (source launch, tab title
   * 事务详情（登记）) on success, undefined when invalid, already pending or refused.
   */
  async submit(): Promise<string | undefined> {
    const state = this.getValue();
    if (state.pending || state.process === undefined) return undefined;
    const errors = formErrors(this.fields(), state.title, state.values);
    if (Object.keys(errors).length > 0) {
      this.update((current) => ({ ...current, errors }));
      return undefined;
    }
    const { procDefId } = state.process;
    const formData = Object.fromEntries(this.fields().map((field) => [field.name, (state.values[field.name] ?? '').trim()]));
    this.update((current) => ({ ...current, pending: true, submitError: undefined }));
    try {
      const working = await this.process.register(procDefId, { title: state.title.trim(), formData });
      this.set(initial);
      this.events.notify();
      return affairDetailsUrl({ moduleKey: working.keyDigNumGather, boxType: working.boxType, source: LAUNCH_SOURCE, filesKey: working.keyNumGather });
    } catch (error) {
      const message = isApiFailure(error) && error.message.length > 0 ? error.message : REGISTER_FAILED;
      this.update((current) => ({ ...current, pending: false, submitError: message }));
      return undefined;
    }
  }

  private errorOf(name: string, state: RegisterState): string | undefined {
    if (name === TITLE_FIELD) return titleError(state.title);
    const field = this.fields().find((candidate) => candidate.name === name);
    return field === undefined ? undefined : fieldError(field, state.values[name] ?? '');
  }
}
