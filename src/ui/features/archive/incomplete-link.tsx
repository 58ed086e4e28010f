import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CenteredMessage } from '../../kit/centered-message';
import { ARCHIVE_OUT, LOAN_LIST } from './archive-address';
import { archiveTexts } from './archive-texts';

const t = archiveTexts.incompleteLink;
const LIST: Readonly<Record<'archive' | 'loan', string>> = { archive: ARCHIVE_OUT, loan: LOAN_LIST };

/**
 * A detail page opened without its ?id= (an address cut short or typed by hand): says the link is
 * incomplete and leads back to the list the record is opened from, without asking the server.
 */
export function IncompleteLink({ of }: { readonly of: 'archive' | 'loan' }): ReactNode {
  return (
    <CenteredMessage
      title={t.title}
      detail={t.detail[of]}
      action={
        <Link className="centered-message-button" to={LIST[of]}>
          {t.back[of]}
        </Link>
      }
    />
  );
}
