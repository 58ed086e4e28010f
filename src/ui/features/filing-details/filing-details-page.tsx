import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isFilingLinkError, parseFilingSubParams } from '../../../domain/filing/detail-links';
import { FILING_TYPE_CODES, type FilingTypeCode } from '../../../domain/filing/filing-types';
import { CenteredMessage } from '../../kit/centered-message';
import { SemiLocale } from '../../kit/semi-locale';
import { FilingDetailsView, type FilingSource } from './filing-details-view';
import './filing-details.css';

type Parsed = { readonly source: FilingSource; readonly advance: 0 | 1 | undefined } | { readonly error: string };

/** The page's record from its route and query (SPEC section 2), or why the link cannot be opened. */
function parse(pathname: string, search: string): Parsed {
  const query = new URLSearchParams(search);
  if (pathname.startsWith('/initiate/details')) {
    const code = query.get('keyTypeCode') ?? '';
    if (!FILING_TYPE_CODES.includes(code as FilingTypeCode)) return { error: '链接中的备案类型（keyTypeCode）不正确，应为 1 至 4' };
    return { source: { kind: 'new', keyTypeCode: code as FilingTypeCode }, advance: 1 };
  }
  const deepKey = query.get('keydignumgather');
  if (deepKey !== null && query.get('subParams') === null) {
    // The uid deep link carries only the key: the common-parameters call finds the record first.
    if (deepKey.trim() === '') return { error: '链接缺少记录编号（keydignumgather）' };
    return { source: { kind: 'link', key: deepKey.trim(), paramType: query.get('paramType') === '4' ? 4 : 2 }, advance: undefined };
  }
  const params = parseFilingSubParams(search);
  if (isFilingLinkError(params)) return params;
  // isAdvance only means something on the to-be-reported page, and only when the link says it:
  // 0 opens the draft for viewing; without it the user's abilities alone decide.
  const stated = query.get('isAdvance') !== null || /"isAdvance"/u.test(query.get('subParams') ?? '');
  const advance = pathname.startsWith('/toBeReported/details') && stated ? params.isAdvance : undefined;
  return { source: { kind: 'key', keyNumGather: params.keyNumGather, keyTypeCode: params.keyTypeCode }, advance };
}

/** The filing detail routes: /initiate/details, /toBeReported/details, /rollBack/details, /reported/details, /query/details, /query/toBeReviewedDetail, /special. */
export default function FilingDetailsPage(): ReactNode {
  const { pathname, search } = useLocation();
  const parsed = useMemo(() => parse(pathname, search), [pathname, search]);
  if ('error' in parsed) return <CenteredMessage title="备案详情无法打开" detail={parsed.error} />;
  const identity = parsed.source.kind === 'key' ? parsed.source.keyNumGather : parsed.source.kind === 'link' ? parsed.source.key : `new-${parsed.source.keyTypeCode}`;
  return (
    <SemiLocale>
      <FilingDetailsView key={`${pathname}:${identity}:${String(parsed.advance)}`} source={parsed.source} advance={parsed.advance} />
    </SemiLocale>
  );
}
