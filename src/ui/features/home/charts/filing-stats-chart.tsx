import type { ReactNode } from 'react';
import type { FilingStats } from '../../../../domain/dashboard/dashboard-types';

/** This year's filings by month and by type as plain tables; each count opens 备案查询 filtered to it. */
export default function FilingStatsChart({ stats, onOpen }: { stats: FilingStats; onOpen: (url: string) => void }): ReactNode {
  return (
    <div className="home-stats-tables">
      <table>
        <caption>按月份</caption>
        <tbody>
          {stats.byMonth.map((bucket) => (
            <tr key={bucket.month}>
              <th scope="row">{bucket.month} 月</th>
              <td>
                <button type="button" className="home-stats-tables__open" onClick={() => onOpen(bucket.url)}>
                  {bucket.count}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>按类型</caption>
        <tbody>
          {stats.byType.map((bucket) => (
            <tr key={bucket.typeCode}>
              <th scope="row">{bucket.label}</th>
              <td>
                <button type="button" className="home-stats-tables__open" onClick={() => onOpen(bucket.url)}>
                  {bucket.count}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
