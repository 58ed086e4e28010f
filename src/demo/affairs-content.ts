import type { RegisterBody } from '../domain/affair/wire';
import { pick, randomInt, type Random } from './prng';

/** Plausible titles and forms of the seeded affairs, drawn from the seed so they never change. */
const NANCHANG_TOWNS = ['莲塘镇', '向塘镇', '八一乡', '武阳镇', '三江镇', '塘南镇', '幽兰镇', '蒋巷镇', '黄马乡', '泾口乡', '南新乡', '广福镇'];
const JINXIAN_TOWNS = ['民和镇', '李渡镇', '温圳镇', '文港镇', '前坊镇', '三里乡', '架桥镇'];
const VILLAGES = ['新联', '胜利', '红星', '前进', '东湖', '塘头', '山下', '高桥', '石岗', '洪家'];
const LAND_USES = ['施工便道', '项目部驻地', '取土场', '钢筋加工场', '弃土场', '混凝土拌合站', '地质勘探', '预制梁场'];
const PROJECTS = ['昌九高速改扩建工程', '南昌绕城高速西二环', '赣江防洪堤加固工程', '220千伏输变电工程', '向莆铁路扩能改造工程', '南昌县城乡供水一体化工程'];
const BUILDERS = [
  '江西省交通投资集团有限责任公司',
  '中铁四局集团有限公司',
  '南昌市政公用集团有限公司',
  '国网江西省电力有限公司南昌供电分公司',
  '中交第二公路工程局有限公司',
  '江西省水利投资集团有限公司',
];
const FACILITIES = ['蔬菜大棚', '生猪养殖圈舍', '食用菌种植棚', '水产养殖尾水处理设施', '粮食烘干晒场', '工厂化育秧中心'];
const OPERATORS = ['绿源蔬菜专业合作社', '丰收农业发展有限公司', '鑫旺生态养殖场', '鄱湖稻米专业合作社', '青岚家庭农场', '赣鄱农业科技有限公司'];
const DOCUMENTS: readonly (readonly [string, string, string])[] = [
  ['关于做好2026年度耕地保护目标责任考核工作的通知', '江西省人民政府办公厅', '赣府厅字〔2026〕58号'],
  ['关于开展2026年度国土变更调查工作的通知', '自然资源部办公厅', '自然资办发〔2026〕41号'],
  ['关于进一步加强临时用地监管的通知', '自然资源部国土空间用途管制司', '自然资管函〔2026〕27号'],
  ['关于报送2026年第三季度用地审批情况的函', '自然资源部国土空间用途管制司', '自然资管函〔2026〕33号'],
  ['关于开展违法用地专项整治行动的通知', '江西省人民政府办公厅', '赣府厅明电〔2026〕19号'],
  ['关于做好设施农业用地备案管理工作的通知', '自然资源部办公厅', '自然资办发〔2026〕52号'],
  ['关于组织申报2027年度土地利用计划的通知', '自然资源部办公厅', '自然资办函〔2026〕1288号'],
  ['关于加强汛期地质灾害防范工作的紧急通知', '江西省人民政府办公厅', '赣府厅明电〔2026〕24号'],
];

const hectares = (random: Random, min: number, max: number): string => (randomInt(random, min * 100, max * 100) / 100).toFixed(2);

export function landContent(random: Random, index: number): RegisterBody {
  const town = NANCHANG_TOWNS[index % NANCHANG_TOWNS.length] ?? '莲塘镇';
  const use = pick(random, LAND_USES);
  const project = pick(random, PROJECTS);
  return {
    title: `南昌县${town}临时用地（${use}）审批`,
    formData: {
      projectName: `${project}${use}`,
      landUser: pick(random, BUILDERS),
      location: `南昌县${town}${pick(random, VILLAGES)}村`,
      area: hectares(random, 0.3, 6),
      term: String(randomInt(random, 6, 24)),
      purpose: use,
    },
  };
}

export function farmContent(random: Random, index: number, jinxian: boolean): RegisterBody {
  const towns = jinxian ? JINXIAN_TOWNS : NANCHANG_TOWNS;
  const county = jinxian ? '进贤县' : '南昌县';
  const town = towns[index % towns.length] ?? '民和镇';
  const facility = pick(random, FACILITIES);
  const operator = `${county}${pick(random, OPERATORS)}`;
  return {
    title: `${county}${town}设施农业用地备案审查（${facility}）`,
    formData: {
      projectName: `${operator}${facility}项目`,
      operator,
      location: `${county}${town}${pick(random, VILLAGES)}村`,
      area: hectares(random, 0.5, 10),
      facilityType: facility,
      startDate: `2026-${String(randomInt(random, 10, 12)).padStart(2, '0')}-${String(randomInt(random, 1, 28)).padStart(2, '0')}`,
    },
  };
}

export function documentContent(random: Random, index: number, receivedDate: string): RegisterBody {
  const [title, issuer, docNumber] = DOCUMENTS[index % DOCUMENTS.length] ?? DOCUMENTS[0] ?? ['', '', ''];
  return {
    title,
    formData: {
      docNumber,
      issuer,
      receivedDate,
      urgency: pick(random, ['平件', '平件', '急件']),
      summary: `${issuer}${title.replace(/^关于/, '就').replace(/的(通知|函|紧急通知)$/, '')}作出部署，请按要求研究落实并及时报送办理结果。`,
    },
  };
}
