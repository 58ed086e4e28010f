import { ContainerModule } from 'inversify';
import { ReceiptFormStore } from './receipt-form.store';
import { ReceiptListStore } from './receipt-list.store';
import { ReceiptSplitStore } from './receipt-split.store';
import { ReceiptDetailStore } from './receipt-detail.store';
import { PostDraftStore } from './post-draft.store';
import { PostListStore } from './post-list.store';

/** 公文's stores; need ReceiptApi. */
export const documentsModule = new ContainerModule(({ bind }) => {
  bind(ReceiptListStore).toSelf().inSingletonScope();
  bind(ReceiptFormStore).toSelf().inSingletonScope();
  bind(ReceiptSplitStore).toSelf().inSingletonScope();
  bind(ReceiptDetailStore).toSelf().inSingletonScope();
  bind(PostDraftStore).toSelf().inSingletonScope();
  bind(PostListStore).toSelf().inSingletonScope();
});
