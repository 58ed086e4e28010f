import { SEARCH_TEXT_MAX } from '../../domain/search/search-types';
import { CLIENT_ID_MAX, ENCRYPTED_CREDENTIAL_MAX, KEY_MAX, PAGE_INDEX_MAX, PAGE_SIZE_MAX, PROFILE_TEXT_MAX, TOKEN_MAX } from '../../domain/validation/input-limits';
import { bodyOf, integer, literal, optional, paramsOf, queryOf, text, withDefault } from './input-schema';
import { userFieldLabels as l } from './user.messages';

/** The inputs of the profile, password, version, avatar, push and search calls, for both backends. */

export const profileBody = bodyOf({
  // Generous raw limits; the precise rules (and messages) are the profile rules'.
  nickName: text({ max: PROFILE_TEXT_MAX, label: l.nickName }),
  email: text({ max: PROFILE_TEXT_MAX, label: l.email }),
  phone: text({ max: PROFILE_TEXT_MAX, label: l.phone }),
  sex: literal(['0', '1', '2'], l.sex),
});

/** Both passwords travel AES-encrypted; what they must be once decrypted is the password change rule's. */
export const passwordChangeQuery = queryOf({
  oldPassword: text({ max: ENCRYPTED_CREDENTIAL_MAX, min: 1, label: l.oldPassword }),
  newPassword: text({ max: ENCRYPTED_CREDENTIAL_MAX, min: 1, label: l.newPassword }),
});

export const accountQuery = queryOf({ account: text({ max: KEY_MAX, min: 1, label: l.account }) });

/** Machine parts of addresses: named by their keys, as the user never types them. */
export const avatarParams = paramsOf({ name: text({ max: KEY_MAX, label: 'name' }) });
export const pushParams = paramsOf({ userId: text({ max: CLIENT_ID_MAX, min: 1, label: 'userId' }), clientUuid: text({ max: KEY_MAX, min: 1, label: 'clientUuid' }) });
export const pushQuery = queryOf({ access_token: withDefault(text({ max: TOKEN_MAX, label: 'access_token' }), '') });

const paging = {
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 1, max: PAGE_SIZE_MAX, label: l.pageSize }),
};


export const searchQuery = queryOf({
  txt: withDefault(text({ max: SEARCH_TEXT_MAX, label: l.searchText }), ''),
  kind: optional(literal(['all', 'affair', 'filing', 'notice'], l.searchKind)),
  ...paging,
});

/** GET /api/user/admin/user/treeselect: without parentId the whole tree, with it one level (TREE_ROOT_ID for the top). */
export const treeselectQuery = queryOf({ parentId: optional(text({ max: KEY_MAX, min: 1, label: l.parentId })) });
