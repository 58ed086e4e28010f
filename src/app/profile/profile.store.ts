import { inject, injectable } from 'inversify';
import type { Profile } from '../../ports/api/user.dto';
import { isApiFailure } from '../../ports/api-failure';
import { Notifier } from '../../ports/browser.port';
import { ProfileApi } from '../../ports/profile.port';
import { SessionStore } from '../session/session.store';
import { ChangeCount } from '../shared/change-count';
import { Store } from '../shared/store';
import { checkAvatarFile } from './avatar-rules';
import {
  fieldOfProfileMessage,
  validateProfileField,
  validateProfileForm,
  type ProfileErrors,
  type ProfileField,
} from '../../domain/session/profile-rules';
import { draftOf, trimmedDraft, type ProfileDraft } from './profile-form';

const PROFILE_SAVED_MESSAGE = '修改成功';
const AVATAR_SAVED_MESSAGE = '头像更换成功';
const TOAST_MS = 3000;

type AvatarPhase = 'idle' | 'uploading' | 'failed';

interface AvatarUploadState {
  readonly phase: AvatarPhase;
  /** 0 to 100 while uploading. */
  readonly percent: number;
  /** Why the last file was refused or its upload failed. */
  readonly error: string | undefined;
  /** True when the last upload failed after it was sent, so it can be retried with the same file. */
  readonly canRetry: boolean;
}

export interface ProfileState {
  readonly loading: boolean;
  /** The last load failed (the adapter has shown why). */
  readonly error: boolean;
  readonly profile: Profile | undefined;
  /** What the form shows; kept as typed when the server refuses a save. */
  readonly draft: ProfileDraft;
  readonly errors: ProfileErrors;
  readonly saving: boolean;
  readonly avatar: AvatarUploadState;
}

const emptyDraft: ProfileDraft = { nickName: '', email: '', phone: '', sex: '2' };
const idleAvatar: AvatarUploadState = { phase: 'idle', percent: 0, error: undefined, canRetry: false };
const initial: ProfileState = {
  loading: false,
  error: false,
  profile: undefined,
  draft: emptyDraft,
  errors: {},
  saving: false,
  avatar: idleAvatar,
};

/** The profile page (SPEC section 7): the signed-in user's profile, its edit form and the avatar. */
@injectable()
export class ProfileStore extends Store<ProfileState> {
  private generation = 0;
  private readonly changes = new ChangeCount();
  private pending: { readonly file: Blob; readonly name: string } | undefined;

  constructor(
    @inject(ProfileApi) private readonly api: ProfileApi,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    super(initial);
  }

  /**
   * Loads the profile and resets the form to it; an older load that answers late is ignored. A
   * revisit shows the last profile meanwhile, where a save or a new avatar may succeed first: an
   * answer read before one of them is asked again, so it cannot bring back the older profile. Never rejects.
   */
  async load(): Promise<void> {
    const generation = ++this.generation;
    const asked = this.changes.mark();
    this.update((state) => ({ ...state, loading: true, error: false }));
    try {
      const profile = await this.api.getProfile();
      if (generation !== this.generation) return;
      if (asked.overtaken()) {
        await this.load();
        return;
      }
      this.update((state) => ({ ...state, loading: false, error: false, profile, draft: draftOf(profile), errors: {} }));
    } catch {
      if (generation !== this.generation) return;
      this.update((state) => ({ ...state, loading: false, error: true }));
    }
  }

  edit<F extends ProfileField>(field: F, value: ProfileDraft[F]): void {
    this.update((state) => ({ ...state, draft: { ...state.draft, [field]: value } }));
  }

  /** On-blur validation of one field. */
  check(field: ProfileField): void {
    this.update((state) => ({ ...state, errors: { ...state.errors, [field]: validateProfileField(field, state.draft) } }));
  }

  /**
   * Validates, then sends the form once. Resolves true when saved; false when a field is invalid,
   * a save is already running or the server refused (the draft is kept to be corrected).
   */
  async save(): Promise<boolean> {
    const { draft, saving } = this.getValue();
    if (saving) return false;
    const errors = validateProfileForm(draft);
    this.update((state) => ({ ...state, errors }));
    if (Object.keys(errors).length > 0) return false;
    this.update((state) => ({ ...state, saving: true }));
    try {
      const profile = await this.api.updateProfile(trimmedDraft(draft));
      this.changes.changed();
      this.update((state) => ({ ...state, saving: false, profile, draft: draftOf(profile), errors: {} }));
      this.session.updateUser({ nickName: profile.user.nickName, email: profile.user.email, phone: profile.user.phone });
      this.notifier.notify({ message: PROFILE_SAVED_MESSAGE, level: 'success', durationMs: TOAST_MS });
      return true;
    } catch (error) {
      const field = isApiFailure(error) ? fieldOfProfileMessage(error.message) : undefined;
      this.update((state) => ({
        ...state,
        saving: false,
        errors: field === undefined || !isApiFailure(error) ? state.errors : { ...state.errors, [field]: error.message },
      }));
      return false;
    }
  }

  /** Checks the file (2 MB, PNG/JPEG/GIF by its bytes) before sending it. Resolves true when uploaded. */
  async uploadAvatar(file: Blob, name: string): Promise<boolean> {
    if (this.getValue().avatar.phase === 'uploading') return false;
    const refusal = await checkAvatarFile(file);
    if (refusal !== undefined) {
      this.pending = undefined;
      this.setAvatar({ phase: 'failed', percent: 0, error: refusal, canRetry: false });
      return false;
    }
    this.pending = { file, name };
    return this.send();
  }

  /** Sends the last failed file again, without choosing it again. */
  async retryAvatar(): Promise<boolean> {
    if (this.pending === undefined || this.getValue().avatar.phase === 'uploading') return false;
    return this.send();
  }

  /** Forgets everything (on sign-out, so the next user never sees it). */
  clear(): void {
    this.generation += 1;
    this.pending = undefined;
    this.set(initial);
  }

  private async send(): Promise<boolean> {
    const pending = this.pending;
    if (pending === undefined) return false;
    this.setAvatar({ phase: 'uploading', percent: 0, error: undefined, canRetry: false });
    try {
      const { imgUrl } = await this.api.uploadAvatar(pending.file, pending.name, (percent) => {
        if (this.getValue().avatar.phase === 'uploading') this.setAvatar({ ...this.getValue().avatar, percent: clampPercent(percent) });
      });
      this.pending = undefined;
      this.changes.changed();
      this.update((state) => ({
        ...state,
        profile: state.profile === undefined ? undefined : { ...state.profile, user: { ...state.profile.user, avatar: imgUrl } },
        avatar: idleAvatar,
      }));
      this.session.updateUser({ avatar: imgUrl });
      this.notifier.notify({ message: AVATAR_SAVED_MESSAGE, level: 'success', durationMs: TOAST_MS });
      return true;
    } catch (error) {
      this.setAvatar({ phase: 'failed', percent: 0, error: error instanceof Error ? error.message : undefined, canRetry: true });
      return false;
    }
  }

  private setAvatar(avatar: AvatarUploadState): void {
    this.update((state) => ({ ...state, avatar }));
  }
}

const clampPercent = (percent: number): number => Math.max(0, Math.min(100, Math.round(percent)));
