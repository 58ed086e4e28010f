import { profileFieldLabels } from '../../domain/session/profile-failures';

/** The Chinese names of the user, password, notice and search request fields, as the 400 messages say them. */
export const userFieldLabels = {
  ...profileFieldLabels,
  account: '账号',
  oldPassword: '旧密码',
  newPassword: '新密码',
  pageIndex: '页码',
  pageSize: '每页条数',
  searchText: '搜索内容',
  searchKind: '搜索类别',
  parentId: '上级节点',
} as const;
