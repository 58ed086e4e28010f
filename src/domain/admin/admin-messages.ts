import { ACCOUNT_MAX, ACCOUNT_MIN, NICK_NAME_MAX, type AuditAction } from './admin-types';

/** The Chinese labels of administration's inputs, for the schemas, the rules and the forms. */
export const adminFieldLabels = {
  userId: '用户编号',
  userName: '登录账号',
  nickName: '姓名',
  divisionCode: '行政区',
  deptId: '部门',
  phone: '手机号码',
  roleKey: '角色',
  password: '初始密码',
  newPassword: '新密码',
  version: '版本号',
  disabled: '停用状态',
  text: '关键字',
  pageIndex: '页码',
  pageSize: '每页条数',
  from: '开始日期',
  to: '结束日期',
  operator: '操作人',
  action: '操作类型',
  hostUnit: '主办单位',
  organisingUnit: '承办单位',
  sessionMinutes: '会话时长',
  defaultPageSize: '默认每页条数',
} as const;

export const adminMessages = {
  adminOnly: '无权访问：仅系统管理员可进行此操作',
  userNotFound: '用户不存在',
  stale: '该记录已被他人修改，请刷新后重试',
  invalid: '填写有误，请按提示修改',
  accountRequired: '请输入登录账号',
  accountFormat: `登录账号须为${ACCOUNT_MIN}至${ACCOUNT_MAX}位字母、数字或下划线，且以字母开头`,
  accountTaken: '该登录账号已存在',
  nickNameRequired: '请输入姓名',
  nickNameTooLong: `姓名不能超过${NICK_NAME_MAX}个字`,
  divisionUnknown: '请选择行政区',
  deptUnknown: '请选择该行政区下的部门',
  phoneInvalid: '请输入正确的手机号码',
  roleUnknown: '请选择角色',
  notYourself: '不能停用自己的账号或更改自己的角色',
  notLocked: '该账号未被锁定',
  alreadyInState: '账号已是该状态，请刷新后重试',
  sameRole: '所选角色与当前角色相同',
  serviceAccount: '服务账号不能在此管理',
  dateOrder: '开始日期不能晚于结束日期',
} as const;

export const auditActionLabels: Readonly<Record<AuditAction, string>> = {
  createUser: '新建用户',
  disableUser: '停用用户',
  enableUser: '启用用户',
  unlockUser: '解除锁定',
  resetPassword: '重置密码',
  assignRole: '分配角色',
  updateSystem: '修改系统参数',
};
