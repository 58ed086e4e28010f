import { useEffect, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { useNavigate } from 'react-router-dom';
import { FavouritesStore } from '../../../app/panel/favourites.store';
import { RightPanelStore } from '../../../app/panel/right-panel.store';
import { favouriteTypeLabel } from '../../../domain/favourites/favourite-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { rightPanelTexts } from './right-panel-texts';

const COLLECT_PATH = '/collect';

/** The signed-in user's favourites: first page, cancel, and a way to the full list (SPEC section 2). */
export function FavouritesPanel(): ReactNode {
  const favourites = useService(FavouritesStore);
  const panel = useService(RightPanelStore);
  const { loading, loaded, rows } = useStore(favourites);
  const navigate = useNavigate();

  useEffect(() => {
    void favourites.load();
  }, [favourites]);

  const more = (): void => {
    panel.close();
    void navigate(COLLECT_PATH);
  };

  return (
    <div className="favourites-panel">
      <Spin spinning={loading} tip={rightPanelTexts.loading}>
        {rows.length === 0 ? (
          loaded ? <p className="favourites-panel__empty">{rightPanelTexts.empty}</p> : <div className="favourites-panel__placeholder" />
        ) : (
          <ul className="favourites-panel__list">
            {rows.map((row) => (
              <li key={row.id} className="favourites-panel__row">
                <Tag size="small" color="blue" className="favourites-panel__type">
                  {favouriteTypeLabel(row.type)}
                </Tag>
                {/* A title opens its notice, document, case or affair once those screens arrive with their issues; until then it is plain text. */}
                <span className="favourites-panel__title" title={row.title}>
                  {row.title}
                </span>
                <span className="favourites-panel__date">{row.date}</span>
                <Button theme="borderless" size="small" className="favourites-panel__cancel" onClick={() => void favourites.cancel(row)}>
                  {rightPanelTexts.cancelFavourite}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <div className="favourites-panel__footer">
        <Button theme="light" type="primary" onClick={more}>
          {rightPanelTexts.more}
        </Button>
      </div>
    </div>
  );
}
