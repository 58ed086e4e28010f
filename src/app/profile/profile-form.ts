import { trimmedProfile, type ProfileFields } from '../../domain/session/profile-rules';
import type { Profile, ProfileUpdate } from '../../ports/api/user.dto';

/** The editable fields of the profile page, as the user types them. */
export type ProfileDraft = ProfileUpdate & ProfileFields;

export const draftOf = (profile: Profile): ProfileDraft => ({
  nickName: profile.user.nickName,
  email: profile.user.email,
  phone: profile.user.phone,
  sex: profile.user.sex,
});

export const trimmedDraft = (draft: ProfileDraft): ProfileUpdate => trimmedProfile(draft);
