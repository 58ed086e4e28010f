import { useId, type ReactNode } from 'react';
import { SemiLocale } from '../../../kit/semi-locale';
import './statistics-frame.css';

interface Props {
  /** The page's own class, which its stylesheet and its browser tests address. */
  readonly className: string;
  readonly title: ReactNode;
  /** What sits right of the title: the unit switch, the export button. */
  readonly tools?: ReactNode;
  readonly children: ReactNode;
}

/** The frame of a statistics page: a titled region, its tools on the title's line, in Semi's Chinese texts. */
export function StatisticsFrame({ className, title, tools, children }: Props): ReactNode {
  const headingId = useId();
  return (
    <SemiLocale>
      <section className={`stats-frame ${className}`} aria-labelledby={headingId}>
        <div className="stats-frame__head">
          <h1 id={headingId} className="stats-frame__heading">
            {title}
          </h1>
          {tools === undefined ? null : <div className="stats-frame__tools">{tools}</div>}
        </div>
        {children}
      </section>
    </SemiLocale>
  );
}
