/** The words of the router's own pages. */
export const routerTexts = {
  noAccess: (title: string): string => `您的菜单中没有“${title}”，无权访问该页面。如需使用，请联系系统管理员分配权限。`,
} as const;
