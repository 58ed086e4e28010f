import { seedSurveyBook } from '../../demo/surveys';
import type { SurveyBook } from '../../domain/survey/survey-types';
import type { MemoryBackend } from './memory-backend';

/** The surveys of each backend, beside it (as the mock server keeps db.surveys), seeded from its filings. */
const books = new WeakMap<MemoryBackend, SurveyBook>();

export function surveyBookOf(backend: MemoryBackend): SurveyBook {
  let book = books.get(backend);
  if (book === undefined) {
    book = seedSurveyBook(backend.filings, backend.data.users);
    books.set(backend, book);
  }
  return book;
}

export const storeSurveyBook = (backend: MemoryBackend, book: SurveyBook): void => {
  books.set(backend, book);
};
