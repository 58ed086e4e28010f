import type { ReactNode } from 'react';
import { NewCataloguePage } from './new-catalogue-page';

/** 新目录出库 (/archive/manage/newCatalogOut). */
export default function NewCatalogueOutPage(): ReactNode {
  return <NewCataloguePage direction="out" />;
}
