import { useId, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { CHINA_UTC_OFFSET_MINUTES, dateFilter, formatEpoch, parseDisplayed, type DisplayPattern } from '../../../domain/format/date';
import { Clock } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { sampleTitle } from './demo-samples';
import { DemoLayout } from './demo-layout';
import { demoTexts } from './demo-texts';

const t = demoTexts.time;
const INPUT_PATTERN: DisplayPattern = 'yyyy-MM-dd HH:mm:ss';
/** SPEC section 9's formats: the filter's four (yy-MM-dd hh:mm:ss … year-month) and the three display formats. */
const FILTER_PATTERNS: readonly DisplayPattern[] = ['yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd', 'yyyy-MM'];
const DISPLAY_PATTERNS: readonly DisplayPattern[] = ['yyyy-MM-dd', 'yyyy-MM-dd HH:mm', 'HH:mm'];

function FormatTable({ caption, rows }: { caption: string; rows: readonly (readonly [string, string])[] }): ReactNode {
  return (
    <table className="demo-time__table">
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 6 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.pattern}</th>
          <th scope="col">{t.result}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([pattern, value]) => (
          <tr key={pattern}>
            <td>{pattern}</td>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /demo/time: type an instant (China time) and see it in every format of SPEC section 9, and its timestamp through the +8 hours filter. */
export default function TimePage(): ReactNode {
  const clock = useService(Clock);
  const [text, setText] = useState(() => formatEpoch(clock.now(), CHINA_UTC_OFFSET_MINUTES, INPUT_PATTERN));
  const inputId = useId();
  const epochMs = parseDisplayed(text.trim(), INPUT_PATTERN, CHINA_UTC_OFFSET_MINUTES);
  const seconds = epochMs === undefined ? undefined : Math.floor(epochMs / 1000);
  return (
    <DemoLayout title={sampleTitle('/demo/time')} hint={demoTexts.time.hint}>
      <div className="demo-row">
        <label htmlFor={inputId}>{t.inputLabel}</label>
        <Input id={inputId} value={text} onChange={setText} style={{ width: 240 }} aria-invalid={epochMs === undefined} />
        <Button onClick={() => setText(formatEpoch(clock.now(), CHINA_UTC_OFFSET_MINUTES, INPUT_PATTERN))}>{t.now}</Button>
      </div>
      {seconds === undefined ? (
        <p role="alert" className="demo-error">
          {t.invalid}
        </p>
      ) : (
        <>
          <p>
            {t.secondsLabel}：<output>{seconds}</output>
          </p>
          <FormatTable caption={t.filterTitle} rows={FILTER_PATTERNS.map((pattern) => [pattern, dateFilter(seconds, pattern)] as const)} />
          <FormatTable caption={t.displayTitle} rows={DISPLAY_PATTERNS.map((pattern) => [pattern, formatEpoch(seconds * 1000, CHINA_UTC_OFFSET_MINUTES, pattern)] as const)} />
        </>
      )}
    </DemoLayout>
  );
}
