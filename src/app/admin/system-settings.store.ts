import { inject, injectable } from 'inversify';
import type { SystemSettings, SystemSettingsInput } from '../../domain/admin/site-info';
import { AdminApi } from '../../ports/admin.port';
import { messageOf } from '../shared/failure-reading';
import { applyListPageSize } from '../shared/list-page-size';
import { Store } from '../shared/store';

export const SETTINGS_FAILED = '系统参数加载失败';

interface SystemSettingsState {
  readonly settings: SystemSettings | undefined;
  readonly loading: boolean;
  readonly error?: string;
}

/** 系统参数: read, and saved against the version read (a refusal rejects, so the form keeps its input). */
@injectable()
export class SystemSettingsStore extends Store<SystemSettingsState> {
  constructor(@inject(AdminApi) private readonly api: AdminApi) {
    super({ settings: undefined, loading: false });
  }

  /** Never rejects. */
  async load(): Promise<void> {
    this.update((state) => ({ ...state, loading: true, error: undefined }));
    try {
      const settings = await this.api.systemSettings();
      this.set({ settings, loading: false });
    } catch (error) {
      this.update((state) => ({ ...state, loading: false, error: messageOf(error, SETTINGS_FAILED) }));
    }
  }

  /** Saves, and the administrator's own lists start at the new default page size at once (others' at their next sign-in). */
  async save(input: SystemSettingsInput): Promise<SystemSettings> {
    const settings = await this.api.saveSystemSettings(input);
    applyListPageSize(settings.defaultPageSize);
    this.set({ settings, loading: false });
    return settings;
  }
}
