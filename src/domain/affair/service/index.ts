/** The affair service: pure functions the mock server and the in-memory adapters share, so both answer alike. */
export type { ActionRequest, AffairBook, Changed, Directory, ForwardKind, PageOf, PrintableAffair, Reminder, Served, ServiceFailure, SimpleAction, StoredAffair, Supervision } from './types';
export { applyAction } from './actions';
export { BOX_NAMES, boxColumns, boxPage, todoCount } from './box-page';
export { accreditUsers, affairDetail, buttonsFor, COMMON_PHRASES, delegationsOf, historyRows, opinionsOf } from './detail';
export { bpmnXml, diagramOf, diagramSvg } from './diagram';
export { forwardOptions } from './forward';
export { printableAffair, printTemplates, PRINT_TEMPLATES } from './print';
export { newKeys, processTree, registerAffair } from './register';
export { superviseCreate, superviseDetail, superviseList, superviseUrge } from './supervise';
export { affairWorking } from './working';
