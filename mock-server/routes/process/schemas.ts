import { KEY_MAX } from '../../../src/domain/validation/input-limits';
import { processFieldLabels } from '../../../src/ports/api/process.messages';
import { text } from '../../http/schema';

// Only the print route (rewritten in parallel) still checks its input with ../../http/schema;
// every other affair route uses src/ports/api/process.schema.ts. This goes with print's move.
export { processFieldLabels };
export const affairKey = text({ max: KEY_MAX, min: 1, label: processFieldLabels.affairKey });
