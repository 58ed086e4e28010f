import { describe, expect, it } from 'vitest';
import { diagramOf } from '../../../src/domain/affair/service/diagram';
import { sampleRun } from '../../../src/domain/demo/bpm-sample';

const xmlOf = (key: string): string => {
  const served = diagramOf(key);
  if (!served.ok) throw new Error(`no diagram ${key}`);
  return served.value.xml;
};

describe('sampleRun (the BPM sample’s case in progress)', () => {
  it('marks the nodes before the middle of the main path done and the middle one current', () => {
    expect(sampleRun(xmlOf('lsydsp'))).toEqual({ doneNodeIds: ['lsyd_sl', 'lsyd_xs'], currentNodeId: 'lsyd_ss' });
    expect(sampleRun(xmlOf('ssnyba'))).toEqual({ doneNodeIds: ['ssny_dj', 'ssny_xs'], currentNodeId: 'ssny_sf' });
    expect(sampleRun(xmlOf('gwbl'))).toEqual({ doneNodeIds: ['gw_dj', 'gw_ny'], currentNodeId: 'gw_ps' });
  });

  it('marks nothing in a diagram too short to be halfway through, or without a start', () => {
    const flow = '<bpmn:sequenceFlow id="f" sourceRef="a" targetRef="b" />';
    expect(sampleRun(`<bpmn:startEvent id="a" />${flow}`)).toEqual({ doneNodeIds: [] });
    expect(sampleRun(flow)).toEqual({ doneNodeIds: [] });
  });

  it('stops at a loop instead of walking it forever', () => {
    const flows = [['a', 'b'], ['b', 'c'], ['c', 'a']].map(([from, to]) => `<bpmn:sequenceFlow id="${from}-${to}" sourceRef="${from}" targetRef="${to}" />`).join('');
    expect(sampleRun(`<bpmn:startEvent id="a" />${flows}`)).toEqual({ doneNodeIds: ['a'], currentNodeId: 'b' });
  });
});
