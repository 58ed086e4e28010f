import { inject, injectable } from 'inversify';
import type { AuditEntry, AuditQuery } from '../../domain/admin/admin-types';
import { AdminApi } from '../../ports/admin.port';
import type { Page } from '../../ports/api/page.dto';
import { messageOf } from '../shared/failure-reading';
import { Store } from '../shared/store';
import { sameQuery } from './same-query';

export const AUDIT_FAILED = '审计日志加载失败';

interface AuditLogState {
  readonly query: AuditQuery | undefined;
  readonly page: Page<AuditEntry> | undefined;
  readonly loading: boolean;
  readonly error?: string;
}

/** 审计日志 for the filters chosen; the latest load wins. */
@injectable()
export class AuditLogStore extends Store<AuditLogState> {
  private generation = 0;

  constructor(@inject(AdminApi) private readonly api: AdminApi) {
    super({ query: undefined, page: undefined, loading: false });
  }

  /** Never rejects. The query already on its way is not sent again (查询 clicked twice). */
  async load(query: AuditQuery): Promise<void> {
    const { loading, query: current } = this.getValue();
    if (loading && sameQuery(current, query)) return;
    const generation = ++this.generation;
    this.update((state) => ({ ...state, query, loading: true, error: undefined }));
    try {
      const page = await this.api.audit(query);
      if (generation === this.generation) this.set({ query, page, loading: false });
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error, AUDIT_FAILED) }));
    }
  }
}
