import type { AdminEndpoints } from './admin.endpoints';
import type { AuthorityEndpoints } from './authority.endpoints';
import type { BookmarkAdd, BookmarkGroup, BookmarkKey, BookmarkQuery, BookmarkStatus, Favourite, FavouriteType } from './bookmark.dto';
import type { DashboardEndpoints } from './dashboard.endpoints';
import type { DemoEndpoints } from './demo.endpoints';
import type { DistrictStatisticsEndpoints } from './district-statistics.endpoints';
import type { LandReminderEndpoints } from './land-reminders.endpoints';
import type { DivisionEndpoints } from './division.endpoints';
import type { BinaryPayload } from './envelope';
import type { FileEndpoints } from './files.endpoints';
import type { FilingEndpoints } from './filing.endpoints';
import type { LandStatisticsEndpoints } from './land-statistics.endpoints';
import type { MeetingEndpoints } from './meeting.endpoints';
import type { ArchiveCatalogueEndpoints } from './archive-catalogue.endpoints';
import type { ArchiveEndpoints } from './archive.endpoints';
import type { NoticeEndpoints } from './notice.endpoints';
import type { OnemapEndpoints } from './onemap.endpoints';
import type { Page } from './page.dto';
import type { ProcessEndpoints } from './process.endpoints';
import type { ReportFormEndpoints } from './report-form.endpoints';
import type { ProjectStatisticsEndpoints } from './project-statistics.endpoints';
import type { SearchEndpoints } from './search.endpoints';
import type { SurveyEndpoints } from './survey.endpoints';
import type { DocumentEndpoints } from './document.endpoints';
import type { MessageEndpoints } from './message.endpoints';
import type { DocumentPostEndpoints } from './document-post.endpoints';
import type { TemporaryLandEndpoints } from './temporary-land.endpoints';
import type { CaseEndpoints } from './case.endpoints';
import type { TzManualEndpoints } from './tz-manual.endpoints';
import type { TzEndpoints } from './tz.endpoints';
import type { MenuCount, NoticeCounts } from './todo.dto';
import type {
  AvatarData,
  MenuEntry,
  PasswordChangeQuery,
  Profile,
  ProfileUpdate,
  TokenData,
  TokenForm,
  TokenQuery,
  TreeOption,
  UserInfo,
  VersionInfo,
} from './user.dto';

/**
 * The typed API core: one declaration per endpoint, keyed "METHOD /path" with :name path
 * parameters. Inputs are params (path), query, body (JSON), form (url-encoded) and files
 * (multipart); data is the payload inside the { code, msg, data } envelope. The HTTP adapter
 * and the mock server's handlers are both typed from this map.
 */
interface ApiEndpoints extends AdminEndpoints, DemoEndpoints, ProcessEndpoints, FileEndpoints, SearchEndpoints, FilingEndpoints, DivisionEndpoints, NoticeEndpoints, DashboardEndpoints, ReportFormEndpoints, ProjectStatisticsEndpoints, LandStatisticsEndpoints, DistrictStatisticsEndpoints, SurveyEndpoints, TemporaryLandEndpoints, LandReminderEndpoints, OnemapEndpoints, DocumentEndpoints, MessageEndpoints, MeetingEndpoints, DocumentPostEndpoints, CaseEndpoints, ArchiveEndpoints, ArchiveCatalogueEndpoints, TzManualEndpoints, TzEndpoints, AuthorityEndpoints {
  'GET /api/oauth/captcha': { query: { r?: number }; data: BinaryPayload };
  'POST /api/user/oauth/token': { query: TokenQuery; form: TokenForm; data: TokenData };
  'DELETE /api/user/oauth/revoke': { data: null };
  'GET /api/user/getInfo': { data: UserInfo };
  'GET /api/user/getRouters': { data: MenuEntry[] };
  'GET /api/user/push/web/:userId/:clientUuid': {
    params: { userId: string; clientUuid: string };
    query: { access_token: string };
    data: BinaryPayload;
  };
  'GET /api/user/admin/user/profile': { data: Profile };
  'PUT /api/user/admin/user/profile': { body: ProfileUpdate; data: Profile };
  'PUT /api/user/admin/user/profile/updatePwd': { query: PasswordChangeQuery; data: number };
  'POST /api/user/admin/user/profile/avatar': { files: { avatarfile: Blob }; data: AvatarData };
  /** Public (no token: <img> tags cannot send one); imgUrl of the avatar call points here. */
  'GET /api/user/public/avatar/:name': { params: { name: string }; data: BinaryPayload };
  /** Public: the user manual (application/pdf), read by the pdf.js viewer of the manual dialog. */
  'GET /api/user/public/manual.pdf': { data: BinaryPayload };
  /** The whole people tree; with parentId only that node's children, each with isLeaf (the demo's async tree). */
  'GET /api/user/admin/user/treeselect': { query: { parentId?: string }; data: TreeOption[] };
  'GET /api/op/version/get': { data: VersionInfo };
  'GET /api/op/version/visits': { query: { account: string }; data: number };
  'POST /api/op/version/updateVersion': { query: { account: string }; data: number };
  'GET /api/todo/userFeatureMessageCount': { data: MenuCount[] };
  'GET /api/op/statistical/box/count/info': { data: NoticeCounts };
  'POST /api/default/bookmark/list': { body: BookmarkQuery; data: Page<Favourite> };
  'POST /api/default/bookmark': { body: BookmarkAdd; data: Favourite };
  'DELETE /api/default/bookmark': { body: BookmarkKey; data: null };
  /** ids as repeated keys (SPEC section 7); data is how many were removed. */
  'DELETE /api/default/bookmark/batch': { query: { ids: readonly string[] }; data: number };
  'GET /api/default/bookmark/group': { data: BookmarkGroup[] };
  'GET /api/default/bookmark/:bookmarkId/:type': { params: { bookmarkId: string; type: `${FavouriteType}` }; data: BookmarkStatus };
}

export type EndpointKey = keyof ApiEndpoints;
export type DataOf<K extends EndpointKey> = ApiEndpoints[K]['data'];
export type InputOf<K extends EndpointKey> = Omit<ApiEndpoints[K], 'data'>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Splits "METHOD /path" into its parts. */
export function parseEndpointKey(key: EndpointKey): { method: Method; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as Method, path: key.slice(space + 1) };
}

/** Fills :name placeholders, URL-encoding each value. */
export function fillPath(template: string, params: Readonly<Record<string, string>> | undefined): string {
  return template.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
