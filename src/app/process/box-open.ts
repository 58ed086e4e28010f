import { inject, injectable } from 'inversify';
import { affairDetailsUrl } from '../../domain/affair/details-link';
import { isApiFailure } from '../../ports/api-failure';
import type { BoxType } from '../../ports/api/process.dto';
import { ProcessApi } from '../../ports/process.port';

/** Where a row click leads: the details URL, or why the affair could not be opened. */
type OpenAffairResult = { readonly url: string } | { readonly error: string };

const OPEN_FAILED = '事务详情打开失败，请稍后重试';

/** The source a box sends with the details event (anything but 'launch'). */
const BOX_SOURCE = 'box';

/**
 * SPEC section 2, the process details event from a box: the source is not launch, so the
 * affair detail is fetched first and its keyNumGather becomes the files key.
 */
@injectable()
export class AffairOpener {
  constructor(@inject(ProcessApi) private readonly process: ProcessApi) {}

  async fromBox(keyDigNumGather: string, boxType: BoxType): Promise<OpenAffairResult> {
    try {
      const detail = await this.process.detail(keyDigNumGather, boxType);
      return { url: affairDetailsUrl({ moduleKey: keyDigNumGather, boxType, source: BOX_SOURCE, filesKey: detail.keyNumGather }) };
    } catch (error) {
      return { error: isApiFailure(error) && error.message.length > 0 ? error.message : OPEN_FAILED };
    }
  }
}
