import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { SurveyFormStore } from '../../../app/survey/survey-form.store';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { SURVEY_ROUTE, surveyViewOf } from './survey-address';
import { SurveyForm } from './survey-form';
import { SurveyList } from './survey-list';
import { surveyTexts as t } from './survey-texts';
import './survey-page.css';

/** One survey (?id=…) or a new one (?new=1): another division's is refused with a clear page. */
function SurveyRecord({ id }: { readonly id: string | undefined }): ReactNode {
  const store = useService(SurveyFormStore);
  const { detail, loading, loadError, refused } = useStore(store);
  const navigate = useNavigate();
  useEffect(() => void store.open(id), [store, id]);

  if (refused !== undefined) {
    return (
      <section className="survey">
        <Banner
          type="danger"
          closeIcon={null}
          title={t.refusedTitle}
          description={
            <span className="survey__exif">
              {refused}
              <Button size="small" onClick={() => void navigate(SURVEY_ROUTE)}>
                {t.backToList}
              </Button>
            </span>
          }
        />
      </section>
    );
  }
  if (loadError !== undefined) return <ReloadBanner message={loadError} onReload={() => void store.open(id)} />;
  if (loading || (id !== undefined && detail?.id !== id)) {
    return (
      <div role="status" className="survey__status">
        <Spin /> {t.loading}
      </div>
    );
  }
  return <SurveyForm key={`${detail?.id ?? 'new'}-${detail?.version ?? 0}`} detail={detail} />;
}

/** 建设踏勘 (/temporaryLand/survey): the list, a new survey or one survey, by the address. */
export default function SurveyPage(): ReactNode {
  const { search } = useLocation();
  const view = useMemo(() => surveyViewOf(search), [search]);
  if (view.kind === 'list') return <SurveyList query={view.query} />;
  return <SurveyRecord id={view.kind === 'open' ? view.id : undefined} />;
}
