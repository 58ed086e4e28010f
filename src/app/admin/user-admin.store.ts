import { inject, injectable } from 'inversify';
import type { AdminOptions, AdminUserQuery, AdminUserRow, UserDraft, UserTarget } from '../../domain/admin/admin-types';
import { AdminApi } from '../../ports/admin.port';
import type { Page } from '../../ports/api/page.dto';
import { Cipher } from '../../ports/browser.port';
import { messageOf } from '../shared/failure-reading';
import { Store } from '../shared/store';
import { sameQuery } from './same-query';

export const USER_LIST_FAILED = '用户列表加载失败';
export const OPTIONS_FAILED = '行政区、部门和角色加载失败';

interface UserAdminState {
  readonly query: AdminUserQuery | undefined;
  readonly page: Page<AdminUserRow> | undefined;
  readonly loading: boolean;
  readonly error?: string;
  readonly options: AdminOptions | undefined;
  readonly optionsError?: string;
}

/**
 * 用户管理: the list for the chosen division and text (the latest load wins), what the dialogs
 * choose from, and the changes. A change rejects with the adapter's ApiFailure so the dialog keeps
 * its input and shows the fields' messages; passwords are encrypted here, never sent plain.
 */
@injectable()
export class UserAdminStore extends Store<UserAdminState> {
  private generation = 0;

  constructor(
    @inject(AdminApi) private readonly api: AdminApi,
    @inject(Cipher) private readonly cipher: Cipher,
  ) {
    super({ query: undefined, page: undefined, loading: false, options: undefined });
  }

  /** Never rejects. The query already on its way is not sent again (查询 clicked twice). */
  async load(query: AdminUserQuery): Promise<void> {
    const { loading, query: current } = this.getValue();
    if (loading && sameQuery(current, query)) return;
    const generation = ++this.generation;
    this.update((state) => ({ ...state, query, loading: true, error: undefined }));
    try {
      const page = await this.api.users(query);
      if (generation === this.generation) this.update((state) => ({ ...state, page, loading: false }));
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error, USER_LIST_FAILED) }));
    }
  }

  async reload(): Promise<void> {
    const { query } = this.getValue();
    if (query !== undefined) await this.load(query);
  }

  /** Never rejects. */
  async loadOptions(): Promise<void> {
    try {
      const options = await this.api.options();
      this.update((state) => ({ ...state, options, optionsError: undefined }));
    } catch (error) {
      this.update((state) => ({ ...state, optionsError: messageOf(error, OPTIONS_FAILED) }));
    }
  }

  async create(draft: UserDraft): Promise<AdminUserRow> {
    return this.changed(await this.api.createUser({ ...draft, password: this.cipher.encrypt(draft.password) }));
  }

  async setDisabled(target: UserTarget, disabled: boolean): Promise<AdminUserRow> {
    return this.changed(await this.api.setDisabled(target, disabled));
  }

  async unlock(target: UserTarget): Promise<AdminUserRow> {
    return this.changed(await this.api.unlock(target));
  }

  async resetPassword(target: UserTarget, password: string): Promise<AdminUserRow> {
    return this.changed(await this.api.resetPassword(target, this.cipher.encrypt(password)));
  }

  async assignRole(target: UserTarget, roleKey: string): Promise<AdminUserRow> {
    return this.changed(await this.api.assignRole(target, roleKey));
  }

  /** The list shows the change at once; a new user appears on the next load. */
  private changed(row: AdminUserRow): AdminUserRow {
    this.update((state) => (state.page === undefined ? state : { ...state, page: { ...state.page, rows: state.page.rows.map((r) => (r.userId === row.userId ? row : r)) } }));
    return row;
  }
}
