import type { FacilityAgriculture, FilingData, FilingTypeCode, Homestead, RuralPlanningPermit, TemporaryLandUse, TemporaryPurpose } from '../domain/filing/filing-types';
import { maxTermMonths } from '../domain/filing/filing-types';
import { addWorkingDays } from '../domain/filing/working-days';
import { parcelIn } from './parcels';
import { pick, randomInt, type Random } from './prng';

/** Plausible contents of the seeded filings, drawn from the seed so they never change. */
const TOWNS = ['城关镇', '新田镇', '石桥镇', '龙口镇', '梅林镇', '黄坑乡', '塘下镇', '高岭乡', '白沙镇', '沙溪镇', '青山乡', '杨柳镇'];
const NANCHANG_COUNTY_TOWNS = ['莲塘镇', '向塘镇', '八一乡', '武阳镇', '三江镇', '塘南镇', '幽兰镇', '蒋巷镇', '黄马乡', '泾口乡', '南新乡', '广福镇'];
const VILLAGES = ['新联村', '胜利村', '红星村', '前进村', '东湖村', '塘头村', '山下村', '高桥村', '石岗村', '洪家村', '樟树村', '上坊村'];
const PROJECTS = ['高速公路改扩建工程', '国道改线工程', '防洪堤加固工程', '220千伏输变电工程', '铁路扩能改造工程', '城乡供水一体化工程', '风电场集电线路工程', '光伏发电项目送出线路', '中型水库除险加固工程', '县道提升改造工程'];
const USES: readonly (readonly [string, TemporaryPurpose])[] = [
  ['施工便道', 'road'],
  ['取土场', 'borrow'],
  ['钢筋加工场', 'stockpile'],
  ['弃土场', 'stockpile'],
  ['地质勘探', 'survey'],
  ['塔基施工场地', 'energy'],
  ['预制梁场', 'transport'],
  ['围堰施工场地', 'water'],
];
const BUILDERS = ['江西省交通投资集团有限责任公司', '中铁四局集团有限公司', '国网江西省电力有限公司', '中交第二公路工程局有限公司', '江西省水利投资集团有限公司', '中国电建集团江西省电力建设有限公司', '江西省地质局第二地质大队'];
const OPERATORS = ['绿源蔬菜专业合作社', '丰收农业发展有限公司', '鑫旺生态养殖场', '鄱湖稻米专业合作社', '青岚家庭农场', '赣鄱农业科技有限公司', '金穗粮食烘干合作社', '惠农食用菌专业合作社'];
const SURNAMES = ['陈', '刘', '王', '李', '张', '黄', '胡', '罗', '吴', '邹', '万', '熊', '徐', '曾', '彭'];
const GIVEN = ['建国', '秀英', '志明', '桂兰', '国华', '小平', '春生', '冬梅', '根水', '金凤', '水生', '海波', '文华', '丽萍', '长青'];

const person = (random: Random): string => `${pick(random, SURNAMES)}${pick(random, GIVEN)}`;
const ha = (random: Random, min: number, max: number): number => randomInt(random, Math.round(min * 10_000), Math.round(max * 10_000)) / 10_000;

/** Splits a total (in 0.0001 ha) into parts that add up to at most the total. */
function split(random: Random, total: number, parts: number): number[] {
  const units = Math.round(total * 10_000);
  let left = units;
  return Array.from({ length: parts }, (_, i) => {
    const share = i === parts - 1 ? left : randomInt(random, 0, left);
    left -= share;
    return share / 10_000;
  });
}

function temporary(random: Random, divisionCode: string, place: string, approvalDate: string, year: string, serial: number): TemporaryLandUse {
  const [useName, purpose] = pick(random, USES);
  const { boundary, hectares: total } = parcelIn(random, divisionCode, ha(random, 0.3, 12));
  const [cultivated, other, construction, unused] = split(random, total, 4) as [number, number, number, number];
  const termMonths = randomInt(random, 6, maxTermMonths(purpose));
  return {
    typeCode: '1',
    projectName: `${pick(random, PROJECTS)}${useName}`,
    userUnit: pick(random, BUILDERS),
    location: place,
    approvalNumber: `${divisionCode.slice(0, 4) === '3601' ? '洪' : '赣'}自然资临字〔${year}〕${serial}号`,
    approvalDate,
    termMonths,
    purpose,
    totalArea: total,
    cultivatedArea: cultivated,
    otherAgriculturalArea: other,
    constructionArea: construction,
    unusedArea: unused,
    restorationPlan: pick(random, ['使用期满后清除硬化层，回填耕作层并恢复耕种', '按土地复垦方案恢复为林地', '清理场地后交还村集体恢复耕种']),
    restorationDeadline: addWorkingDays(approvalDate, Math.round(termMonths * 21.75) + 60) ?? approvalDate,
    boundary,
  };
}

function facility(random: Random, divisionCode: string, place: string, approvalDate: string, year: string, serial: number): FacilityAgriculture {
  const { boundary, hectares: total } = parcelIn(random, divisionCode, ha(random, 0.2, 6));
  return {
    typeCode: '2',
    operator: pick(random, OPERATORS),
    use: random() < 0.6 ? 'crop' : 'livestock',
    location: place,
    approvalDate,
    totalArea: total,
    cultivatedArea: Math.round(total * 10_000 * random() * 0.6) / 10_000,
    agreementNumber: `XY-${divisionCode}-${year}-${String(serial).padStart(3, '0')}`,
    boundary,
  };
}

function permit(random: Random, divisionCode: string, village: string, approvalDate: string, year: string, serial: number): RuralPlanningPermit {
  return {
    typeCode: '3',
    applicant: random() < 0.7 ? person(random) : `${village}村民委员会`,
    permitNumber: `乡字第${divisionCode}${year}${String(serial).padStart(5, '0')}号`,
    village,
    approvalDate,
    buildingArea: randomInt(random, 8_000, 36_000) / 100,
    floors: randomInt(random, 1, 3),
    landArea: randomInt(random, 100, 450) / 10_000,
  };
}

function homestead(random: Random, village: string, approvalDate: string): Homestead {
  const area = randomInt(random, 8_000, 24_000) / 100;
  const occupies = random() < 0.25;
  return {
    typeCode: '4',
    householdHead: person(random),
    householdSize: randomInt(random, 2, 7),
    village,
    approvalDate,
    homesteadArea: area,
    occupiesCultivated: occupies,
    cultivatedArea: occupies ? Math.round(area * 100 * random() * 0.5) / 100 : 0,
    oldHouseReturned: random() < 0.4,
  };
}

/** One record's data of a type, in a division, approved on a date; `serial` keeps document numbers distinct. */
export function filingContent(random: Random, type: FilingTypeCode, divisionCode: string, divisionName: string, approvalDate: string, serial: number): FilingData {
  const towns = divisionCode === '360121' ? NANCHANG_COUNTY_TOWNS : TOWNS;
  const town = pick(random, towns);
  const village = `${town}${pick(random, VILLAGES)}`;
  const place = `${divisionName}${village}`;
  const year = approvalDate.slice(0, 4);
  switch (type) {
    case '1':
      return temporary(random, divisionCode, place, approvalDate, year, serial);
    case '2':
      return facility(random, divisionCode, place, approvalDate, year, serial);
    case '3':
      return permit(random, divisionCode, village, approvalDate, year, serial);
    case '4':
      return homestead(random, village, approvalDate);
  }
}

export const RETURN_OPINIONS = [
  '用地范围坐标与批准文件附图不一致，请核实后重新上报',
  '缺少复垦方案批复文件，请补充后上报',
  '各地类面积与勘测定界报告不符，请核对',
  '用地协议未经村集体经济组织盖章，请补正',
  '批准文号填写有误，请更正',
  '宅基地面积超过本省规定标准，请说明情况',
];

export const WITHDRAWAL_REASONS = ['项目选址调整，需重新报批', '批准文件更正，需修改备案信息', '用地面积测量有误，需更正后重新备案'];
