/** Storage keys of SPEC section 9 and the saved list positions logout must clear (SPEC section 4). */
export const storageKeys = {
  token: 'business_access_token',
  tabs: 'localTagViews',
  clientUid: 'client_uid',
  rememberedLogin: 'rememberedLogin',
  /** Per-tab key: the user name typed before the login page had to be reloaded. */
  pendingUsername: 'login_pending_username',
} as const;

/** Saved page index and type code of the to-do (to be reported), done (reported), query and returned lists. */
export const listPositionKeys: readonly string[] = [
  'toBeReportedPageIndex',
  'toBeReportedTypeCode',
  'reportedPageIndex',
  'reportedTypeCode',
  'queryPageIndex',
  'queryTypeCode',
  'rollBackPageIndex',
  'rollBackTypeCode',
];
