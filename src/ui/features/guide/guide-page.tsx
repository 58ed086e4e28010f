import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GUIDE_STEPS, guideTexts as t } from './guide-steps';
import './guide-page.css';

/** /guide (使用指南): walks a new user through the shell in numbered steps, with a table of contents. */
export default function GuidePage(): ReactNode {
  return (
    <article className="guide-page" aria-labelledby="guide-page-title">
      <h1 id="guide-page-title">{t.title}</h1>
      <p>{t.intro}</p>
      <nav className="guide-page__contents" aria-label={t.contents}>
        <ol>
          {GUIDE_STEPS.map((step) => (
            <li key={step.id}>
              <a href={`#${step.id}`}>{step.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="guide-page__steps">
        {GUIDE_STEPS.map((step, index) => (
          <li key={step.id} id={step.id} className="guide-page__step" aria-labelledby={`${step.id}-title`}>
            <h2 id={`${step.id}-title`}>
              <span className="guide-page__number" aria-hidden="true">
                {index + 1}
              </span>
              {step.title}
            </h2>
            <ul>
              {step.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <Link className="guide-page__start" to="/index">
        {t.start}
      </Link>
    </article>
  );
}
