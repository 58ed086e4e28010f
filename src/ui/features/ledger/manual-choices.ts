import { useEffect, useState } from 'react';
import type { FormField } from '../../../domain/ledger/ledger-form-types';
import { DivisionApi } from '../../../ports/division.port';
import { ProfileApi } from '../../../ports/profile.port';
import { useService } from '../../di/container-context';
import type { FieldChoices } from './manual-field-input';

const none: FieldChoices = { divisions: [], people: [] };

/** The divisions and people a design's division and person fields pick from, fetched only when it has such fields. */
export function useFieldChoices(fields: readonly FormField[] | undefined): FieldChoices {
  const divisionApi = useService(DivisionApi);
  const profileApi = useService(ProfileApi);
  const [choices, setChoices] = useState<FieldChoices>(none);
  const wantsDivisions = fields?.some((f) => f.type === 'division') === true;
  const wantsPeople = fields?.some((f) => f.type === 'person') === true;
  useEffect(() => {
    let live = true;
    // A failed list leaves the field empty to choose from; the save then names the field.
    void Promise.all([wantsDivisions ? divisionApi.jurisdictionTree().catch(() => []) : [], wantsPeople ? profileApi.userTree().catch(() => []) : []]).then(([divisions, people]) => {
      if (live) setChoices({ divisions, people });
    });
    return () => {
      live = false;
    };
  }, [divisionApi, profileApi, wantsDivisions, wantsPeople]);
  return choices;
}
