import type { Department, Division } from './demo-types';

/** 省自然资源厅 and its 处室 (a realistic subset of the department's internal offices). */
const PROVINCE_OFFICES = [
  '办公室',
  '政策法规处',
  '自然资源调查监测处',
  '国土空间规划局',
  '国土空间用途管制处',
  '耕地保护监督处',
  '地籍管理处',
  '执法局',
  '信息中心',
] as const;

const CITY_OFFICES = ['办公室', '国土空间用途管制科', '耕地保护科', '执法监察支队'] as const;
const COUNTY_OFFICES = ['办公室', '用途管制股', '耕地保护股', '执法监察大队'] as const;

/** The bureau of a division: D<code>. Offices append -NN. */
const bureauId = (divisionCode: string): string => `D${divisionCode}`;
const officeId = (divisionCode: string, index: number): string =>
  `${bureauId(divisionCode)}-${String(index + 1).padStart(2, '0')}`;

function bureauName(division: Division): string {
  return division.level === 'province' ? '江西省自然资源厅' : `${division.name}自然资源局`;
}

function officesOf(division: Division): readonly string[] {
  if (division.level === 'province') return PROVINCE_OFFICES;
  return division.level === 'city' ? CITY_OFFICES : COUNTY_OFFICES;
}

/** One bureau per division, each with its offices, parented along the division tree. */
export function buildDepartments(divisions: readonly Division[]): Department[] {
  const departments: Department[] = [];
  divisions.forEach((division, order) => {
    const bureau = bureauName(division);
    departments.push({
      deptId: bureauId(division.code),
      deptName: bureau,
      fullName: bureau,
      parentId: division.parentCode === undefined ? undefined : bureauId(division.parentCode),
      divisionCode: division.code,
      kind: 'bureau',
      orderNum: order,
    });
    officesOf(division).forEach((office, index) => {
      departments.push({
        deptId: officeId(division.code, index),
        deptName: office,
        fullName: `${bureau}${office}`,
        parentId: bureauId(division.code),
        divisionCode: division.code,
        kind: 'office',
        orderNum: index,
      });
    });
  });
  return departments;
}

/** The office of a division with the given name; throws when the generator asks for one that does not exist. */
export function findOffice(departments: readonly Department[], divisionCode: string, name: string): Department {
  const found = departments.find((d) => d.kind === 'office' && d.divisionCode === divisionCode && d.deptName === name);
  if (found === undefined) throw new Error(`no office ${name} in ${divisionCode}`);
  return found;
}
