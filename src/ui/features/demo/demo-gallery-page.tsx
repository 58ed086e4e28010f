import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DEMO_SAMPLES } from './demo-samples';
import { demoTexts as t } from './demo-texts';
import './demo.css';

/** /demo: every sample as a card; each card is a link, so Tab reaches it and Enter opens it. */
export default function DemoGalleryPage(): ReactNode {
  return (
    <section className="demo-gallery" aria-labelledby="demo-gallery-title">
      <h2 id="demo-gallery-title" className="demo-sample__title">
        {t.gallery.title}
      </h2>
      <p className="demo-sample__hint">{t.gallery.intro}</p>
      <ul className="demo-gallery__cards">
        {DEMO_SAMPLES.map((sample) => (
          <li key={sample.path}>
            <Link className="demo-gallery__card" to={sample.path}>
              <span className="demo-gallery__card-title">{sample.title}</span>
              <span className="demo-gallery__card-line">{sample.line}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
