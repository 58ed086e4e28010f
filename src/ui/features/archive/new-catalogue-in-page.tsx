import type { ReactNode } from 'react';
import { NewCataloguePage } from './new-catalogue-page';

/** 新目录入库 (/archive/manage/newCatalogIn). */
export default function NewCatalogueInPage(): ReactNode {
  return <NewCataloguePage direction="in" />;
}
