import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { VisitApi } from '../../../ports/visit.port';
import { useService } from '../../di/container-context';

/**
 * Counts each page the user opens for 常用功能, in the background: a failure is ignored, since a
 * lost count must never disturb the page. Only routes the shell knows are posted; the server
 * counts just the menu pages among them.
 */
export function useVisitRecording(isPage: (pathname: string) => boolean): void {
  const visits = useService(VisitApi);
  const { pathname } = useLocation();
  const record = useEffectEvent((path: string) => {
    if (isPage(path)) visits.recordVisit(path).catch(() => undefined);
  });
  useEffect(() => {
    record(pathname);
  }, [pathname]);
}
