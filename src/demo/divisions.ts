import type { Division } from './demo-types';

/**
 * Jiangxi province as of the GB/T 2260 codes in force since 2020 (湾里区 merged, 红谷滩区 and
 * 广信区 created, 龙南县 became 龙南市): 11 prefecture-level cities and their 100 county-level
 * divisions. Real names and codes, so the demo reads like the province it pretends to be.
 */
const CITIES: readonly (readonly [code: string, name: string, counties: string])[] = [
  ['360100', '南昌市', '360102 东湖区,360103 西湖区,360104 青云谱区,360111 青山湖区,360112 新建区,360113 红谷滩区,360121 南昌县,360123 安义县,360124 进贤县'],
  ['360200', '景德镇市', '360202 昌江区,360203 珠山区,360222 浮梁县,360281 乐平市'],
  ['360300', '萍乡市', '360302 安源区,360313 湘东区,360321 莲花县,360322 上栗县,360323 芦溪县'],
  [
    '360400',
    '九江市',
    '360402 濂溪区,360403 浔阳区,360404 柴桑区,360423 武宁县,360424 修水县,360425 永修县,360426 德安县,360428 都昌县,360429 湖口县,360430 彭泽县,360481 瑞昌市,360482 共青城市,360483 庐山市',
  ],
  ['360500', '新余市', '360502 渝水区,360521 分宜县'],
  ['360600', '鹰潭市', '360602 月湖区,360603 余江区,360681 贵溪市'],
  [
    '360700',
    '赣州市',
    '360702 章贡区,360703 南康区,360704 赣县区,360722 信丰县,360723 大余县,360724 上犹县,360725 崇义县,360726 安远县,360728 定南县,360729 全南县,360730 宁都县,360731 于都县,360732 兴国县,360733 会昌县,360734 寻乌县,360735 石城县,360781 瑞金市,360783 龙南市',
  ],
  [
    '360800',
    '吉安市',
    '360802 吉州区,360803 青原区,360821 吉安县,360822 吉水县,360823 峡江县,360824 新干县,360825 永丰县,360826 泰和县,360827 遂川县,360828 万安县,360829 安福县,360830 永新县,360881 井冈山市',
  ],
  ['360900', '宜春市', '360902 袁州区,360921 奉新县,360922 万载县,360923 上高县,360924 宜丰县,360925 靖安县,360926 铜鼓县,360981 丰城市,360982 樟树市,360983 高安市'],
  ['361000', '抚州市', '361002 临川区,361003 东乡区,361021 南城县,361022 黎川县,361023 南丰县,361024 崇仁县,361025 乐安县,361026 宜黄县,361027 金溪县,361028 资溪县,361030 广昌县'],
  ['361100', '上饶市', '361102 信州区,361103 广丰区,361104 广信区,361123 玉山县,361124 铅山县,361125 横峰县,361126 弋阳县,361127 余干县,361128 鄱阳县,361129 万年县,361130 婺源县,361181 德兴市'],
];

const PROVINCE: Division = { code: '360000', name: '江西省', level: 'province', parentCode: undefined };

/** Province first, then each city followed by its counties, in code order. */
export function buildDivisions(): Division[] {
  const divisions: Division[] = [PROVINCE];
  for (const [cityCode, cityName, counties] of CITIES) {
    divisions.push({ code: cityCode, name: cityName, level: 'city', parentCode: PROVINCE.code });
    for (const entry of counties.split(',')) {
      const [code, name] = entry.split(' ');
      if (code === undefined || name === undefined) throw new Error(`bad division entry ${entry}`);
      divisions.push({ code, name, level: 'county', parentCode: cityCode });
    }
  }
  return divisions;
}
