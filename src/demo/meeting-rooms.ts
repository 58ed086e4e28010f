import type { Division } from '../domain/directory/directory';
import type { MeetingRoom } from '../domain/meeting/meeting-types';
import { mulberry32, randomInt } from './prng';

/** Meeting rooms of every unit: the bureau has more and larger ones than a city, a city than a county. */

const MEETING_ROOMS_SEED = 20261117;

interface RoomPlan {
  readonly name: string;
  readonly capacity: readonly [number, number];
  readonly equipment: readonly string[];
}

const PROVINCE_ROOMS: readonly RoomPlan[] = [
  { name: '第一会议室', capacity: [40, 60], equipment: ['投影仪', '音响系统', '无线话筒', '电子白板'] },
  { name: '第二会议室', capacity: [20, 30], equipment: ['投影仪', '音响系统', '无线话筒'] },
  { name: '视频会议室', capacity: [30, 40], equipment: ['视频会议终端', '高清摄像头', 'LED大屏', '音响系统'] },
  { name: '党组会议室', capacity: [15, 20], equipment: ['液晶显示屏', '桌面话筒'] },
  { name: '小会议室', capacity: [8, 12], equipment: ['液晶显示屏'] },
];
const CITY_ROOMS: readonly RoomPlan[] = [
  { name: '第一会议室', capacity: [30, 40], equipment: ['投影仪', '音响系统', '无线话筒'] },
  { name: '视频会议室', capacity: [20, 30], equipment: ['视频会议终端', '高清摄像头', 'LED大屏'] },
  { name: '党组会议室', capacity: [12, 16], equipment: ['液晶显示屏', '桌面话筒'] },
  { name: '小会议室', capacity: [6, 10], equipment: ['液晶显示屏'] },
];
const COUNTY_ROOMS: readonly RoomPlan[] = [
  { name: '第一会议室', capacity: [20, 30], equipment: ['投影仪', '音响系统'] },
  { name: '视频会议室', capacity: [12, 20], equipment: ['视频会议终端', '液晶显示屏'] },
  { name: '小会议室', capacity: [6, 10], equipment: ['白板'] },
];

const plansOf = (division: Division): readonly RoomPlan[] =>
  division.level === 'province' ? PROVINCE_ROOMS : division.level === 'city' ? CITY_ROOMS : COUNTY_ROOMS;

/** Rooms of each division, ids MR<division code><nn>; floors and room numbers drawn from a fixed seed. */
export function seedMeetingRooms(divisions: readonly Division[]): MeetingRoom[] {
  const random = mulberry32(MEETING_ROOMS_SEED);
  return divisions.flatMap((division) => {
    const building = division.level === 'county' ? '办公楼' : '主楼';
    return plansOf(division).map((plan, index) => {
      const floor = randomInt(random, 2, division.level === 'province' ? 9 : 5);
      const number = `${floor}${String(randomInt(random, 1, 20)).padStart(2, '0')}`;
      return {
        id: `MR${division.code}${String(index + 1).padStart(2, '0')}`,
        divisionCode: division.code,
        name: plan.name,
        place: `${building}${floor}楼 ${number}室`,
        capacity: randomInt(random, plan.capacity[0], plan.capacity[1]),
        equipment: plan.equipment,
        orderNum: index + 1,
      };
    });
  });
}
