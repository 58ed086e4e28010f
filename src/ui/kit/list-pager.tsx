import { useId, type ReactNode } from 'react';
import Pagination from '@douyinfe/semi-ui-19/lib/es/pagination';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { PAGE_SIZES } from '../../domain/format/page-size';
import './list-pager.css';

const texts = {
  total: (total: number): string => `共 ${total} 条`,
  navigation: '分页',
  pageSize: '每页条数',
  perPage: (size: number): string => `${size} 条/页`,
} as const;

interface ListPagerProps {
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly onPage: (pageIndex: number) => void;
  readonly onResize: (pageSize: number) => void;
  /** Whether to say 共 N 条 (lists that state the total elsewhere leave it out). */
  readonly showTotal?: boolean;
  readonly className?: string;
}

/** The paging row under every list: 共 N 条, the pages, and the page size of SPEC section 9 (15/20/30/50). */
export function ListPager({ total, pageIndex, pageSize, onPage, onResize, showTotal = true, className }: ListPagerProps): ReactNode {
  const sizeLabel = useId();
  return (
    <nav aria-label={texts.navigation} className={className === undefined ? 'list-pager' : `list-pager ${className}`}>
      {showTotal ? <span>{texts.total(total)}</span> : null}
      <Pagination total={total} currentPage={pageIndex} pageSize={pageSize} onPageChange={onPage} />
      <span id={sizeLabel} className="list-pager__size-label">
        {texts.pageSize}
      </span>
      <Select
        aria-labelledby={sizeLabel}
        className="list-pager__size"
        value={pageSize}
        optionList={PAGE_SIZES.map((size) => ({ value: size, label: texts.perPage(size) }))}
        // onSelect, not onChange: a controlled Select reports the change only after its close animation.
        onSelect={(size) => {
          if (Number(size) !== pageSize) onResize(Number(size));
        }}
      />
    </nav>
  );
}
