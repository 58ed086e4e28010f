import type { DivisionLevel } from '../filing/jurisdiction';
import type { SessionUser } from '../session/session';

export type UserLevel = SessionUser['level'];

/** An administrative division with its 6-digit code (GB/T 2260). */
export interface Division {
  readonly code: string;
  readonly name: string;
  readonly level: DivisionLevel;
  /** undefined for the province. */
  readonly parentCode: string | undefined;
}

/**
 * A bureau (厅 / 局, asUnit) or one of its offices (处室 / 科室 / 股室). Ids are derived from the
 * division code so they stay stable when the list grows.
 */
export interface Department {
  readonly deptId: string;
  readonly deptName: string;
  /** Bureau name plus office name, for places that show a department without its parent. */
  readonly fullName: string;
  readonly parentId: string | undefined;
  readonly divisionCode: string;
  readonly kind: 'bureau' | 'office';
  readonly orderNum: number;
}

/** A person as the rules read them; a service account (the uid link gateway) never acts. */
interface DirectoryUser {
  readonly userId: string;
  readonly nickName: string;
  readonly deptId: string;
  readonly divisionCode: string;
  readonly roleKey: string;
  readonly kind: 'staff' | 'service';
}

/**
 * Who the people, departments and divisions are (the demo data, or the server's db), handed to
 * the rules as an argument so that no rule knows which province it runs in.
 */
export interface Directory {
  readonly users: readonly DirectoryUser[];
  readonly departments: readonly Department[];
  readonly divisions: readonly Division[];
}

/** Structurally the TreeOption of src/ports/api (domain cannot import ports). */
export interface PeopleTreeOption {
  readonly id: string;
  readonly label: string;
  readonly type?: string;
  readonly asUnit?: boolean;
  readonly children?: readonly PeopleTreeOption[];
}
